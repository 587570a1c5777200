import type { InsightsRankRow } from '../../../common/insights-api';
import { formatCount, formatShare } from '../utils/format';
import { DataTable, td, tdNum, thRow } from './panel';

/**
 * A ranked list (top pages, languages, referrers, campaigns, devices) as a table, in the
 * server's order: the key, page views, visitors and the share of the period's page views, as a
 * number and as a bar (CSS width; the number beside it carries the meaning, the bar is hidden
 * from screen readers). `noneLabel` names the empty key (no referrer, no campaign…).
 */
export function RankedList({
  rows,
  keyHeading,
  noneLabel,
  label,
}: {
  rows: InsightsRankRow[];
  /** The first column's heading: "Page", "Language"… */
  keyHeading: string;
  noneLabel: string;
  /** The table's name (its caption, hidden). */
  label: string;
}) {
  if (rows.length === 0) return <p className="text-muted">No page views in this period.</p>;
  return (
    <DataTable
      label={label}
      columns={[
        { heading: keyHeading },
        { heading: 'Page views', numeric: true },
        { heading: 'Visitors', numeric: true },
        { heading: 'Share', className: 'min-w-28' },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row" className={`${thRow} max-w-64 break-words`}>
            {row.key ? <bdi>{row.key}</bdi> : <span className="text-muted">{noneLabel}</span>}
          </th>
          <td className={tdNum}>{formatCount(row.pageViews)}</td>
          <td className={tdNum}>{formatCount(row.visitors)}</td>
          <td className={td}>
            <div className="flex items-center gap-2">
              <span className="w-12 text-end tabular-nums">{formatShare(row.share)}</span>
              <span aria-hidden="true" className="h-2 flex-1 rounded bg-subtle-strong">
                <span
                  className="block h-2 rounded bg-brand"
                  style={{ width: `${Math.min(100, Math.max(0, row.share * 100))}%` }}
                />
              </span>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
