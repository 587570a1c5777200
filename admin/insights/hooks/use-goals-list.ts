import { useCallback, useEffect, useState } from 'react';
import type { InsightsGoalRow } from '../../../common/insights-goals';
import { getInsightsGoals } from '../api/insights';
import type { RankedListState } from './use-ranked-list';

/** What the expandable goals table draws: as a ranked list's, with goal rows. */
export type GoalsListState = Omit<RankedListState, 'allRows'> & {
  allRows: InsightsGoalRow[] | null;
};

/**
 * The goals beyond their top ten: "Show all" asks `GET /api/admin/insights/goals` for the
 * period's every row (up to 1,000), "Show fewer" goes back to the main answer's ten; a new period
 * shrinks the table again and an answer for an older period is dropped (as ./use-ranked-list.ts).
 * @param query the period's query (`period=…[&from=…&to=…]`)
 */
export function useGoalsList(query: string): GoalsListState {
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ query: string; rows: InsightsGoalRow[] } | null>(null);
  const [error, setError] = useState('');
  const expanded = expandedFor === query;

  useEffect(() => {
    if (!expanded) return;
    let current = true;
    setError('');
    getInsightsGoals(query).then(
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
  }, [expanded, query]);

  const toggle = useCallback(() => {
    setAnswer(null);
    setError('');
    setExpandedFor(expanded ? null : query);
  }, [expanded, query]);

  const allRows = expanded && answer?.query === query ? answer.rows : null;
  return { expanded, allRows, loading: expanded && !allRows, error, toggle };
}
