/** German copy of content/en/contact.ts. */
import { site } from '@common/site';
import { paths } from '~/config/paths';
import type * as en from '../en/contact';
import type { Translation } from '~/content/types/translation';

export const contactPageContent = {
  details: {
    heading: 'So erreichen Sie uns',
    locationLabel: 'Standort',
    location: site.location,
    emailLabel: 'E-Mail-Support',
    emails: [site.emails.support, site.emails.sales],
    phoneLabel: 'Telefon',
    phone: site.phone,
    personLabel: 'Vernetzen Sie sich mit',
    person: { name: site.founder.name, href: site.founder.profileUrl },
    personLink: '{name} auf LinkedIn',
  },
  form: {
    heading: 'Schreiben Sie uns',
    labels: { name: 'Name', email: 'E-Mail', subject: 'Betreff', message: 'Nachricht' },
    autocomplete: { name: 'name', email: 'email', subject: 'off', message: 'off' },
    submit: 'Nachricht senden',
    submitting: 'Wird gesendet …',
    /** spec §8 */
    success: 'Ihre Nachricht wurde gesendet! Wir melden uns in Kürze bei Ihnen.',
    requiredNote: 'Alle Felder sind Pflichtfelder.',
    /** spec §5/§8: the one validation message. */
    fieldErrors: {
      required: {
        name: 'Bitte geben Sie Ihren Namen ein',
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        subject: 'Bitte geben Sie einen Betreff ein',
        message: 'Bitte geben Sie eine Nachricht ein',
      },
      tooLong: '{label}: höchstens {max} Zeichen',
      badText:
        '{label} enthält ein Zeichen, das wir nicht speichern können; bitte geben Sie es erneut ein',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    },
    /** The honeypot's label (hidden from people). */
    honeypot: 'Website',
    /** Known API errors by HTTP status; `network` for a network failure. */
    errors: {
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
    },
    /** spec §5: message multiline, 4 rows */
    messageRows: 4,
  },
  footer: {
    links: [
      { label: 'Projekt starten', href: '#contact-form' },
      { label: 'Nutzungsbedingungen', href: `${paths.policy}?tab=terms#terms` },
      { label: 'Feedback', href: '#contact-form' },
      { label: 'FAQ', href: paths.faq },
    ],
    social: [
      { label: 'LinkedIn', href: site.links.linkedinCompany },
      { label: 'X', href: site.links.microblog },
      { label: 'GitHub', href: site.links.codeHost },
      { label: 'YouTube', href: site.links.youtube },
    ],
    tagline: 'Hardware neu gedacht mit künstlicher Intelligenz',
  },
  chat: {
    open: 'Chat starten',
    title: 'Chat-Support',
    close: 'Chat schließen',
    placeholder: 'Nachricht eingeben …',
    send: 'Senden',
    inputLabel: 'Ihre Nachricht',
    /** spec §4 */
    botReply: 'Vielen Dank für Ihre Nachricht!',
    greeting: 'Hallo! Wie können wir Ihnen heute helfen?',
  },
} as const satisfies Translation<typeof en.contactPageContent>;
