/**
 * The team's site insights (DESIGN §8 "Site insights"), /admin/insights: visitors right now
 * (refreshed every 10 s while the tab is visible), a period picker (state in the URL), visitors
 * and page views against the previous period, a chart of both per day with the copy's publishes
 * and the team's notes marked on it (and listed under it, with the form that adds a note),
 * ranked lists (pages, languages by name, referrers, UTM campaigns, sources and media, devices,
 * countries by English name with the geolocation database's attribution; each expands from its
 * top ten to every row), the contact funnel per language, and real-user
 * web vitals per page and per day, one metric at a time. Every chart has its numbers as a
 * table; every table the API exports has a "Download CSV" link for the same period.
 *
 * Data: GET /api/admin/insights (common/insights-api.ts), through use-insights.ts; the whole
 * lists, the realtime count, the notes and the read-only links (the "Share" panel, under the
 * report) through their own hooks. Loading and results are
 * announced in a polite live region, failures in an alert (WCAG 4.1.3); a 401 sends the page to
 * the sign-in page (admin/lib/api-client.ts).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-api';
import {
  COUNTRY_ATTRIBUTION,
  type InsightsCsvTable,
  type InsightsList,
  type InsightsResponse,
  type VitalsMetric,
} from '../../../common/insights-api';
import { AlertBox } from '../../components/alert-box';
import { AdminHeader } from '../../components/admin-header';
import { errorMessage } from '../../lib/api-client';
import { insightsCsvUrl } from '../api/insights';
import { Annotations, type NotesEditing } from './annotations';
import { DailyChart, MetricPicker, VitalsTrend } from './charts';
import { formatCount, formatCountry, formatLanguage, formatRange } from '../utils/format';
import { Funnel } from './funnel';
import { Goals, GoalsPanel } from './goals';
import { Panel } from './panel';
import { PeriodPicker } from './period-picker';
import { PERIOD_LABELS } from '../utils/period';
import { RankedList } from './ranked-list';
import { SharePanel } from './share-panel';
import { Realtime } from './realtime';
import { Totals } from './totals';
import { useInsights } from '../hooks/use-insights';
import { useNotes } from '../hooks/use-notes';
import { useRankedList } from '../hooks/use-ranked-list';
import { useRealtime } from '../hooks/use-realtime';
import { useShares } from '../hooks/use-shares';
import { VitalsTable } from './vitals-table';

/** A ranked list's panel: heading, first column, the empty key's name, how keys are written. */
interface RankedSpec {
  field: InsightsList;
  title: string;
  keyHeading: string;
  noneLabel: string;
  formatKey?: (key: string) => string;
  /** Under the table: where its data comes from, when a licence asks to say so. */
  footnote?: ReactNode;
}

/**
 * The countries list's credit: DB-IP Lite's licence (CC BY 4.0) asks for a link to db-ip.com on
 * pages that show results from the database.
 */
function CountryAttribution() {
  return (
    <p className="mt-2 text-sm text-muted">
      <a className="underline" href={COUNTRY_ATTRIBUTION.href} rel="noreferrer">
        {COUNTRY_ATTRIBUTION.text}
      </a>
    </p>
  );
}

/** The Countries list: English names, `unknown` as "Unknown", and the attribution. */
const COUNTRIES_SPEC: RankedSpec = {
  field: 'countries',
  title: 'Countries',
  keyHeading: 'Country',
  noneLabel: 'Unknown',
  formatKey: formatCountry,
  footnote: <CountryAttribution />,
};

/** The ranked lists, in the page's order. */
const RANKED: RankedSpec[] = [
  { field: 'pages', title: 'Top pages', keyHeading: 'Page', noneLabel: '(unknown)' },
  {
    field: 'languages',
    title: 'Languages',
    keyHeading: 'Language',
    noneLabel: '(unknown)',
    formatKey: formatLanguage,
  },
  { field: 'referrers', title: 'Referrers', keyHeading: 'Referrer', noneLabel: 'Direct or none' },
  { field: 'campaigns', title: 'UTM campaigns', keyHeading: 'Campaign', noneLabel: 'No campaign' },
  { field: 'sources', title: 'UTM sources', keyHeading: 'Source', noneLabel: 'No source' },
  { field: 'mediums', title: 'UTM media', keyHeading: 'Medium', noneLabel: 'No medium' },
  { field: 'devices', title: 'Devices', keyHeading: 'Device', noneLabel: '(unknown)' },
  COUNTRIES_SPEC,
];

