/** Schema of the policy copy: app/content/<lang>/policy.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { legalDocument } from './shapes';

/**
 * The policy module's data (spec §2 /policy). Its `legalDocuments` export (the tabs' order) is
 * built from the two documents by app/content/<lang>/policy.ts, not stored.
 */
export const policy = z.strictObject({
  legalTabsLabel: z.string(),
  privacyPolicy: legalDocument,
  termsOfService: legalDocument,
});
