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
    let report!: (m: Metric) => void;
    const sent: VitalsPayload[] = [];
    const stop = connectVitals({ dev, source: (r) => (report = r), sink: (p) => sent.push(p) });
    return { report: (m: Metric) => report(m), sent, stop };
  }

  it('holds metrics until consent is accepted, then sends them', () => {
    const { report, sent, stop } = wire();
    report(metric('LCP', 1234));
    expect(sent).toEqual([]);
    chooseConsent('accepted');
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

  it('never sends after Decline, and drops what was waiting', () => {
    const { report, sent, stop } = wire();
    report(metric('FCP', 800));
    chooseConsent('declined');
    report(metric('TTFB', 50));
    reopenConsentBanner();
    expect(sent).toEqual([]);
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
});
