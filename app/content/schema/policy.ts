/** Schema of the policy copy: app/content/<lang>/policy.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { legalDocument } from './shapes';

/** spec §2 /policy; the module's `legalDocuments` (tab order) is built from these two, not stored. */
export const policy = z.strictObject({
  legalTabsLabel: z.string(),
  privacyPolicy: legalDocument,
  termsOfService: legalDocument,
});
