/** Spanish copy of content/en/edge.ts. */
import { site } from '@common/site';
import type { ChecklistItem, FeatureCard } from '~/content/types/shapes';
import type * as en from '../en/edge';
import type { Translation } from '~/content/types/translation';

/** spec §2: 'Edge Computing Solutions' with three cards. */
export const edgeSolutions = {
  id: 'solutions',
  headingId: 'solutions-title',
  heading: 'Soluciones de computación en el borde',
  lead: 'Procese los datos donde se generan: respuestas más rápidas, menos ancho de banda y más privacidad.',
  cards: [
    {
      icon: 'gauge',
      title: 'Procesamiento en tiempo real',
      description:
        'La inferencia de IA se ejecuta en el propio dispositivo en milisegundos, para que las máquinas reaccionen al instante sin esperar a la nube.',
    },
    {
      icon: 'shield',
      title: 'Seguridad reforzada',
      description:
        'Los datos sensibles se quedan in situ. Solo los resultados que usted elija salen del dispositivo, mediante enlaces cifrados.',
    },
    {
      icon: 'chart',
      title: 'Analítica inteligente',
      description:
        'Convierta los flujos de datos de los sensores en información clara y alertas, justo en el borde de su red.',
    },
  ] satisfies FeatureCard[],
} as const satisfies Translation<typeof en.edgeSolutions>;

/** spec §2: 'Why Choose' checklist of four. */
export const edgeWhy = {
  id: 'why',
  headingId: 'why-title',
  heading: `Por qué elegir ${site.productBrand} Edge`,
  items: [
    {
      title: 'Baja latencia',
      description: 'Decisiones en el origen, sin idas y vueltas a un centro de datos lejano.',
    },
    {
      title: 'Funciona sin conexión',
      description: 'Sigue funcionando cuando se cae la conexión y se sincroniza cuando vuelve.',
    },
    {
      title: 'Menores costes de ancho de banda',
      description: 'Envíe resultados compactos en lugar de flujos de datos en bruto.',
    },
    {
      title: 'Crece con usted',
      description:
        'Empiece con una unidad y amplíe hasta una flota gestionada desde un solo lugar.',
    },
  ] satisfies ChecklistItem[],
} as const satisfies Translation<typeof en.edgeWhy>;
