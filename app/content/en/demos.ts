/** /demos copy (spec §1, §2, §3 product demo cards). Heading and intro are in pages.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, ConnectLink, DemoCard } from '~/content/types/shapes';

/** spec §2: the three cards, in the spec's order. */
export const demoCards = [
  {
    id: 'trapterra',
    category: 'Agriculture AI',
    title: 'TrapTerra',
    subtitle: 'Smart pest detection for sustainable farming',
    description:
      'AI-powered traps that identify pests in the field and alert farmers early, so crops are protected without chemical pesticides.',
    features: [
      'Pest identification by computer vision',
      'Early alerts before infestations spread',
      'No chemical pesticides needed',
      'Solar-powered field units',
      'Farm-wide monitoring dashboard',
    ],
    accent: 'green',
    action: { kind: 'live-demo', label: 'View Live Demo' },
  },
  {
    id: 'optimus',
    category: 'Energy AI',
    title: 'OPTIMUS',
    subtitle: 'Solar-charged smart battery pack for laptops',
    description:
      'A smart battery pack that charges from the sun and uses AI to manage power, keeping your laptop running wherever you work.',
    features: [
      'Solar charging on the go',
      'AI-optimised charge and discharge',
      'Extended laptop runtime',
      'Battery health monitoring',
      'Portable, lightweight design',
    ],
    accent: 'amber',
    action: {
      kind: 'link',
      link: { label: 'Explore Optimus', href: paths.optimus, reloadDocument: true },
    },
  },
  {
    id: 'mediscan',
    category: 'Medical AI',
    title: 'MediScan AI',
    subtitle: 'AI diagnostic assistant for healthcare teams',
    description:
      'A diagnostic assistant that analyses medical data and highlights findings for clinicians, supporting faster and more confident decisions.',
    features: [
      'Medical image analysis',
      'Highlights findings for review',
      'Supports clinical decision-making',
      'Secure handling of patient data',
      'Fits existing clinical workflows',
    ],
    accent: 'blue',
    action: { kind: 'live-demo', label: 'View Live Demo' },
  },
] as const satisfies readonly DemoCard[];

/** The confirmation shown after 'View Live Demo' (the spec shows nothing; no fake demo). */
export const demoSelection = {
  label: 'Product demos',
  actionTarget: 'for {title}',
  note: '{title} live demo selected. Live demos are arranged on request:',
  link: { label: 'contact us to book yours', href: paths.contact } satisfies Action,
} as const;

/** spec §2: 'Ready to Transform Your Industry?'. */
export const demosCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Ready to Transform Your Industry?',
  text: 'Tell us about your challenge in agriculture, energy or healthcare, and we will show you what our AI hardware can do for it.',
  actions: [{ label: 'Get Started Today', href: paths.contact }] satisfies Action[],
} as const;

/** spec §2: 'Connect With Us', four external links. */
export const demosConnect = {
  headingId: 'connect-title',
  heading: 'Connect With Us',
  lead: 'Follow our work and talk to the team.',
  links: [
    { label: 'LinkedIn', href: site.links.linkedinCompany, icon: 'link' },
    { label: 'X', href: site.links.microblog, icon: 'message' },
    { label: 'GitHub', href: site.links.codeHost, icon: 'code' },
    { label: 'Email us', href: `mailto:${site.emails.support}`, icon: 'mail' },
  ] satisfies ConnectLink[],
} as const;
