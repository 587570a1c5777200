/**
 * The one module that imports uPlot (docs/decisions/0026-insights-charts-uplot.md): the chart
 * component loads it with `import()`, so uPlot and its stylesheet are a chunk of their own,
 * fetched only by the insights page.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line of a chart: its legend label, a value per day (null = gap), its stroke. */
export interface LineSeries {
  label: string;
  values: (number | null)[];
  /** A CSS colour. */
  colour: string;
  /** Canvas dash pattern in px, so lines differ by more than colour (WCAG 1.4.1). */
  dash?: number[];
}

/** What {@link drawLineChart} needs: the UTC days, the lines, and how to write a value. */
export interface LineChartOptions {
  days: string[];
  series: LineSeries[];
  format: (value: number) => string;
  /** px; the height is fixed at 240 px. */
  width: number;
}

/** The drawn chart: resize it with its box, destroy it when the component goes. */
export interface DrawnChart {
  setWidth: (width: number) => void;
  destroy: () => void;
}

const HEIGHT = 240;
/** Half a day, s: the margin around a one-day chart's only point. */
const HALF_DAY_S = 43_200;
/** Up to this many days, every day gets its own tick, if each has this much width (px). */
const MAX_DAY_TICKS = 14;
const DAY_TICK_PX = 64;
/** Axis and legend days as the page's tables write them (`29 Oct`), in UTC like the data. */
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * The x scale's range in UTC seconds for days at `x` (s), given uPlot's own `[min, max]`. One day
 * (Today) is centred in a day's width: uPlot's time scale widens a single point to
 * `[x, x + 86,400 s]` before asking, which would put it on the left edge.
 */
export function dayAxisRange(x: readonly number[], min: number, max: number): [number, number] {
  const [only] = x;
  return x.length === 1 && only !== undefined ? [only - HALF_DAY_S, only + HALF_DAY_S] : [min, max];
}

/** Draws a line chart of days into `target` (uPlot, x in UTC seconds, y from 0). */
export function drawLineChart(target: HTMLElement, options: LineChartOptions): DrawnChart {
  const x = options.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const axisValue = (_: uPlot, values: number[]) =>
    values.map((value) => (value == null ? '' : options.format(value)));
  const chart = new uPlot(
    {
      width: options.width,
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: {
        x: { range: (_u, min, max) => dayAxisRange(x, min, max) },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          // Ticks on the days themselves while their labels fit; uPlot's own choice beyond.
          ...(x.length <= Math.min(MAX_DAY_TICKS, options.width / DAY_TICK_PX)
            ? { splits: () => x }
            : {}),
          values: (_u, splits) => splits.map((seconds) => shortDay.format(seconds * 1000)),
        },
        { values: axisValue, size: 84 },
      ],
      series: [
        {
          label: 'Day',
          value: (_u: uPlot, seconds: number | null) =>
            seconds == null ? '–' : shortDay.format(seconds * 1000),
        },
        ...options.series.map((line) => ({
          label: line.label,
          stroke: line.colour,
          width: 2,
          dash: line.dash,
          spanGaps: false,
          points: { show: options.days.length <= 31 },
          value: (_u: uPlot, value: number | null) => (value == null ? '–' : options.format(value)),
        })),
      ],
    },
    [x, ...options.series.map((line) => line.values)] as uPlot.AlignedData,
    target,
  );
  return {
    setWidth: (width) => chart.setSize({ width, height: HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
