/** Schema of the cv copy: app/content/modules/cv/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { cvDocument, navLink } from '../../schema/shapes';

/** The cv module's data: one key per top-level key of its <lang>.json. */
const schema = z.strictObject({
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

/** The cv module: its schema and the code values its copy holds (bindings). */
export const cv = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/cvContent/header/logoHref', 'paths.home', 'equals'],
      ['/cvContent/header/items/0/href', 'site.founder.profileUrl', 'equals'],
      ['/cvContent/header/backHome/href', 'paths.home', 'equals'],
      ['/cvContent/heading', 'site.founder.name', 'contains'],
      ['/cvContent/lead', 'site.companyName', 'contains'],
      ['/cvContent/lead', 'site.productBrand', 'contains'],
      ['/cvContent/lead', 'site.founder.role', 'contains'],
      ['/cvContent/lead', 'companyCopy.founderRole', 'contains'],
      ['/cvContent/viewer/title', 'site.founder.name', 'contains'],
      ['/cvContent/download/href', 'documentPaths.cv', 'equals'],
      ['/cvDocument/name', 'site.founder.name', 'equals'],
      ['/cvDocument/headline', 'site.companyName', 'contains'],
      ['/cvDocument/headline', 'site.productBrand', 'contains'],
      ['/cvDocument/headline', 'site.founder.role', 'contains'],
      ['/cvDocument/headline', 'companyCopy.founderRole', 'contains'],
      ['/cvDocument/contact/0', 'site.emails.support', 'equals'],
      ['/cvDocument/contact/1', 'site.phone.display', 'equals'],
      ['/cvDocument/contact/2', 'site.location', 'equals'],
      ['/cvDocument/contact/3', 'site.founder.profileUrl', 'equals'],
      ['/cvDocument/experience/0/title', 'site.founder.role', 'equals'],
      ['/cvDocument/experience/0/organisation', 'site.companyName', 'equals'],
    ],
    translations: [
      ['/cvContent/header/logoHref', 'paths.home', 'equals'],
      ['/cvContent/header/items/0/href', 'site.founder.profileUrl', 'equals'],
      ['/cvContent/header/backHome/href', 'paths.home', 'equals'],
      ['/cvContent/heading', 'site.founder.name', 'contains'],
      ['/cvContent/lead', 'site.companyName', 'contains'],
      ['/cvContent/lead', 'site.productBrand', 'contains'],
      ['/cvContent/lead', 'companyCopy.founderRole', 'contains'],
      ['/cvContent/viewer/title', 'site.founder.name', 'contains'],
      ['/cvContent/download/href', 'documentPaths.cv', 'equals'],
      ['/cvDocument/name', 'site.founder.name', 'equals'],
      ['/cvDocument/headline', 'site.companyName', 'contains'],
      ['/cvDocument/headline', 'site.productBrand', 'contains'],
      ['/cvDocument/headline', 'companyCopy.founderRole', 'contains'],
      ['/cvDocument/contact/0', 'site.emails.support', 'equals'],
      ['/cvDocument/contact/1', 'site.phone.display', 'equals'],
      ['/cvDocument/contact/2', 'companyCopy.location', 'equals'],
      ['/cvDocument/contact/3', 'site.founder.profileUrl', 'equals'],
      ['/cvDocument/experience/0/title', 'companyCopy.founderRole', 'equals'],
      ['/cvDocument/experience/0/organisation', 'site.companyName', 'equals'],
    ],
  },
});
