import type { ContentIssue } from '../../../common/content-api';
import type { EditorStatusLine } from '../hooks/use-editor-status';
import { LANGUAGE_NAMES } from '../languages';
import { fieldTrail, pageLabel } from '../labels';
import { fieldId, isOtherPageIssue } from '../issues';

/**
 * One refused field as the list names it: a field of this form by its labels, linking to the
 * field (where its reason is written, so it is said once); the whole page or another page's field
 * (a publish's `faq/ar: faqItems.1.answer`) with its reason, since the form does not show it.
 */
function IssueItem({ issue }: { issue: ContentIssue }) {
  if (isOtherPageIssue(issue)) {
    const [, module = '', language = '', path = ''] =
      /^([^/]+)\/([^:]+): (.*)$/.exec(issue.path) ?? [];
    return (
      <li>
        {pageLabel(module)}, {LANGUAGE_NAMES[language] ?? language}: {fieldTrail(path)}:{' '}
        <span dir="auto">{issue.message}</span>
      </li>
    );
  }
  if (issue.path === '(root)')
    return (
      <li>
        {fieldTrail(issue.path)}: <span dir="auto">{issue.message}</span>
      </li>
    );
  const id = fieldId(issue.path);
  return (
    <li>
      <a
        href={`#${id}`}
        className="underline"
        onClick={(event) => {
          const field = document.getElementById(id);
          if (!field) return;
          event.preventDefault();
          field.focus();
          field.scrollIntoView({ block: 'center' });
        }}
      >
        {fieldTrail(issue.path)}
      </a>
    </li>
  );
}

/**
 * The status line in a polite live region (WCAG 4.1.3): a note or work under way as
 * `role="status"`, a refusal as `role="alert"` naming each refused field by its labels (a link
 * to the field, whose reason is under it), or with its reason where the form has no such field.
 */
export function EditorStatus({ status, issues }: Pick<EditorStatusLine, 'status' | 'issues'>) {
  const listed = issues.filter(
    (issue, index) => issues.findIndex((other) => other.path === issue.path) === index,
  );
  return (
    <div aria-live="polite" className="mt-3">
      {status && (
        <div
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`rounded border p-3 text-sm ${status.kind === 'error' ? 'border-danger bg-danger-soft text-danger-ink' : 'border-line-strong bg-white'}`}
        >
          <p>{status.text}</p>
          {status.kind === 'error' && listed.length > 0 && (
            <ul className="mt-2 list-disc ps-5">
              {listed.map((issue) => (
                <IssueItem key={`${issue.path}:${issue.message}`} issue={issue} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
