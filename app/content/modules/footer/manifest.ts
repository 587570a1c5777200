/** Schema of the footer copy: app/content/modules/footer/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { footerColumn, socialLink } from '../../schema/shapes';

/** The footer module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  footerContent: z.strictObject({
    tagline: z.string(),
    columns: z.array(footerColumn),
    bottomLinks: z.array(
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
    social: z.array(socialLink),
  }),
});

/** The footer module: its schema and the code values its copy holds (bindings). */
export const footer = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/footerContent/columns/2/items/0/href', 'paths.learn', 'equals'],
      ['/footerContent/columns/2/items/3/href', 'paths.contact', 'equals'],
      ['/footerContent/columns/3/items/2/href', 'paths.contact', 'equals'],
      ['/footerContent/bottomLinks/0/href', 'paths.policy', 'equals'],
      ['/footerContent/social/0/href', 'site.links.linkedinCompany', 'equals'],
      ['/footerContent/social/1/href', 'site.links.microblog', 'equals'],
      ['/footerContent/social/2/href', 'site.links.codeHost', 'equals'],
    ],
  },
});
