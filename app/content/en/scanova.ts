/** Copy of /scanova and its pitch deck (spec §1, §2 /scanova, §3, §8, §9). */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  BrandMark,
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  Prototype,
} from '~/content/types/shapes';

const logo: BrandMark = {
  label: 'Scanova home',
  src: '/images/scanova/logo.svg',
  // spec §8: the header logo falls back to a local default logo.
  fallbackSrc: '/images/scanova/logo-default.svg',
  width: 160,
  height: 40,
};

export const scanovaContent = {
  header: {
    label: 'Scanova',
    logo,
    logoHref: paths.home,
    items: [
      { label: 'Team', href: '#team' },
      { label: 'Presentation', href: documentPaths.scanovaDeck, download: true },
      { label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    eyebrow: 'Scanova',
    heading: 'AI-Powered Smart Air Purifier',
    lead: 'Scanova senses the air around you, learns your environment and purifies it on solar power, so every breath is a healthier one.',
    explore: { label: 'Explore Features', href: '#frameworks' },
    demo: { label: 'Watch Demo', href: '#presentation' },
    image: {
      src: '/images/scanova/purifier.svg',
      alt: 'The Scanova purifier: a white tower with a solar panel on top and a glowing status ring',
      width: 360,
      height: 400,
    },
  },
  readings: {
    headingId: 'live-readings-heading',
    heading: 'Live readings',
    note: 'Simulated demo data, refreshed every 3 seconds.',
    air: {
      heading: 'Air quality',
      aqiLabel: 'Air Quality Index',
      labels: {
        pm25: 'PM2.5 (µg/m³)',
        pm10: 'PM10 (µg/m³)',
        co2: 'CO₂ (ppm)',
        humidity: 'Humidity (%)',
        temperature: 'Temperature (°C)',
        voc: 'VOC (mg/m³)',
      },
    },
    respiratory: {
      heading: 'Respiratory health',
      scoreLabel: 'Respiratory score',
      allergenLabel: 'Allergen level',
      asthmaLabel: 'Asthma risk',
      /** The simulated respiratory readings stay put (spec §3: allergen Low, asthma risk Minimal). */
      allergenValue: 'Low',
      asthmaValue: 'Minimal',
      recommendations: [
        'Air quality is good: a fine day to open the windows for a while.',
        'Keep the purifier in auto mode overnight for the best sleep conditions.',
      ],
    },
    power: {
      heading: 'Solar power',
      solarLabel: 'Solar generation (%)',
      batteryLabel: 'Battery (%)',
      consumptionLabel: 'Consumption (W)',
      autonomyLabel: 'Autonomy (hours)',
    },
  },
  prototypes: {
    id: 'prototypes',
    headingId: 'prototypes-heading',
    heading: 'From Prototype to Product',
    lead: 'Four generations, each adding intelligence.',
    label: 'Scanova prototypes',
    items: [
      {
        src: '/images/scanova/prototype-v1.svg',
        title: 'V1',
        desc: 'Basic positioning',
        alt: 'Prototype V1: a simple purifier box with one sensor',
      },
      {
        src: '/images/scanova/prototype-v2.svg',
        title: 'V2',
        desc: 'Multi-sensor integration',
        alt: 'Prototype V2: the purifier linked to two external sensor modules',
      },
      {
        src: '/images/scanova/prototype-v3.svg',
        title: 'V3',
        desc: 'AI-driven optimization',
        alt: 'Prototype V3: the purifier with an AI chip and rising trend lines',
      },
      {
        src: '/images/scanova/prototype-v4.svg',
        title: 'V4',
        desc: 'Full learning system',
        alt: 'Prototype V4: the purifier at the centre of a network of four learning nodes',
      },
    ] satisfies readonly Prototype[],
  },
  frameworks: {
    id: 'frameworks',
    headingId: 'frameworks-heading',
    heading: 'Frameworks',
    lead: 'Four frameworks work together inside every Scanova.',
    cards: [
      {
        title: 'Air Sensing',
        description: 'Particulates, CO₂, humidity, temperature and VOCs, measured continuously.',
      },
      {
        title: 'Solar Energy Management',
        description: 'A solar panel and smart battery keep the purifier running off-grid.',
      },
      {
        title: 'Health Monitoring',
        description:
          'Respiratory scores, allergen levels and asthma risk derived from the air you breathe.',
      },
      {
        title: 'Diagnostics and Security',
        description: 'Self-tests, filter-life tracking and encrypted, private data.',
      },
    ] satisfies readonly InfoCard[],
  },
  subsystems: {
    id: 'subsystems',
    headingId: 'subsystems-heading',
    heading: 'Subsystems',
    lead: 'The hardware behind the frameworks.',
    cards: [
      {
        title: 'Sensor Array',
        description: 'Laser particle counter, NDIR CO₂ sensor, VOC and climate sensors.',
        tag: '6 sensors',
      },
      {
        title: 'Filtration Unit',
        description: 'Pre-filter, HEPA and activated carbon stages with a variable-speed fan.',
        tag: 'HEPA',
      },
      {
        title: 'Power Unit',
        description: 'Solar panel, MPPT controller and lithium battery.',
        tag: '18 h autonomy',
      },
      {
        title: 'Control Board',
        description: 'Edge AI processor with Wi-Fi and Bluetooth for the app and updates.',
        tag: 'Edge AI',
      },
    ] satisfies readonly InfoCard[],
  },
  aiLayer: {
    id: 'ai-layer',
    headingId: 'ai-layer-heading',
    heading: 'The AI Layer',
    lead: 'On-device models turn readings into decisions.',
    points: [
      'Predicts pollution peaks from daily patterns and adjusts the fan before they arrive.',
      'Balances purification against solar input and battery level.',
      'Learns which rooms and hours matter most to the people who live there.',
      'Flags sensor drift and filter wear before they affect the air.',
    ],
  },
  architecture: {
    id: 'architecture',
    headingId: 'architecture-heading',
    heading: 'System Architecture',
    lead: 'How data flows through Scanova.',
    stepLabel: 'Step',
    steps: [
      { title: 'Sense', description: 'Sensors sample the air every few seconds.' },
      { title: 'Analyse', description: 'The edge AI scores air quality and health risk.' },
      { title: 'Act', description: 'Fan speed and filtration adapt automatically.' },
      { title: 'Power', description: 'Energy management balances solar and battery.' },
      { title: 'Inform', description: 'The app shows readings and recommendations.' },
    ],
  },
  example: {
    id: 'example',
    headingId: 'example-heading',
    heading: 'A Real-World Example',
    body: 'In a classroom of 30 pupils, CO₂ climbs quickly after the first lesson. Scanova sees the rise, raises its fan speed and suggests opening a window at the break. By the afternoon the room is back under 600 ppm, and the purifier has run all day on the sun.',
    figures: [
      { value: '30', label: 'pupils in the room' },
      { value: '< 600 ppm', label: 'CO₂ by the afternoon' },
      { value: '100%', label: 'solar powered' },
    ],
  },
  team: {
    id: 'team',
    headingId: 'team-heading',
    heading: 'Our Team',
    members: [
      {
        name: site.founder.name,
        role: 'Founder and CEO',
        description:
          'Leads the Scanova vision, from air-sensing research to the solar-powered product.',
        portrait: { src: '/images/cv/portrait.svg', alt: '', width: 120, height: 120 },
        cv: { label: 'View CV', href: paths.cv },
      },
    ],
  },
  presentation: {
    id: 'presentation',
    headingId: 'presentation-heading',
    heading: 'Presentation',
    lead: 'See Scanova at work.',
    placeholder: 'The interactive demo will appear here.',
    startDemo: 'Start Demo',
    startDemoNote: 'The live demo is not available yet.',
    deck: { label: 'Download the pitch deck (PDF)', href: documentPaths.scanovaDeck },
  },
  footer: {
    logo: { ...logo, label: 'Scanova', fallbackSrc: '/images/scanova/logo-default.svg' },
    tagline: 'Cleaner air, powered by the sun and guided by AI.',
    links: [
      { label: 'Home', href: paths.home },
      { label: 'Team', href: '#team' },
      { label: 'Contact', href: paths.contact },
    ],
  },
} as const;

/** The smart-air-purifier pitch deck (spec §2 "Download Presentation"). */
export const scanovaDeck: PresentationDeck = {
  path: documentPaths.scanovaDeck,
  title: 'Scanova Pitch Deck',
  subtitle: 'AI-Powered Smart Air Purifier, running on solar power',
  accent: '#0f766e',
  art: '/images/scanova/purifier.svg',
  problem: {
    heading: 'The problem',
    points: [
      'Indoor air is often more polluted than outdoor air, and nobody sees it.',
      'Conventional purifiers run blind, wasting energy or missing pollution peaks.',
      'Many homes, schools and clinics have unreliable power.',
    ],
  },
  solution: {
    heading: 'Our solution: Scanova',
    points: [
      ...scanovaContent.frameworks.cards.map((card) => `${card.title}: ${card.description}`),
      ...scanovaContent.prototypes.items.map((p) => `${p.title}: ${p.desc}`),
    ],
  },
  figures: {
    heading: 'Key figures',
    items: [
      { value: '28', label: 'initial air quality index in the live demo' },
      { value: '85', label: 'respiratory score' },
      { value: '85%', label: 'solar generation' },
      { value: '92%', label: 'battery level' },
      { value: '18 h', label: 'autonomy on battery' },
      { value: '500+', label: 'installations' },
      { value: '24/7', label: 'support' },
    ],
  },
};
