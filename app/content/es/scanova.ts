/** Spanish copy of content/en/scanova.ts. The pitch deck PDF exists in English only. */
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
  label: 'Scanova: inicio',
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
      { label: 'Equipo', href: '#team' },
      {
        label: 'Presentación (en inglés)',
        href: documentPaths.scanovaDeck,
        download: true,
      },
      { label: 'LinkedIn', href: site.links.linkedinCompany, external: true },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    eyebrow: 'Scanova',
    heading: 'Purificador de aire inteligente con IA',
    lead: 'Scanova mide el aire que le rodea, aprende cómo es su entorno y lo purifica con energía solar, para que cada respiración sea más saludable.',
    explore: { label: 'Explorar características', href: '#frameworks' },
    demo: { label: 'Ver la demo', href: '#presentation' },
    image: {
      src: '/images/scanova/purifier.svg',
      alt: 'El purificador Scanova: una torre blanca con un panel solar en la parte superior y un anillo de estado iluminado',
      width: 360,
      height: 400,
    },
  },
  readings: {
    headingId: 'live-readings-heading',
    heading: 'Lecturas en vivo',
    note: 'Datos de demostración simulados, actualizados cada 3 segundos.',
    air: {
      heading: 'Calidad del aire',
      aqiLabel: 'Índice de calidad del aire',
      labels: {
        pm25: 'PM2.5 (µg/m³)',
        pm10: 'PM10 (µg/m³)',
        co2: 'CO₂ (ppm)',
        humidity: 'Humedad (%)',
        temperature: 'Temperatura (°C)',
        voc: 'COV (mg/m³)',
      },
    },
    respiratory: {
      heading: 'Salud respiratoria',
      scoreLabel: 'Puntuación respiratoria',
      allergenLabel: 'Nivel de alérgenos',
      asthmaLabel: 'Riesgo de asma',
      /** The simulated respiratory readings stay put (spec §3: allergen Low, asthma risk Minimal). */
      allergenValue: 'Bajo',
      asthmaValue: 'Mínimo',
      recommendations: [
        'La calidad del aire es buena: un buen día para abrir las ventanas un rato.',
        'Deje el purificador en modo automático durante la noche para dormir en las mejores condiciones.',
      ],
    },
    power: {
      heading: 'Energía solar',
      solarLabel: 'Generación solar (%)',
      batteryLabel: 'Batería (%)',
      consumptionLabel: 'Consumo (W)',
      autonomyLabel: 'Autonomía (horas)',
    },
  },
  prototypes: {
    id: 'prototypes',
    headingId: 'prototypes-heading',
    heading: 'Del prototipo al producto',
    lead: 'Cuatro generaciones, cada una más inteligente.',
    label: 'Prototipos de Scanova',
    items: [
      {
        src: '/images/scanova/prototype-v1.svg',
        title: 'V1',
        desc: 'Posicionamiento básico',
        alt: 'Prototipo V1: una sencilla caja purificadora con un solo sensor',
      },
      {
        src: '/images/scanova/prototype-v2.svg',
        title: 'V2',
        desc: 'Integración de varios sensores',
        alt: 'Prototipo V2: el purificador conectado a dos módulos de sensores externos',
      },
      {
        src: '/images/scanova/prototype-v3.svg',
        title: 'V3',
        desc: 'Optimización guiada por IA',
        alt: 'Prototipo V3: el purificador con un chip de IA y líneas de tendencia ascendentes',
      },
      {
        src: '/images/scanova/prototype-v4.svg',
        title: 'V4',
        desc: 'Sistema de aprendizaje completo',
        alt: 'Prototipo V4: el purificador en el centro de una red de cuatro nodos de aprendizaje',
      },
    ] satisfies readonly Prototype[],
  },
  frameworks: {
    id: 'frameworks',
    headingId: 'frameworks-heading',
    heading: 'Marcos funcionales',
    lead: 'Cuatro marcos funcionales trabajan juntos dentro de cada Scanova.',
    cards: [
      {
        title: 'Detección del aire',
        description: 'Partículas, CO₂, humedad, temperatura y COV, medidos de forma continua.',
      },
      {
        title: 'Gestión de la energía solar',
        description:
          'Un panel solar y una batería inteligente mantienen el purificador en marcha sin conexión a la red.',
      },
      {
        title: 'Monitorización de la salud',
        description:
          'Puntuación respiratoria, niveles de alérgenos y riesgo de asma, calculados a partir del aire que respira.',
      },
      {
        title: 'Diagnóstico y seguridad',
        description:
          'Autodiagnósticos, seguimiento de la vida útil del filtro y datos privados y cifrados.',
      },
    ] satisfies readonly InfoCard[],
  },
  subsystems: {
    id: 'subsystems',
    headingId: 'subsystems-heading',
    heading: 'Subsistemas',
    lead: 'El hardware que hay detrás de los marcos funcionales.',
    cards: [
      {
        title: 'Conjunto de sensores',
        description:
          'Contador láser de partículas, sensor de CO₂ NDIR, sensores de COV y de clima.',
        tag: '6 sensores',
      },
      {
        title: 'Unidad de filtración',
        description:
          'Prefiltro, filtro HEPA y etapa de carbón activado, con un ventilador de velocidad variable.',
        tag: 'HEPA',
      },
      {
        title: 'Unidad de energía',
        description: 'Panel solar, controlador MPPT y batería de litio.',
        tag: '18 h de autonomía',
      },
      {
        title: 'Placa de control',
        description:
          'Procesador de IA en el borde con wifi y Bluetooth para la aplicación y las actualizaciones.',
        tag: 'IA en el borde',
      },
    ] satisfies readonly InfoCard[],
  },
  aiLayer: {
    id: 'ai-layer',
    headingId: 'ai-layer-heading',
    heading: 'La capa de IA',
    lead: 'Modelos integrados en el dispositivo convierten las lecturas en decisiones.',
    points: [
      'Predice los picos de contaminación a partir de los patrones diarios y ajusta el ventilador antes de que lleguen.',
      'Equilibra la purificación con la energía solar disponible y el nivel de la batería.',
      'Aprende qué estancias y qué horas importan más a quienes viven allí.',
      'Detecta la deriva de los sensores y el desgaste del filtro antes de que afecten al aire.',
    ],
  },
  architecture: {
    id: 'architecture',
    headingId: 'architecture-heading',
    heading: 'Arquitectura del sistema',
    lead: 'Cómo circulan los datos por Scanova.',
    stepLabel: 'Paso',
    steps: [
      { title: 'Medir', description: 'Los sensores toman muestras del aire cada pocos segundos.' },
      {
        title: 'Analizar',
        description: 'La IA en el borde evalúa la calidad del aire y el riesgo para la salud.',
      },
      {
        title: 'Actuar',
        description: 'La velocidad del ventilador y la filtración se adaptan automáticamente.',
      },
      {
        title: 'Alimentar',
        description: 'La gestión energética equilibra la energía solar y la batería.',
      },
      {
        title: 'Informar',
        description: 'La aplicación muestra las lecturas y las recomendaciones.',
      },
    ],
  },
  example: {
    id: 'example',
    headingId: 'example-heading',
    heading: 'Un ejemplo real',
    body: 'En un aula con 30 alumnos, el CO₂ sube rápidamente después de la primera clase. Scanova detecta el aumento, sube la velocidad del ventilador y sugiere abrir una ventana durante el recreo. Por la tarde, el aula vuelve a estar por debajo de 600 ppm, y el purificador ha funcionado todo el día con energía solar.',
    figures: [
      { value: '30', label: 'alumnos en el aula' },
      { value: '< 600 ppm', label: 'de CO₂ por la tarde' },
      { value: '100%', label: 'energía solar' },
    ],
  },
  team: {
    id: 'team',
    headingId: 'team-heading',
    heading: 'Nuestro equipo',
    members: [
      {
        name: site.founder.name,
        role: 'Fundador y CEO',
        description:
          'Dirige la visión de Scanova, desde la investigación en detección del aire hasta el producto alimentado por energía solar.',
        portrait: { src: '/images/cv/portrait.svg', alt: '', width: 120, height: 120 },
        cv: { label: 'Ver el CV', href: paths.cv },
      },
    ],
  },
  presentation: {
    id: 'presentation',
    headingId: 'presentation-heading',
    heading: 'Presentación',
    lead: 'Vea Scanova en funcionamiento.',
    placeholder: 'La demo interactiva aparecerá aquí.',
    startDemo: 'Iniciar la demo',
    startDemoNote: 'La demo en vivo aún no está disponible.',
    deck: {
      label: 'Descargar la presentación comercial (PDF, en inglés)',
      href: documentPaths.scanovaDeck,
    },
  },
  footer: {
    logo: { ...logo, label: 'Scanova', fallbackSrc: '/images/scanova/logo-default.svg' },
    tagline: 'Aire más limpio, impulsado por el sol y guiado por la IA.',
    links: [
      { label: 'Inicio', href: paths.home },
      { label: 'Equipo', href: '#team' },
      { label: 'Contacto', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.scanovaContent>;

/** The smart-air-purifier pitch deck (spec §2 "Download Presentation"); the PDF stays in English. */
export const scanovaDeck: PresentationDeck = {
  path: documentPaths.scanovaDeck,
  title: 'Presentación comercial de Scanova',
  subtitle: 'Purificador de aire inteligente con IA, alimentado por energía solar',
  accent: '#0f766e',
  art: '/images/scanova/purifier.svg',
  problem: {
    heading: 'El problema',
    points: [
      'El aire interior suele estar más contaminado que el exterior, y nadie lo ve.',
      'Los purificadores convencionales funcionan a ciegas: malgastan energía o no detectan los picos de contaminación.',
      'Muchos hogares, escuelas y clínicas tienen un suministro eléctrico poco fiable.',
    ],
  },
  solution: {
    heading: 'Nuestra solución: Scanova',
    points: [
      ...scanovaContent.frameworks.cards.map((card) => `${card.title}: ${card.description}`),
      ...scanovaContent.prototypes.items.map((p) => `${p.title}: ${p.desc}`),
    ],
  },
  figures: {
    heading: 'Cifras clave',
    items: [
      { value: '28', label: 'índice de calidad del aire inicial en la demo en vivo' },
      { value: '85', label: 'puntuación respiratoria' },
      { value: '85%', label: 'generación solar' },
      { value: '92%', label: 'nivel de batería' },
      { value: '18 h', label: 'de autonomía con batería' },
      { value: '500+', label: 'instalaciones' },
      { value: '24/7', label: 'asistencia' },
    ],
  },
};
