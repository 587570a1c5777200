/** Spanish copy of content/en/lumen.ts. The pitch deck PDF exists in English only. */
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
  /** schema.org Product of the page (lib/meta.ts pageMeta; price in USD, spec §9). */
  product: { name: 'Lumen', priceUsd: LUMEN_PRICE_USD },
  header: {
    label: 'Lumen',
    logoHref: paths.home,
    items: [
      { label: 'Inicio', href: paths.home },
      { label: 'Características', href: '#features' },
      { label: 'Contacto', href: '#contact' },
      {
        label: 'Descargar presentación (en inglés)',
        href: documentPaths.lumenDeck,
        download: true,
      },
    ] satisfies readonly PageHeaderItem[],
  },
  hero: {
    label: 'Lo más destacado de Lumen',
    eyebrow: 'Lumen, cargador solar portátil',
    slides: [
      {
        title: 'Lumen',
        tagline: 'Energía solar portátil e inteligente',
        description:
          'Un cargador solar plegable de 100 W y una batería externa en uno, que pesa solo 2,5 kg.',
        image: art(
          '/images/lumen/lumen.svg',
          'Lumen: dos paneles solares plegables bajo el sol, conectados por cable a una unidad de energía ámbar',
        ),
        features: ['100 W de potencia solar', '2,5 kg', 'Paneles plegables'],
      },
      {
        title: 'Carga inteligente',
        tagline: 'Cada vatio, donde hace falta',
        description:
          'El seguimiento MPPT aprovecha hasta el 98% de la potencia del panel, y USB-C PD carga rápidamente portátiles y teléfonos.',
        image: art(
          '/images/lumen/charging.svg',
          'La unidad de energía Lumen cargando rápidamente un teléfono con un cable USB-C',
        ),
        features: [
          'Hasta un 98% de eficiencia MPPT',
          'USB-C PD 100 W+',
          'Predicción de averías con IA',
        ],
      },
      {
        title: 'Preparado para vivir sin red',
        tagline: 'Energía allí donde brille el sol',
        description:
          'Desde campings hasta clínicas remotas, Lumen mantiene en marcha los dispositivos esenciales sin necesidad de red eléctrica.',
        image: art(
          '/images/lumen/off-grid.svg',
          'Una tienda de campaña y un panel Lumen en la montaña bajo un sol radiante',
        ),
        features: [
          'Sin necesidad de red',
          'Resistente a la intemperie',
          '90% menos de gasto energético',
        ],
      },
    ] satisfies readonly ProductSlide[],
  },
  demo: {
    id: 'demo',
    headingId: 'demo-heading',
    heading: 'Demo del producto',
    lead: 'Lumen desde todos los ángulos.',
    views: [
      {
        label: 'Vista frontal',
        image: view(
          '/images/lumen/view-front.svg',
          'Parte frontal de la unidad Lumen: pantalla, botón de encendido y tres puertos',
        ),
      },
      {
        label: 'Vista trasera',
        image: view(
          '/images/lumen/view-back.svg',
          'Parte trasera de la unidad Lumen: aletas de refrigeración y conector del panel',
        ),
      },
      {
        label: 'Vista lateral',
        image: view(
          '/images/lumen/view-side.svg',
          'Lateral de la unidad Lumen: dos puertos USB y la entrada de CC',
        ),
      },
    ],
  },
  features: {
    id: 'features',
    headingId: 'features-heading',
    heading: 'Características y cifras',
    lead: 'Lo que ofrece Lumen, en cifras.',
    cards: [
      {
        title: 'Potencia solar',
        description: 'Paneles monocristalinos de alta eficiencia.',
        tag: '100 W',
      },
      {
        title: 'Peso',
        description: 'Lo bastante ligero para llevarlo a cualquier parte.',
        tag: '2,5 kg',
      },
      {
        title: 'Eficiencia MPPT',
        description: 'Controlador de carga con seguimiento del punto de máxima potencia.',
        tag: 'hasta el 98%',
      },
      {
        title: 'Carga rápida',
        description: 'USB-C Power Delivery para portátiles y teléfonos.',
        tag: 'USB-C PD 100 W+',
      },
      {
        title: 'Predicción de averías',
        description:
          'La IA detecta las averías de la batería y del panel antes de que se produzcan.',
        tag: 'con 24 a 72 horas de antelación',
      },
      {
        title: 'Ahorro energético',
        description: 'Reduce la factura energética de los emplazamientos sin conexión a la red.',
        tag: '90% menos de gasto energético',
      },
      {
        title: 'Aire más limpio',
        description: 'Sustituir los generadores diésel mejora la calidad del aire local.',
        tag: '95% de mejora de la calidad del aire',
      },
      {
        title: 'Mercado',
        description: 'El mercado solar portátil al que nos dirigimos.',
        tag: `Mercado de ${formatNumber('es', 15000)} millones de USD`,
      },
    ] satisfies readonly InfoCard[],
  },
  pricing: {
    id: 'pricing',
    headingId: 'pricing-heading',
    heading: 'Precio del dispositivo',
    lead: 'Un único precio con todo incluido: paneles, unidad de energía y cables.',
    prices: [
      { amount: formatNumber('es', LUMEN_PRICE_USD), currency: 'USD' },
      { amount: formatNumber('es', 40000), currency: 'DZD' },
    ],
    cta: { label: 'Haga su pedido en nuestra página de contacto', href: paths.contact },
  },
  components: {
    id: 'components',
    headingId: 'components-heading',
    heading: 'Componentes de hardware',
    lead: 'Siete piezas diseñadas para funcionar en conjunto.',
    cards: [
      {
        title: 'Paneles solares monocristalinos',
        description: 'Dos paneles plegables para 100 W de potencia.',
      },
      {
        title: 'Controlador de carga MPPT',
        description: 'Hasta un 98% de eficiencia de conversión.',
      },
      {
        title: 'Batería de litio-ferrofosfato',
        description: 'Miles de ciclos y una química segura.',
      },
      { title: 'Módulo USB-C PD', description: 'Carga rápida de 100 W+ para portátiles.' },
      {
        title: 'Chip de monitorización con IA',
        description: 'Predice averías con 24 a 72 horas de antelación.',
      },
      {
        title: 'Pantalla y controles',
        description: 'Nivel de carga, entrada y salida de un vistazo.',
      },
      {
        title: 'Carcasa resistente a la intemperie',
        description: 'Carcasa robusta con aletas de refrigeración pasiva.',
      },
    ],
  },
  download: {
    id: 'download',
    headingId: 'download-heading',
    heading: 'Descargue la presentación de Lumen',
    lead: 'La presentación comercial completa, con especificaciones, mercado y precios (en inglés).',
    label: 'Descargar presentación (PDF, en inglés)',
    href: documentPaths.lumenDeck,
  },
  contact: {
    id: 'contact',
    headingId: 'contact-heading',
    heading: 'Contacto',
    lead: 'Preguntas, distribución o pedidos al por mayor: escríbanos.',
    email: site.emails.sales,
    phone: site.phone,
    links: [{ label: 'Formulario de contacto', href: paths.contact }],
  },
  footer: {
    tagline: 'Lumen: energía solar que se anticipa.',
    links: [
      { label: 'Inicio', href: paths.home },
      { label: 'Características', href: '#features' },
      { label: 'Contacto', href: paths.contact },
    ],
  },
} as const satisfies Translation<typeof en.lumenContent>;

