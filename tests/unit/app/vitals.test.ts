// @vitest-environment jsdom
import type { Metric } from 'web-vitals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseConsent, reopenConsentBanner, resetConsentStoreForTests } from '~/lib/consent';
import { connectVitals, type VitalsPayload } from '~/lib/vitals';

const metric = (name: Metric['name'], value: number) =>
  ({
    name,
    value,
    rating: 'good',
    id: `v1-${name}`,
    navigationType: 'navigate',
    delta: value,
    entries: [],
  }) as unknown as Metric;

describe('web-vitals reporter (spec §7, consent-gated)', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentStoreForTests();
  });

  function wire(dev = false) {
    let report: ((m: Metric) => void) | undefined;
    const sent: VitalsPayload[] = [];
    const stop = connectVitals({ dev, source: (r) => (report = r), sink: (p) => sent.push(p) });
    return {
      /** Whether the metric code was started (web-vitals imported). */
      started: () => report !== undefined,
      report: (m: Metric) => report?.(m),
      sent,
      stop,
    };
  }

  it('loads no metric code before consent, starts it at Accept All and sends', () => {
    const { started, report, sent, stop } = wire();
    expect(started()).toBe(false);
    chooseConsent('accepted');
    expect(started()).toBe(true);
    report(metric('LCP', 1234));
    expect(sent).toEqual([
      {
        name: 'LCP',
        value: 1234,
        rating: 'good',
        id: 'v1-LCP',
        navigationType: 'navigate',
        path: '/',
      },
    ]);
    report(metric('CLS', 0.001));
    expect(sent.map((p) => p.name)).toEqual(['LCP', 'CLS']);
    stop();
  });

  it('starts at once for a visitor who accepted on an earlier visit', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    const { started, stop } = wire();
    expect(started()).toBe(true);
    stop();
  });

  it('never starts after Decline', () => {
    const { started, sent, stop } = wire();
    chooseConsent('declined');
    reopenConsentBanner();
    expect(started()).toBe(false);
    expect(sent).toEqual([]);
    stop();
  });

  it('stops sending when consent is withdrawn after Accept All', () => {
    const { report, sent, stop } = wire();
    chooseConsent('accepted');
    report(metric('FCP', 800));
    chooseConsent('declined');
    report(metric('TTFB', 50));
    expect(sent.map((p) => p.name)).toEqual(['FCP']);
    stop();
  });

  it('logs instead of sending in development', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem('cookieConsent', 'accepted');
    const { report, sent, stop } = wire(true);
    report(metric('INP', 40));
    expect(sent).toEqual([]);
    expect(info).toHaveBeenCalledWith('[web-vitals]', 'INP', 40, 'good');
    info.mockRestore();
    stop();
  });

  it('reports for the path the document was loaded at, not the one a client navigation shows', () => {
    window.history.replaceState(null, '', '/edge');
    const { report, sent, stop } = wire();
    chooseConsent('accepted');
    window.history.pushState(null, '', '/faq');
    report(metric('LCP', 1500));
    expect(sent.map((p) => p.path)).toEqual(['/edge']);
    window.history.replaceState(null, '', '/');
    stop();
  });

  it('sends nothing under Global Privacy Control, even after Accept All', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      const { started, sent, stop } = wire();
      chooseConsent('accepted');
      expect(started()).toBe(false);
      expect(sent).toEqual([]);
      stop();
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
