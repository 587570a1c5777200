/** German copy of content/en/optimus.ts. The presentation PDF exists in English only. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { InfoCard, PresentationDeck, ProductSlide } from '~/content/types/shapes';
import type * as en from '../en/optimus';
import type { Translation } from '~/content/types/translation';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });

export const optimusContent = {
  hero: {
    label: 'Optimus im Überblick',
    eyebrow: 'Optimus, das smarte Gesundheitspflaster',
    slides: [
      {
        title: 'Optimus',
        tagline: 'Das ultradünne smarte Gesundheitspflaster',
        description:
          'Ein nicht invasives, nur 0,5\u00a0mm dünnes Pflaster, das die mikrovaskuläre Durchblutung mit Mikrolinsenoptik und hautverträglichen Sensoren überwacht.',
        image: art(
          '/images/optimus/patch.svg',
          'Das Optimus-Pflaster auf der Haut, mit Mikrolinsensensoren rund um einen zentralen Chip',
        ),
        features: ['0,5\u00a0mm dünn', 'Hautverträgliche Sensoren', 'Mikrolinsenoptik'],
      },
      {
        title: 'Fortschrittliches Monitoring',
        tagline: 'Ihre Mikrozirkulation live auf dem Smartphone',
        description:
          'Kontinuierliche Messwerte fließen in die Begleit-App, mit 1\u00a0ms Sensor-Reaktionszeit und übersichtlichen Diagrammen für jeden Trend.',
        image: art(
          '/images/optimus/monitoring.svg',
          'Ein Smartphone mit einer Live-Kurve der Durchblutung und zwei Gesundheitskacheln',
        ),
        features: ['Echtzeitdaten', '1\u00a0ms Reaktionszeit', 'Begleit-App'],
      },
      {
        title: 'Vorausschauende Gesundheitsvorsorge',
        tagline: 'KI, die Veränderungen erkennt, bevor Sie sie spüren',
        description:
          'Die KI auf dem Pflaster lernt Ihre Ausgangswerte und meldet ungewöhnliche Muster früh, damit Sie und Ihre Ärztin oder Ihr Arzt schneller handeln können.',
        image: art(
          '/images/optimus/predictive.svg',
          'Ein Trenddiagramm, dessen KI-Prognose zu einem Herzsymbol ansteigt',
        ),
        features: ['99,7\u00a0% Genauigkeit', 'Frühwarnungen', '72\u00a0h Akkulaufzeit'],
      },
    ] satisfies readonly ProductSlide[],
    discoverMore: { label: 'Mehr entdecken', href: '#concept' },
    scrollDown: { label: 'Weiter zum mobilen Erlebnis', href: '#mobile-experience' },
  },
  nav: {
    label: 'Auf dieser Seite',
    sections: [
      { id: 'mobile-experience', label: 'Mobil' },
      { id: 'concept', label: 'Konzept' },
      { id: 'features', label: 'Funktionen' },
      { id: 'technology', label: 'Technologie' },
      { id: 'benefits', label: 'Vorteile' },
      { id: 'contact', label: 'Kontakt' },
    ],
  },
  mobileExperience: {
    id: 'mobile-experience',
    headingId: 'mobile-experience-heading',
    heading: 'Das mobile Erlebnis',
    lead: 'Die Begleit-App macht aus rohen optischen Signalen Erkenntnisse, die Sie auf einen Blick erfassen.',
    cards: [
      {
        title: 'Visualisierung in Echtzeit',
        description:
          'Live-Diagramme zu Durchblutung, Perfusion und Herzrhythmus, aktualisiert mit jeder Messung des Pflasters.',
      },
      {
        title: 'Intuitive Oberfläche',
        description:
          'Übersichtliche Kacheln und Zusammenfassungen in Alltagssprache statt Fachjargon; große Schrift und hoher Kontrast.',
      },
      {
        title: 'Intelligente Benachrichtigungen',
        description:
          'Dezente Hinweise, wenn ein Messwert von Ihren Ausgangswerten abweicht, mit einem Vorschlag für den nächsten Schritt.',
      },
    ] satisfies readonly InfoCard[],
  },
  concept: {
    id: 'concept',
    headingId: 'concept-heading',
    heading: 'Das Konzept',
    summary:
      'Optimus vereint ein flexibles, hautverträgliches Pflaster, Mikrolinsenoptik und KI auf dem Gerät, um die mikrovaskuläre Durchblutung ohne Nadeln und ohne sperrige Geräte zu überwachen. Die Daten fließen in eine Begleit-App, mit der Menschen und ihre Ärztinnen und Ärzte Trends früh erkennen.',
    checks: [
      'Nicht invasiv: keine Nadeln, keine Beschwerden',
      'Kontinuierliche Überwachung, Tag und Nacht',
      'KI-Auswertung auf dem Gerät und in der App',
      'Entwickelt für Zuhause, Klinik und Sport',
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Die wichtigsten Funktionen',
    lead: 'Alles in einem Pflaster, dünner als eine Kreditkarte.',
    cards: [
      {
        title: 'Mikrolinsenoptik',
        description: 'Ein Array aus Mikrolinsen bildet den Kapillarfluss durch die Haut ab.',
        tag: '0,5\u00a0mm Dicke',
      },
      {
        title: 'KI-Analyse',
        description:
          'Auf Mikrozirkulationsmuster trainierte Modelle klassifizieren jeden Messwert.',
        tag: '99,7\u00a0% Genauigkeit',
      },
      {
        title: 'Sofortige Reaktion',
        description: 'Die Sensoren tasten schnell genug ab, um jede Pulswelle zu erfassen.',
        tag: '1\u00a0ms Reaktionszeit',
      },
      {
        title: 'Akku für den ganzen Tag',
        description: 'Stromsparende Elektronik hält das Pflaster tagelang in Betrieb.',
        tag: '72\u00a0h Akkulaufzeit',
      },
      {
        title: 'Hautverträgliche Materialien',
        description: 'Kleber in medizinischer Qualität und hypoallergene, atmungsaktive Schichten.',
        tag: 'Hypoallergen',
      },
      {
        title: 'Immer für Sie da',
        description: 'Unser Team unterstützt Kliniken und Nutzer, wann immer sie es brauchen.',
        tag: 'Support 24/7',
      },
    ] satisfies readonly InfoCard[],
  },
  technology: {
    id: 'technology',
    headingId: 'technology-heading',
    heading: 'Technologie',
    lead: 'Vom optischen Signal zur Erkenntnis, mit Komponenten, die das Pflaster erschwinglich halten.',
    stats: [
      { value: '0,5\u00a0mm', label: 'Dicke des Pflasters' },
      { value: '1\u00a0ms', label: 'Sensor-Reaktionszeit' },
      { value: '99,7\u00a0%', label: 'Erkennungsgenauigkeit' },
      { value: '72\u00a0h', label: 'Akkulaufzeit' },
    ],
    pipeline: {
      heading: 'Entwicklungsfahrplan',
      steps: [
        {
          title: 'Forschung',
          description: 'Optische Modelle des Kapillarflusses und der Hautschichten.',
        },
        {
          title: 'Prototyp',
          description: 'Starre Testplatinen, dann das erste flexible Pflaster.',
        },
        {
          title: 'Klinische Validierung',
          description: 'Studien mit Partnerkliniken im Vergleich mit Referenzgeräten.',
        },
        {
          title: 'Markteinführung',
          description: 'Zertifiziertes Pflaster und Begleit-App in großem Maßstab.',
        },
      ],
    },
    mvp: {
      heading: 'Vorgeschlagener MVP-Aufbau',
      lead: 'Geschätzte Materialkosten pro Einheit:',
      columns: { part: 'Komponente', cost: 'Geschätzte Kosten' },
      items: [
        { part: 'Mikrocontroller mit Bluetooth LE', cost: 'ca. 8\u00a0$' },
        { part: 'Optischer Durchblutungssensor', cost: 'unter 5\u00a0$' },
        { part: 'Mikrolinsenoptik', cost: 'ca. 10\u00a0$' },
        { part: 'Flexible Leiterplatte', cost: '30 bis 50\u00a0$ pro Einheit' },
        { part: 'Dünnschichtakku', cost: 'ca. 6\u00a0$' },
        { part: 'Medizinisches Klebepflaster', cost: 'unter 1\u00a0$ pro Einheit' },
      ],
      total: { label: 'Geschätzte Gesamtkosten', cost: '60 bis 80\u00a0$ pro Einheit' },
    },
    details: [
      {
        title: 'Sensorik',
        description:
          'Nahinfrarotlicht durch Mikrolinsen macht den Fluss in den kleinsten Gefäßen sichtbar.',
      },
      {
        title: 'Verarbeitung',
        description:
          'Ein stromsparender Controller filtert die Signale und führt kompakte KI-Modelle direkt auf dem Pflaster aus.',
      },
      {
        title: 'Konnektivität',
        description:
          'Bluetooth LE überträgt Zusammenfassungen an die App; Rohdaten verlassen das Pflaster nie ohne Ihre Einwilligung.',
      },
    ] satisfies readonly InfoCard[],
  },
  benefits: {
    id: 'benefits',
    headingId: 'benefits-heading',
    heading: 'Vorteile für die Gesundheit',
    lead: 'Warum die kontinuierliche mikrovaskuläre Überwachung so wichtig ist.',
    cards: [
      {
        title: 'Früherkennung',
        description:
          'Durchblutungsveränderungen, die mit Diabetes und Herzerkrankungen zusammenhängen, früher erkennen.',
      },
      {
        title: 'Bessere Genesung',
        description:
          'Die Heilung nach Operationen oder Verletzungen verfolgen, ohne ständige Klinikbesuche.',
      },
      {
        title: 'Beruhigende Gewissheit',
        description:
          'Kennen Sie Ihre Werte jeden Tag, mit Hinweisen nur dann, wenn es darauf ankommt.',
      },
      {
        title: 'Gut informierte Ärzte',
        description:
          'Teilen Sie übersichtliche Trendberichte mit einem Fingertipp mit Ihrer Ärztin oder Ihrem Arzt.',
      },
    ] satisfies readonly InfoCard[],
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Sprechen Sie mit dem Optimus-Team',
    lead: 'Kliniken, Forschende und Partner: Wir freuen uns auf Ihre Nachricht.',
    email: site.emails.sales,
    phone: site.phone,
    links: [
      { label: 'Kontakt aufnehmen', href: paths.contact },
      { label: 'Präsentation (PDF, Englisch)', href: documentPaths.optimusDeck },
    ],
  },
} as const satisfies Translation<typeof en.optimusContent>;

/** The Optimus presentation PDF (spec §2 "Download Presentation"). */
export const optimusDeck: PresentationDeck = {
  path: documentPaths.optimusDeck,
  title: 'Optimus-Präsentation',
  subtitle:
    'Ein ultradünnes, nicht invasives smartes Pflaster zur Überwachung der mikrovaskulären Gesundheit',
  accent: '#ff751a',
  art: '/images/optimus/patch.svg',
  problem: {
    heading: 'Das Problem',
    points: [
      'Mikrovaskuläre Erkrankungen verursachen oft erst Symptome, wenn bereits Schäden entstanden sind.',
      'Die Durchblutung kleiner Gefäße zu messen, erfordert heute klinische Geräte und Fachpersonal.',
      'Menschen mit Diabetes oder Herzerkrankungen werden selten untersucht, nicht kontinuierlich.',
    ],
  },
  solution: {
    heading: 'Unsere Lösung: Optimus',
    points: optimusContent.features.cards.map(
      (card) => `${card.title}: ${card.description} (${card.tag})`,
    ),
  },
  figures: {
    heading: 'Kennzahlen und geschätzte MVP-Kosten',
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
} satisfies Translation<typeof en.optimusDeck>;
