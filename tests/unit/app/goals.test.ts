// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GoalPayload } from '@common/insights-goals';
import { chooseConsent, resetConsentStoreForTests } from '~/lib/consent';
import { linkGoal, sendPageView, type PageViewPayload } from '~/lib/pageviews';

describe('goal beacon (DESIGN §8 site insights: goals)', () => {
  let views: PageViewPayload[];
  let goals: GoalPayload[];
  const viewSink = (payload: PageViewPayload) => views.push(payload);
  const goalSink = (payload: GoalPayload) => goals.push(payload);

  /** Shows `path` (jsdom's location) with its language and starts counting there. */
  const showPage = (path: string, lang: string) => {
    history.replaceState(null, '', path);
    document.documentElement.lang = lang;
    sendPageView(location.href, false, viewSink, goalSink);
  };
  /** A link on the page, clicked with `button` (0 primary, 1 middle, 2 secondary). */
  const click = (href: string, button = 0) => {
    const link = document.createElement('a');
    link.href = href;
    link.innerHTML = '<span>Download</span>';
    // Not followed: jsdom cannot navigate, and the listener must not depend on it.
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
    link.firstElementChild!.dispatchEvent(
      new MouseEvent(button === 0 ? 'click' : 'auxclick', { bubbles: true, button }),
    );
    link.remove();
  };

  beforeEach(() => {
    views = [];
    goals = [];
    localStorage.clear();
    resetConsentStoreForTests();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'navigate' } as unknown as PerformanceNavigationTiming,
    ]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names the goal of a link: the four PDFs of this site and the external platform', () => {
    const origin = 'https://site.example';
    expect(linkGoal(`${origin}/docs/optimus-presentation.pdf`, origin)).toBe('download-optimus');
    expect(linkGoal(`${origin}/docs/scanova-pitch-deck.pdf`, origin)).toBe('download-scanova');
    expect(linkGoal(`${origin}/docs/lumen-pitch-deck.pdf`, origin)).toBe('download-lumen');
    expect(linkGoal(`${origin}/docs/cv.pdf`, origin)).toBe('download-cv');
    // Each language's copy of a PDF is the same goal.
    expect(linkGoal(`${origin}/docs/fr/optimus-presentation.pdf`, origin)).toBe('download-optimus');
    expect(linkGoal(`${origin}/docs/ar/cv.pdf`, origin)).toBe('download-cv');
    expect(linkGoal('https://iffer.example.com/', origin)).toBe('platform');
    expect(linkGoal('https://iffer.example.com/app/start', origin)).toBe('platform');
    expect(linkGoal('https://other.example/docs/cv.pdf', origin)).toBeUndefined();
    expect(linkGoal(`${origin}/docs/other.pdf`, origin)).toBeUndefined();
    expect(linkGoal(`${origin}/optimus`, origin)).toBeUndefined();
    expect(linkGoal('mailto:hello@example.com', origin)).toBeUndefined();
  });

  it('reports a download on the page and in the language it was clicked in', () => {
    showPage('/fr/optimus', 'fr');
    click('/docs/optimus-presentation.pdf');
    click('https://iffer.example.com', 1);
    // A secondary click opens a menu, not the link; a plain page link is no goal.
    click('/docs/cv.pdf', 2);
    click('/fr/contact');
    expect(goals).toEqual([
      { goal: 'download-optimus', path: '/fr/optimus', language: 'fr' },
      { goal: 'platform', path: '/fr/optimus', language: 'fr' },
    ]);
    expect(views).toHaveLength(1);
  });

  it('reports nothing once the visitor declined, or under Global Privacy Control', () => {
    showPage('/cv', 'en');
    chooseConsent('declined');
    click('/docs/cv.pdf');
    expect(goals).toEqual([]);
    chooseConsent('accepted');
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    click('/docs/cv.pdf');
    showPage('/search?q=npu', 'en');
    expect(goals).toEqual([]);
    expect(views).toHaveLength(1);
  });

  it('reports a search when the results page shows a query, not on a reload or without one', () => {
    document.documentElement.lang = 'de';
    sendPageView('https://site.example/de/search?q=npu', false, viewSink, goalSink);
    history.replaceState(null, '', '/de/search?q=npu');
    sendPageView('https://site.example/de/search?q=%20', false, viewSink, goalSink);
    sendPageView('https://site.example/de/search', false, viewSink, goalSink);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceNavigationTiming,
    ]);
    sendPageView('https://site.example/de/search?q=npu', true, viewSink, goalSink);
    expect(goals).toEqual([{ goal: 'search', path: '/de/search', language: 'de' }]);
    expect(views).toHaveLength(4);
  });
});
