import { REALTIME_WINDOW_MINUTES, type InsightsRealtime } from '../../../common/insights-api';
import { formatCount } from '../utils/format';
import { DataTable, tdNum, thRow } from './panel';

/**
 * Visitors right now: how many were counted in the last {@link REALTIME_WINDOW_MINUTES}
 * minutes and the page each is on (their latest view), most visitors first. Refreshed by its
 * hook every 10 s while the tab is visible; not a live region (a count read out every 10 s would
 * drown everything else).
 */
export function Realtime({ data, error }: { data: InsightsRealtime | null; error: string }) {
  if (!data) {
    return error ? (
      <p role="alert" className="text-danger-strong">
        {error}
      </p>
    ) : (
      <p className="text-muted">Counting…</p>
    );
  }
  return (
    <div>
      <p className="mb-3">
        <span className="text-3xl font-semibold tabular-nums">{formatCount(data.visitors)}</span>{' '}
        {data.visitors === 1 ? 'visitor' : 'visitors'} in the last {REALTIME_WINDOW_MINUTES} minutes
      </p>
      {error && <p className="mb-2 text-sm text-danger-strong">Not refreshed: {error}</p>}
      {data.pages.length > 0 && (
        <DataTable
          label="Pages visitors are on"
          columns={[{ heading: 'Page' }, { heading: 'Visitors', numeric: true }]}
        >
          {data.pages.map((page) => (
            <tr key={page.path}>
              <th scope="row" className={`${thRow} wrap-anywhere`}>
                <bdi>{page.path}</bdi>
              </th>
              <td className={tdNum}>{formatCount(page.visitors)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
