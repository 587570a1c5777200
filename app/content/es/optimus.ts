/** Spanish copy of content/en/optimus.ts. The presentation PDF exists in English only. */
import { formatMoney, formatNumber } from '@common/i18n';
import { site } from '@common/site';
import { documentPaths, paths } from '~/config/paths';
import type { InfoCard, PresentationDeck, ProductSlide } from '~/content/types/shapes';
import type * as en from '../en/optimus';
import type { Translation } from '~/content/types/translation';

const art = (src: string, alt: string) => ({ src, alt, width: 480, height: 360 });
const usd = (amount: number) => formatMoney('es', amount, 'USD');

export const optimusContent = {
  hero: {
    label: 'Lo más destacado de Optimus',
    eyebrow: 'Optimus, parche inteligente de salud',
    slides: [
      {
        title: 'Optimus',
        tagline: 'El parche inteligente de salud ultrafino',
        description:
          'Un parche no invasivo de 0,5 mm de grosor que vigila el flujo sanguíneo microvascular mediante óptica de microlentes y sensores seguros para la piel.',
        image: art(
          '/images/optimus/patch.svg',
          'El parche Optimus sobre la piel, con sus sensores de microlentes alrededor de un chip central',
        ),
        features: ['0,5 mm de grosor', 'Sensores seguros para la piel', 'Óptica de microlentes'],
      },
      {
        title: 'Monitorización avanzada',
        tagline: 'Su microcirculación, en vivo en su teléfono',
        description:
          'Las lecturas continuas llegan a la aplicación complementaria, con una respuesta del sensor de 1 ms y gráficos claros de cada tendencia.',
        image: art(
          '/images/optimus/monitoring.svg',
          'Un teléfono que muestra una onda de flujo sanguíneo en vivo y dos indicadores de salud',
        ),
        features: ['Datos en tiempo real', 'Respuesta de 1 ms', 'Aplicación complementaria'],
      },
      {
        title: 'Salud predictiva',
        tagline: 'Una IA que ve el cambio antes de que usted lo note',
        description:
          'La IA integrada en el dispositivo aprende sus valores de referencia y señala pronto los patrones inusuales, para que usted y su médico puedan actuar antes.',
        image: art(
          '/images/optimus/predictive.svg',
          'Un gráfico de tendencias cuya previsión por IA sube hacia el símbolo de un corazón',
        ),
        features: ['99,7% de precisión', 'Alertas tempranas', '72 h de batería'],
      },
    ] satisfies readonly ProductSlide[],
    discoverMore: { label: 'Descubrir más', href: '#concept' },
    scrollDown: { label: 'Desplazarse hasta la experiencia móvil', href: '#mobile-experience' },
  },
  nav: {
    label: 'En esta página',
    sections: [
      { id: 'mobile-experience', label: 'Móvil' },
      { id: 'concept', label: 'Concepto' },
      { id: 'features', label: 'Características' },
      { id: 'technology', label: 'Tecnología' },
      { id: 'benefits', label: 'Beneficios' },
      { id: 'contact', label: 'Contacto' },
    ],
  },
  mobileExperience: {
    id: 'mobile-experience',
    headingId: 'mobile-experience-heading',
    heading: 'La experiencia móvil',
    lead: 'La aplicación complementaria convierte las señales ópticas en bruto en información que se entiende de un vistazo.',
    cards: [
      {
        title: 'Visualización en tiempo real',
        description:
          'Gráficos en vivo del flujo sanguíneo, la perfusión y el ritmo cardíaco, actualizados a medida que mide el parche.',
      },
      {
        title: 'Interfaz intuitiva',
        description:
          'Indicadores claros y resúmenes en lenguaje sencillo en lugar de jerga clínica, con letra grande y alto contraste.',
      },
      {
        title: 'Notificaciones inteligentes',
        description:
          'Avisos discretos cuando una lectura se aleja de sus valores de referencia, con una sugerencia de lo que puede hacer.',
      },
    ] satisfies readonly InfoCard[],
  },
  concept: {
    id: 'concept',
    headingId: 'concept-heading',
    heading: 'Resumen del concepto',
    summary:
      'Optimus combina un parche flexible y seguro para la piel, óptica de microlentes e IA integrada en el dispositivo para monitorizar el flujo sanguíneo microvascular sin agujas ni equipos voluminosos. Los datos llegan a una aplicación móvil complementaria que ayuda a las personas y a sus médicos a detectar pronto las tendencias.',
    checks: [
      'No invasivo: sin agujas ni molestias',
      'Monitorización continua de día y de noche',
      'Información de la IA en el dispositivo y en la aplicación',
      'Pensado para el hogar, la clínica y el deporte',
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Características principales',
    lead: 'Todo en un parche más fino que una tarjeta de crédito.',
    cards: [
      {
        title: 'Óptica de microlentes',
        description:
          'Una matriz de microlentes capta imágenes del flujo capilar a través de la piel.',
        tag: '0,5 mm de grosor',
      },
      {
        title: 'Análisis con IA',
        description: 'Modelos entrenados con patrones de microcirculación clasifican cada lectura.',
        tag: '99,7% de precisión',
      },
      {
        title: 'Respuesta instantánea',
        description: 'Los sensores muestrean lo bastante rápido para captar cada onda de pulso.',
        tag: 'Respuesta de 1 ms',
      },
      {
        title: 'Batería para todo el día',
        description:
          'La electrónica de bajo consumo mantiene el parche en funcionamiento durante días.',
        tag: '72 h de batería',
      },
      {
        title: 'Materiales seguros para la piel',
        description: 'Adhesivo de grado médico y capas hipoalergénicas y transpirables.',
        tag: 'Hipoalergénico',
      },
      {
        title: 'Asistencia continua',
        description: 'Nuestro equipo ayuda a clínicas y usuarios siempre que lo necesitan.',
        tag: 'Asistencia 24/7',
      },
    ] satisfies readonly InfoCard[],
  },
  technology: {
    id: 'technology',
    headingId: 'technology-heading',
    heading: 'Tecnología',
    lead: 'De la señal óptica a la información útil, con componentes que mantienen el parche asequible.',
    stats: [
      { value: '0,5 mm', label: 'Grosor del parche' },
      { value: '1 ms', label: 'Respuesta del sensor' },
      { value: '99,7%', label: 'Precisión de detección' },
      { value: '72 h', label: 'Autonomía de la batería' },
    ],
    pipeline: {
      heading: 'Fases de desarrollo',
      steps: [
        {
          title: 'Investigación',
          description: 'Modelos ópticos del flujo capilar y de las capas de la piel.',
        },
        {
          title: 'Prototipo',
          description: 'Placas de prueba rígidas y, después, el primer parche flexible.',
        },
        {
          title: 'Validación clínica',
          description: 'Estudios con clínicas asociadas frente a dispositivos de referencia.',
        },
        {
          title: 'Lanzamiento',
          description: 'Parche certificado y aplicación complementaria a gran escala.',
        },
      ],
    },
    mvp: {
      heading: 'Componentes propuestos para el MVP',
      lead: 'Lista de materiales estimada por unidad:',
      columns: { part: 'Componente', cost: 'Coste estimado' },
      items: [
        { part: 'Microcontrolador con Bluetooth LE', cost: `unos ${usd(8)}` },
        { part: 'Sensor óptico de flujo sanguíneo', cost: `menos de ${usd(5)}` },
        { part: 'Óptica de microlentes', cost: `unos ${usd(10)}` },
        {
          part: 'PCB flexible',
          cost: `de ${formatNumber('es', 30)} a ${usd(50)} por unidad`,
        },
        { part: 'Batería de película delgada', cost: `unos ${usd(6)}` },
        { part: 'Parche adhesivo médico', cost: `menos de ${usd(1)} por unidad` },
      ],
      total: {
        label: 'Total estimado',
        cost: `de ${formatNumber('es', 60)} a ${usd(80)} por unidad`,
      },
    },
    details: [
      {
        title: 'Detección',
        description:
          'La luz del infrarrojo cercano, a través de las microlentes, revela el flujo en los vasos más pequeños.',
      },
      {
        title: 'Procesamiento',
        description:
          'Un controlador de bajo consumo filtra las señales y ejecuta modelos de IA compactos en el propio parche.',
      },
      {
        title: 'Conectividad',
        description:
          'Bluetooth LE envía resúmenes a la aplicación; los datos en bruto nunca salen sin su consentimiento.',
      },
    ] satisfies readonly InfoCard[],
  },
  benefits: {
    id: 'benefits',
    headingId: 'benefits-heading',
    heading: 'Beneficios para la salud',
    lead: 'Por qué importa la monitorización microvascular continua.',
    cards: [
      {
        title: 'Detección precoz',
        description:
          'Detecte antes los cambios circulatorios asociados a la diabetes y las enfermedades cardíacas.',
      },
      {
        title: 'Mejor recuperación',
        description:
          'Siga la cicatrización tras una cirugía o una lesión sin repetir las visitas a la clínica.',
      },
      {
        title: 'Tranquilidad',
        description: 'Conozca sus valores cada día, con alertas solo cuando importan.',
      },
      {
        title: 'Médicos mejor informados',
        description: 'Comparta informes de tendencias claros con su médico con un solo toque.',
      },
    ] satisfies readonly InfoCard[],
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Hable con el equipo de Optimus',
    lead: 'Clínicas, investigadores y socios: nos encantará saber de ustedes.',
    email: site.emails.sales,
    phone: site.phone,
    links: [
      { label: 'Contáctenos', href: paths.contact },
      { label: 'Descargar presentación (en inglés)', href: documentPaths.optimusDeck },
    ],
  },
} as const satisfies Translation<typeof en.optimusContent>;

/** The Optimus presentation PDF (spec §2 "Download Presentation"); the PDF stays in English. */
export const optimusDeck: PresentationDeck = {
  path: documentPaths.optimusDeck,
  title: 'Presentación de Optimus',
  subtitle: 'Un parche inteligente ultrafino y no invasivo para monitorizar la salud microvascular',
  accent: '#ff751a',
  art: '/images/optimus/patch.svg',
  problem: {
    heading: 'El problema',
    points: [
      'La enfermedad microvascular a menudo no da síntomas hasta que el daño ya está hecho.',
      'Hoy, medir el flujo sanguíneo en los vasos pequeños requiere equipos clínicos y especialistas.',
      'A los pacientes con diabetes o enfermedades cardíacas se les controla de forma esporádica, no continua.',
    ],
  },
  solution: {
    heading: 'Nuestra solución: Optimus',
    points: optimusContent.features.cards.map(
      (card) => `${card.title}: ${card.description} (${card.tag})`,
    ),
  },
  figures: {
    heading: 'Cifras clave y coste estimado del MVP',
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
};
