/** Spanish copy of content/en/faq.ts. */
import { site } from '@common/site';
import { formatMoney } from '@common/i18n';
import { paths } from '~/config/paths';
import type { Action, FaqItem } from '~/content/types/shapes';
import type * as en from '../en/faq';
import type { Translation } from '~/content/types/translation';

export const faqItems = [
  {
    question: '¿Qué es Optimus?',
    answer:
      'Optimus es un parche inteligente ultrafino y no invasivo que monitoriza el flujo sanguíneo microvascular y el estado de salud general. Combina óptica de microlentes, IA y sensores seguros para la piel, y muestra sus lecturas en una aplicación móvil complementaria.',
  },
  {
    question: '¿Qué precisión tienen las lecturas de Optimus?',
    answer:
      'En nuestras pruebas, Optimus mide el flujo sanguíneo microvascular con una precisión superior al 95%. Es un dispositivo de monitorización: sus lecturas apoyan el criterio de un profesional sanitario, pero no lo sustituyen.',
  },
  {
    question: '¿Cuánto dura la batería de Optimus?',
    answer:
      'Hasta 7 días con una sola carga en un uso normal. La autonomía depende de la frecuencia con la que el parche toma lecturas y se sincroniza con la aplicación.',
  },
  {
    question: '¿Es Optimus cómodo y seguro de llevar?',
    answer:
      'Sí. El parche es ultrafino y no invasivo: nada atraviesa la piel, y sus sensores y materiales se han elegido para ser seguros para la piel en un uso continuo.',
  },
  {
    question: '¿Qué hace Scanova?',
    answer:
      'Scanova es un purificador de aire inteligente con IA. Mide partículas, CO2, compuestos orgánicos volátiles, humedad y temperatura, aprende cómo es su entorno y ajusta la purificación para proteger la salud respiratoria.',
  },
  {
    question: '¿Necesita Scanova conectarse a la red eléctrica?',
    answer:
      'No. Scanova funciona con energía solar y una batería, y gestiona su propia energía para seguir funcionando por la noche y en los días nublados.',
  },
  {
    question: '¿Qué es Lumen y cuánto cuesta?',
    answer: `Lumen es un cargador solar portátil con 100 W de potencia solar, hasta un 98% de eficiencia MPPT y USB-C Power Delivery, que pesa 2,5 kg. Cuesta ${formatMoney('es', 299, 'USD')} (${formatMoney('es', 40000, 'DZD')}).`,
  },
  {
    question: `¿Qué es ${site.productBrand} Edge?`,
    answer:
      'Nuestra solución de computación en el borde: procesamiento de IA en dispositivos cercanos al lugar donde se generan los datos, para tomar decisiones en tiempo real, con seguridad reforzada y analítica inteligente, sin depender de la nube.',
  },
  {
    question: '¿Puedo ver una demo de un producto?',
    answer:
      'Sí. Nuestra página de demos de productos presenta TrapTerra, para la detección de plagas sin productos químicos en la agricultura; OPTIMUS, una batería inteligente con carga solar para portátiles, y MediScan AI, un asistente de diagnóstico para la sanidad. Contáctenos para organizar una demo en vivo.',
  },
  {
    question: '¿Cómo obtengo asistencia o inicio una colaboración?',
    answer: `Envíenos un mensaje mediante el formulario de contacto o escriba a ${site.emails.support}. También ofrecemos enseñanza de inglés, educación tecnológica y desarrollo web, y respondemos a todos los mensajes.`,
  },
] as const satisfies readonly FaqItem[] & Translation<typeof en.faqItems>;

/** spec §2: 'Still Have Questions' → /contact. */
export const faqCta = {
  id: 'still-have-questions',
  headingId: 'still-have-questions-title',
  heading: '¿Aún tiene preguntas?',
  text: 'Nuestro equipo le ayudará con todo lo que esta página no responda.',
  actions: [{ label: 'Contáctenos', href: paths.contact }] satisfies Action[],
} as const satisfies Translation<typeof en.faqCta>;

/** Accessible name of the question list. */
export const faqLabel = 'Preguntas y respuestas' as const satisfies Translation<typeof en.faqLabel>;
