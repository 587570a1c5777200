import type { InsightsVitalsRow } from '../../../common/insights-api';
import {
  formatCount,
  formatShare,
  formatVital,
  rate,
  RATING_LABELS,
  type VitalsRating,
} from '../utils/format';
import { DataTable, td, tdNum, thRow } from './panel';

/** A rating's badge and bar colours; the words always stand beside them (WCAG 1.4.1). */
export const RATING_CLASSES: Record<VitalsRating, { badge: string; bar: string }> = {
  good: { badge: 'bg-vital-good-soft text-success-ink', bar: 'bg-vital-good' },
  needsImprovement: { badge: 'bg-vital-fair-soft text-vital-fair-ink', bar: 'bg-vital-fair' },
  poor: { badge: 'bg-vital-poor-soft text-danger-ink', bar: 'bg-danger' },
};

/** A p75 with its rating's word in a coloured badge, or "Too few samples (n)" when null. */
export function P75({ row }: { row: Pick<InsightsVitalsRow, 'metric' | 'p75' | 'samples'> }) {
  if (row.p75 === null) {
    return <span className="text-muted">Too few samples ({formatCount(row.samples)})</span>;
  }
  const rating = rate(row.metric, row.p75);
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <span className="tabular-nums">{formatVital(row.metric, row.p75)}</span>
      <span className={`rounded px-1.5 text-xs font-semibold ${RATING_CLASSES[rating].badge}`}>
        {RATING_LABELS[rating]}
      </span>
    </span>
  );
}

/**
 * Real-user web vitals per page (spec §7), the rows of one metric (the page's metric picker;
 * every metric at once would be five rows a page): for each page the samples, the 75th
 * percentile (ms rounded, CLS to 2 decimals) with its rating, and the shares of good,
 * needs-improvement and poor samples as a stacked bar with the three shares written out.
 */
export function VitalsTable({ rows }: { rows: InsightsVitalsRow[] }) {
  if (rows.length === 0) return <p className="text-muted">No vitals reported in this period.</p>;
  return (
    <DataTable
      label="Web vitals per page"
      caption={`Web vitals per page: ${rows[0]?.metric} 75th percentile and ratings`}
      columns={[
        { heading: 'Page' },
        { heading: 'Samples', numeric: true },
        { heading: 'p75', numeric: true },
        { heading: 'Good / needs improvement / poor', className: 'min-w-56' },
      ]}
    >
      {rows.map((row) => (
        <tr key={`${row.path} ${row.metric}`}>
          <th scope="row" className={`${thRow} max-w-56 break-words`}>
            <bdi>{row.path}</bdi>
          </th>
          <td className={tdNum}>{formatCount(row.samples)}</td>
          <td className={tdNum}>
            <P75 row={row} />
          </td>
          <td className={td}>{row.bands ? <Bands bands={row.bands} /> : '–'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function Bands({ bands }: { bands: NonNullable<InsightsVitalsRow['bands']> }) {
  const parts = (['good', 'needsImprovement', 'poor'] as const).map((rating) => ({
    rating,
    share: bands[rating],
  }));
  return (
    <div>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded bg-subtle-strong">
        {parts.map((part) => (
          <span
            key={part.rating}
            className={RATING_CLASSES[part.rating].bar}
            style={{ width: `${part.share * 100}%` }}
          />
        ))}
      </div>
      <p className="mt-1 text-xs">
        {parts.map((part, index) => (
          <span key={part.rating}>
            {index > 0 && ' · '}
            {RATING_LABELS[part.rating]} {formatShare(part.share)}
          </span>
        ))}
      </p>
    </div>
  );
}
