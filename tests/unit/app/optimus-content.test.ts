import { describe, expect, it } from 'vitest';
import { contentOf } from '~/content/site-content';

const { optimusContent, optimusDeck } = contentOf('en').optimus;

describe('/optimus content (spec §2, §9)', () => {
  it('three slides with three tags each', () => {
    expect(optimusContent.hero.slides.map((s) => s.title)).toEqual([
      'Optimus',
      'Advanced Monitoring',
      'Predictive Healthcare',
    ]);
    for (const slide of optimusContent.hero.slides) expect(slide.features).toHaveLength(3);
  });

  it('has the sections of the spec in order, with their counts', () => {
    expect(optimusContent.nav.sections.map((s) => s.id)).toEqual([
      'mobile-experience',
      'concept',
      'features',
      'technology',
      'benefits',
      'contact',
    ]);
    expect(optimusContent.mobileExperience.cards.map((c) => c.title)).toEqual([
      'Real-time Visualization',
      'Intuitive Interface',
      'Smart Notifications',
    ]);
    expect(optimusContent.concept.checks).toHaveLength(4);
    expect(optimusContent.features.cards).toHaveLength(6);
    for (const card of optimusContent.features.cards) expect(card.tag).toBeTruthy();
    expect(optimusContent.technology.stats).toHaveLength(4);
    expect(optimusContent.technology.details).toHaveLength(3);
    expect(optimusContent.benefits.cards).toHaveLength(4);
  });

  it('gives the MVP cost estimate of spec §9', () => {
    expect(optimusContent.technology.mvp.items.map((i) => i.cost)).toEqual([
      'about $8',
      'under $5',
      'about $10',
      '$30 to $50 per unit',
      'about $6',
      'under $1 per unit',
    ]);
    expect(optimusContent.technology.mvp.total.cost).toBe('$60 to $80 per unit');
    expect(optimusDeck.figures.items.map((i) => i.value)).toContain('$60 to $80 per unit');
  });
});
