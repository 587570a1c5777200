/** A fixed answer of GET /api/admin/insights for the insights page's tests. */
import type { InsightsResponse } from '../../../common/insights-api';

export const INSIGHTS_FIXTURE: InsightsResponse = {
  range: { from: '2026-11-21', to: '2026-11-27' },
  previousRange: { from: '2026-11-14', to: '2026-11-20' },
  totals: { visitors: 1250, pageViews: 4000 },
  previousTotals: { visitors: 1000, pageViews: 5000 },
  daily: [
    { day: '2026-11-21', visitors: 150, pageViews: 480 },
    { day: '2026-11-22', visitors: 200, pageViews: 620 },
    { day: '2026-11-23', visitors: 180, pageViews: 575 },
    { day: '2026-11-24', visitors: 170, pageViews: 560 },
    { day: '2026-11-25', visitors: 190, pageViews: 590 },
    { day: '2026-11-26', visitors: 160, pageViews: 575 },
    { day: '2026-11-27', visitors: 200, pageViews: 600 },
  ],
  pages: [
    { key: '/', visitors: 900, pageViews: 2500, share: 0.625 },
    { key: '/contact', visitors: 300, pageViews: 1000, share: 0.25 },
    { key: '/fr/optimus', visitors: 150, pageViews: 500, share: 0.125 },
  ],
  languages: [
    { key: 'en', visitors: 1000, pageViews: 3200, share: 0.8 },
    { key: 'fr', visitors: 250, pageViews: 800, share: 0.2 },
  ],
  referrers: [
    { key: '', visitors: 800, pageViews: 2600, share: 0.65 },
    { key: 'news.example.com', visitors: 450, pageViews: 1400, share: 0.35 },
  ],
  campaigns: [{ key: 'autumn-launch', visitors: 120, pageViews: 300, share: 0.075 }],
  sources: [
    { key: '', visitors: 1130, pageViews: 3700, share: 0.925 },
    { key: 'newsletter', visitors: 120, pageViews: 300, share: 0.075 },
  ],
  mediums: [
    { key: '', visitors: 1130, pageViews: 3700, share: 0.925 },
    { key: 'email', visitors: 120, pageViews: 300, share: 0.075 },
  ],
  devices: [
    { key: 'mobile', visitors: 700, pageViews: 2000, share: 0.5 },
    { key: 'desktop', visitors: 550, pageViews: 2000, share: 0.5 },
  ],
  countries: [
    { key: 'US', visitors: 600, pageViews: 1800, share: 0.45 },
    { key: 'DE', visitors: 400, pageViews: 1400, share: 0.35 },
    { key: 'unknown', visitors: 250, pageViews: 800, share: 0.2 },
  ],
  listSizes: {
    pages: 3,
    languages: 2,
    referrers: 2,
    campaigns: 1,
    sources: 2,
    mediums: 2,
    devices: 2,
    countries: 3,
  },
  annotations: [
    {
      kind: 'publish',
      id: 7,
      action: 'publish',
      day: '2026-11-23',
      at: '2026-11-23T10:15:00.000Z',
      by: 'editor@example.com',
      pages: [
        { module: 'faq', language: 'ar' },
        { module: 'home', language: 'fr' },
      ],
    },
    {
      kind: 'note',
      id: 3,
      day: '2026-11-25',
      at: '2026-11-26T08:00:00.000Z',
      by: 'team@example.com',
      text: 'Newsletter sent',
    },
  ],
  funnel: [
    { language: 'en', contactViews: 400, messages: 10 },
    { language: 'fr', contactViews: 0, messages: 0 },
  ],
  vitals: [
    {
      path: '/',
      metric: 'LCP',
      samples: 340,
      p75: 2341.4,
      bands: { good: 0.8, needsImprovement: 0.15, poor: 0.05 },
    },
    {
      path: '/',
      metric: 'CLS',
      samples: 340,
      p75: 0.1234,
      bands: { good: 0.6, needsImprovement: 0.3, poor: 0.1 },
    },
    { path: '/contact', metric: 'INP', samples: 12, p75: null, bands: null },
  ],
  vitalsTrend: [
    { day: '2026-11-26', metric: 'LCP', p75: 2200 },
    { day: '2026-11-26', metric: 'CLS', p75: 0.05 },
    { day: '2026-11-27', metric: 'LCP', p75: 2400.6 },
    { day: '2026-11-27', metric: 'CLS', p75: null },
  ],
  vitalsMinSamples: 50,
  goals: [
    {
      goal: 'download-optimus',
      path: '/fr/optimus',
      language: 'fr',
      count: 12,
      visitors: 9,
      pageVisitors: 60,
      conversion: 0.15,
    },
    {
      goal: 'contact',
      path: '/contact',
      language: 'en',
      count: 4,
      visitors: null,
      pageVisitors: 0,
      conversion: null,
    },
  ],
  goalsTotal: 2,
};
