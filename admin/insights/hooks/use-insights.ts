import { useCallback, useEffect, useState } from 'react';
import type { InsightsResponse } from '../../../common/insights-api';
import { errorMessage } from '../../lib/api-client';
import { whileCurrent } from '../../lib/latest-answer';
import { getInsights } from '../api/insights';
import { parsePeriod, periodQuery, type PeriodChoice } from '../utils/period';

/** What the insights page draws, from {@link useInsights}. */
export interface InsightsState {
  choice: PeriodChoice;
  /** `period=…[&from=…&to=…]`: the API's and the CSV links' query. */
  query: string;
  /** The last answer, kept while the next period loads; null before the first. */
  data: InsightsResponse | null;
  loading: boolean;
  /** The failure's sentence (the server's, see admin/lib/api-client.ts); '' when none. */
  error: string;
  /** Shows another period: a new history entry, so Back returns to the one before. */
  choose: (choice: PeriodChoice) => void;
  /** Reads the same period again (after a note was added or removed). */
  reload: () => void;
}

/**
 * The insights of the period in the page's URL: GET /api/admin/insights (DESIGN §8 "Site
 * insights"), again whenever the period changes, by the picker (`history.pushState`) or by Back
 * and Forward (`popstate`). An answer that arrives after a newer request started is dropped.
 */
export function useInsights(): InsightsState {
  const [choice, setChoice] = useState<PeriodChoice>(() => parsePeriod(location.search));
  const [data, setData] = useState<InsightsResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [reads, setReads] = useState(0);
  const query = periodQuery(choice);

  useEffect(() => {
    const onPop = () => setChoice(parsePeriod(location.search));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    setLoading(true);
    setError('');
    return whileCurrent(
      getInsights(query),
      (answer) => {
        setData(answer);
        setLoading(false);
      },
      (caught) => {
        setError(errorMessage(caught));
        setLoading(false);
      },
    );
  }, [query, reads]);

  const reload = useCallback(() => setReads((n) => n + 1), []);

  const choose = useCallback((next: PeriodChoice) => {
    const search = `?${periodQuery(next)}`;
    if (search !== location.search) history.pushState(null, '', search);
    setChoice(next);
  }, []);

  return { choice, query, data, loading, error, choose, reload };
}
