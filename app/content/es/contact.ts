/** Spanish copy of content/en/contact.ts (same shape, content-parity test). */
import { contactErrors } from '@common/contact-errors/es';
import { site } from '@common/site';
import { companyCopy } from './company';
import { paths } from '~/config/paths';
import type * as en from '../en/contact';
import type { Translation } from '~/content/types/translation';

export const contactPageContent = {
  details: {
    heading: 'Póngase en contacto',
    locationLabel: 'Ubicación',
    location: companyCopy.location,
    emailLabel: 'Soporte por correo electrónico',
    emails: [site.emails.support, site.emails.sales],
    phoneLabel: 'Teléfono',
    phone: site.phone,
    personLabel: 'Conecte con',
    person: { name: site.founder.name, href: site.founder.profileUrl },
    personLink: '{name} en LinkedIn',
  },
  form: {
    heading: 'Envíenos un mensaje',
    labels: {
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    autocomplete: { name: 'name', email: 'email', subject: 'off', message: 'off' },
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
    /** spec §8 */
    success: '¡Mensaje enviado correctamente! Le responderemos pronto.',
    requiredNote: 'Todos los campos son obligatorios.',
    /** spec §5/§8: the one validation message. */
    fieldErrors: {
      required: {
        name: 'Introduzca su nombre',
        email: 'Introduzca una dirección de correo electrónico válida',
        subject: 'Introduzca un asunto',
        message: 'Introduzca un mensaje',
      },
      tooLong: '{label}: {max} caracteres como máximo',
      badText: '{label} contiene un carácter que no podemos guardar; vuelva a escribirlo',
      invalidEmail: 'Introduzca una dirección de correo electrónico válida',
    },
    /** The honeypot's label (hidden from people). */
    honeypot: 'Sitio web',
    /** Known API failures in this language (common/contact-errors/). */
    errors: contactErrors,
    /** spec §5: message multiline, 4 rows */
    messageRows: 4,
  },
  footer: {
    links: [
      { label: 'Iniciar un proyecto', href: '#contact-form' },
      { label: 'Condiciones', href: `${paths.policy}?tab=terms#terms` },
      { label: 'Comentarios', href: '#contact-form' },
      { label: 'FAQ', href: paths.faq },
    ],
    social: [
      { label: 'LinkedIn', href: site.links.linkedinCompany },
      { label: 'X', href: site.links.microblog },
      { label: 'GitHub', href: site.links.codeHost },
      { label: 'YouTube', href: site.links.youtube },
    ],
    tagline: 'Transformamos el hardware con inteligencia artificial',
  },
  chat: {
    open: 'Chatee con nosotros',
    title: 'Asistencia por chat',
    close: 'Cerrar el chat',
    placeholder: 'Escriba su mensaje...',
    send: 'Enviar',
    inputLabel: 'Su mensaje',
    /** spec §4 */
    botReply: '¡Gracias por su mensaje!',
    greeting: '¡Hola! ¿En qué podemos ayudarle hoy?',
  },
} as const satisfies Translation<typeof en.contactPageContent>;
