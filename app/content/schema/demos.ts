/** Schema of the demos copy: app/content/<lang>/demos.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { connectLink, demoCard, navLink } from './shapes';

/** The demos module's data: one key per export of app/content/<lang>/demos.ts. */
export const demos = z.strictObject({
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
    links: z.array(connectLink),
  }),
  demosCta: z.strictObject({
    id: z.string(),
    headingId: z.string(),
    heading: z.string(),
    text: z.string(),
    actions: z.array(navLink),
  }),
});
