/** German copy of content/en/home-below-fold.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type {
  Action,
  Brand,
  ChecklistItem,
  FeatureCard,
  Pillar,
  SizedImage,
} from '~/content/types/shapes';
import type * as en from '../en/home-below-fold';
import type { Translation } from '~/content/types/translation';
import { BRANDS_ANCHOR } from './home';

/** spec §1: mission statement. */
export const homeMission = {
  headingId: 'mission-title',
  eyebrow: 'Unsere Mission',
  statement: 'Wir entwickeln künstliche Intelligenz für das langfristige Wohl der Menschheit.',
  detail:
    'Jedes unserer Geräte soll Menschen gesünder halten, weniger Energie verbrauchen und länger halten, damit intelligente Maschinen die Welt besser hinterlassen, als sie sie vorgefunden haben.',
} as const satisfies Translation<typeof en.homeMission>;

/** spec §2: 'Our Brands' logo strip; each logo links to its page. */
export const homeBrands = {
  id: BRANDS_ANCHOR,
  headingId: 'brands-title',
  heading: 'Unsere Marken',
  lead: 'Ein Unternehmen, eine Familie intelligenter Produkte.',
  pauseLabel: 'Logos anhalten',
  playLabel: 'Logos abspielen',
  brands: [
    {
      name: 'TrapTerra-Demos',
      href: paths.demos,
      logo: logo('trapterra', 'TrapTerra: Produktdemos'),
    },
    { name: 'Lumen', href: paths.lumen, logo: logo('lumen', 'Lumen, tragbares Solarladegerät') },
    { name: 'Edge', href: paths.edge, logo: logo('edge', `${site.productBrand} Edge-Computing`) },
    {
      name: 'Optimus',
      href: paths.optimus,
      logo: logo('optimus', 'Optimus, smartes Gesundheitspflaster'),
    },
    {
      name: 'Scanova',
      href: paths.scanova,
      logo: logo('scanova', 'Scanova, smarter Luftreiniger'),
    },
    { name: 'Iffer', href: paths.iffer, logo: logo('iffer', 'Iffer-Plattform') },
  ] satisfies Brand[],
} as const satisfies Translation<typeof en.homeBrands>;

function logo(file: string, alt: string): SizedImage {
  return { src: `/images/brands/${file}.svg`, alt, width: 160, height: 48 };
}

/** spec §1: 'Our AI Vision' with four numbered pillars. */
export const homeVision = {
  headingId: 'vision-title',
  eyebrow: 'Wohin wir gehen',
  heading: 'Unsere KI-Vision',
  lead: 'Vier Grundsätze leiten jedes Produkt, das wir entwickeln.',
  pillars: [
    {
      title: 'KI-gestützte Geräte',
      description:
        'Alltagshardware, die ihre Umgebung versteht und sich an die Menschen anpasst, die sie nutzen.',
    },
    {
      title: 'Computing der nächsten Generation',
      description:
        'Effiziente Prozessoren, die die Intelligenz eines Rechenzentrums in Geräte für die Hand bringen.',
    },
    {
      title: 'Vernetzte Intelligenz',
      description:
        'Geräte, die ihr Wissen sicher teilen, sodass jede Einheit mit der Zeit klüger wird.',
    },
    {
      title: 'Forschung & Innovation',
      description:
        'Kontinuierliche Forschung mit Hochschulen und Partnern, von Sensoren bis zu lernenden Systemen.',
    },
  ] satisfies Pillar[],
} as const satisfies Translation<typeof en.homeVision>;

/** spec §1: feature list. */
export const homeFeatures = {
  id: 'features',
  headingId: 'features-title',
  eyebrow: 'Das steckt in unserer Hardware',
  heading: 'Gebaut für Intelligenz',
  lead: 'Die Bausteine, die unsere Maschinen schnell, reaktionsfähig und vernetzt machen.',
  items: [
    {
      title: 'Neuroprozessoren (NPUs)',
      description:
        'Spezialisierte Chips, die neuronale Netze weit schneller ausführen als eine Universal-CPU.',
    },
    {
      title: 'KI-Inferenz in Echtzeit',
      description:
        'Entscheidungen in Millisekunden direkt auf dem Gerät, ohne den Umweg über die Cloud.',
    },
    {
      title: 'Vernetzte Intelligenz',
      description:
        'Sichere Verbindungen zwischen Geräten, Apps und Dashboards sorgen für einen stetigen Informationsfluss.',
    },
    {
      title: 'Leistung der nächsten Generation',
      description:
        'Mehr Rechenleistung pro Watt, damit Geräte mit Akku und Solarstrom länger laufen.',
    },
  ] satisfies ChecklistItem[],
  image: {
    src: '/images/home/features-npu-de.svg',
    alt: 'Schema eines Neuroprozessors, verbunden mit Sensoren, einem Smartphone und der Cloud',
    width: 560,
    height: 420,
  } satisfies SizedImage,
} as const satisfies Translation<typeof en.homeFeatures>;

/** spec §1, §9: feature cards and their figures (10x, 50%, infinite scale). */
export const homeCards = {
  id: 'performance',
  headingId: 'performance-title',
  eyebrow: 'Warum unsere Hardware',
  heading: 'Leistung ohne Kompromisse',
  cards: [
    {
      icon: 'bolt',
      title: 'Höchstleistung',
      figure: '10x',
      figureLabel: 'höhere Verarbeitungsgeschwindigkeit',
      description:
        'Speziell entwickelte KI-Beschleunigung verarbeitet Workloads zehnmal schneller als herkömmliche Hardware.',
    },
    {
      icon: 'leaf',
      title: 'Energieeffizient',
      figure: '50\u00a0%',
      figureLabel: 'weniger Energieverbrauch',
      description:
        'Optimierte Schaltungen und intelligentes Energiemanagement halbieren den Energieverbrauch bei gleicher Leistung.',
    },
    {
      icon: 'infinity',
      title: 'Unbegrenzt skalierbar',
      figure: { icon: 'infinity', name: 'Unendlich' },
      figureLabel: 'grenzenloses Wachstum',
      description:
        'Modular erweiterbar, von einzelnen Einheiten bis zu Installationen im Rechenzentrum: klein anfangen und wachsen, ohne Vorhandenes zu ersetzen.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.homeCards>;

/** spec §2: anchor `demo` (the header's Try Demo button). */
export const homeDemo = {
  id: 'demo',
  headingId: 'demo-title',
  heading: 'Erleben Sie unsere KI in Aktion',
  text: 'Entdecken Sie in unseren Produktdemos TrapTerra für die Landwirtschaft, OPTIMUS für Energie und MediScan AI für das Gesundheitswesen.',
  actions: [
    { label: 'Produktdemos ansehen', href: paths.demos },
    { label: 'Kontakt aufnehmen', href: paths.contact },
  ] satisfies Action[],
} as const satisfies Translation<typeof en.homeDemo>;
