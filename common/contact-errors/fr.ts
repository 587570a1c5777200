/** French sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages, ContactFieldErrorMessages } from '../contact-schema';

export const contactErrors = {
  network: 'Échec de l’envoi du message. Veuillez réessayer.',
  invalid: 'Veuillez vérifier les champs : l’un d’eux est vide ou trop long.',
  tooLarge: 'Votre message est trop long pour être envoyé. Veuillez le raccourcir.',
  tooLargeCut:
    'Votre message était trop long pour être envoyé : les champs qui ne tenaient pas ont été vidés. Veuillez les remplir à nouveau, plus brièvement.',
  rateLimited:
    'Vous avez envoyé plusieurs messages en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
  unavailable:
    'Nous ne pouvons pas enregistrer de messages pour le moment. Veuillez réessayer dans une minute.',
  titlePrefix: 'Erreur : ',
  summaryTitle: 'Il y a un problème',
} as const satisfies ContactErrorMessages;

/** The form's own field sentences (app/content/modules/contact/fr.json `fieldErrors`, `labels`). */
export const contactFieldErrors = {
  labels: { name: 'Nom', email: 'E-mail', subject: 'Objet', message: 'Message' },
  required: {
    name: 'Veuillez saisir votre nom',
    email: 'Veuillez saisir une adresse e-mail valide',
    subject: 'Veuillez saisir un objet',
    message: 'Veuillez saisir un message',
  },
  tooLong: '{label} : {max} caractères au maximum',
  badText:
    '{label} contient un caractère que nous ne pouvons pas enregistrer ; veuillez le ressaisir',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide',
} as const satisfies ContactFieldErrorMessages;
