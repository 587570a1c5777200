import { useCallback, useState } from 'react';
import type { ContentIssue } from '../../../common/content-api';
import { ApiError } from '../../lib/api-client';

/** The editor's status line: a note, a refusal, or work under way; null when there is none. */
export type EditorStatus = { kind: 'info' | 'error' | 'busy'; text: string } | null;

/** What {@link useEditorStatus} gives the content editor. */
export interface EditorStatusLine {
  status: EditorStatus;
  /** The last refused save's or publish's field issues (shown under their fields); [] else. */
  issues: ContentIssue[];
  /** Shows a note (`info`) or work under way (`busy`, which also disables Publish). */
  show: (kind: 'info' | 'busy', text: string) => void;
  /**
   * Shows a caught failure as the error: the server's sentence and, for an ApiError, its field
   * issues (admin/lib/api-client.ts).
   */
  report: (caught: unknown) => void;
  /** Clears the status line and the issues (a page was opened or a draft saved). */
  clear: () => void;
}

/** The content editor's one status line and the field issues of the last refusal; stable callbacks. */
export function useEditorStatus(): EditorStatusLine {
  const [status, setStatus] = useState<EditorStatus>(null);
  const [issues, setIssues] = useState<ContentIssue[]>([]);
  const show = useCallback((kind: 'info' | 'busy', text: string) => setStatus({ kind, text }), []);
  const report = useCallback((caught: unknown) => {
    if (caught instanceof ApiError) setIssues(caught.issues);
    setStatus({
      kind: 'error',
      text: caught instanceof Error ? caught.message : String(caught),
    });
  }, []);
  const clear = useCallback(() => {
    setIssues([]);
    setStatus(null);
  }, []);
  return { status, issues, show, report, clear };
}
