/** French sentences for a message the server could not take (see ../contact-schema.ts `ContactErrorMessages`). */
import type { ContactErrorMessages } from '../contact-schema';

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
