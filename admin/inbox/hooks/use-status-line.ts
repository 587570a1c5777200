import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

/** What {@link useStatusLine} gives the inbox: a polite announcement and an error alert. */
export interface StatusLine {
  /** Read by screen readers from a polite live region (WCAG 4.1.3). */
  announcement: string;
  /** Shown in a `role="alert"` box; '' when nothing failed. */
  error: string;
  announce: (text: string) => void;
  /** Shows a caught failure's message (the server's sentence, see admin/lib/api-client.ts) as the error. */
  report: (caught: unknown) => void;
  clearError: () => void;
}

/** The inbox's status messages: one announcement and one error at a time; stable callbacks. */
export function useStatusLine(): StatusLine {
  const [announcement, announce] = useState('');
  const [error, setError] = useState('');
  const report = useCallback((caught: unknown) => setError(errorMessage(caught)), []);
  const clearError = useCallback(() => setError(''), []);
  return { announcement, error, announce, report, clearError };
}
