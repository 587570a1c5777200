import { useCallback, useEffect, useState } from 'react';
import type {
  InsightsShare,
  InsightsShareCreated,
  InsightsShareInput,
} from '../../../common/insights-api';
import { createShare, listShares, revokeShare } from '../api/shares';

/** What the share panel draws and does, from {@link useShares}. */
export interface SharesState {
  /** The live links, newest first; null before the first answer. */
  shares: InsightsShare[] | null;
  /** The link just made, with its path: shown once, until the next call. */
  created: InsightsShareCreated | null;
  busy: boolean;
  /** The last failure's sentence (the server's); '' when none. */
  error: string;
  create: (input: InsightsShareInput) => Promise<boolean>;
  revoke: (id: number) => Promise<boolean>;
}

/**
 * The team's read-only links (admin/insights/api/shares.ts): listed once, then again after each
 * creation or revocation. The new link's path is kept in memory only, never in the URL.
 */
export function useShares(): SharesState {
  const [shares, setShares] = useState<InsightsShare[] | null>(null);
  const [created, setCreated] = useState<InsightsShareCreated | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const refresh = useCallback(async () => {
    setShares((await listShares()).shares);
  }, []);

  useEffect(() => {
    refresh().catch((caught: unknown) =>
      setError(caught instanceof Error ? caught.message : 'Something went wrong.'),
    );
  }, [refresh]);

  const run = useCallback(
    async (call: () => Promise<void>) => {
      setBusy(true);
      setError('');
      try {
        await call();
        await refresh();
        return true;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : 'Something went wrong.');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [refresh],
  );

  const create = useCallback(
    (input: InsightsShareInput) =>
      run(async () => {
        setCreated(null);
        setCreated(await createShare(input));
      }),
    [run],
  );
  const revoke = useCallback(
    (id: number) =>
      run(async () => {
        await revokeShare(id);
        setCreated((shown) => (shown?.id === id ? null : shown));
      }),
    [run],
  );
  return { shares, created, busy, error, create, revoke };
}
