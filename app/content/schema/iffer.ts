/** Schema of the iffer copy: app/content/<lang>/iffer.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { brandMark, pageHeaderItem } from './shapes';

/** The iffer module's data: one key per export of app/content/<lang>/iffer.ts. */
export const iffer = z.strictObject({
  ifferContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      /** spec §8: the Iffer logo always has a fallback image. */
      logo: brandMark.required({ fallbackSrc: true }),
      logoHref: z.string(),
      items: z.array(pageHeaderItem),
    }),
    embed: z.strictObject({
      src: z.string(),
      title: z.string(),
      loading: z.string(),
      unreachable: z.string(),
      openLabel: z.string(),
      noScriptHint: z.string(),
    }),
  }),
});
