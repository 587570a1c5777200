import { describe, expect, it } from 'vitest';
import { documentPaths } from '~/config/paths';
import { contentOf } from '~/content/site-content';

const { lumenContent, lumenDeck } = contentOf('en').lumen;

describe('/lumen content (spec §2, §9)', () => {
  it('has the header links of the spec', () => {
    expect(lumenContent.header.items.map((i) => [i.label, i.href])).toEqual([
      ['Home', '/'],
      ['Features', '#features'],
      ['Contact', '#contact'],
      ['Download Presentation', documentPaths.lumenDeck],
    ]);
  });

  it('three slides (Lumen, Smart Charging, Off-Grid Ready) with three tags each', () => {
    expect(lumenContent.hero.slides.map((s) => s.title)).toEqual([
      'Lumen',
      'Smart Charging',
      'Off-Grid Ready',
    ]);
    for (const slide of lumenContent.hero.slides) expect(slide.features).toHaveLength(3);
  });

  it('front, back and side views; $299 USD and 40,000 DZD; seven hardware components', () => {
    expect(lumenContent.demo.views.map((v) => v.label)).toEqual([
      'Front view',
      'Back view',
      'Side view',
    ]);
    expect(lumenContent.pricing.prices).toEqual([
      { amount: '$299', currency: 'USD' },
      { amount: '40,000', currency: 'DZD' },
    ]);
    expect(lumenContent.components.cards).toHaveLength(7);
  });

  it('shows every Lumen figure of spec §9, on the page and in the deck', () => {
    const tags = lumenContent.features.cards.map((c) => c.tag);
    for (const figure of [
      '100W',
      '2.5 kg',
      'up to 98%',
      'USB-C PD 100W+',
      '$15B market',
      '90% energy cost reduction',
      '95% air quality improvement',
      '24 to 72 hours ahead',
    ]) {
      expect(tags).toContain(figure);
      expect(lumenDeck.figures.items.map((i) => i.value)).toContain(figure);
    }
  });
});
