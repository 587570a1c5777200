// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { chooseConsent, resetConsentStoreForTests } from '~/lib/consent';
import { sendPageView, viewportClass, type PageViewPayload } from '~/lib/pageviews';

describe('page-view beacon (DESIGN §8 site insights)', () => {
  let sent: PageViewPayload[];
  const sink = (payload: PageViewPayload) => sent.push(payload);

  beforeEach(() => {
    sent = [];
    localStorage.clear();
    resetConsentStoreForTests();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(
      'https://www.search.example/results?q=private+words',
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'reload' } as unknown as PerformanceNavigationTiming,
    ]);
    vi.stubGlobal('innerWidth', 1280);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('reports a document load with its type, UTM values and the referrer origin only', () => {
    document.documentElement.lang = 'fr';
    sendPageView(
      'https://site.example/fr/contact?utm_source=news&utm_medium=email&utm_campaign=launch&utm_term=x&q=1',
      true,
      sink,
    );
    expect(sent).toEqual([
      {
        path: '/fr/contact',
        language: 'fr',
        referrer: 'https://www.search.example',
        utmSource: 'news',
        utmMedium: 'email',
        utmCampaign: 'launch',
        viewport: 'desktop',
        navigationType: 'reload',
      },
    ]);
    // What goes on the wire: no query, no term, no identifier of any kind.
    expect(JSON.stringify(sent[0])).not.toMatch(/private|utm_term|q=1/);
  });

  it('reports a client navigation as such, without the first load’s referrer', () => {
    document.documentElement.lang = 'de';
    sendPageView('https://site.example/de/learn', false, sink);
    expect(JSON.parse(JSON.stringify(sent[0]))).toEqual({
      path: '/de/learn',
      language: 'de',
      viewport: 'desktop',
      navigationType: 'client',
    });
  });

  it('sends nothing after Decline or under Global Privacy Control, before consent it does', () => {
    sendPageView('https://site.example/', true, sink);
    expect(sent).toHaveLength(1);
    chooseConsent('declined');
    sendPageView('https://site.example/faq', false, sink);
    expect(sent).toHaveLength(1);
    chooseConsent('accepted');
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true });
    sendPageView('https://site.example/faq', false, sink);
    expect(sent).toHaveLength(1);
  });

  it('waits until a prerendered page is shown', () => {
    // jsdom has no Prerendering Revamped: give the document the property, removed afterwards.
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', {
      configurable: true,
      get: () => prerendering,
    });
    onTestFinished(() => void delete (document as { prerendering?: boolean }).prerendering);
    sendPageView('https://site.example/', true, sink);
    expect(sent).toEqual([]);
    prerendering = false;
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sent).toHaveLength(1);
  });

  it('classes viewports at the site’s own breakpoints (768 px mobile, 1024 px desktop)', () => {
    expect([375, 768, 769, 1023, 1024, 1920].map(viewportClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});
