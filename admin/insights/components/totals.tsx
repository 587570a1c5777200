import type { InsightsResponse } from '../../../common/insights-api';
import { formatChange, formatCount, formatRange } from '../utils/format';

/**
 * The period's visitors and page views beside the previous period of the same length
 * (`previousTotals`, `previousRange`), each with its signed change in per cent, or "No data
 * before" when the previous period had none. A rise or fall is also said in words, not by
 * colour alone (WCAG 1.4.1).
 */
export function Totals({ data }: { data: InsightsResponse }) {
  const items = [
    { label: 'Visitors', now: data.totals.visitors, before: data.previousTotals.visitors },
    { label: 'Page views', now: data.totals.pageViews, before: data.previousTotals.pageViews },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {items.map((item) => {
        const change = formatChange(item.now, item.before);
        const direction = item.now > item.before ? 'up' : item.now < item.before ? 'down' : 'same';
        return (
          <div key={item.label} className="rounded border border-line-strong bg-white p-4">
            <dt className="text-sm font-medium text-muted">{item.label}</dt>
            <dd className="text-3xl font-semibold tabular-nums">{formatCount(item.now)}</dd>
            <dd className="mt-1 text-sm">
              {change === null ? (
                <span className="text-muted">No data in the previous period</span>
              ) : (
                <>
                  <span
                    className={`font-semibold ${direction === 'up' ? 'text-success-strong' : direction === 'down' ? 'text-danger-strong' : ''}`}
                  >
                    {direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}
                    {change}
                  </span>{' '}
                  <span className="text-muted">
                    vs {formatCount(item.before)} in {formatRange(data.previousRange)}
                  </span>
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
