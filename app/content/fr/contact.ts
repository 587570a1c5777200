/** French copy of content/en/contact.ts (same shape, content-parity test). */
import { contactErrors } from '@common/contact-errors/fr';
import { site } from '@common/site';
import { companyCopy } from './company';
import { paths } from '~/config/paths';
import type * as en from '../en/contact';
import type { Translation } from '~/content/types/translation';

export const contactPageContent = {
  details: {
    heading: 'Nos coordonnées',
    locationLabel: 'Adresse',
    location: companyCopy.location,
    emailLabel: 'Assistance par e-mail',
    emails: [site.emails.support, site.emails.sales],
    phoneLabel: 'Téléphone',
    phone: site.phone,
    personLabel: 'Contact direct',
    person: { name: site.founder.name, href: site.founder.profileUrl },
    personLink: '{name} sur LinkedIn',
  },
  form: {
    heading: 'Envoyez-nous un message',
    labels: { name: 'Nom', email: 'E-mail', subject: 'Objet', message: 'Message' },
    autocomplete: { name: 'name', email: 'email', subject: 'off', message: 'off' },
    submit: 'Envoyer le message',
    submitting: 'Envoi en cours…',
    success: 'Votre message a bien été envoyé ! Nous vous répondrons rapidement.',
    requiredNote: 'Tous les champs sont obligatoires.',
    fieldErrors: {
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
    },
    honeypot: 'Site web',
    /** Known API failures in this language (common/contact-errors/). */
    errors: contactErrors,
    messageRows: 4,
  },
  footer: {
    links: [
      { label: 'Démarrer un projet', href: '#contact-form' },
      { label: 'Conditions', href: `${paths.policy}?tab=terms#terms` },
      { label: 'Votre avis', href: '#contact-form' },
      { label: 'FAQ', href: paths.faq },
    ],
    social: [
      { label: 'LinkedIn', href: site.links.linkedinCompany },
      { label: 'X', href: site.links.microblog },
      { label: 'GitHub', href: site.links.codeHost },
      { label: 'YouTube', href: site.links.youtube },
    ],
    tagline: 'Transformer le matériel grâce à l’intelligence artificielle',
  },
  chat: {
    open: 'Discuter avec nous',
    title: 'Chat d’assistance',
    close: 'Fermer le chat',
    placeholder: 'Tapez votre message…',
    send: 'Envoyer',
    inputLabel: 'Votre message',
    botReply: 'Merci pour votre message !',
    greeting: 'Bonjour ! Comment pouvons-nous vous aider aujourd’hui ?',
  },
} as const satisfies Translation<typeof en.contactPageContent>;
