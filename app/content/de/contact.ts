/** German copy of content/en/contact.ts (same shape, content-parity test). */
import { contactErrors } from '@common/contact-errors/de';
import { site } from '@common/site';
import { companyCopy } from './company';
import { paths } from '~/config/paths';
import type * as en from '../en/contact';
import type { Translation } from '~/content/types/translation';

export const contactPageContent = {
  details: {
    heading: 'So erreichen Sie uns',
    locationLabel: 'Standort',
    location: companyCopy.location,
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
    /** Known API failures in this language (common/contact-errors/). */
    errors: contactErrors,
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
