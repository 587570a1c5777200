/** Spanish sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages, ContactFieldErrorMessages } from '../contact-schema';

export const contactErrors = {
  network: 'No se pudo enviar el mensaje. Inténtelo de nuevo.',
  invalid: 'Revise los campos: uno de ellos está vacío o es demasiado largo.',
  tooLarge: 'Su mensaje es demasiado largo para enviarlo. Acórtelo, por favor.',
  tooLargeCut:
    'Su mensaje era demasiado largo para enviarlo: los campos que no cabían se han vaciado. Vuelva a rellenarlos de forma más breve.',
  rateLimited:
    'Ha enviado varios mensajes en poco tiempo. Espere unos minutos y vuelva a intentarlo.',
  unavailable:
    'En este momento no podemos guardar mensajes. Vuelva a intentarlo dentro de un minuto.',
  titlePrefix: 'Error: ',
  summaryTitle: 'Hay un problema',
} as const satisfies ContactErrorMessages;

/** The form's own field sentences (app/content/modules/contact/es.json `fieldErrors`, `labels`). */
export const contactFieldErrors = {
  labels: { name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', message: 'Mensaje' },
  required: {
    name: 'Introduzca su nombre',
    email: 'Introduzca una dirección de correo electrónico válida',
    subject: 'Introduzca un asunto',
    message: 'Introduzca un mensaje',
  },
  tooLong: '{label}: {max} caracteres como máximo',
  badText: '{label} contiene un carácter que no podemos guardar; vuelva a escribirlo',
  invalidEmail: 'Introduzca una dirección de correo electrónico válida',
} as const satisfies ContactFieldErrorMessages;
