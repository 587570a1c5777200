/** Schema of the contact copy: app/content/modules/contact/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import {
  CONTACT_FIELDS,
  type ContactField,
  type RequiredContactField,
} from '../../../../common/contact-fields';
import { defineContentModule } from '../../schema/manifest';
import { navLink } from '../../schema/shapes';

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
  contactPageContent: z.strictObject({
    details: z.strictObject({
      heading: z.string(),
      locationLabel: z.string(),
      location: z.string(),
      emailLabel: z.string(),
      emails: z.array(z.string()),
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
      links: z.array(navLink),
      social: z.array(navLink),
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
});

/** The contact module: its schema and the code values its copy holds (bindings). */
export const contact = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/contactPageContent/details/location', 'site.location', 'equals'],
      ['/contactPageContent/details/emails/0', 'site.emails.support', 'equals'],
      ['/contactPageContent/details/emails/1', 'site.emails.sales', 'equals'],
      ['/contactPageContent/details/phone/display', 'site.phone.display', 'equals'],
      ['/contactPageContent/details/phone/tel', 'site.phone.tel', 'equals'],
      ['/contactPageContent/details/person/name', 'site.founder.name', 'equals'],
      ['/contactPageContent/details/person/href', 'site.founder.profileUrl', 'equals'],
      ['/contactPageContent/form/errors/network', 'contactErrors.network', 'equals'],
      ['/contactPageContent/form/errors/invalid', 'contactErrors.invalid', 'equals'],
      ['/contactPageContent/form/errors/tooLarge', 'contactErrors.tooLarge', 'equals'],
      ['/contactPageContent/form/errors/tooLargeCut', 'contactErrors.tooLargeCut', 'equals'],
      ['/contactPageContent/form/errors/rateLimited', 'contactErrors.rateLimited', 'equals'],
      ['/contactPageContent/form/errors/unavailable', 'contactErrors.unavailable', 'equals'],
      ['/contactPageContent/form/errors/titlePrefix', 'contactErrors.titlePrefix', 'equals'],
      ['/contactPageContent/form/errors/summaryTitle', 'contactErrors.summaryTitle', 'equals'],
      ['/contactPageContent/footer/links/3/href', 'paths.faq', 'equals'],
      ['/contactPageContent/footer/social/0/href', 'site.links.linkedinCompany', 'equals'],
      ['/contactPageContent/footer/social/1/href', 'site.links.microblog', 'equals'],
      ['/contactPageContent/footer/social/2/href', 'site.links.codeHost', 'equals'],
      ['/contactPageContent/footer/social/3/href', 'site.links.youtube', 'equals'],
    ],
    translations: [
      ['/contactPageContent/details/location', 'companyCopy.location', 'equals'],
      ['/contactPageContent/details/emails/0', 'site.emails.support', 'equals'],
      ['/contactPageContent/details/emails/1', 'site.emails.sales', 'equals'],
      ['/contactPageContent/details/phone/display', 'site.phone.display', 'equals'],
      ['/contactPageContent/details/phone/tel', 'site.phone.tel', 'equals'],
      ['/contactPageContent/details/person/name', 'site.founder.name', 'equals'],
      ['/contactPageContent/details/person/href', 'site.founder.profileUrl', 'equals'],
      ['/contactPageContent/form/errors/network', 'contactErrors.network', 'equals'],
      ['/contactPageContent/form/errors/invalid', 'contactErrors.invalid', 'equals'],
      ['/contactPageContent/form/errors/tooLarge', 'contactErrors.tooLarge', 'equals'],
      ['/contactPageContent/form/errors/tooLargeCut', 'contactErrors.tooLargeCut', 'equals'],
      ['/contactPageContent/form/errors/rateLimited', 'contactErrors.rateLimited', 'equals'],
      ['/contactPageContent/form/errors/unavailable', 'contactErrors.unavailable', 'equals'],
      ['/contactPageContent/form/errors/titlePrefix', 'contactErrors.titlePrefix', 'equals'],
      ['/contactPageContent/form/errors/summaryTitle', 'contactErrors.summaryTitle', 'equals'],
      ['/contactPageContent/footer/links/3/href', 'paths.faq', 'equals'],
      ['/contactPageContent/footer/social/0/href', 'site.links.linkedinCompany', 'equals'],
      ['/contactPageContent/footer/social/1/href', 'site.links.microblog', 'equals'],
      ['/contactPageContent/footer/social/2/href', 'site.links.codeHost', 'equals'],
      ['/contactPageContent/footer/social/3/href', 'site.links.youtube', 'equals'],
    ],
  },
});
