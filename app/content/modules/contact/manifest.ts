/** Schema of the contact copy: app/content/modules/contact/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  type ContactField,
  type RequiredContactField,
} from '../../../../common/contact-fields';
import { defineContentModule } from '../../schema/manifest';
import { list, navLink, pageIntro } from '../../schema/shapes';

/**
 * One string per field of common/contact-fields.ts (`required`: per required field only), so a
 * field added there needs its words in every language's file, and a field removed leaves none.
 */
function perField<K extends string>(names: readonly K[]) {
  return z.strictObject(
    Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>,
  );
}
const fieldNames: readonly ContactField[] = CONTACT_FIELDS.map((field) => field.name);
const requiredNames = CONTACT_FIELDS.filter((field) => field.required).map(
  (field) => field.name,
) as readonly RequiredContactField[];

/** The contact module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  contactPageContent: z.strictObject({
    details: z.strictObject({
      heading: z.string(),
      locationLabel: z.string(),
      location: z.string(),
      emailLabel: z.string(),
      emails: list(z.string()),
      phoneLabel: z.string(),
      phone: z.strictObject({ display: z.string(), tel: z.string() }),
      personLabel: z.string(),
      person: z.strictObject({ name: z.string(), href: z.string() }),
      personLink: z.string(),
    }),
    form: z.strictObject({
      heading: z.string(),
      labels: perField(fieldNames),
      submit: z.string(),
      submitting: z.string(),
      success: z.string(),
      requiredNote: z.string(),
      fieldErrors: z.strictObject({
        required: perField(requiredNames),
        tooLong: z.string(),
        badText: z.string(),
        invalidEmail: z.string(),
      }),
      honeypot: z.string(),
      errors: z.strictObject({
        network: z.string(),
        invalid: z.string(),
        tooLarge: z.string(),
        tooLargeCut: z.string(),
        rateLimited: z.string(),
        unavailable: z.string(),
        titlePrefix: z.string(),
        summaryTitle: z.string(),
      }),
    }),
    footer: z.strictObject({
      links: list(navLink),
      social: list(navLink),
      tagline: z.string(),
    }),
    chat: z.strictObject({
      open: z.string(),
      title: z.string(),
      close: z.string(),
      placeholder: z.string(),
      send: z.string(),
      inputLabel: z.string(),
      botReply: z.string(),
      greeting: z.string(),
    }),
  }),
  /**
   * The acknowledgement the autoresponder e-mails a visitor in their page's language
   * (server/contact/autoresponder.ts, docs/inbox.md "Autoresponder"): the subject line, the
   * greeting (`{name}`: the visitor's name as they typed it), the paragraphs and the signature.
   * Read by the server only, from the published copy; never sent to the browser.
   */
  autoresponse: z.strictObject({
    subject: z.string(),
    greeting: z.string(),
    paragraphs: list(z.string()),
    signature: z.string(),
  }),
});

/** The contact module: its schema and what its translations bind beyond English's code values. */
export const contact = defineContentModule({
  schema,
  path: '/contact',
});
