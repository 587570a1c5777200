/** Spanish sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages } from '../contact-schema';

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
