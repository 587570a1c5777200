/**
 * The team's site insights (DESIGN §8 "Site insights"), /admin/insights: a period picker (state
 * in the URL), visitors and page views against the previous period, a chart of both per day,
 * ranked lists (pages, languages, referrers, UTM campaigns, devices), the contact funnel per
 * language, and real-user web vitals per page and per day, one metric at a time. Every chart has its numbers as a
 * table; every table the API exports has a "Download CSV" link for the same period.
 *
 * Data: GET /api/admin/insights (common/insights-api.ts), through use-insights.ts. Loading and
 * results are announced in a polite live region, failures in an alert (WCAG 4.1.3); a 401 sends
 * the page to the sign-in page (admin/lib/api-client.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-api';
import type {
  InsightsCsvTable,
  InsightsResponse,
  VitalsMetric,
} from '../../../common/insights-api';
import { AdminHeader } from '../../components/admin-header';
import { insightsCsvUrl } from '../api/insights';
import { DailyChart, MetricPicker, VitalsTrend } from './charts';
import { formatCount, formatRange } from '../utils/format';
import { Funnel } from './funnel';
import { Panel } from './panel';
import { PeriodPicker } from './period-picker';
import { PERIOD_LABELS } from '../utils/period';
import { RankedList } from './ranked-list';
import { Totals } from './totals';
import { useInsights } from '../hooks/use-insights';
import { VitalsTable } from './vitals-table';

/** The ranked lists, in the page's order: field, heading, first column, the empty key's name. */
const RANKED: {
  field: 'pages' | 'languages' | 'referrers' | 'campaigns' | 'devices';
  title: string;
  keyHeading: string;
  noneLabel: string;
}[] = [
  { field: 'pages', title: 'Top pages', keyHeading: 'Page', noneLabel: '(unknown)' },
  { field: 'languages', title: 'Languages', keyHeading: 'Language', noneLabel: '(unknown)' },
  { field: 'referrers', title: 'Referrers', keyHeading: 'Referrer', noneLabel: 'Direct or none' },
  { field: 'campaigns', title: 'UTM campaigns', keyHeading: 'Campaign', noneLabel: 'No campaign' },
  { field: 'devices', title: 'Devices', keyHeading: 'Device', noneLabel: '(unknown)' },
];

/** The /admin/insights page once signed in (admin/main.tsx renders it; the server checks the session). */
export function Insights() {
  const insights = useInsights();
  const { data, loading, error, query, choice } = insights;
  const [accountError, setAccountError] = useState('');
  const reportAccount = useCallback(
    (caught: unknown) =>
      setAccountError(caught instanceof Error ? caught.message : 'Something went wrong.'),
    [],
  );
  useEffect(() => {
    document.title = 'Site insights';
  }, []);
  const csv = (table: InsightsCsvTable) => insightsCsvUrl(query, table);
  const shownError = error || accountError;

  return (
    <div className="min-h-screen">
      <AdminHeader current="insights" title="Site insights" report={reportAccount} />
      <main className="mx-auto max-w-7xl px-4 py-4">
        <PeriodPicker choice={choice} range={data?.range ?? null} onChoose={insights.choose} />
        <p role="status" className="my-3 text-sm text-muted">
          {loading
            ? `Loading insights for ${choice.period === 'custom' ? 'the chosen dates' : PERIOD_LABELS[choice.period].toLowerCase()}…`
            : data && !error
              ? `Showing ${formatRange(data.range)}, compared with ${formatRange(data.previousRange)}. Days are UTC.`
              : ''}
        </p>
        {shownError && (
          <div
            role="alert"
            className="mb-4 rounded border border-danger bg-danger-soft p-3 text-danger-strong"
          >
            <p>{shownError}</p>
            <p className="mt-1 text-sm">
              Try again in a moment, or{' '}
              <a className="underline" href={ADMIN_PATHS.signIn}>
                sign in again
              </a>{' '}
              if your session has ended.
            </p>
          </div>
        )}
        {data && <Report data={data} csv={csv} stale={loading} />}
      </main>
    </div>
  );
}

/** Everything below the picker, for one answer; dimmed while the next period loads. */
function Report({
  data,
  csv,
  stale,
}: {
  data: InsightsResponse;
  csv: (table: InsightsCsvTable) => string;
  stale: boolean;
}) {
  const [metric, setMetric] = useState<VitalsMetric>('LCP');
  return (
    <div
      className={`grid grid-cols-1 gap-4 lg:grid-cols-2 ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
    >
      <Panel id="totals" title="Visitors and page views" className="lg:col-span-2">
        <Totals data={data} />
      </Panel>
      <Panel
        id="daily"
        title="Visitors and page views per day"
        csvHref={csv('daily')}
        className="lg:col-span-2"
      >
        <DailyChart daily={data.daily} />
      </Panel>
      {RANKED.map((list) => (
        <Panel key={list.field} id={list.field} title={list.title} csvHref={csv(list.field)}>
          <RankedList
            rows={data[list.field]}
            keyHeading={list.keyHeading}
            noneLabel={list.noneLabel}
            label={list.title}
          />
        </Panel>
      ))}
      <Panel id="funnel" title="Contact funnel per language" csvHref={csv('funnel')}>
        <Funnel rows={data.funnel} />
      </Panel>
      <Panel id="vitals" title="Web vitals" csvHref={csv('vitals')} className="lg:col-span-2">
        <p className="mb-3 text-sm text-muted">
          Real visitors' 75th percentile (p75); a page needs {formatCount(data.vitalsMinSamples)}{' '}
          samples of a metric before its p75 is shown.
        </p>
        <MetricPicker metric={metric} onMetric={setMetric} />
        <h3 className="mb-2 font-semibold">{metric} per page</h3>
        <VitalsTable rows={data.vitals.filter((row) => row.metric === metric)} />
        <h3 className="mt-4 mb-2 font-semibold">{metric} per day, whole site</h3>
        <VitalsTrend trend={data.vitalsTrend} metric={metric} />
      </Panel>
    </div>
  );
}
