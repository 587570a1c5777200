/** Schema of the cv copy: app/content/modules/cv/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { cvDocument, list, navLink, pageIntro } from '../../schema/shapes';

/** The cv module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  cvContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      logoHref: z.string(),
      items: list(navLink),
      backHome: navLink,
    }),
    heading: z.string(),
    lead: z.string(),
    viewer: z.strictObject({ src: z.string(), title: z.string(), fallback: z.string() }),
    download: z.strictObject({ label: z.string(), href: z.string(), filename: z.string() }),
  }),
  cvDocument: cvDocument,
});

/** The cv module (its bindings come from English's file: schema/code-values.ts). */
export const cv = defineContentModule({
  schema,
  path: '/cv',
});
