/** /edge copy (spec §2): the hero is pages.ts ('{product} Edge'); solutions and checklist here. */
import { site } from '@common/site';
import type { ChecklistItem, FeatureCard } from '~/content/types/shapes';

/** spec §2: 'Edge Computing Solutions' with three cards. */
export const edgeSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  heading: 'Edge Computing Solutions',
  lead: 'Process data where it is created: faster answers, less bandwidth and more privacy.',
  cards: [
    {
      icon: 'gauge',
      title: 'Real-time Processing',
      description:
        'AI inference runs on the device in milliseconds, so machines react instantly without waiting for the cloud.',
    },
    {
      icon: 'shield',
      title: 'Enhanced Security',
      description:
        'Sensitive data stays on site. Only the results you choose leave the device, over encrypted links.',
    },
    {
      icon: 'chart',
      title: 'Smart Analytics',
      description:
        'Turn streams of sensor data into clear insights and alerts, right at the edge of your network.',
    },
  ] satisfies FeatureCard[],
} as const;

/** spec §2: 'Why Choose' checklist of four. */
export const edgeWhy = {
  id: 'why',
  headingId: 'why-title',
  heading: `Why Choose ${site.productBrand} Edge`,
  items: [
    {
      title: 'Low latency',
      description: 'Decisions at the source, without round trips to a distant data centre.',
    },
    {
      title: 'Works offline',
      description: 'Keeps running when the connection drops and syncs when it returns.',
    },
    {
      title: 'Lower bandwidth costs',
      description: 'Send compact results instead of raw data streams.',
    },
    {
      title: 'Scales with you',
      description: 'Start with one unit and grow to a fleet managed from one place.',
    },
  ] satisfies ChecklistItem[],
} as const;
