import { useCallback, useEffect, useState } from 'react';
import type { InsightsList, InsightsRankRow } from '../../../common/insights-api';
import { errorMessage } from '../../lib/api-client';
import { whileCurrent } from '../../lib/latest-answer';
import { getInsightsList } from '../api/insights';

/** What an expandable table draws, from {@link useExpandableRows}. */
export interface ExpandableRowsState<Row> {
  /** Whether every row is asked for ("Show all N" pressed). */
  expanded: boolean;
  /** Every row, once the call answered; null before, or when shrunk again. */
  allRows: Row[] | null;
  loading: boolean;
  /** The failure's sentence; '' when none. */
  error: string;
  /** "Show all N" / "Show fewer". */
  toggle: () => void;
}

/** What an expandable ranked list draws, from {@link useRankedList}. */
export type RankedListState = ExpandableRowsState<InsightsRankRow>;

/**
 * A table beyond its top ten: "Show all" asks `fetchRows` for the period's every row, "Show
 * fewer" goes back to the ten of the main answer. A new period shrinks the table again; an answer
 * for an older period is dropped.
 * @param query the period's query (`period=…[&from=…&to=…]`)
 * @param fetchRows the call for every row of a period; keep it stable (module level or
 *   `useCallback`), since a new function asks again
 */
export function useExpandableRows<Row>(
  query: string,
  fetchRows: (query: string) => Promise<Row[]>,
): ExpandableRowsState<Row> {
  // The period the table was expanded for: another period shows its top ten again.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ query: string; rows: Row[] } | null>(null);
  const [error, setError] = useState('');
  const expanded = expandedFor === query;

  useEffect(() => {
    if (!expanded) return;
    setError('');
    return whileCurrent(
      fetchRows(query),
      (rows) => setAnswer({ query, rows }),
      (caught) => {
        setError(errorMessage(caught));
        setExpandedFor(null);
      },
    );
  }, [expanded, query, fetchRows]);

  const toggle = useCallback(() => {
    setAnswer(null);
    setError('');
    setExpandedFor(expanded ? null : query);
  }, [expanded, query]);

  const allRows = expanded && answer?.query === query ? answer.rows : null;
  return { expanded, allRows, loading: expanded && !allRows, error, toggle };
}

/**
 * One ranked list beyond its top ten: "Show all" asks `GET /api/admin/insights/list` for the
 * period's every row (up to 1,000) ({@link useExpandableRows}).
 * @param query the period's query (`period=…[&from=…&to=…]`)
 */
export function useRankedList(query: string, list: InsightsList): RankedListState {
  const fetchRows = useCallback(
    async (period: string) => (await getInsightsList(period, list)).rows,
    [list],
  );
  return useExpandableRows(query, fetchRows);
}
