/** German sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages } from '../contact-schema';

export const contactErrors = {
  network: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  invalid: 'Bitte prüfen Sie die Felder: Eines ist leer oder zu lang.',
  tooLarge: 'Ihre Nachricht ist zu lang. Bitte kürzen Sie sie.',
  tooLargeCut:
    'Ihre Nachricht war zu lang zum Senden: Die Felder, die nicht mehr hineinpassten, wurden geleert. Bitte füllen Sie sie kürzer erneut aus.',
  rateLimited:
    'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  unavailable:
    'Wir können Nachrichten gerade nicht speichern. Bitte versuchen Sie es in einer Minute erneut.',
  titlePrefix: 'Fehler: ',
  summaryTitle: 'Es gibt ein Problem',
} as const satisfies ContactErrorMessages;
