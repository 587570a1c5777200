/** Copy of /lumen and its pitch deck (spec §1, §2 /lumen, §9 Lumen figures). */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  ProductSlide,
} from '~/content/types/shapes';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });
const view = (src: string, alt: string) => ({ src, alt, width: 320, height: 320 });

/** spec §9: Lumen device price in USD (also in Product JSON-LD). */
export const LUMEN_PRICE_USD = 299;

export const lumenContent = {
  /** schema.org Product of the page (lib/meta.ts pageMeta; price in USD, spec §9). */
  product: { name: 'Lumen', priceUsd: LUMEN_PRICE_USD },
  header: {
    label: 'Lumen',
    logoHref: paths.home,
    items: [
      { label: 'Home', href: paths.home },
      { label: 'Features', href: '#features' },
      { label: 'Contact', href: '#contact' },
      { label: 'Download Presentation', href: documentPaths.lumenDeck, download: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    label: 'Lumen highlights',
    eyebrow: 'Lumen portable solar charger',
    slides: [
      {
        title: 'Lumen',
        tagline: 'Portable solar power, made smart',
        description: 'A foldable 100W solar charger and power bank in one, weighing just 2.5 kg.',
        image: art(
          '/images/lumen/lumen.svg',
          'Lumen: two folding solar panels under the sun, cabled to an amber power unit',
        ),
        features: ['100W solar output', '2.5 kg', 'Foldable panels'],
      },
      {
        title: 'Smart Charging',
        tagline: 'Every watt, where it is needed',
        description:
          'MPPT tracking squeezes up to 98% of the panel’s power, and USB-C PD fast-charges laptops and phones.',
        image: art(
          '/images/lumen/charging.svg',
          'The Lumen power unit fast-charging a phone over a USB-C cable',
        ),
        features: ['Up to 98% MPPT efficiency', 'USB-C PD 100W+', 'AI fault prediction'],
      },
      {
        title: 'Off-Grid Ready',
        tagline: 'Power wherever the sun shines',
        description:
          'From campsites to remote clinics, Lumen keeps essential devices running without the grid.',
        image: art(
          '/images/lumen/off-grid.svg',
          'A tent and a Lumen panel in the mountains under a bright sun',
        ),
        features: ['No grid needed', 'Weather-proof', '90% energy cost reduction'],
      },
    ] satisfies readonly ProductSlide[],
  },
  demo: {
    id: 'demo',
    headingId: 'demo-heading',
    heading: 'Product Demo',
    lead: 'Lumen from every side.',
    views: [
      {
        label: 'Front view',
        image: view(
          '/images/lumen/view-front.svg',
          'Front of the Lumen unit: display, power button and three ports',
        ),
      },
      {
        label: 'Back view',
        image: view(
          '/images/lumen/view-back.svg',
          'Back of the Lumen unit: cooling fins and the panel connector',
        ),
      },
      {
        label: 'Side view',
        image: view(
          '/images/lumen/view-side.svg',
          'Side of the Lumen unit: two USB ports and the DC input',
        ),
      },
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Features and Figures',
    lead: 'What Lumen delivers, in numbers.',
    cards: [
      {
        title: 'Solar output',
        description: 'High-efficiency monocrystalline panels.',
        tag: '100W',
      },
      { title: 'Weight', description: 'Light enough to carry anywhere.', tag: '2.5 kg' },
      {
        title: 'MPPT efficiency',
        description: 'Maximum power point tracking charge controller.',
        tag: 'up to 98%',
      },
      {
        title: 'Fast charging',
        description: 'USB-C Power Delivery for laptops and phones.',
        tag: 'USB-C PD 100W+',
      },
      {
        title: 'Fault prediction',
        description: 'AI spots battery and panel faults before they happen.',
        tag: '24 to 72 hours ahead',
      },
      {
        title: 'Energy savings',
        description: 'Cuts the energy bill of off-grid sites.',
        tag: '90% energy cost reduction',
      },
      {
        title: 'Cleaner air',
        description: 'Replacing diesel generators improves local air quality.',
        tag: '95% air quality improvement',
      },
      { title: 'Market', description: 'The portable solar market we address.', tag: '$15B market' },
    ] satisfies readonly InfoCard[],
  },
  pricing: {
    id: 'pricing',
    headingId: 'pricing-heading',
    heading: 'Device Pricing',
    lead: 'One price, everything included: panels, power unit and cables.',
    prices: [
      { amount: `$${LUMEN_PRICE_USD}`, currency: 'USD' },
      { amount: '40,000', currency: 'DZD' },
    ],
    cta: { label: 'Order through our contact page', href: paths.contact },
  },
  components: {
    id: 'components',
    headingId: 'components-heading',
    heading: 'Hardware Components',
    lead: 'Seven parts, designed to work together.',
    cards: [
      {
        title: 'Monocrystalline solar panels',
        description: 'Two folding panels for 100W of output.',
      },
      { title: 'MPPT charge controller', description: 'Up to 98% conversion efficiency.' },
      {
        title: 'Lithium iron phosphate battery',
        description: 'Thousands of cycles, safe chemistry.',
      },
      { title: 'USB-C PD module', description: '100W+ fast charging for laptops.' },
      { title: 'AI monitoring chip', description: 'Predicts faults 24 to 72 hours ahead.' },
      { title: 'Display and controls', description: 'Charge level, input and output at a glance.' },
      { title: 'Weather-proof housing', description: 'Rugged shell with passive cooling fins.' },
    ],
  },
  download: {
    id: 'download',
    headingId: 'download-heading',
    heading: 'Download the Lumen Presentation',
    lead: 'The full pitch deck with specifications, market and pricing.',
    label: 'Download Presentation (PDF)',
    href: documentPaths.lumenDeck,
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Contact',
    lead: 'Questions, distribution or bulk orders: write to us.',
    email: site.emails.sales,
    phone: site.phone,
    links: [{ label: 'Contact form', href: paths.contact }],
  },
  footer: {
    tagline: 'Lumen: solar power that thinks ahead.',
    links: [
      { label: 'Home', href: paths.home },
      { label: 'Features', href: '#features' },
      { label: 'Contact', href: paths.contact },
    ],
  },
} as const;

/** The Lumen pitch deck (spec §2 "Download Presentation"). */
export const lumenDeck: PresentationDeck = {
  path: documentPaths.lumenDeck,
  title: 'Lumen Pitch Deck',
  subtitle: 'The portable solar charger for smart, off-grid power',
  accent: '#d97706',
  art: '/images/lumen/lumen.svg',
  problem: {
    heading: 'The problem',
    points: [
      'Hundreds of millions of people and many clinics live with unreliable power.',
      'Diesel generators are costly, noisy and pollute the air.',
      'Portable chargers are either too weak for laptops or too heavy to carry.',
    ],
  },
  solution: {
    heading: 'Our solution: Lumen',
    points: lumenContent.components.cards.map(
      (item, i) => `${i + 1}. ${item.title}: ${item.description}`,
    ),
  },
  figures: {
    heading: 'Key figures',
    items: [
      ...lumenContent.features.cards.map((card) => ({ value: card.tag, label: card.title })),
      { value: '$299 USD', label: 'device price' },
      { value: '40,000 DZD', label: 'device price in Algeria' },
    ],
  },
};
