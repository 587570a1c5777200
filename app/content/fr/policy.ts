/** The policy copy in French: the data is policy.json, its shape schema/policy.ts (docs/languages.md). */
import { oneEffectiveDate } from '../schema/policy-documents';
import type { ContentOf } from '../schema/types';
import data from './policy.json';

const policy = data as unknown as ContentOf<'policy'>;

export const { legalTabsLabel, privacyPolicy } = policy;
export const termsOfService = oneEffectiveDate(policy.termsOfService, privacyPolicy);

/** The two documents in tab order (spec §2 /policy): the same objects as above. */
export const legalDocuments = [privacyPolicy, termsOfService] as const;
