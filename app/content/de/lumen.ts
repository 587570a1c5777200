/** German copy of content/en/lumen.ts. The pitch deck PDF exists in English only. */
import { formatMoney, formatNumber } from '@common/i18n';
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  ProductSlide,
} from '~/content/types/shapes';
import type * as en from '../en/lumen';
import type { Translation } from '~/content/types/translation';
import { LUMEN_PRICE_USD } from '../en/lumen';

export { LUMEN_PRICE_USD } from '../en/lumen';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });
const view = (src: string, alt: string) => ({ src, alt, width: 320, height: 320 });

export const lumenContent = {
  /** schema.org Product of the page (price in USD, spec §9). */
  product: { name: 'Lumen', priceUsd: LUMEN_PRICE_USD },
  header: {
    label: 'Lumen',
    logoHref: paths.home,
    items: [
      { label: 'Start', href: paths.home },
      { label: 'Funktionen', href: '#features' },
      { label: 'Kontakt', href: '#contact' },
      { label: 'Präsentation (Englisch)', href: documentPaths.lumenDeck, download: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    label: 'Lumen im Überblick',
    eyebrow: 'Lumen, das tragbare Solarladegerät',
    slides: [
      {
        title: 'Lumen',
        tagline: 'Tragbarer Solarstrom, intelligent gemacht',
        description:
          'Faltbares 100-W-Solarladegerät und Powerbank in einem – und nur 2,5\u00a0kg leicht.',
        image: art(
          '/images/lumen/lumen.svg',
          'Lumen: zwei faltbare Solarmodule in der Sonne, verkabelt mit einer bernsteinfarbenen Energieeinheit',
        ),
        features: ['100\u00a0W Solarleistung', '2,5\u00a0kg', 'Faltbare Module'],
      },
      {
        title: 'Intelligentes Laden',
        tagline: 'Jedes Watt dort, wo es gebraucht wird',
        description:
          'MPPT-Tracking holt bis zu 98\u00a0% der Modulleistung heraus, und USB-C PD lädt Laptops und Smartphones schnell.',
        image: art(
          '/images/lumen/charging.svg',
          'Die Lumen-Energieeinheit lädt ein Smartphone per USB-C-Kabel schnell auf',
        ),
        features: [
          'Bis zu 98\u00a0% MPPT-Wirkungsgrad',
          'USB-C PD 100\u00a0W+',
          'KI-Fehlervorhersage',
        ],
      },
      {
        title: 'Unabhängig vom Stromnetz',
        tagline: 'Strom überall, wo die Sonne scheint',
        description:
          'Vom Campingplatz bis zur abgelegenen Klinik: Lumen hält wichtige Geräte ohne Stromnetz am Laufen.',
        image: art(
          '/images/lumen/off-grid.svg',
          'Ein Zelt und ein Lumen-Modul in den Bergen unter strahlender Sonne',
        ),
        features: ['Kein Stromnetz nötig', 'Wetterfest', '90\u00a0% weniger Energiekosten'],
      },
    ] satisfies readonly ProductSlide[],
  },
  demo: {
    id: 'demo',
    headingId: 'demo-heading',
    heading: 'Produktdemo',
    lead: 'Lumen von allen Seiten.',
    views: [
      {
        label: 'Vorderansicht',
        image: view(
          '/images/lumen/view-front.svg',
          'Vorderseite der Lumen-Einheit: Display, Ein-/Aus-Taste und drei Anschlüsse',
        ),
      },
      {
        label: 'Rückansicht',
        image: view(
          '/images/lumen/view-back.svg',
          'Rückseite der Lumen-Einheit: Kühlrippen und Modulanschluss',
        ),
      },
      {
        label: 'Seitenansicht',
        image: view(
          '/images/lumen/view-side.svg',
          'Seite der Lumen-Einheit: zwei USB-Anschlüsse und der DC-Eingang',
        ),
      },
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Funktionen und Kennzahlen',
    lead: 'Was Lumen leistet, in Zahlen.',
    cards: [
      {
        title: 'Solarleistung',
        description: 'Hocheffiziente monokristalline Module.',
        tag: '100\u00a0W',
      },
      {
        title: 'Gewicht',
        description: 'Leicht genug, um es überallhin mitzunehmen.',
        tag: '2,5\u00a0kg',
      },
      {
        title: 'MPPT-Wirkungsgrad',
        description: 'Laderegler mit Maximum Power Point Tracking.',
        tag: 'bis zu 98\u00a0%',
      },
      {
        title: 'Schnellladen',
        description: 'USB-C Power Delivery für Laptops und Smartphones.',
        tag: 'USB-C PD 100\u00a0W+',
      },
      {
        title: 'Fehlervorhersage',
        description: 'Die KI erkennt Akku- und Modulfehler, bevor sie auftreten.',
        tag: '24 bis 72 Stunden im Voraus',
      },
      {
        title: 'Energieeinsparung',
        description: 'Senkt die Energiekosten netzunabhängiger Standorte.',
        tag: '90\u00a0% weniger Energiekosten',
      },
      {
        title: 'Sauberere Luft',
        description: 'Der Ersatz von Dieselgeneratoren verbessert die Luftqualität vor Ort.',
        tag: '95\u00a0% bessere Luftqualität',
      },
      {
        title: 'Markt',
        description: 'Der Markt für tragbare Solartechnik, den wir adressieren.',
        tag: 'Markt von 15\u00a0Mrd.\u00a0$',
      },
    ] satisfies readonly InfoCard[],
  },
  pricing: {
    id: 'pricing',
    headingId: 'pricing-heading',
    heading: 'Gerätepreis',
    lead: 'Ein Preis, alles inklusive: Module, Energieeinheit und Kabel.',
    prices: [
      { amount: `${formatNumber('de', LUMEN_PRICE_USD)}\u00a0$`, currency: 'USD' },
      { amount: formatNumber('de', 40000), currency: 'DZD' },
    ],
    cta: { label: 'Über unsere Kontaktseite bestellen', href: paths.contact },
  },
  components: {
    id: 'components',
    headingId: 'components-heading',
    heading: 'Hardwarekomponenten',
    lead: 'Sieben Komponenten, perfekt aufeinander abgestimmt.',
    cards: [
      {
        title: 'Monokristalline Solarmodule',
        description: 'Zwei faltbare Module für 100\u00a0W Leistung.',
      },
      { title: 'MPPT-Laderegler', description: 'Bis zu 98\u00a0% Wandlungswirkungsgrad.' },
      {
        title: 'Lithium-Eisenphosphat-Akku',
        description: 'Tausende Ladezyklen, sichere Zellchemie.',
      },
      { title: 'USB-C-PD-Modul', description: 'Schnellladen mit 100\u00a0W+ für Laptops.' },
      {
        title: 'KI-Überwachungschip',
        description: 'Sagt Fehler 24 bis 72 Stunden im Voraus vorher.',
      },
      {
        title: 'Display und Bedienelemente',
        description: 'Ladestand, Eingang und Ausgang auf einen Blick.',
      },
      { title: 'Wetterfestes Gehäuse', description: 'Robuste Hülle mit passiven Kühlrippen.' },
    ],
  },
  download: {
    id: 'download',
    headingId: 'download-heading',
    heading: 'Die Lumen-Präsentation herunterladen',
    lead: 'Das vollständige Pitch-Deck mit technischen Daten, Markt und Preisen.',
    label: 'Präsentation herunterladen (PDF, Englisch)',
    href: documentPaths.lumenDeck,
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Kontakt',
    lead: 'Fragen, Vertrieb oder Großbestellungen: Schreiben Sie uns.',
    email: site.emails.sales,
    phone: site.phone,
    links: [{ label: 'Kontaktformular', href: paths.contact }],
  },
  footer: {
    tagline: 'Lumen: Solarstrom, der vorausdenkt.',
    links: [
      { label: 'Start', href: paths.home },
      { label: 'Funktionen', href: '#features' },
      { label: 'Kontakt', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.lumenContent>;

/** The Lumen pitch deck (spec §2 "Download Presentation"). */
export const lumenDeck: PresentationDeck = {
  path: documentPaths.lumenDeck,
  title: 'Lumen Pitch-Deck',
  subtitle: 'Das tragbare Solarladegerät für intelligente, netzunabhängige Energie',
  accent: '#d97706',
  art: '/images/lumen/lumen.svg',
  problem: {
    heading: 'Das Problem',
    points: [
      'Hunderte Millionen Menschen und viele Kliniken leben mit unzuverlässiger Stromversorgung.',
      'Dieselgeneratoren sind teuer, laut und verschmutzen die Luft.',
      'Tragbare Ladegeräte sind entweder zu schwach für Laptops oder zu schwer zum Tragen.',
    ],
  },
  solution: {
    heading: 'Unsere Lösung: Lumen',
    points: lumenContent.components.cards.map(
      (item, i) => `${i + 1}. ${item.title}: ${item.description}`,
    ),
  },
  figures: {
    heading: 'Kennzahlen',
    items: [
      ...lumenContent.features.cards.map((card) => ({ value: card.tag, label: card.title })),
      { value: formatMoney('de', LUMEN_PRICE_USD, 'USD'), label: 'Gerätepreis' },
      { value: formatMoney('de', 40000, 'DZD'), label: 'Gerätepreis in Algerien' },
    ],
  },
} satisfies Translation<typeof en.lumenDeck>;
