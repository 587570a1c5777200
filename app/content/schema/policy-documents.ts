/**
 * What the policy modules build from their data rather than store (docs/decisions/0015-copy-as-data.md):
 * a page's loader data names an object it holds twice only once (React Router's turbo-stream
 * encoding refers back to it), so the two legal documents share their effective date's object
 * when the dates agree, as they did when the copy was code, and the /policy pages stay byte for
 * byte what they were.
 */
import type { LegalDocument } from '../types/shapes';

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
