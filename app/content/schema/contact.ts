/** Schema of the contact copy: app/content/<lang>/contact.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { navLink } from './shapes';

/** The contact module's data: one key per export of app/content/<lang>/contact.ts. */
export const contact = z.strictObject({
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
      labels: z.strictObject({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
      }),
      autocomplete: z.strictObject({
        name: z.string(),
        email: z.string(),
        subject: z.string(),
        message: z.string(),
      }),
      submit: z.string(),
      submitting: z.string(),
      success: z.string(),
      requiredNote: z.string(),
      fieldErrors: z.strictObject({
        required: z.strictObject({
          name: z.string(),
          email: z.string(),
          subject: z.string(),
          message: z.string(),
        }),
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
      messageRows: z.number(),
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
