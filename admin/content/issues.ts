/**
 * Where a save's or a publish's refused field sits (docs/editing.md "What the editor refuses"):
 * the API names it by a dotted path (`faqItems.1.answer`, `(root)` the whole page), a publish
 * prefixed by its page (`faq/ar: faqItems.1.answer`).
 */
import type { ContentIssue } from '../../common/content-api';

/** Whether an issue names a field of another page (a publish's): listed, never placed in the form. */
export const isOtherPageIssue = (issue: ContentIssue) => /^[a-z0-9-]+\/[a-z-]+: /i.test(issue.path);

/** The rjsf id of the field at a dotted path (`faqItems.1.answer` → `root_faqItems_1_answer`). */
export const fieldId = (path: string) => `root_${path.split('.').join('_')}`;
