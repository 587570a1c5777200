import { useId, type ReactNode } from 'react';
import type { InsightsRankRow } from '../../../common/insights-api';
import { secondary } from '../../components/buttons';
import { formatCount, formatShare } from '../utils/format';
import { DataTable, td, tdNum, thRow, type DataColumn } from './panel';

/** "Show all N" of a ranked list longer than the rows shown, and what it is doing. */
export interface RankedListExpansion {
  /** Keys the list has in the period (`listSizes`). */
  total: number;
  /** Every row is shown, or asked for. */
  expanded: boolean;
  /** The whole list is on its way. */
  loading: boolean;
  /** Why the whole list could not be read; '' when nothing failed. */
  error: string;
  onToggle: () => void;
}

/**
 * A ranked list (top pages, languages, referrers, UTM values, devices) as a table, in the
 * server's order: the key, page views, visitors and the share of the period's page views, as a
 * number and as a bar (CSS width; the number beside it carries the meaning, the bar is hidden
 * from screen readers, and from screens narrower than 640 px, where the table must fit).
 * `noneLabel` names the empty key (no referrer, no campaign…); `formatKey` writes the others
 * (a language's name). With `expansion`, a list longer than its rows has a "Show all N" button
 * (`aria-expanded`, controlling the table) that becomes "Show fewer".
 */
export function RankedList({
  rows,
  keyHeading,
  noneLabel,
  label,
  formatKey = (key) => key,
  expansion,
}: {
  rows: InsightsRankRow[];
  /** The first column's heading: "Page", "Language"… */
  keyHeading: string;
  noneLabel: string;
  /** The table's name (its caption, hidden). */
  label: string;
  formatKey?: (key: string) => string;
  expansion?: RankedListExpansion;
}) {
  return (
    <ExpandableTable
      rows={rows.length}
      empty="No page views in this period."
      label={label}
      columns={[
        { heading: keyHeading },
        { heading: 'Page views', numeric: true },
        { heading: 'Visitors', numeric: true },
        { heading: 'Share', className: 'sm:min-w-28' },
      ]}
      expansion={expansion}
      sayCap
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={`${thRow} max-w-64 wrap-anywhere`}>
            {row.key ? (
              <bdi>{formatKey(row.key)}</bdi>
            ) : (
              <span className="text-muted">{noneLabel}</span>
            )}
          </th>
          <td className={tdNum}>{formatCount(row.pageViews)}</td>
          <td className={tdNum}>{formatCount(row.visitors)}</td>
          <td className={td}>
            <div className="flex items-center gap-2">
              <span className="w-12 text-end tabular-nums">{formatShare(row.share)}</span>
              <span
                aria-hidden="true"
                className="hidden h-2 flex-1 rounded bg-subtle-strong sm:block"
              >
                <span
                  className="block h-2 rounded bg-brand"
                  style={{ width: `${Math.min(100, Math.max(0, row.share * 100))}%` }}
                />
              </span>
            </div>
          </td>
        </tr>
      ))}
    </ExpandableTable>
  );
}

/**
 * A table of the insights page that may grow beyond its top ten (the ranked lists, the goals): the
 * `empty` sentence when it has no rows, else the {@link DataTable} (its id made here, for the
 * button to control) followed by its {@link ExpansionControls}.
 */
export function ExpandableTable({
  rows,
  empty,
  label,
  columns,
  expansion,
  sayCap = false,
  children,
}: {
  /** How many rows the table shows. */
  rows: number;
  /** Shown instead of the table when `rows` is 0. */
  empty: string;
  /** The table's name (its caption, hidden). */
  label: string;
  columns: readonly DataColumn[];
  expansion: RankedListExpansion | undefined;
  /** As {@link ExpansionControls}'s. */
  sayCap?: boolean;
  /** The body's rows. */
  children: ReactNode;
}) {
  const tableId = useId();
  if (rows === 0) return <p className="text-muted">{empty}</p>;
  return (
    <div>
      <DataTable id={tableId} label={label} columns={columns}>
        {children}
      </DataTable>
      <ExpansionControls expansion={expansion} tableId={tableId} rows={rows} sayCap={sayCap} />
    </div>
  );
}

/**
 * What follows an expandable table (the ranked lists, the goals): the "Show all N" button, which
 * becomes "Show fewer" (`aria-expanded`, controlling the table `tableId`), shown while the list
 * is expanded or longer than its `rows`; a status line saying the whole list is loading (with
 * `sayCap`, also that a capped answer shows only its first `rows`); and the failure's alert.
 * Nothing without `expansion`.
 */
export function ExpansionControls({
  expansion,
  tableId,
  rows,
  sayCap = false,
}: {
  expansion: RankedListExpansion | undefined;
  /** The id of the table the button shows more or fewer rows of. */
  tableId: string;
  /** How many rows the table shows. */
  rows: number;
  /** Say "The first N of M are shown." when expanded and the answer is shorter than the list. */
  sayCap?: boolean;
}) {
  const expandable = expansion && (expansion.expanded || expansion.total > rows);
  return (
    <>
      {expandable && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={secondary}
            aria-expanded={expansion.expanded}
            aria-controls={tableId}
            onClick={expansion.onToggle}
          >
            {expansion.expanded ? 'Show fewer' : `Show all ${formatCount(expansion.total)}`}
          </button>
          <span role="status" className="text-sm text-muted">
            {expansion.loading
              ? 'Loading every row…'
              : sayCap && expansion.expanded && expansion.total > rows
                ? `The first ${formatCount(rows)} of ${formatCount(expansion.total)} are shown.`
                : ''}
          </span>
        </div>
      )}
      {expansion?.error && (
        <p role="alert" className="mt-2 text-sm text-danger-strong">
          {expansion.error}
        </p>
      )}
    </>
  );
}
