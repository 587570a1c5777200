/** Spanish copy of content/en/demos.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type { Action, ConnectLink, DemoCard } from '~/content/types/shapes';
import type * as en from '../en/demos';
import type { Translation } from '~/content/types/translation';

/** spec §2: the three cards, in the spec's order. */
export const demoCards = [
  {
    id: 'trapterra',
    category: 'IA para la agricultura',
    title: 'TrapTerra',
    subtitle: 'Detección inteligente de plagas para una agricultura sostenible',
    description:
      'Trampas con IA que identifican las plagas sobre el terreno y avisan a tiempo a los agricultores, para proteger los cultivos sin pesticidas químicos.',
    features: [
      'Identificación de plagas por visión artificial',
      'Alertas tempranas antes de que se extiendan las infestaciones',
      'Sin necesidad de pesticidas químicos',
      'Unidades de campo alimentadas por energía solar',
      'Panel de control para toda la explotación',
    ],
    accent: 'green',
    action: { kind: 'live-demo', label: 'Ver demo en vivo' },
  },
  {
    id: 'optimus',
    category: 'IA para la energía',
    title: 'OPTIMUS',
    subtitle: 'Batería inteligente con carga solar para portátiles',
    description:
      'Una batería inteligente que se carga con el sol y usa IA para gestionar la energía, de modo que su portátil siga funcionando dondequiera que trabaje.',
    features: [
      'Carga solar en cualquier lugar',
      'Carga y descarga optimizadas por IA',
      'Mayor autonomía del portátil',
      'Monitorización del estado de la batería',
      'Diseño ligero y portátil',
    ],
    accent: 'amber',
    action: {
      kind: 'link',
      link: { label: 'Explorar Optimus', href: paths.optimus, reloadDocument: true },
    },
  },
  {
    id: 'mediscan',
    category: 'IA para la medicina',
    title: 'MediScan AI',
    subtitle: 'Asistente de diagnóstico con IA para equipos sanitarios',
    description:
      'Un asistente de diagnóstico que analiza datos médicos y señala los hallazgos a los profesionales clínicos, para ayudarles a decidir con más rapidez y seguridad.',
    features: [
      'Análisis de imágenes médicas',
      'Señala hallazgos para su revisión',
      'Apoyo a la toma de decisiones clínicas',
      'Tratamiento seguro de los datos de los pacientes',
      'Se integra en los flujos de trabajo clínicos existentes',
    ],
    accent: 'blue',
    action: { kind: 'live-demo', label: 'Ver demo en vivo' },
  },
] as const satisfies readonly DemoCard[] & Translation<typeof en.demoCards>;

/** The confirmation shown after 'View Live Demo'. */
export const demoSelection = {
  label: 'Demos de productos',
  actionTarget: 'de {title}',
  note: 'Ha seleccionado la demo en vivo de {title}. Las demos en vivo se organizan bajo petición:',
  link: { label: 'contáctenos para reservar la suya', href: paths.contact } satisfies Action,
} as const satisfies Translation<typeof en.demoSelection>;

/** spec §2: 'Ready to Transform Your Industry?'. */
export const demosCta = {
  id: 'get-started',
  headingId: 'get-started-title',
  heading: '¿Quiere transformar su sector?',
  text: 'Cuéntenos su reto en agricultura, energía o salud, y le mostraremos lo que nuestro hardware de IA puede hacer por usted.',
  actions: [{ label: 'Empezar hoy', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.demosCta>;

/** spec §2: 'Connect With Us', four external links. */
export const demosConnect = {
  headingId: 'connect-title',
  heading: 'Conecte con nosotros',
  lead: 'Siga nuestro trabajo y hable con el equipo.',
  links: [
    { label: 'LinkedIn', href: site.links.linkedinCompany, icon: 'link' },
    { label: 'X', href: site.links.microblog, icon: 'message' },
    { label: 'GitHub', href: site.links.codeHost, icon: 'code' },
    { label: 'Escríbanos', href: `mailto:${site.emails.support}`, icon: 'mail' },
  ] satisfies ConnectLink[],
} as const satisfies Translation<typeof en.demosConnect>;
