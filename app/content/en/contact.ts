/** Copy of /contact (spec §2 /contact, §4, §5, §8). */
import { contactErrors } from '@common/contact-errors/en';
import { site } from '@common/site';
import { companyCopy } from './company';
import { paths } from '~/config/paths';

export const contactPageContent = {
  details: {
    heading: 'Get in touch',
    locationLabel: 'Location',
    location: companyCopy.location,
    emailLabel: 'Email support',
    emails: [site.emails.support, site.emails.sales],
    phoneLabel: 'Phone',
    phone: site.phone,
    personLabel: 'Connect with',
    person: { name: site.founder.name, href: site.founder.profileUrl },
    /** `fill` slot `name`. */
    personLink: '{name} on LinkedIn',
  },
  form: {
    heading: 'Send us a message',
    labels: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
    autocomplete: { name: 'name', email: 'email', subject: 'off', message: 'off' },
    submit: 'Send Message',
    submitting: 'Sending...',
    /** spec §8 */
    success: "Message sent successfully! We'll get back to you soon.",
    requiredNote: 'All fields are required.',
    /**
     * The fields' messages (spec §5/§8: 'Please enter a valid email address'); English repeats
     * the shared schema's sentences (common/contact-schema.ts).
     */
    fieldErrors: {
      required: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
        message: 'Please enter a message',
      },
      /** `fill` slots `label`, `max`. */
      tooLong: '{label} must be at most {max} characters',
      /** `fill` slot `label`. */
      badText: '{label} contains a character we cannot store; please retype it',
      invalidEmail: 'Please enter a valid email address',
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
      // spec §2 names /project-request, /terms and /feedback, which are not routes: they point
      // at what serves each purpose here instead of at a 404.
      { label: 'Start a project', href: '#contact-form' },
      { label: 'Terms', href: `${paths.policy}?tab=terms#terms` },
      { label: 'Feedback', href: '#contact-form' },
      { label: 'FAQ', href: paths.faq },
    ],
    social: [
      { label: 'LinkedIn', href: site.links.linkedinCompany },
      { label: 'X', href: site.links.microblog },
      { label: 'GitHub', href: site.links.codeHost },
      { label: 'YouTube', href: site.links.youtube },
    ],
    tagline: 'Transforming Hardware with Artificial Intelligence',
  },
  chat: {
    open: 'Chat with us',
    title: 'Chat Support',
    close: 'Close chat',
    placeholder: 'Type your message...',
    send: 'Send',
    inputLabel: 'Your message',
    /** spec §4 */
    botReply: 'Thank you for your message!',
    greeting: 'Hi! How can we help you today?',
  },
} as const;
