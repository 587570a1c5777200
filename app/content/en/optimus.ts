/** Copy of /optimus and its presentation PDF (spec §1, §2 /optimus, §9 Optimus costs). */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { InfoCard, PresentationDeck, ProductSlide } from '~/content/types/shapes';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });

export const optimusContent = {
  hero: {
    label: 'Optimus highlights',
    eyebrow: 'Optimus smart health patch',
    slides: [
      {
        title: 'Optimus',
        tagline: 'The ultra-thin smart health patch',
        description:
          'A non-invasive patch, 0.5 mm thin, that watches microvascular blood flow through micro-lens optics and skin-safe sensors.',
        image: art(
          '/images/optimus/patch.svg',
          'The Optimus patch on skin, with its micro-lens sensors around a central chip',
        ),
        features: ['0.5 mm thin', 'Skin-safe sensors', 'Micro-lens optics'],
      },
      {
        title: 'Advanced Monitoring',
        tagline: 'Your microcirculation, live on your phone',
        description:
          'Continuous readings stream to the companion app, with 1 ms sensor response and clear charts of every trend.',
        image: art(
          '/images/optimus/monitoring.svg',
          'A phone showing a live blood-flow waveform and two health tiles',
        ),
        features: ['Real-time data', '1 ms response', 'Companion app'],
      },
      {
        title: 'Predictive Healthcare',
        tagline: 'AI that sees change before you feel it',
        description:
          'On-device AI learns your baseline and flags unusual patterns early, so you and your doctor can act sooner.',
        image: art(
          '/images/optimus/predictive.svg',
          'A trend chart whose AI forecast rises toward a heart symbol',
        ),
        features: ['99.7% accuracy', 'Early alerts', '72 hrs battery'],
      },
    ] satisfies readonly ProductSlide[],
    discoverMore: { label: 'Discover More', href: '#concept' },
    scrollDown: { label: 'Scroll to the mobile experience', href: '#mobile-experience' },
  },
  nav: {
    label: 'On this page',
    sections: [
      { id: 'mobile-experience', label: 'Mobile' },
      { id: 'concept', label: 'Concept' },
      { id: 'features', label: 'Features' },
      { id: 'technology', label: 'Technology' },
      { id: 'benefits', label: 'Benefits' },
      { id: 'contact', label: 'Contact' },
    ],
  },
  mobileExperience: {
    id: 'mobile-experience',
    headingId: 'mobile-experience-heading',
    heading: 'The Mobile Experience',
    lead: 'The companion app turns raw optical signals into insight you can read at a glance.',
    cards: [
      {
        title: 'Real-time Visualization',
        description:
          'Live charts of blood flow, perfusion and heart rhythm, updated as the patch measures.',
      },
      {
        title: 'Intuitive Interface',
        description:
          'Clear tiles and plain-language summaries instead of clinical jargon; large type and high contrast.',
      },
      {
        title: 'Smart Notifications',
        description:
          'Gentle alerts when a reading drifts from your baseline, with a suggestion of what to do next.',
      },
    ] satisfies readonly InfoCard[],
  },
  concept: {
    id: 'concept',
    headingId: 'concept-heading',
    heading: 'Concept Summary',
    summary:
      'Optimus combines a flexible, skin-safe patch, micro-lens optics and on-device AI to monitor microvascular blood flow without needles or bulky equipment. Data flows to a companion mobile app that helps people and their clinicians see trends early.',
    checks: [
      'Non-invasive: no needles, no discomfort',
      'Continuous monitoring day and night',
      'AI insights on the device and in the app',
      'Designed for home, clinic and sport',
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Key Features',
    lead: 'Everything in a patch thinner than a credit card.',
    cards: [
      {
        title: 'Micro-lens Optics',
        description: 'An array of micro-lenses images capillary flow through the skin.',
        tag: '0.5 mm thickness',
      },
      {
        title: 'AI Analysis',
        description: 'Models trained on microcirculation patterns classify each reading.',
        tag: '99.7% accuracy',
      },
      {
        title: 'Instant Response',
        description: 'Sensors sample fast enough to catch every pulse wave.',
        tag: '1 ms response',
      },
      {
        title: 'All-day Battery',
        description: 'Low-power electronics keep the patch running for days.',
        tag: '72 hrs battery',
      },
      {
        title: 'Skin-safe Materials',
        description: 'Medical-grade adhesive and hypoallergenic, breathable layers.',
        tag: 'Hypoallergenic',
      },
      {
        title: 'Always Supported',
        description: 'Our team helps clinics and users whenever they need it.',
        tag: '24/7 support',
      },
    ] satisfies readonly InfoCard[],
  },
  technology: {
    id: 'technology',
    headingId: 'technology-heading',
    heading: 'Technology',
    lead: 'From optical signal to insight, built on parts that keep the patch affordable.',
    stats: [
      { value: '0.5 mm', label: 'Patch thickness' },
      { value: '1 ms', label: 'Sensor response' },
      { value: '99.7%', label: 'Detection accuracy' },
      { value: '72 hrs', label: 'Battery life' },
    ],
    pipeline: {
      heading: 'Development Pipeline',
      steps: [
        { title: 'Research', description: 'Optical models of capillary flow and skin layers.' },
        { title: 'Prototype', description: 'Rigid test boards, then the first flexible patch.' },
        {
          title: 'Clinical validation',
          description: 'Studies with partner clinics against reference devices.',
        },
        { title: 'Launch', description: 'Certified patch and companion app at scale.' },
      ],
    },
    mvp: {
      heading: 'Suggested MVP Stack',
      lead: 'Estimated bill of materials per unit:',
      columns: { part: 'Component', cost: 'Estimated cost' },
      items: [
        { part: 'Microcontroller with Bluetooth LE', cost: 'about $8' },
        { part: 'Optical blood-flow sensor', cost: 'under $5' },
        { part: 'Micro-lens optics', cost: 'about $10' },
        { part: 'Flexible PCB', cost: '$30 to $50 per unit' },
        { part: 'Thin-film battery', cost: 'about $6' },
        { part: 'Medical adhesive patch', cost: 'under $1 per unit' },
      ],
      total: { label: 'Estimated total', cost: '$60 to $80 per unit' },
    },
    details: [
      {
        title: 'Sensing',
        description:
          'Near-infrared light through micro-lenses reveals flow in the smallest vessels.',
      },
      {
        title: 'Processing',
        description:
          'A low-power controller filters signals and runs compact AI models on the patch.',
      },
      {
        title: 'Connectivity',
        description:
          'Bluetooth LE sends summaries to the app; raw data never leaves without consent.',
      },
    ] satisfies readonly InfoCard[],
  },
  benefits: {
    id: 'benefits',
    headingId: 'benefits-heading',
    heading: 'Health Benefits',
    lead: 'Why continuous microvascular monitoring matters.',
    cards: [
      {
        title: 'Early Detection',
        description: 'Spot circulation changes linked to diabetes and heart disease sooner.',
      },
      {
        title: 'Better Recovery',
        description: 'Track healing after surgery or injury without repeated clinic visits.',
      },
      {
        title: 'Peace of Mind',
        description: 'Know your numbers every day, with alerts only when they matter.',
      },
      {
        title: 'Informed Doctors',
        description: 'Share clear trend reports with your clinician in one tap.',
      },
    ] satisfies readonly InfoCard[],
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Talk to the Optimus team',
    lead: 'Clinics, researchers and partners: we would love to hear from you.',
    email: site.emails.sales,
    phone: site.phone,
    links: [
      { label: 'Contact us', href: paths.contact },
      { label: 'Download Presentation', href: documentPaths.optimusDeck },
    ],
  },
} as const;

/** The Optimus presentation PDF (spec §2 "Download Presentation"). */
export const optimusDeck: PresentationDeck = {
  path: documentPaths.optimusDeck,
  title: 'Optimus Presentation',
  subtitle: 'An ultra-thin, non-invasive smart patch for microvascular health monitoring',
  accent: '#ff751a',
  art: '/images/optimus/patch.svg',
  problem: {
    heading: 'The problem',
    points: [
      'Microvascular disease often shows no symptoms until damage is done.',
      'Today, measuring blood flow in small vessels needs clinic equipment and specialists.',
      'Patients with diabetes or heart disease are checked rarely, not continuously.',
    ],
  },
  solution: {
    heading: 'Our solution: Optimus',
    points: optimusContent.features.cards.map(
      (card) => `${card.title}: ${card.description} (${card.tag})`,
    ),
  },
  figures: {
    heading: 'Key figures and MVP cost estimate',
    items: [
      ...optimusContent.technology.stats,
      ...optimusContent.technology.mvp.items.map((item) => ({
        value: item.cost,
        label: item.part,
      })),
      {
        value: optimusContent.technology.mvp.total.cost,
        label: optimusContent.technology.mvp.total.label,
      },
    ],
  },
};
