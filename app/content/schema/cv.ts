/** Schema of the cv copy: app/content/<lang>/cv.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { cvDocument, navLink } from './shapes';

/** The cv module's data: one key per export of app/content/<lang>/cv.ts. */
export const cv = z.strictObject({
  cvContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      logoHref: z.string(),
      items: z.array(navLink),
      backHome: navLink,
    }),
    heading: z.string(),
    lead: z.string(),
    viewer: z.strictObject({ src: z.string(), title: z.string(), fallback: z.string() }),
    download: z.strictObject({ label: z.string(), href: z.string(), filename: z.string() }),
  }),
  cvDocument: cvDocument,
});
