/** Schema of the iffer copy: app/content/modules/iffer/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { brandMark, pageHeaderItem } from '../../schema/shapes';

/** The iffer module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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

/** The iffer module: its schema and the code values its copy holds (bindings). */
export const iffer = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/ifferContent/header/logoHref', 'paths.home', 'equals'],
      ['/ifferContent/header/items/0/href', 'paths.home', 'equals'],
      ['/ifferContent/header/items/1/href', 'paths.optimus', 'equals'],
      ['/ifferContent/header/items/2/href', 'paths.scanova', 'equals'],
      ['/ifferContent/header/items/2/children/0/href', 'unregisteredPaths[5]', 'equals'],
      ['/ifferContent/header/items/2/children/1/href', 'unregisteredPaths[6]', 'equals'],
      ['/ifferContent/header/items/2/children/2/href', 'unregisteredPaths[7]', 'equals'],
      ['/ifferContent/header/items/2/children/3/href', 'unregisteredPaths[8]', 'equals'],
      ['/ifferContent/header/items/2/children/4/href', 'unregisteredPaths[9]', 'equals'],
      ['/ifferContent/header/items/3/href', 'paths.cv', 'equals'],
      ['/ifferContent/header/items/3/children/0/href', 'unregisteredPaths[10]', 'equals'],
      ['/ifferContent/header/items/3/children/1/href', 'unregisteredPaths[11]', 'equals'],
      ['/ifferContent/header/items/4/href', 'paths.iffer', 'equals'],
      ['/ifferContent/header/items/5/href', 'paths.faq', 'equals'],
      ['/ifferContent/header/items/6/href', 'paths.contact', 'equals'],
      ['/ifferContent/embed/src', 'site.links.ifferPlatform', 'equals'],
    ],
  },
});
