import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

/** One call at a time with its failure's sentence, from {@link useBusyCall}. */
export interface BusyCall {
  /** A call is on its way. */
  busy: boolean;
  /** The last failure's sentence (the server's); '' when none. */
  error: string;
  /** Reports a failure outside {@link BusyCall.run} (e.g. the first read). */
  setError: (error: string) => void;
  /**
   * Runs `call`, then `after` (the re-read that shows the change): `busy` meanwhile, the error
   * cleared first and set from whatever either throws. @returns true when both succeeded
   */
  run: (call: () => Promise<unknown>) => Promise<boolean>;
}

/**
 * The form state of a panel's writes (the notes, the share links): a busy flag and an error
 * sentence (admin/lib/api-client.ts `errorMessage`) around each call and the re-read after it.
 * @param after what shows the change once the call succeeded; keep it stable (`useCallback`)
 */
export function useBusyCall(after: () => unknown): BusyCall {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      setBusy(true);
      setError('');
      try {
        await call();
        await after();
        return true;
      } catch (caught) {
        setError(errorMessage(caught));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [after],
  );
  return { busy, error, setError, run };
}
