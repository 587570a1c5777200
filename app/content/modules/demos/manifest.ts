/** Schema of the demos copy: app/content/modules/demos/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { connectLink, demoCard, navLink } from '../../schema/shapes';

/** The demos module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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

/** The demos module: its schema and the code values its copy holds (bindings). */
export const demos = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/demoCards/1/action/link/href', 'paths.optimus', 'equals'],
      ['/demoSelection/link/href', 'paths.contact', 'equals'],
      ['/demosConnect/links/0/href', 'site.links.linkedinCompany', 'equals'],
      ['/demosConnect/links/1/href', 'site.links.microblog', 'equals'],
      ['/demosConnect/links/2/href', 'site.links.codeHost', 'equals'],
      ['/demosConnect/links/3/href', 'site.emails.support', 'contains'],
      ['/demosCta/actions/0/href', 'paths.contact', 'equals'],
    ],
  },
});
