/**
 * Landing page copy after the hero (spec §1, §2 '/'): mission statement, brands, AI vision,
 * feature list, feature cards and the demo block. Loaded lazily with routes/home-below-fold.tsx.
 */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import { BRANDS_ANCHOR } from '~/content/en/home';
import type {
  Action,
  Brand,
  ChecklistItem,
  FeatureCard,
  Pillar,
  SizedImage,
} from '~/content/types/shapes';

/** spec §1: mission statement. */
export const homeMission = {
  headingId: 'mission-title',
  eyebrow: 'Our Mission',
  statement: 'We build artificial intelligence for humanity’s long-term well-being.',
  detail:
    'Every device we make is designed to keep people healthier, use less energy and last longer, so that intelligent machines leave the world better than they found it.',
} as const;

/** spec §2: 'Our Brands' logo strip; each logo links to its page. */
export const homeBrands = {
  id: BRANDS_ANCHOR,
  headingId: 'brands-title',
  heading: 'Our Brands',
  lead: 'One company, a family of intelligent products.',
  pauseLabel: 'Pause logos',
  playLabel: 'Play logos',
  brands: [
    {
      name: 'TrapTerra demos',
      href: paths.demos,
      logo: logo('trapterra', 'TrapTerra: product demos'),
    },
    { name: 'Lumen', href: paths.lumen, logo: logo('lumen', 'Lumen portable solar charger') },
    { name: 'Edge', href: paths.edge, logo: logo('edge', `${site.productBrand} Edge computing`) },
    { name: 'Optimus', href: paths.optimus, logo: logo('optimus', 'Optimus smart health patch') },
    { name: 'Scanova', href: paths.scanova, logo: logo('scanova', 'Scanova smart air purifier') },
    { name: 'Iffer', href: paths.iffer, logo: logo('iffer', 'Iffer platform') },
  ] satisfies Brand[],
} as const;

function logo(file: string, alt: string): SizedImage {
  return { src: `/images/brands/${file}.svg`, alt, width: 160, height: 48 };
}

/** spec §1: 'Our AI Vision' with four numbered pillars. */
export const homeVision = {
  headingId: 'vision-title',
  eyebrow: 'Where we are going',
  heading: 'Our AI Vision',
  lead: 'Four commitments guide every product we design.',
  pillars: [
    {
      title: 'AI-Powered Devices',
      description:
        'Everyday hardware that understands its surroundings and adapts to the people who use it.',
    },
    {
      title: 'Next-Gen Computing',
      description:
        'Efficient processors that bring data-centre intelligence into devices you can hold.',
    },
    {
      title: 'Connected Intelligence',
      description:
        'Devices that share what they learn securely, so every unit gets smarter over time.',
    },
    {
      title: 'Research & Innovation',
      description:
        'Continuous research with universities and partners, from sensors to learning systems.',
    },
  ] satisfies Pillar[],
} as const;

/** spec §1: feature list. */
export const homeFeatures = {
  id: 'features',
  headingId: 'features-title',
  eyebrow: 'Inside our hardware',
  heading: 'Built for Intelligence',
  lead: 'The building blocks that make our machines fast, responsive and connected.',
  items: [
    {
      title: 'Neural Processing Units',
      description:
        'Dedicated silicon that runs neural networks far faster than a general-purpose CPU.',
    },
    {
      title: 'Real-time AI Inference',
      description:
        'Decisions in milliseconds on the device itself, without a round trip to the cloud.',
    },
    {
      title: 'Connected Intelligence',
      description: 'Secure links between devices, apps and dashboards keep insight flowing.',
    },
    {
      title: 'Next-Gen Performance',
      description: 'More computing per watt, so devices run longer on batteries and solar power.',
    },
  ] satisfies ChecklistItem[],
  image: {
    src: '/images/home/features-npu.svg',
    alt: 'Diagram of a neural processing unit connected to sensors, a phone and the cloud',
    width: 560,
    height: 420,
  } satisfies SizedImage,
} as const;

/** spec §1, §9: feature cards and their figures (10x, 50%, infinite scale). */
export const homeCards = {
  id: 'performance',
  headingId: 'performance-title',
  eyebrow: 'Why our hardware',
  heading: 'Performance Without Compromise',
  cards: [
    {
      icon: 'bolt',
      title: 'Ultra-High Performance',
      figure: '10x',
      figureLabel: 'processing speed boost',
      description:
        'Purpose-built AI acceleration processes workloads ten times faster than conventional hardware.',
    },
    {
      icon: 'leaf',
      title: 'Energy Efficient',
      figure: '50%',
      figureLabel: 'less energy usage',
      description:
        'Optimised circuits and smart power management halve energy use for the same work.',
    },
    {
      icon: 'infinity',
      title: 'Infinite Scalability',
      figure: { icon: 'infinity', name: 'Infinity' },
      figureLabel: 'unlimited growth',
      description:
        'Modular expansion from single units to data-centre installations: start small and grow without replacing what you have.',
    },
  ] satisfies FeatureCard[],
} as const;

/** spec §2: anchor `demo` (the header's Try Demo button). */
export const homeDemo = {
  id: 'demo',
  headingId: 'demo-title',
  heading: 'See Our AI in Action',
  text: 'Explore TrapTerra for agriculture, OPTIMUS for energy and MediScan AI for healthcare in our product demos.',
  actions: [
    { label: 'View Product Demos', href: paths.demos },
    { label: 'Contact Us', href: paths.contact },
  ] satisfies Action[],
} as const;
