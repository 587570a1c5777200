import type { EditorStatusLine } from '../hooks/use-editor-status';

/**
 * The status line in a polite live region (WCAG 4.1.3): a note or work under way as
 * `role="status"`, a refusal as `role="alert"` with every field issue the server gave
 * (`path: reason`).
 */
export function EditorStatus({ status, issues }: Pick<EditorStatusLine, 'status' | 'issues'>) {
  return (
    <div aria-live="polite" className="mt-3">
      {status && (
        <div
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={`rounded border p-3 text-sm ${status.kind === 'error' ? 'border-danger bg-danger-soft text-danger-ink' : 'border-line-strong bg-white'}`}
        >
          <p>{status.text}</p>
          {status.kind === 'error' && issues.length > 0 && (
            <ul className="mt-2 list-disc ps-5">
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>
                  <code>{issue.path}</code>: {issue.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
