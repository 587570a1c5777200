import { useEffect, useState } from 'react';
import type { InsightsRealtime } from '../../../common/insights-api';
import { errorMessage } from '../../lib/api-client';
import { getRealtime } from '../api/insights';

/** Milliseconds between two realtime reads while the tab is visible. */
export const REALTIME_REFRESH_MS = 10_000;

/** What the realtime panel draws, from {@link useRealtime}. */
export interface RealtimeState {
  /** The last answer; null before the first. */
  data: InsightsRealtime | null;
  /** The last failure's sentence; '' once a read succeeds again. */
  error: string;
}

/**
 * Visitors of the last 5 minutes (`GET /api/admin/insights/realtime`), read at once and every
 * {@link REALTIME_REFRESH_MS} ms while the tab is visible (`document.visibilityState`): a hidden
 * tab asks nothing, and one shown again reads at once and then on the same interval.
 */
export function useRealtime(): RealtimeState {
  const [data, setData] = useState<InsightsRealtime | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let gone = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const read = () => {
      getRealtime().then(
        (answer) => {
          if (gone) return;
          setData(answer);
          setError('');
        },
        (caught: unknown) => {
          if (gone) return;
          setError(errorMessage(caught));
        },
      );
    };
    const follow = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState !== 'visible') return;
      read();
      timer = setInterval(read, REALTIME_REFRESH_MS);
    };
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      gone = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', follow);
    };
  }, []);

  return { data, error };
}
