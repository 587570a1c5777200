/** German copy of content/en/scanova.ts. The pitch deck PDF exists in English only. */
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type {
  BrandMark,
  InfoCard,
  PageHeaderItem,
  PresentationDeck,
  Prototype,
} from '~/content/types/shapes';
import type * as en from '../en/scanova';
import type { Translation } from '~/content/types/translation';

const logo: BrandMark = {
  label: 'Scanova – Startseite',
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
      { label: 'Präsentation (Englisch)', href: documentPaths.scanovaDeck, download: true },
      { label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    eyebrow: 'Scanova',
    heading: 'KI-gestützter smarter Luftreiniger',
    lead: 'Scanova erfasst die Luft um Sie herum, lernt Ihre Umgebung kennen und reinigt sie mit Solarstrom, damit jeder Atemzug gesünder ist.',
    explore: { label: 'Funktionen entdecken', href: '#frameworks' },
    demo: { label: 'Demo ansehen', href: '#presentation' },
    image: {
      src: '/images/scanova/purifier.svg',
      alt: 'Der Luftreiniger Scanova: ein weißer Turm mit Solarmodul auf der Oberseite und leuchtendem Statusring',
      width: 360,
      height: 400,
    },
  },
  readings: {
    headingId: 'live-readings-heading',
    heading: 'Live-Messwerte',
    note: 'Simulierte Demodaten, alle 3 Sekunden aktualisiert.',
    air: {
      heading: 'Luftqualität',
      aqiLabel: 'Luftqualitätsindex',
      labels: {
        pm25: 'PM2,5 (µg/m³)',
        pm10: 'PM10 (µg/m³)',
        co2: 'CO₂ (ppm)',
        // Soft hyphens (U+00AD): where these long words may break in a third of a phone's width.
        humidity: 'Luft\u00adfeuchtigkeit (%)',
        temperature: 'Temperatur (°C)',
        voc: 'VOC (mg/m³)',
      },
    },
    respiratory: {
      heading: 'Atemwegsgesundheit',
      scoreLabel: 'Atemwegs\u00adwert',
      allergenLabel: 'Allergen\u00adbelastung',
      asthmaLabel: 'Asthma\u00adrisiko',
      /** The simulated respiratory readings stay put (spec §3: allergen Low, asthma risk Minimal). */
      allergenValue: 'Niedrig',
      asthmaValue: 'Minimal',
      recommendations: [
        'Die Luftqualität ist gut: ein guter Moment, um die Fenster eine Weile zu öffnen.',
        'Lassen Sie den Luftreiniger über Nacht im Automatikmodus laufen, für optimale Schlafbedingungen.',
      ],
    },
    power: {
      heading: 'Solarstrom',
      solarLabel: 'Solarertrag (%)',
      batteryLabel: 'Akku (%)',
      consumptionLabel: 'Verbrauch (W)',
      autonomyLabel: 'Autonomie (Stunden)',
    },
  },
  prototypes: {
    id: 'prototypes',
    headingId: 'prototypes-heading',
    heading: 'Vom Prototyp zum Produkt',
    lead: 'Vier Generationen, jede ein Stück intelligenter.',
    label: 'Scanova-Prototypen',
    items: [
      {
        src: '/images/scanova/prototype-v1.svg',
        title: 'V1',
        desc: 'Grundlegende Positionierung',
        alt: 'Prototyp V1: ein einfaches Reinigergehäuse mit einem Sensor',
      },
      {
        src: '/images/scanova/prototype-v2.svg',
        title: 'V2',
        desc: 'Integration mehrerer Sensoren',
        alt: 'Prototyp V2: der Luftreiniger, verbunden mit zwei externen Sensormodulen',
      },
      {
        src: '/images/scanova/prototype-v3.svg',
        title: 'V3',
        desc: 'KI-gesteuerte Optimierung',
        alt: 'Prototyp V3: der Luftreiniger mit KI-Chip und steigenden Trendlinien',
      },
      {
        src: '/images/scanova/prototype-v4.svg',
        title: 'V4',
        desc: 'Vollständig lernendes System',
        alt: 'Prototyp V4: der Luftreiniger im Zentrum eines Netzes aus vier lernenden Knoten',
      },
    ] satisfies readonly Prototype[],
  },
  frameworks: {
    id: 'frameworks',
    headingId: 'frameworks-heading',
    heading: 'Frameworks',
    lead: 'Vier Frameworks arbeiten in jedem Scanova zusammen.',
    cards: [
      {
        title: 'Luftsensorik',
        description:
          'Feinstaub, CO₂, Luftfeuchtigkeit, Temperatur und VOC, kontinuierlich gemessen.',
      },
      {
        title: 'Solares Energiemanagement',
        description:
          'Ein Solarmodul und ein intelligenter Akku halten den Luftreiniger netzunabhängig in Betrieb.',
      },
      {
        title: 'Gesundheitsüberwachung',
        description:
          'Atemwegswerte, Allergenbelastung und Asthmarisiko, abgeleitet aus der Luft, die Sie atmen.',
      },
      {
        title: 'Diagnose und Sicherheit',
        description:
          'Selbsttests, Überwachung der Filterlebensdauer sowie verschlüsselte, private Daten.',
      },
    ] satisfies readonly InfoCard[],
  },
  subsystems: {
    id: 'subsystems',
    headingId: 'subsystems-heading',
    heading: 'Subsysteme',
    lead: 'Die Hardware hinter den Frameworks.',
    cards: [
      {
        title: 'Sensor-Array',
        description: 'Laser-Partikelzähler, NDIR-CO₂-Sensor, VOC- und Klimasensoren.',
        tag: '6 Sensoren',
      },
      {
        title: 'Filtereinheit',
        description: 'Vorfilter, HEPA- und Aktivkohlestufe mit drehzahlgeregeltem Lüfter.',
        tag: 'HEPA',
      },
      {
        title: 'Energieeinheit',
        description: 'Solarmodul, MPPT-Laderegler und Lithium-Akku.',
        tag: '18\u00a0h Autonomie',
      },
      {
        title: 'Steuerplatine',
        description: 'Edge-KI-Prozessor mit WLAN und Bluetooth für App und Updates.',
        tag: 'Edge-KI',
      },
    ] satisfies readonly InfoCard[],
  },
  aiLayer: {
    id: 'ai-layer',
    headingId: 'ai-layer-heading',
    heading: 'Die KI-Ebene',
    lead: 'Modelle auf dem Gerät machen aus Messwerten Entscheidungen.',
    points: [
      'Sagt Schadstoffspitzen anhand von Tagesmustern voraus und passt den Lüfter an, bevor sie eintreten.',
      'Wägt die Reinigungsleistung gegen Solarertrag und Akkustand ab.',
      'Lernt, welche Räume und Uhrzeiten den Bewohnern am wichtigsten sind.',
      'Erkennt Sensordrift und Filterverschleiß, bevor sie die Luft beeinträchtigen.',
    ],
  },
  architecture: {
    id: 'architecture',
    headingId: 'architecture-heading',
    heading: 'Systemarchitektur',
    lead: 'So fließen die Daten durch Scanova.',
    stepLabel: 'Schritt',
    steps: [
      { title: 'Erfassen', description: 'Sensoren messen die Luft alle paar Sekunden.' },
      {
        title: 'Analysieren',
        description: 'Die Edge-KI bewertet Luftqualität und Gesundheitsrisiko.',
      },
      { title: 'Handeln', description: 'Lüfterdrehzahl und Filterung passen sich automatisch an.' },
      { title: 'Versorgen', description: 'Das Energiemanagement gleicht Solarstrom und Akku aus.' },
      { title: 'Informieren', description: 'Die App zeigt Messwerte und Empfehlungen.' },
    ],
  },
  example: {
    id: 'example',
    headingId: 'example-heading',
    heading: 'Ein Beispiel aus der Praxis',
    body: 'In einem Klassenzimmer mit 30 Schülerinnen und Schülern steigt der CO₂-Wert nach der ersten Stunde schnell an. Scanova erkennt den Anstieg, erhöht die Lüfterdrehzahl und schlägt vor, in der Pause ein Fenster zu öffnen. Am Nachmittag liegt der Raum wieder unter 600\u00a0ppm, und der Luftreiniger ist den ganzen Tag mit Sonnenenergie gelaufen.',
    figures: [
      { value: '30', label: 'Schülerinnen und Schüler im Raum' },
      { value: '< 600\u00a0ppm', label: 'CO₂ am Nachmittag' },
      { value: '100\u00a0%', label: 'solarbetrieben' },
    ],
  },
  team: {
    id: 'team',
    headingId: 'team-heading',
    heading: 'Unser Team',
    members: [
      {
        name: site.founder.name,
        role: 'Gründer und CEO',
        description:
          'Verantwortet die Vision von Scanova, von der Forschung zur Luftsensorik bis zum solarbetriebenen Produkt.',
        portrait: { src: '/images/cv/portrait.svg', alt: '', width: 120, height: 120 },
        cv: { label: 'Lebenslauf ansehen', href: paths.cv },
      },
    ],
  },
  presentation: {
    id: 'presentation',
    headingId: 'presentation-heading',
    heading: 'Präsentation',
    lead: 'Erleben Sie Scanova im Einsatz.',
    placeholder: 'Hier erscheint die interaktive Demo.',
    startDemo: 'Demo starten',
    startDemoNote: 'Die Live-Demo ist noch nicht verfügbar.',
    deck: {
      label: 'Pitch-Deck herunterladen (PDF, Englisch)',
      href: documentPaths.scanovaDeck,
    },
  },
  footer: {
    logo: { ...logo, label: 'Scanova', fallbackSrc: '/images/scanova/logo-default.svg' },
    tagline: 'Saubere Luft, angetrieben von der Sonne und gesteuert von KI.',
    links: [
      { label: 'Start', href: paths.home },
      { label: 'Team', href: '#team' },
      { label: 'Kontakt', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.scanovaContent>;

/** The smart-air-purifier pitch deck (spec §2 "Download Presentation"). */
export const scanovaDeck: PresentationDeck = {
  path: documentPaths.scanovaDeck,
  title: 'Scanova Pitch-Deck',
  subtitle: 'KI-gestützter smarter Luftreiniger, betrieben mit Solarstrom',
  accent: '#0f766e',
  art: '/images/scanova/purifier.svg',
  problem: {
    heading: 'Das Problem',
    points: [
      'Die Raumluft ist oft stärker belastet als die Außenluft, und niemand sieht es.',
      'Herkömmliche Luftreiniger arbeiten blind: Sie verschwenden Energie oder verpassen Schadstoffspitzen.',
      'Viele Haushalte, Schulen und Kliniken haben eine unzuverlässige Stromversorgung.',
    ],
  },
  solution: {
    heading: 'Unsere Lösung: Scanova',
    points: [
      ...scanovaContent.frameworks.cards.map((card) => `${card.title}: ${card.description}`),
      ...scanovaContent.prototypes.items.map((p) => `${p.title}: ${p.desc}`),
    ],
  },
  figures: {
    heading: 'Kennzahlen',
    items: [
      { value: '28', label: 'anfänglicher Luftqualitätsindex in der Live-Demo' },
      { value: '85', label: 'Atemwegswert' },
      { value: '85\u00a0%', label: 'Solarertrag' },
      { value: '92\u00a0%', label: 'Akkustand' },
      { value: '18\u00a0h', label: 'Autonomie im Akkubetrieb' },
      { value: '500+', label: 'Installationen' },
      { value: '24/7', label: 'Support' },
    ],
  },
} satisfies Translation<typeof en.scanovaDeck>;
