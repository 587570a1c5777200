/** Schema of the footer copy: app/content/<lang>/footer.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { footerColumn, socialLink } from './shapes';

/** The footer module's data: one key per export of app/content/<lang>/footer.ts. */
export const footer = z.strictObject({
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
