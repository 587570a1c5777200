/** German copy of content/en/learn.ts. */
import { formatNumber } from '@common/i18n';
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
import type * as en from '../en/learn';
import type { Translation } from '~/content/types/translation';

const img = (file: string, alt: string, width = 600, height = 340): SizedImage => ({
  src: `/images/learn/${file}.svg`,
  alt,
  width,
  height,
});

/** Try Demo (→ /demos) and Contact Us. */
const learnActions = [
  { label: 'Demo testen', href: paths.demos },
  { label: 'Kontakt aufnehmen', href: paths.contact },
] satisfies Action[];

/** spec §2: AI Hardware Solutions cards. */
export const learnSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  eyebrow: 'Was wir entwickeln',
  heading: 'KI-Hardwarelösungen',
  lead: 'Spezialisierte Geräte für die Bereiche, in denen Intelligenz am meisten zählt.',
  cards: [
    {
      title: 'Medizinische Diagnostik',
      image: img(
        'medical',
        'Ein smartes Pflaster auf einem Unterarm neben einer Herzfrequenzkurve',
      ),
      description:
        'Nicht invasive Sensoren und KI direkt auf dem Gerät überwachen Durchblutung und Vitalwerte kontinuierlich und helfen Ärztinnen und Ärzten, Probleme früh zu erkennen.',
      bullets: [
        'Kontinuierliche, nicht invasive Überwachung',
        'KI-Analyse direkt auf dem Gerät',
        'Begleit-App für Patienten und Angehörige',
      ],
    },
    {
      title: 'Landwirtschaftliches Monitoring',
      image: img('agriculture', 'Eine solarbetriebene Sensorfalle in einem Getreidefeld'),
      description:
        'Solarbetriebene Feldeinheiten erkennen Schädlinge und erfassen den Zustand der Kulturen, damit Landwirte früh handeln und weniger Chemie einsetzen.',
      bullets: [
        'Schädlingserkennung per Computer Vision',
        'Solarbetrieben und netzunabhängig',
        'Warnungen für den gesamten Betrieb',
      ],
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnSolutions>;

/** spec §2: Product Presentations and Demos. */
export const learnPresentations = {
  id: 'presentations',
  headingId: 'presentations-title',
  eyebrow: 'Überzeugen Sie sich selbst',
  heading: 'Produktpräsentationen und Demos',
  cards: [
    {
      icon: 'play',
      title: 'Produktdemos',
      description:
        'Erleben Sie TrapTerra, OPTIMUS und MediScan AI im Einsatz in Landwirtschaft, Energie und Gesundheitswesen.',
      action: { label: 'Demo ansehen', href: paths.demos },
    },
    {
      icon: 'slides',
      title: 'Präsentationsfolien',
      description:
        'Unsere Optimus-Präsentation: die Technologie, die Roadmap und das Team dahinter.',
      action: { label: 'Folien ansehen (Englisch)', href: documentPaths.optimusDeck },
    },
    {
      icon: 'book',
      title: 'Fallstudien',
      description:
        'Ergebnisse aus Kliniken, landwirtschaftlichen Betrieben und Installationen, in denen unsere Hardware bereits arbeitet.',
      action: { label: 'Fallstudien lesen', href: '#in-action' },
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnPresentations>;

/** spec §2: the five specification cards. */
export const learnSpecs = {
  id: 'specifications',
  headingId: 'specifications-title',
  eyebrow: 'Technologie',
  heading: 'Technische Daten',
  lead: 'Die Zahlen hinter unserer KI-Hardwareplattform.',
  stats: [
    {
      value: '50\u00a0TOPS',
      label: 'KI-Leistung',
      description: 'Billionen Rechenoperationen pro Sekunde für die Inferenz auf dem Gerät.',
    },
    {
      value: '16\u00a0GB',
      label: 'Arbeitsspeicher',
      description: 'Speicher mit hoher Bandbreite für große Modelle.',
    },
    {
      value: 'IP67',
      label: 'Robust',
      description: 'Staubdicht und geschützt gegen Untertauchen in Wasser.',
    },
    {
      value: '15\u00a0W',
      label: 'Leistungsaufnahme',
      description: 'Effizient genug für Solar- und Akkubetrieb.',
    },
    { value: '48\u00a0h', label: 'Akku', description: 'Zwei Tage autonomer Betrieb.' },
  ] satisfies Stat[],
} as const satisfies Translation<typeof en.learnSpecs>;

/** spec §1, §2: Hardware in Action figures (marketing claims, reproduced as copy). */
export const learnInAction = {
  id: 'in-action',
  headingId: 'in-action-title',
  eyebrow: 'Fallstudien',
  heading: 'Hardware im Einsatz',
  lead: 'Wo unsere Geräte schon heute etwas bewirken.',
  figures: [
    {
      image: img(
        'action-installations',
        'Reihen vernetzter Geräte, die an ein zentrales Dashboard melden',
        400,
        260,
      ),
      figure: '500+',
      caption: 'Installationen mit unserer KI-Hardware',
    },
    {
      image: img('action-hectares', 'Felder mit verteilten Überwachungseinheiten', 400, 260),
      figure: `${formatNumber('de', 1000)}+`,
      caption: 'Hektar überwachte Agrarfläche',
    },
    {
      image: img(
        'action-institutions',
        'Ein Krankenhaus und ein Hochschulgebäude, miteinander verbunden',
        400,
        260,
      ),
      figure: '50+',
      caption: 'betreute Einrichtungen aus Medizin und Forschung',
    },
  ] satisfies GalleryFigure[],
} as const satisfies Translation<typeof en.learnInAction>;

/** spec §2: timeline 2020 to 2024. */
export const learnTimeline = {
  id: 'journey',
  headingId: 'journey-title',
  eyebrow: 'Unsere Geschichte',
  heading: 'Unser Weg',
  milestones: [
    {
      year: '2020',
      title: 'Gründung',
      description: `${site.companyName} startet mit einem Ziel: KI-Hardware für das langfristige Wohl der Menschheit.`,
    },
    {
      year: '2021',
      title: 'Erste Prototypen',
      description:
        'Erste Prototypen für Sensorik und Edge-Verarbeitung, getestet mit Partnerhochschulen.',
    },
    {
      year: '2022',
      title: 'Feldversuche',
      description:
        'Pilotprojekte zum landwirtschaftlichen Monitoring und die ersten solarbetriebenen Feldeinheiten.',
    },
    {
      year: '2023',
      title: 'Gesundheitsüberwachung',
      description: 'Entwicklung des smarten Pflasters Optimus und des Luftreinigers Scanova.',
    },
    {
      year: '2024',
      title: 'Die Familie wächst',
      description:
        'Lumen, Edge und Iffer ergänzen das Produktangebot, mit Partnern aus verschiedenen Branchen.',
    },
  ] satisfies Milestone[],
} as const satisfies Translation<typeof en.learnTimeline>;

/** spec §2: a leadership team of three (two neutral placeholders, like the English). */
export const learnTeam = {
  id: 'team',
  headingId: 'team-title',
  eyebrow: 'Führung',
  heading: 'Unser Team',
  members: [
    {
      name: site.founder.name,
      role: companyCopy.founderRole,
      description:
        'Verantwortet die Vision und die Produktstrategie des Unternehmens, von der Forschung bis zur Markteinführung.',
      portrait: img('team-founder', `Porträtillustration von ${site.founder.name}`, 112, 112),
    },
    {
      name: 'Sam Example',
      role: 'Chief Technology Officer',
      description:
        'Leitet die Hardware- und KI-Entwicklung: Sensoren, Prozessoren und Modelle auf dem Gerät.',
      portrait: img('team-cto', 'Porträtillustration von Sam Example', 112, 112),
    },
    {
      name: 'Jordan Example',
      role: 'Leitung Forschung & Partnerschaften',
      description:
        'Arbeitet mit Hochschulen, Kliniken und landwirtschaftlichen Betrieben zusammen, um unsere Geräte unter realen Bedingungen zu testen.',
      portrait: img('team-research', 'Porträtillustration von Jordan Example', 112, 112),
    },
  ] satisfies TeamMember[],
} as const satisfies Translation<typeof en.learnTeam>;

/** spec §2: Try Demo / Contact Us call to action. */
export const learnCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: 'Bereit, es in Aktion zu sehen?',
  text: 'Testen Sie unsere Produktdemos oder sprechen Sie mit dem Team über Ihr Projekt.',
  actions: learnActions,
} as const satisfies Translation<typeof en.learnCta>;
