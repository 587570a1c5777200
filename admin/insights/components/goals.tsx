import type { InsightsGoal, InsightsGoalRow } from '../../../common/insights-goals';
import { ExpandableTable, type RankedListExpansion } from './ranked-list';
import { formatCount, formatLanguage, formatShare } from '../utils/format';
import { useGoalsList } from '../hooks/use-goals-list';
import { Panel, td, tdNum, thRow } from './panel';

/** What each goal is called on the page. */
export const GOAL_LABELS: Record<InsightsGoal, string> = {
  'download-optimus': 'Optimus presentation (PDF)',
  'download-scanova': 'Scanova pitch deck (PDF)',
  'download-lumen': 'Lumen pitch deck (PDF)',
  'download-cv': 'CV (PDF)',
  search: 'Search used',
  platform: 'Iffer platform opened',
  contact: 'Contact message sent',
};

/**
 * The goals per page and language (common/insights-goals.ts), most reached first: how often,
 * by how many visitors, the page's visitors, and the conversion (visitors who reached the goal ÷
 * the page's visitors; for messages, messages ÷ the contact page's visitors, as a message has no
 * visitor hash; "–" when the page had no counted visitors). Expandable as the ranked lists are.
 */
export function Goals({
  rows,
  expansion,
}: {
  rows: InsightsGoalRow[];
  expansion?: RankedListExpansion;
}) {
  return (
    <ExpandableTable
      rows={rows.length}
      empty="No goals reached in this period."
      label="Goals per page and language"
      columns={[
        { heading: 'Goal' },
        { heading: 'Page' },
        { heading: 'Language' },
        { heading: 'Count', numeric: true },
        { heading: 'Visitors', numeric: true },
        { heading: 'Page visitors', numeric: true },
        { heading: 'Conversion', numeric: true },
      ]}
      expansion={expansion}
    >
      {rows.map((row) => (
        <tr key={`${row.goal} ${row.path} ${row.language}`}>
          <th scope="row" className={thRow}>
            {GOAL_LABELS[row.goal] ?? row.goal}
          </th>
          <td className={`${td} whitespace-nowrap`}>
            <bdi>{row.path}</bdi>
          </td>
          <td className={td}>{row.language ? formatLanguage(row.language) : 'Unknown'}</td>
          <td className={tdNum}>{formatCount(row.count)}</td>
          <td className={tdNum}>{row.visitors === null ? '–' : formatCount(row.visitors)}</td>
          <td className={tdNum}>{formatCount(row.pageVisitors)}</td>
          <td className={tdNum}>{row.conversion === null ? '–' : formatShare(row.conversion)}</td>
        </tr>
      ))}
    </ExpandableTable>
  );
}

/** The "Goals" panel: the answer's top ten, every row after "Show all N", and the CSV. */
export function GoalsPanel({
  rows,
  total,
  query,
  csvHref,
}: {
  rows: InsightsGoalRow[];
  /** How many goal rows the period has (`goalsTotal`). */
  total: number;
  /** The period's query, for the whole list. */
  query: string;
  csvHref: string;
}) {
  const whole = useGoalsList(query);
  return (
    <Panel id="goals" title="Goals" csvHref={csvHref} className="lg:col-span-2">
      <p className="mb-3 text-sm text-muted">
        Each goal per page and language; conversion is the visitors who reached it over the page's
        visitors (messages over the contact page's visitors).
      </p>
      <Goals
        rows={whole.allRows ?? rows}
        expansion={{
          total,
          expanded: whole.expanded,
          loading: whole.loading,
          error: whole.error,
          onToggle: whole.toggle,
        }}
      />
    </Panel>
  );
}
