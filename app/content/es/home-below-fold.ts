/** Spanish copy of content/en/home-below-fold.ts. */
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
  eyebrow: 'Nuestra misión',
  statement: 'Creamos inteligencia artificial para el bienestar a largo plazo de la humanidad.',
  detail:
    'Cada dispositivo que fabricamos está pensado para cuidar la salud de las personas, consumir menos energía y durar más, de modo que las máquinas inteligentes dejen el mundo mejor de lo que lo encontraron.',
} as const satisfies Translation<typeof en.homeMission>;

/** spec §2: 'Our Brands' logo strip; each logo links to its page. */
export const homeBrands = {
  id: BRANDS_ANCHOR,
  headingId: 'brands-title',
  heading: 'Nuestras marcas',
  lead: 'Una empresa, una familia de productos inteligentes.',
  pauseLabel: 'Pausar los logotipos',
  playLabel: 'Reanudar los logotipos',
  brands: [
    {
      name: 'Demos de TrapTerra',
      href: paths.demos,
      logo: logo('trapterra', 'TrapTerra: demos de productos'),
    },
    { name: 'Lumen', href: paths.lumen, logo: logo('lumen', 'Lumen, cargador solar portátil') },
    {
      name: 'Edge',
      href: paths.edge,
      logo: logo('edge', `${site.productBrand} Edge, computación en el borde`),
    },
    {
      name: 'Optimus',
      href: paths.optimus,
      logo: logo('optimus', 'Optimus, parche inteligente de salud'),
    },
    {
      name: 'Scanova',
      href: paths.scanova,
      logo: logo('scanova', 'Scanova, purificador de aire inteligente'),
    },
    { name: 'Iffer', href: paths.iffer, logo: logo('iffer', 'Plataforma Iffer') },
  ] satisfies Brand[],
} as const satisfies Translation<typeof en.homeBrands>;

function logo(file: string, alt: string): SizedImage {
  return { src: `/images/brands/${file}.svg`, alt, width: 160, height: 48 };
}

/** spec §1: 'Our AI Vision' with four numbered pillars. */
export const homeVision = {
  headingId: 'vision-title',
  eyebrow: 'Hacia dónde vamos',
  heading: 'Nuestra visión de la IA',
  lead: 'Cuatro compromisos guían cada producto que diseñamos.',
  pillars: [
    {
      title: 'Dispositivos con IA',
      description:
        'Hardware cotidiano que entiende su entorno y se adapta a las personas que lo utilizan.',
    },
    {
      title: 'Computación de nueva generación',
      description:
        'Procesadores eficientes que llevan la inteligencia de los centros de datos a dispositivos que caben en la mano.',
    },
    {
      title: 'Inteligencia conectada',
      description:
        'Dispositivos que comparten de forma segura lo que aprenden, para que cada unidad sea más inteligente con el tiempo.',
    },
    {
      title: 'Investigación e innovación',
      description:
        'Investigación continua con universidades y socios, desde los sensores hasta los sistemas de aprendizaje.',
    },
  ] satisfies Pillar[],
} as const satisfies Translation<typeof en.homeVision>;

/** spec §1: feature list. */
export const homeFeatures = {
  id: 'features',
  headingId: 'features-title',
  eyebrow: 'Dentro de nuestro hardware',
  heading: 'Diseñado para la inteligencia',
  lead: 'Los componentes que hacen que nuestras máquinas sean rápidas, reactivas y conectadas.',
  items: [
    {
      title: 'Unidades de procesamiento neuronal',
      description:
        'Silicio dedicado que ejecuta redes neuronales mucho más rápido que una CPU de uso general.',
    },
    {
      title: 'Inferencia de IA en tiempo real',
      description:
        'Decisiones en milisegundos en el propio dispositivo, sin ida y vuelta a la nube.',
    },
    {
      title: 'Inteligencia conectada',
      description:
        'Enlaces seguros entre dispositivos, aplicaciones y paneles mantienen la información en movimiento.',
    },
    {
      title: 'Rendimiento de nueva generación',
      description:
        'Más capacidad de cálculo por vatio, para que los dispositivos funcionen más tiempo con baterías y energía solar.',
    },
  ] satisfies ChecklistItem[],
  image: {
    src: '/images/home/features-npu-es.svg',
    alt: 'Diagrama de una unidad de procesamiento neuronal conectada a sensores, un teléfono y la nube',
    width: 560,
    height: 420,
  } satisfies SizedImage,
} as const satisfies Translation<typeof en.homeFeatures>;

/** spec §1, §9: feature cards and their figures (10x, 50%, infinite scale). */
export const homeCards = {
  id: 'performance',
  headingId: 'performance-title',
  eyebrow: 'Por qué nuestro hardware',
  heading: 'Rendimiento sin concesiones',
  cards: [
    {
      icon: 'bolt',
      title: 'Rendimiento ultraelevado',
      figure: '10x',
      figureLabel: 'más velocidad de procesamiento',
      description:
        'La aceleración de IA diseñada específicamente procesa las cargas de trabajo diez veces más rápido que el hardware convencional.',
    },
    {
      icon: 'leaf',
      title: 'Eficiencia energética',
      figure: '50%',
      figureLabel: 'menos consumo de energía',
      description:
        'Circuitos optimizados y una gestión inteligente de la energía reducen a la mitad el consumo para el mismo trabajo.',
    },
    {
      icon: 'infinity',
      title: 'Escalabilidad infinita',
      figure: { icon: 'infinity', name: 'Infinito' },
      figureLabel: 'crecimiento ilimitado',
      description:
        'Ampliación modular desde unidades individuales hasta instalaciones en centros de datos: empiece con poco y crezca sin sustituir lo que ya tiene.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.homeCards>;

/** spec §2: anchor `demo` (the header's Try Demo button). */
export const homeDemo = {
  id: 'demo',
  headingId: 'demo-title',
  heading: 'Vea nuestra IA en acción',
  text: 'Descubra TrapTerra para la agricultura, OPTIMUS para la energía y MediScan AI para la salud en nuestras demos de productos.',
  actions: [
    { label: 'Ver demos de productos', href: paths.demos },
    { label: 'Contáctenos', href: paths.contact },
  ] satisfies Action[],
} as const satisfies Translation<typeof en.homeDemo>;
