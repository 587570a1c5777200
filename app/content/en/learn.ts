/** /learn copy (spec §2 company page). Hero heading and lead are in pages.ts. */
import { site } from '@common/site';
import { companyCopy } from './company';
import { documentPaths, paths } from '~/config/paths';
import type {
  Action,
  FeatureCard,
  GalleryFigure,
  Milestone,
  SizedImage,
  Stat,
  TeamMember,
} from '~/content/types/shapes';

const img = (file: string, alt: string, width = 600, height = 340): SizedImage => ({
  src: `/images/learn/${file}.svg`,
  alt,
  width,
  height,
});

/** Try Demo (→ /demos) and Contact Us. */
const learnActions = [
  { label: 'Try Demo', href: paths.demos },
  { label: 'Contact Us', href: paths.contact },
] satisfies Action[];

/** spec §2: AI Hardware Solutions cards. */
export const learnSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  eyebrow: 'What we build',
  heading: 'AI Hardware Solutions',
  lead: 'Purpose-built devices for the places where intelligence matters most.',
  cards: [
    {
      title: 'Medical Diagnostics',
      image: img('medical', 'A smart patch on a forearm beside a heart-rate chart'),
      description:
        'Non-invasive sensors and on-device AI that monitor blood flow and vital signs continuously, helping clinicians spot problems early.',
      bullets: [
        'Continuous, non-invasive monitoring',
        'On-device AI analysis',
        'Companion app for patients and carers',
      ],
    },
    {
      title: 'Agricultural Monitoring',
      image: img('agriculture', 'A solar-powered sensor trap standing in a crop field'),
      description:
        'Solar-powered field units that detect pests and track crop conditions, so farmers act early and use fewer chemicals.',
      bullets: [
        'Pest detection by computer vision',
        'Solar-powered, off-grid units',
        'Alerts across the whole farm',
      ],
    },
  ] satisfies FeatureCard[],
} as const;

/** spec §2: Product Presentations and Demos (destinations chosen here; the spec shows none). */
export const learnPresentations = {
  id: 'presentations',
  headingId: 'presentations-title',
  eyebrow: 'See for yourself',
  heading: 'Product Presentations and Demos',
  cards: [
    {
      icon: 'play',
      title: 'Product Demos',
      description:
        'See TrapTerra, OPTIMUS and MediScan AI at work in agriculture, energy and healthcare.',
      action: { label: 'Watch Demo', href: paths.demos },
    },
    {
      icon: 'slides',
      title: 'Presentation Slides',
      description: 'Our Optimus presentation: the technology, the roadmap and the team behind it.',
      action: { label: 'View Slides', href: documentPaths.optimusDeck },
    },
    {
      icon: 'book',
      title: 'Case Studies',
      description:
        'Results from clinics, farms and installations where our hardware is already at work.',
      action: { label: 'Read Cases', href: '#in-action' },
    },
  ] satisfies FeatureCard[],
} as const;

/** spec §2: the five specification cards. */
export const learnSpecs = {
  id: 'specifications',
  headingId: 'specifications-title',
  eyebrow: 'Technology',
  heading: 'Technical Specifications',
  lead: 'The numbers behind our AI hardware platform.',
  stats: [
    {
      value: '50 TOPS',
      label: 'AI performance',
      description: 'Trillions of operations per second for on-device inference.',
    },
    { value: '16GB', label: 'Memory', description: 'High-bandwidth memory for large models.' },
    {
      value: 'IP67',
      label: 'Ruggedised',
      description: 'Dust-tight and protected against immersion in water.',
    },
    {
      value: '15W',
      label: 'Power draw',
      description: 'Efficient enough for solar and battery power.',
    },
    { value: '48hr', label: 'Battery', description: 'Two days of autonomous operation.' },
  ] satisfies Stat[],
} as const;

/** spec §1, §2: Hardware in Action figures (marketing claims, reproduced as copy). */
export const learnInAction = {
  id: 'in-action',
  headingId: 'in-action-title',
  eyebrow: 'Case studies',
  heading: 'Hardware in Action',
  lead: 'Where our devices already make a difference.',
  figures: [
    {
      image: img(
        'action-installations',
        'Rows of connected devices reporting to a central dashboard',
        400,
        260,
      ),
      figure: '500+',
      caption: 'installations running our AI hardware',
    },
    {
      image: img('action-hectares', 'Farm fields dotted with monitoring units', 400, 260),
      figure: '1000+',
      caption: 'hectares of farmland monitored',
    },
    {
      image: img(
        'action-institutions',
        'A hospital and a university building linked together',
        400,
        260,
      ),
      figure: '50+',
      caption: 'medical and research institutions served',
    },
  ] satisfies GalleryFigure[],
} as const;

/** spec §2: timeline 2020 to 2024. */
export const learnTimeline = {
  id: 'journey',
  headingId: 'journey-title',
  eyebrow: 'Our story',
  heading: 'Our Journey',
  milestones: [
    {
      year: '2020',
      title: 'Founded',
      description: `${site.companyName} starts with one goal: AI hardware for humanity’s long-term well-being.`,
    },
    {
      year: '2021',
      title: 'First prototypes',
      description: 'Early sensor and edge-processing prototypes tested with university partners.',
    },
    {
      year: '2022',
      title: 'Field pilots',
      description: 'Agricultural monitoring pilots and the first solar-powered field units.',
    },
    {
      year: '2023',
      title: 'Health monitoring',
      description: 'Development of the Optimus smart patch and the Scanova air purifier.',
    },
    {
      year: '2024',
      title: 'Growing the family',
      description: 'Lumen, Edge and Iffer join the product line, with partners across sectors.',
    },
  ] satisfies Milestone[],
} as const;

/**
 * spec §2: a leadership team of three. The founder comes from the site configuration; the two
 * other people are neutral placeholders (like site.ts's examples) for the deployer to replace.
 */
export const learnTeam = {
  id: 'team',
  headingId: 'team-title',
  eyebrow: 'Leadership',
  heading: 'Meet Our Team',
  members: [
    {
      name: site.founder.name,
      role: companyCopy.founderRole,
      description: 'Leads the company’s vision and product strategy, from research to the market.',
      portrait: img('team-founder', `Portrait illustration of ${site.founder.name}`, 112, 112),
    },
    {
      name: 'Sam Example',
      role: 'Chief Technology Officer',
      description: 'Heads hardware and AI engineering: sensors, processors and on-device models.',
      portrait: img('team-cto', 'Portrait illustration of Sam Example', 112, 112),
    },
    {
      name: 'Jordan Example',
      role: 'Head of Research & Partnerships',
      description:
        'Works with universities, clinics and farms to test our devices in the real world.',
      portrait: img('team-research', 'Portrait illustration of Jordan Example', 112, 112),
    },
  ] satisfies TeamMember[],
} as const;

/** spec §2: Try Demo / Contact Us call to action. */
export const learnCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Ready to See It Work?',
  text: 'Try our product demos or talk to the team about your project.',
  actions: learnActions,
} as const;
