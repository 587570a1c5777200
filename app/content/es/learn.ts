/** Spanish copy of content/en/learn.ts. */
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
  { label: 'Probar demo', href: paths.demos },
  { label: 'Contáctenos', href: paths.contact },
] satisfies Action[];

/** spec §2: AI Hardware Solutions cards. */
export const learnSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  eyebrow: 'Lo que creamos',
  heading: 'Soluciones de hardware de IA',
  lead: 'Dispositivos diseñados específicamente para los lugares donde la inteligencia más importa.',
  cards: [
    {
      title: 'Diagnóstico médico',
      image: img(
        'medical',
        'Un parche inteligente en un antebrazo junto a un gráfico de frecuencia cardíaca',
      ),
      description:
        'Sensores no invasivos e IA en el propio dispositivo que monitorizan de forma continua el flujo sanguíneo y las constantes vitales, para ayudar a los profesionales clínicos a detectar problemas a tiempo.',
      bullets: [
        'Monitorización continua y no invasiva',
        'Análisis con IA en el propio dispositivo',
        'Aplicación complementaria para pacientes y cuidadores',
      ],
    },
    {
      title: 'Monitorización agrícola',
      image: img('agriculture', 'Una trampa con sensores y energía solar en medio de un cultivo'),
      description:
        'Unidades de campo alimentadas por energía solar que detectan plagas y siguen el estado de los cultivos, para que los agricultores actúen a tiempo y usen menos productos químicos.',
      bullets: [
        'Detección de plagas por visión artificial',
        'Unidades solares, autónomas de la red eléctrica',
        'Alertas en toda la explotación',
      ],
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnSolutions>;

/** spec §2: Product Presentations and Demos. */
export const learnPresentations = {
  id: 'presentations',
  headingId: 'presentations-title',
  eyebrow: 'Compruébelo usted mismo',
  heading: 'Presentaciones y demos de productos',
  cards: [
    {
      icon: 'play',
      title: 'Demos de productos',
      description:
        'Vea TrapTerra, OPTIMUS y MediScan AI en acción en la agricultura, la energía y la salud.',
      action: { label: 'Ver la demo', href: paths.demos },
    },
    {
      icon: 'slides',
      title: 'Diapositivas de presentación',
      description:
        'Nuestra presentación de Optimus (en inglés): la tecnología, la hoja de ruta y el equipo que hay detrás.',
      action: { label: 'Ver diapositivas (en inglés)', href: documentPaths.optimusDeck },
    },
    {
      icon: 'book',
      title: 'Casos prácticos',
      description:
        'Resultados de clínicas, explotaciones agrícolas e instalaciones donde nuestro hardware ya está en funcionamiento.',
      action: { label: 'Leer los casos', href: '#in-action' },
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.learnPresentations>;

/** spec §2: the five specification cards. */
export const learnSpecs = {
  id: 'specifications',
  headingId: 'specifications-title',
  eyebrow: 'Tecnología',
  heading: 'Especificaciones técnicas',
  lead: 'Las cifras de nuestra plataforma de hardware de IA.',
  stats: [
    {
      value: '50 TOPS',
      label: 'Rendimiento de IA',
      description: 'Billones de operaciones por segundo para la inferencia en el dispositivo.',
    },
    {
      value: '16 GB',
      label: 'Memoria',
      description: 'Memoria de gran ancho de banda para modelos grandes.',
    },
    {
      value: 'IP67',
      label: 'Robustez',
      description: 'Estanco al polvo y protegido contra la inmersión en agua.',
    },
    {
      value: '15 W',
      label: 'Consumo',
      description: 'Tan eficiente que funciona con energía solar y baterías.',
    },
    { value: '48 h', label: 'Batería', description: 'Dos días de funcionamiento autónomo.' },
  ] satisfies Stat[],
} as const satisfies Translation<typeof en.learnSpecs>;

/** spec §1, §2: Hardware in Action figures (marketing claims, reproduced as copy). */
export const learnInAction = {
  id: 'in-action',
  headingId: 'in-action-title',
  eyebrow: 'Casos prácticos',
  heading: 'Hardware en acción',
  lead: 'Donde nuestros dispositivos ya marcan la diferencia.',
  figures: [
    {
      image: img(
        'action-installations',
        'Filas de dispositivos conectados que envían datos a un panel central',
        400,
        260,
      ),
      figure: '500+',
      caption: 'instalaciones funcionan con nuestro hardware de IA',
    },
    {
      image: img(
        'action-hectares',
        'Campos de cultivo salpicados de unidades de monitorización',
        400,
        260,
      ),
      figure: '1000+',
      caption: 'hectáreas de cultivo monitorizadas',
    },
    {
      image: img(
        'action-institutions',
        'Un hospital y un edificio universitario conectados entre sí',
        400,
        260,
      ),
      figure: '50+',
      caption: 'instituciones médicas y de investigación atendidas',
    },
  ] satisfies GalleryFigure[],
} as const satisfies Translation<typeof en.learnInAction>;

/** spec §2: timeline 2020 to 2024. */
export const learnTimeline = {
  id: 'journey',
  headingId: 'journey-title',
  eyebrow: 'Nuestra historia',
  heading: 'Nuestra trayectoria',
  milestones: [
    {
      year: '2020',
      title: 'Fundación',
      description: `${site.companyName} nace con un objetivo: hardware de IA para el bienestar a largo plazo de la humanidad.`,
    },
    {
      year: '2021',
      title: 'Primeros prototipos',
      description:
        'Primeros prototipos de sensores y de procesamiento en el borde, probados con universidades asociadas.',
    },
    {
      year: '2022',
      title: 'Pilotos sobre el terreno',
      description:
        'Pilotos de monitorización agrícola y primeras unidades de campo alimentadas por energía solar.',
    },
    {
      year: '2023',
      title: 'Monitorización de la salud',
      description: 'Desarrollo del parche inteligente Optimus y del purificador de aire Scanova.',
    },
    {
      year: '2024',
      title: 'La familia crece',
      description:
        'Lumen, Edge e Iffer se suman a la gama de productos, con socios en distintos sectores.',
    },
  ] satisfies Milestone[],
} as const satisfies Translation<typeof en.learnTimeline>;

/** spec §2: a leadership team of three (two neutral placeholders, as in English). */
export const learnTeam = {
  id: 'team',
  headingId: 'team-title',
  eyebrow: 'Dirección',
  heading: 'Conozca a nuestro equipo',
  members: [
    {
      name: site.founder.name,
      role: companyCopy.founderRole,
      description:
        'Dirige la visión y la estrategia de producto de la empresa, de la investigación al mercado.',
      portrait: img('team-founder', `Retrato ilustrado de ${site.founder.name}`, 112, 112),
    },
    {
      name: 'Sam Example',
      role: 'Responsable de Tecnología (CTO)',
      description:
        'Dirige la ingeniería de hardware y de IA: sensores, procesadores y modelos en el dispositivo.',
      portrait: img('team-cto', 'Retrato ilustrado de Sam Example', 112, 112),
    },
    {
      name: 'Jordan Example',
      role: 'Responsable de Investigación y Alianzas',
      description:
        'Trabaja con universidades, clínicas y explotaciones agrícolas para probar nuestros dispositivos en condiciones reales.',
      portrait: img('team-research', 'Retrato ilustrado de Jordan Example', 112, 112),
    },
  ] satisfies TeamMember[],
} as const satisfies Translation<typeof en.learnTeam>;

/** spec §2: Try Demo / Contact Us call to action. */
export const learnCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: '¿Quiere verlo en funcionamiento?',
  text: 'Pruebe nuestras demos de productos o hable con el equipo sobre su proyecto.',
  actions: learnActions,
} as const satisfies Translation<typeof en.learnCta>;
