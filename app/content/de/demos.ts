/** German copy of content/en/demos.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, ConnectLink, DemoCard } from '~/content/types/shapes';
import type * as en from '../en/demos';
import type { Translation } from '~/content/types/translation';

/** spec §2: the three cards, in the spec's order. */
export const demoCards = [
  {
    id: 'trapterra',
    category: 'KI für die Landwirtschaft',
    title: 'TrapTerra',
    subtitle: 'Intelligente Schädlingserkennung für nachhaltige Landwirtschaft',
    description:
      'KI-gestützte Fallen erkennen Schädlinge direkt auf dem Feld und warnen Landwirte frühzeitig, damit die Ernte ohne chemische Pestizide geschützt bleibt.',
    features: [
      'Schädlingserkennung per Computer Vision',
      'Frühwarnung, bevor sich ein Befall ausbreitet',
      'Keine chemischen Pestizide nötig',
      'Solarbetriebene Feldeinheiten',
      'Dashboard zur Überwachung des ganzen Betriebs',
    ],
    accent: 'green',
    action: { kind: 'live-demo', label: 'Live-Demo ansehen' },
  },
  {
    id: 'optimus',
    category: 'KI für Energie',
    title: 'OPTIMUS',
    subtitle: 'Solargeladenes smartes Akkupack für Laptops',
    description:
      'Ein smartes Akkupack, das sich mit Sonnenenergie auflädt und den Strom per KI steuert, damit Ihr Laptop überall läuft, wo Sie arbeiten.',
    features: [
      'Solarladen unterwegs',
      'KI-optimiertes Laden und Entladen',
      'Längere Laptop-Laufzeit',
      'Überwachung des Akkuzustands',
      'Tragbar und leicht',
    ],
    accent: 'amber',
    action: {
      kind: 'link',
      link: { label: 'Optimus entdecken', href: paths.optimus, reloadDocument: true },
    },
  },
  {
    id: 'mediscan',
    category: 'KI für die Medizin',
    title: 'MediScan AI',
    subtitle: 'KI-Diagnoseassistent für medizinische Teams',
    description:
      'Ein Diagnoseassistent, der medizinische Daten analysiert und Befunde für Ärztinnen und Ärzte hervorhebt, für schnellere und sicherere Entscheidungen.',
    features: [
      'Analyse medizinischer Bilder',
      'Hebt Befunde zur Prüfung hervor',
      'Unterstützt klinische Entscheidungen',
      'Sicherer Umgang mit Patientendaten',
      'Passt in bestehende klinische Abläufe',
    ],
    accent: 'blue',
    action: { kind: 'live-demo', label: 'Live-Demo ansehen' },
  },
] as const satisfies readonly DemoCard[] satisfies Translation<typeof en.demoCards>;

/** The confirmation shown after 'View Live Demo' (the spec shows nothing; no fake demo). */
export const demoSelection = {
  label: 'Produktdemos',
  actionTarget: '– {title}',
  note: 'Live-Demo von {title} ausgewählt. Live-Demos gibt es auf Anfrage:',
  link: { label: 'Kontaktieren Sie uns für einen Termin', href: paths.contact } satisfies Action,
} as const satisfies Translation<typeof en.demoSelection>;

/** spec §2: 'Ready to Transform Your Industry?'. */
export const demosCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Bereit, Ihre Branche zu verändern?',
  text: 'Erzählen Sie uns von Ihrer Herausforderung in Landwirtschaft, Energie oder Gesundheitswesen, und wir zeigen Ihnen, was unsere KI-Hardware dafür leisten kann.',
  actions: [{ label: 'Jetzt starten', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.demosCta>;

/** spec §2: 'Connect With Us', four external links. */
export const demosConnect = {
  headingId: 'connect-title',
  heading: 'Bleiben Sie in Verbindung',
  lead: 'Verfolgen Sie unsere Arbeit und sprechen Sie mit dem Team.',
  links: [
    { label: 'LinkedIn', href: site.links.linkedinCompany, icon: 'link' },
    { label: 'X', href: site.links.microblog, icon: 'message' },
    { label: 'GitHub', href: site.links.codeHost, icon: 'code' },
    { label: 'E-Mail senden', href: `mailto:${site.emails.support}`, icon: 'mail' },
  ] satisfies ConnectLink[],
} as const satisfies Translation<typeof en.demosConnect>;
