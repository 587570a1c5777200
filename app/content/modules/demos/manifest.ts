/** Schema of the demos copy: app/content/modules/demos/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { connectLink, demoCard, list, navLink, pageIntro } from '../../schema/shapes';

/** The demos module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  /** spec §2: the three demos, TrapTerra, OPTIMUS and MediScan AI, in that order. */
  demoCards: z.tuple([demoCard, demoCard, demoCard]),
  demoSelection: z.strictObject({
    label: z.string(),
    actionTarget: z.string(),
    note: z.string(),
    link: navLink,
  }),
  demosConnect: z.strictObject({
    headingId: z.string(),
    heading: z.string(),
    lead: z.string(),
    links: list(connectLink),
  }),
  demosCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: list(navLink),
  }),
});

/** The demos module (its bindings come from English's file: schema/code-values.ts). */
export const demos = defineContentModule({
  schema,
  path: '/demos',
});
