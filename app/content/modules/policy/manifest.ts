/** Schema of the policy copy: app/content/modules/policy/<lang>.json (docs/decisions/0015-copy-as-data.md). */
import { z } from 'zod';
import { defineContentModule } from '../../schema/manifest';
import { legalDocument } from '../../schema/shapes';

/**
 * The policy module's data (spec §2 /policy). The tabs' order (`legalDocuments`) is built from
 * the two documents by `policyPageCopy` (schema/policy-documents.ts), not stored.
 */
const schema = z.strictObject({
  legalTabsLabel: z.string(),
  privacyPolicy: legalDocument,
  termsOfService: legalDocument,
});

/** The policy module: its schema and the code values its copy holds (bindings). */
export const policy = defineContentModule({
  schema,
  bindings: {
    en: [
      ['/privacyPolicy/effectiveDate/text', 'formatDate(POLICY_EFFECTIVE_DATE)', 'equals'],
      ['/privacyPolicy/intro', 'site.companyName', 'contains'],
      ['/privacyPolicy/intro', 'site.productBrand', 'contains'],
      ['/privacyPolicy/sections/0/paragraphs/0', 'site.companyName', 'contains'],
      ['/privacyPolicy/sections/0/paragraphs/0', 'site.productBrand', 'contains'],
      ['/privacyPolicy/sections/0/paragraphs/0', 'site.emails.support', 'contains'],
      ['/privacyPolicy/sections/2/paragraphs/0', 'storage.CONSENT_STORAGE_KEY', 'contains'],
      ['/privacyPolicy/sections/2/paragraphs/1', 'storage.LANGUAGE_HINT_DISMISSED_KEY', 'contains'],
      ['/privacyPolicy/sections/2/paragraphs/1', 'storage.LANGUAGE_STORAGE_KEY', 'contains'],
      ['/privacyPolicy/sections/6/paragraphs/0', 'RETENTION_DAYS_DEFAULT', 'contains'],
      ['/privacyPolicy/sections/7/paragraphs/0', 'site.emails.support', 'contains'],
      ['/termsOfService/effectiveDate/text', 'formatDate(POLICY_EFFECTIVE_DATE)', 'equals'],
      ['/termsOfService/intro', 'site.companyName', 'contains'],
      ['/termsOfService/intro', 'site.productBrand', 'contains'],
      ['/termsOfService/sections/5/paragraphs/0', 'site.companyName', 'contains'],
      ['/termsOfService/sections/5/paragraphs/0', 'site.productBrand', 'contains'],
      ['/termsOfService/sections/9/paragraphs/0', 'site.emails.support', 'contains'],
    ],
  },
});
