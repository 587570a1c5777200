/** Schema of the policy copy: app/content/modules/policy/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { legalDocument, pageIntro } from '../../schema/shapes';

/**
 * The policy module's data (spec §2 /policy). The tabs' order (`legalDocuments`) is built from
 * the two documents by `policyPageCopy` (schema/policy-documents.ts), not stored.
 */
const schema = z.strictObject({
  /** The page's title (browser tab, search results), description, heading and lead. */
  pageIntro,
  legalTabsLabel: z.string(),
  privacyPolicy: legalDocument,
  termsOfService: legalDocument,
});

/** The policy module (its bindings come from English's file: schema/code-values.ts). */
export const policy = defineContentModule({
  schema,
  path: '/policy',
});