/** The Lumen pitch deck (spec §2 "Download Presentation"); the published PDF stays in English. */
export const lumenDeck: PresentationDeck = {
  path: documentPaths.lumenDeck,
  title: 'Presentación comercial de Lumen',
  subtitle: 'El cargador solar portátil para una energía inteligente sin conexión a la red',
  accent: '#d97706',
  art: '/images/lumen/lumen.svg',
  problem: {
    heading: 'El problema',
    points: [
      'Cientos de millones de personas y muchas clínicas viven con un suministro eléctrico poco fiable.',
      'Los generadores diésel son caros, ruidosos y contaminan el aire.',
      'Los cargadores de viaje o no tienen potencia suficiente para un portátil o pesan demasiado para llevarlos encima.',
    ],
  },
  solution: {
    heading: 'Nuestra solución: Lumen',
    points: lumenContent.components.cards.map(
      (item, i) => `${i + 1}. ${item.title}: ${item.description}`,
    ),
  },
  figures: {
    heading: 'Cifras clave',
    items: [
      ...lumenContent.features.cards.map((card) => ({ value: card.tag, label: card.title })),
      { value: formatMoney('es', 299, 'USD'), label: 'precio del dispositivo' },
      { value: formatMoney('es', 40000, 'DZD'), label: 'precio del dispositivo en Argelia' },
    ],
  },
};
