import type { InsightsGoalRow } from '../../../common/insights-goals';
import { getInsightsGoals } from '../api/insights';
import { useExpandableRows, type ExpandableRowsState } from './use-ranked-list';

/** What the expandable goals table draws: as a ranked list's, with goal rows. */
export type GoalsListState = ExpandableRowsState<InsightsGoalRow>;

/** Every goal row of a period (`GET /api/admin/insights/goals`, up to 1,000). */
const fetchGoalRows = async (query: string) => (await getInsightsGoals(query)).rows;

/**
 * The goals beyond their top ten, as ./use-ranked-list.ts does for a ranked list: "Show all"
 * asks for the period's every row, "Show fewer" goes back to the main answer's ten.
 * @param query the period's query (`period=…[&from=…&to=…]`)
 */
export function useGoalsList(query: string): GoalsListState {
  return useExpandableRows(query, fetchGoalRows);
}
