/** Schema of the footer copy: app/content/modules/footer/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { footerColumn, list, socialLink } from '../../schema/shapes';

/** The footer module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  footerContent: z.strictObject({
    tagline: z.string(),
    columns: list(footerColumn),
    bottomLinks: list(
      z.strictObject({
        label: z.string(),
        href: z.string().optional(),
        cookieSettingsAfter: z.boolean().optional(),
      }),
    ),
    cookieSettings: z.string(),
    socialLabel: z.string(),
    logo: z.strictObject({ src: z.string(), fallback: z.string() }),
    copyrightYear: z.number(),
    slogan: z.string(),
    social: list(socialLink),
  }),
});

/** The footer module (its bindings come from English's file: schema/code-values.ts). */
export const footer = defineContentModule({
  schema,
});
