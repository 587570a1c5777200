/**
 * What the policy page builds from its module's data rather than store (docs/decisions/0015-copy-as-data.md):
 * a page's loader data names an object it holds twice only once (React Router's turbo-stream
 * encoding refers back to it), so the two legal documents share their effective date's object
 * when the dates agree, as they did when the copy was code, and the /policy pages stay byte for
 * byte what they were.
 */
import type { LegalDocument } from '../types/shapes';
import type { ContentOf } from './types';

/**
 * `document` with `like`'s effective-date object when both documents are in force from the same
 * date; `document` itself otherwise. Keys keep their order.
 */
export function oneEffectiveDate<T extends LegalDocument>(document: T, like: LegalDocument): T {
  const [mine, theirs] = [document.effectiveDate, like.effectiveDate];
  return mine.iso === theirs.iso && mine.text === theirs.text
    ? { ...document, effectiveDate: theirs }
    : document;
}

/**
 * The /policy page's copy (spec §2): the tabs' label and the two documents in tab order, the
 * Terms sharing the Privacy Policy's effective-date object when the dates agree.
 */
export function policyPageCopy(policy: ContentOf<'policy'>) {
  const { legalTabsLabel, privacyPolicy, termsOfService } = policy;
  return {
    legalTabsLabel,
    legalDocuments: [privacyPolicy, oneEffectiveDate(termsOfService, privacyPolicy)] as const,
  };
}
