import { useCallback, useEffect, useState } from 'react';
import type { InsightsList, InsightsRankRow } from '../../../common/insights-api';
import { getInsightsList } from '../api/insights';

/** What an expandable ranked list draws, from {@link useRankedList}. */
export interface RankedListState {
  /** Whether every row is asked for ("Show all N" pressed). */
  expanded: boolean;
  /** Every row, once the list call answered; null before, or when shrunk again. */
  allRows: InsightsRankRow[] | null;
  loading: boolean;
  /** The failure's sentence; '' when none. */
  error: string;
  /** "Show all N" / "Show fewer". */
  toggle: () => void;
}

/**
 * One ranked list beyond its top ten: "Show all" asks `GET /api/admin/insights/list` for the
 * period's every row (up to 1,000), "Show fewer" goes back to the ten of the main answer. A new
 * period shrinks the list again; an answer for an older period is dropped.
 * @param query the period's query (`period=…[&from=…&to=…]`)
 */
export function useRankedList(query: string, list: InsightsList): RankedListState {
  // The period the list was expanded for: another period shows its top ten again.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ query: string; rows: InsightsRankRow[] } | null>(null);
  const [error, setError] = useState('');
  const expanded = expandedFor === query;

  useEffect(() => {
    if (!expanded) return;
    let current = true;
    setError('');
    getInsightsList(query, list).then(
      (reply) => {
        if (current) setAnswer({ query, rows: reply.rows });
      },
      (caught: unknown) => {
        if (!current) return;
        setError(caught instanceof Error ? caught.message : 'Something went wrong.');
        setExpandedFor(null);
      },
    );
    return () => {
      current = false;
    };
  }, [expanded, query, list]);

  const toggle = useCallback(() => {
    setAnswer(null);
    setError('');
    setExpandedFor(expanded ? null : query);
  }, [expanded, query]);

  const allRows = expanded && answer?.query === query ? answer.rows : null;
  return { expanded, allRows, loading: expanded && !allRows, error, toggle };
}
