/** Schema of the iffer copy: app/content/modules/iffer/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { brandMark, list, pageHeaderItem, pageIntro } from '../../schema/shapes';

/** The iffer module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  ifferContent: z.strictObject({
    header: z.strictObject({
      label: z.string(),
      /** spec §8: the Iffer logo always has a fallback image. */
      logo: brandMark.required({ fallbackSrc: true }),
      logoHref: z.string(),
      items: list(pageHeaderItem),
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

/** The iffer module (its bindings come from English's file: schema/code-values.ts). */
export const iffer = defineContentModule({
  schema,
  path: '/iffer',
});
