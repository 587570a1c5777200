import { useMemo } from 'react';
import {
  VITALS_METRICS,
  type InsightsAnnotation,
  type InsightsDay,
  type InsightsResponse,
  type VitalsMetric,
} from '../../../common/insights-api';
import { BRAND_INK_COLOUR, INK_COLOUR } from '../../../common/brand-colours';
import { primary, secondary } from '../../components/buttons';
import { formatAnnotation, formatCount, formatDay, formatVital } from '../utils/format';
import { LineChart, type ChartMark } from './line-chart';
import { DataTable, tdNum, thRow } from './panel';

/**
 * Line colours: the brand's ink orange and the site's ink navy (both ≥ 4.5:1 on white), as values
 * since a canvas cannot read the tokens (common/brand-colours.ts).
 */
const ORANGE = BRAND_INK_COLOUR;
const NAVY = INK_COLOUR;

/**
 * Visitors and page views per day: a chart, and the same numbers as a table. Each day with
 * annotations (publishes, notes) gets a marker named by them (the list under the chart says the
 * same in full).
 */
export function DailyChart({
  daily,
  annotations = [],
}: {
  daily: InsightsDay[];
  annotations?: InsightsAnnotation[];
}) {
  const days = useMemo(() => daily.map((day) => day.day), [daily]);
  const marks = useMemo(() => {
    const byDay = new Map<string, string[]>();
    for (const annotation of annotations) {
      byDay.set(annotation.day, [
        ...(byDay.get(annotation.day) ?? []),
        formatAnnotation(annotation),
      ]);
    }
    return [...byDay.entries()].map(([day, sentences]): ChartMark => ({
      day,
      label: sentences.join('; '),
    }));
  }, [annotations]);
  const series = useMemo(
    () => [
      { label: 'Visitors', values: daily.map((day) => day.visitors), colour: ORANGE },
      {
        label: 'Page views',
        values: daily.map((day) => day.pageViews),
        colour: NAVY,
        dash: [6, 4],
      },
    ],
    [daily],
  );
  return (
    <LineChart
      label="Visitors and page views per day"
      days={days}
      series={series}
      format={formatCount}
      marks={marks}
      markColour={NAVY}
      table={
        <DataTable
          label="Visitors and page views per day"
          columns={[
            { heading: 'Day' },
            { heading: 'Visitors', numeric: true },
            { heading: 'Page views', numeric: true },
          ]}
        >
          {daily.map((day) => (
            <tr key={day.day}>
              <th scope="row" className={`${thRow} whitespace-nowrap`}>
                {formatDay(day.day)}
              </th>
              <td className={tdNum}>{formatCount(day.visitors)}</td>
              <td className={tdNum}>{formatCount(day.pageViews)}</td>
            </tr>
          ))}
        </DataTable>
      }
    />
  );
}

/**
 * The site-wide p75 of one metric per day (`vitalsTrend`; ms and CLS do not share an axis, so the
 * vitals panel's metric picker chooses); the table lists every metric per day, "–" where a day
 * had too few samples. With no day's p75 for the metric there is no chart: "No samples yet".
 */
export function VitalsTrend({
  trend,
  metric,
  minSamples,
}: {
  trend: InsightsResponse['vitalsTrend'];
  metric: VitalsMetric;
  /** `vitalsMinSamples`: what a day needs for its p75. */
  minSamples: number;
}) {
  const byDay = useMemo(() => {
    const map = new Map<string, Partial<Record<VitalsMetric, number | null>>>();
    for (const point of trend) {
      map.set(point.day, { ...map.get(point.day), [point.metric]: point.p75 });
    }
    return [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  }, [trend]);
  const days = useMemo(() => byDay.map(([day]) => day), [byDay]);
  const series = useMemo(
    () => [
      {
        label: `${metric} p75`,
        values: byDay.map(([, values]) => values[metric] ?? null),
        colour: ORANGE,
      },
    ],
    [byDay, metric],
  );
  const format = useMemo(() => (value: number) => formatVital(metric, value), [metric]);
  const noSamples = series[0]!.values.every((value) => value == null);

  if (byDay.length === 0) return <p className="text-muted">No vitals reported in this period.</p>;
  return (
    <div>
      <LineChart
        label={`${metric} 75th percentile per day, whole site`}
        days={days}
        series={series}
        format={format}
        empty={
          noSamples
            ? `No samples yet: a day needs ${formatCount(minSamples)} ${metric} samples for its p75.`
            : undefined
        }
        table={
          <DataTable
            label="Web vitals p75 per day"
            caption="Web vitals 75th percentile per day, whole site"
            columns={[
              { heading: 'Day' },
              ...VITALS_METRICS.map((name) => ({ heading: name, numeric: true })),
            ]}
          >
            {byDay.map(([day, values]) => (
              <tr key={day}>
                <th scope="row" className={`${thRow} whitespace-nowrap`}>
                  {formatDay(day)}
                </th>
                {VITALS_METRICS.map((name) => {
                  const value = values[name];
                  return (
                    <td key={name} className={tdNum}>
                      {value == null ? '–' : formatVital(name, value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </DataTable>
        }
      />
    </div>
  );
}

/**
 * The vitals panel's metric: toggle buttons (`aria-pressed`) for LCP, INP, CLS, FCP and TTFB,
 * choosing the per-page table's rows and the trend chart's line.
 */
export function MetricPicker({
  metric,
  onMetric,
}: {
  metric: VitalsMetric;
  onMetric: (metric: VitalsMetric) => void;
}) {
  return (
    <div role="group" aria-label="Metric" className="mb-3 flex flex-wrap gap-1">
      {VITALS_METRICS.map((name) => (
        <button
          key={name}
          type="button"
          aria-pressed={metric === name}
          className={metric === name ? primary : secondary}
          onClick={() => onMetric(name)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
