import { useCallback, useEffect, useState } from 'react';
import type {
  InsightsShare,
  InsightsShareCreated,
  InsightsShareInput,
} from '../../../common/insights-api';
import { errorMessage } from '../../lib/api-client';
import { createShare, listShares, revokeShare } from '../api/shares';
import { useBusyCall } from './use-busy-call';

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
  const refresh = useCallback(async () => {
    setShares((await listShares()).shares);
  }, []);

  const { busy, error, setError, run } = useBusyCall(refresh);

  useEffect(() => {
    refresh().catch((caught: unknown) => setError(errorMessage(caught)));
  }, [refresh, setError]);

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
