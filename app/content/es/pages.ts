/** Spanish copy of content/en/pages.ts. */
import { formatDate, formatMoney } from '@common/i18n';
import { site } from '@common/site';
import { companyCopy } from './company';
import type { RoutePath } from '~/config/paths';
import type { PageIntro } from '~/content/types/shapes';

const effective = formatDate('es', '2024-01-01');

export const pageIntros: Record<RoutePath, PageIntro> = {
  '/': {
    title: 'Hardware de IA potente y máquinas de calidad',
    description:
      'Hardware de IA para el bienestar a largo plazo de la humanidad: parches inteligentes de salud, purificadores de aire solares, cargadores solares portátiles y computación en el borde.',
    heading: 'Hardware de IA potente y máquinas de calidad',
    lead: 'Dispositivos inteligentes que perciben, aprenden y actúan allí donde las personas viven y trabajan: desde parches inteligentes de salud hasta purificadores de aire solares y equipos de computación en el borde.',
  },
  '/demos': {
    title: 'Demos de productos',
    description:
      'Vea nuestra IA en la agricultura, la energía y la salud: detección de plagas con TrapTerra, la batería inteligente solar OPTIMUS y el asistente de diagnóstico MediScan AI.',
    heading: 'Demos de productos',
    lead: 'Descubra cómo nuestro hardware de IA transforma la agricultura, la energía y la salud, desde la detección de plagas sin productos químicos hasta la carga solar y la asistencia al diagnóstico.',
  },
  '/contact': {
    title: 'Contacto',
    description:
      'Contacte con nuestro equipo sobre hardware de IA, colaboraciones, enseñanza de inglés, educación tecnológica o desarrollo web. Respondemos a todos los mensajes.',
    heading: 'Contáctenos',
    lead: '¿Tiene preguntas sobre nuestros productos, una colaboración o un proyecto? Envíenos un mensaje y le responderemos pronto.',
    keywords: [
      'contacto',
      'hardware de IA',
      'asistencia',
      'colaboración',
      companyCopy.locality,
      'desarrollo web',
      'educación tecnológica',
    ],
  },
  '/optimus': {
    title: 'Optimus, parche inteligente de salud',
    description:
      'Optimus: un parche inteligente ultrafino y no invasivo que monitoriza el flujo sanguíneo microvascular con óptica de microlentes, IA y sensores seguros para la piel.',
    heading: 'Optimus',
    lead: 'Un parche inteligente ultrafino y no invasivo para monitorizar el flujo sanguíneo microvascular y la salud, con óptica de microlentes, IA, sensores seguros para la piel y una aplicación móvil complementaria.',
  },
  '/faq': {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas sobre nuestro hardware de IA: precisión y autonomía de Optimus, purificación del aire con Scanova, carga solar con Lumen, pedidos y asistencia.',
    heading: 'Preguntas frecuentes',
    lead: 'Todo lo que necesita saber sobre nuestros productos, nuestra tecnología y nuestra asistencia.',
  },
  '/learn': {
    title: 'Nuestro hardware de IA',
    description:
      'Nuestra empresa, tecnología y equipo: hardware de IA para el diagnóstico médico y la monitorización agrícola, especificaciones, hitos y dirección.',
    heading: 'Hardware de IA para un mañana mejor',
    lead: 'Diseñamos hardware de IA para el diagnóstico médico y la monitorización agrícola, concebido para las condiciones reales y preparado para crecer.',
  },
  '/scanova': {
    title: 'Scanova, purificador de aire inteligente',
    description:
      'Scanova: un purificador de aire inteligente, solar y guiado por IA, que mide la calidad del aire, gestiona su propia energía y protege la salud respiratoria.',
    heading: 'Purificador de aire inteligente con IA',
    lead: 'Scanova mide el aire que le rodea, aprende cómo es su entorno y lo purifica con energía solar.',
  },
  '/cv': {
    title: 'Currículum vítae',
    description: `El currículum vítae de ${site.founder.name}, ${companyCopy.founderRole}: consúltelo en línea o descárguelo en PDF (en inglés).`,
    heading: 'Currículum vítae',
    lead: `${site.founder.name}, ${companyCopy.founderRole}.`,
  },
  '/iffer': {
    title: 'Plataforma Iffer',
    description: 'Iffer: nuestra plataforma externa integrada, disponible aquí mismo en el sitio.',
    heading: 'Plataforma Iffer',
    lead: 'La plataforma Iffer, integrada al completo a continuación.',
  },
  '/edge': {
    title: `${site.productBrand} Edge`,
    description:
      'Soluciones de computación en el borde: procesamiento en tiempo real, seguridad reforzada y analítica inteligente allí donde se generan sus datos.',
    heading: `${site.productBrand} Edge`,
    lead: 'Soluciones de computación en el borde: inteligencia allí donde se generan sus datos, con procesamiento en tiempo real, seguridad reforzada y analítica inteligente.',
  },
  '/lumen': {
    title: 'Lumen, cargador solar portátil',
    description: `Lumen: un cargador solar portátil con 100 W de potencia solar, hasta un 98% de eficiencia MPPT y USB-C PD, listo para la vida sin conexión a la red. Desde ${formatMoney('es', 299, 'USD')}.`,
    heading: 'Lumen',
    lead: 'Un cargador solar portátil para una carga inteligente sin conexión a la red: 100 W de energía solar en 2,5 kg.',
  },
  '/policy': {
    title: 'Información legal',
    description: `Nuestra Política de privacidad y nuestras Condiciones del servicio, vigentes desde el ${effective}.`,
    heading: 'Información legal',
    lead: `Nuestra Política de privacidad y nuestras Condiciones del servicio, vigentes desde el ${effective}.`,
  },
};