/** The /admin/insights page once signed in (admin/main.tsx renders it; the server checks the session). */
export function Insights() {
  const insights = useInsights();
  const { data, loading, error, query, choice } = insights;
  const [accountError, setAccountError] = useState('');
  const reportAccount = useCallback((caught: unknown) => setAccountError(errorMessage(caught)), []);
  useEffect(() => {
    document.title = 'Site insights';
  }, []);
  const csv = (table: InsightsCsvTable) => insightsCsvUrl(query, table);
  const shownError = error || accountError;
  const realtime = useRealtime();
  const notes = useNotes(insights.reload);
  const shares = useShares();

  return (
    <div className="min-h-screen">
      <AdminHeader current="insights" title="Site insights" report={reportAccount} />
      <main className="mx-auto max-w-7xl px-4 py-4">
        <Panel id="realtime" title="Right now" className="mb-4">
          <Realtime data={realtime.data} error={realtime.error} />
        </Panel>
        <PeriodPicker choice={choice} range={data?.range ?? null} onChoose={insights.choose} />
        <p role="status" className="my-3 text-sm text-muted">
          {loading
            ? `Loading insights for ${choice.period === 'custom' ? 'the chosen dates' : PERIOD_LABELS[choice.period].toLowerCase()}…`
            : data && !error
              ? `Showing ${formatRange(data.range)}, compared with ${formatRange(data.previousRange)}. Days are UTC.`
              : ''}
        </p>
        {shownError && (
          <AlertBox>
            <p>{shownError}</p>
            <p className="mt-1 text-sm">
              Try again in a moment, or{' '}
              <a className="underline" href={ADMIN_PATHS.signIn}>
                sign in again
              </a>{' '}
              if your session has ended.
            </p>
          </AlertBox>
        )}
        {data && (
          <Report
            data={data}
            stale={loading}
            team={{
              query,
              csv,
              notes: {
                busy: notes.busy,
                error: notes.error,
                onAdd: notes.add,
                onDelete: notes.remove,
              },
            }}
          />
        )}
        <SharePanel choice={choice} state={shares} />
      </main>
    </div>
  );
}

/** What only the team's own page has: whole lists, CSV links, the notes' form. */
export interface TeamTools {
  /** The period's query, for the whole lists. */
  query: string;
  csv: (table: InsightsCsvTable) => string;
  notes: NotesEditing;
}

/**
 * Everything below the picker, for one answer; dimmed while the next period loads. Without
 * `team` (a shared link's page, ./shared-insights-page.tsx) it is read-only: the top ten of each
 * list, no "Show all", no CSV, no note form or Delete.
 */
export function Report({
  data,
  stale,
  team,
}: {
  data: InsightsResponse;
  stale: boolean;
  team?: TeamTools;
}) {
  const [metric, setMetric] = useState<VitalsMetric>('LCP');
  const csv = team?.csv;
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
        csvHref={csv?.('daily')}
        className="lg:col-span-2"
      >
        <DailyChart daily={data.daily} annotations={data.annotations} />
        <Annotations
          key={`${data.range.from}/${data.range.to}`}
          annotations={data.annotations}
          range={data.range}
          notes={team?.notes}
        />
      </Panel>
      {RANKED.map((spec) => (
        <RankedPanel key={spec.field} spec={spec} data={data} query={team?.query} csv={csv} />
      ))}
      <Panel id="funnel" title="Contact funnel per language" csvHref={csv?.('funnel')}>
        <Funnel rows={data.funnel} />
      </Panel>
      {team ? (
        <GoalsPanel
          rows={data.goals}
          total={data.goalsTotal}
          query={team.query}
          csvHref={team.csv('goals')}
        />
      ) : (
        <Panel id="goals" title="Goals" className="lg:col-span-2">
          <Goals rows={data.goals} />
        </Panel>
      )}
      <Panel id="vitals" title="Web vitals" csvHref={csv?.('vitals')} className="lg:col-span-2">
        <p className="mb-3 text-sm text-muted">
          Real visitors' 75th percentile (p75); a page needs {formatCount(data.vitalsMinSamples)}{' '}
          samples of a metric before its p75 is shown.
        </p>
        <MetricPicker metric={metric} onMetric={setMetric} />
        <h3 className="mb-2 font-semibold">{metric} per page</h3>
        <VitalsTable rows={data.vitals.filter((row) => row.metric === metric)} />
        <h3 className="mt-4 mb-2 font-semibold">{metric} per day, whole site</h3>
        <VitalsTrend trend={data.vitalsTrend} metric={metric} minSamples={data.vitalsMinSamples} />
      </Panel>
    </div>
  );
}

/** One ranked list's panel: its top ten, and every row after "Show all N". */
function RankedPanel({
  spec,
  data,
  query,
  csv,
}: {
  spec: RankedSpec;
  data: InsightsResponse;
  /** The period's query, for the whole list; none on a read-only page (the top ten only). */
  query?: string;
  csv?: (table: InsightsCsvTable) => string;
}) {
  const whole = useRankedList(query ?? '', spec.field);
  return (
    <Panel id={spec.field} title={spec.title} csvHref={csv?.(spec.field)}>
      <RankedList
        rows={whole.allRows ?? data[spec.field]}
        keyHeading={spec.keyHeading}
        noneLabel={spec.noneLabel}
        label={spec.title}
        formatKey={spec.formatKey}
        expansion={
          query === undefined
            ? undefined
            : {
                total: data.listSizes[spec.field],
                expanded: whole.expanded,
                loading: whole.loading,
                error: whole.error,
                onToggle: whole.toggle,
              }
        }
      />
      {spec.footnote}
    </Panel>
  );
}
