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

/** Where a marked day's marker goes, in CSS px from the chart's top-start corner. */
export interface MarkPosition {
  day: string;
  x: number;
  /** The plotting area's top. */
  top: number;
}

/** What {@link drawLineChart} needs: the UTC days, the lines, and how to write a value. */
export interface LineChartOptions {
  days: string[];
  series: LineSeries[];
  format: (value: number) => string;
  /** px; the height is fixed at 240 px. */
  width: number;
  /** Days (of `days`) to mark with a dashed vertical line: annotations. */
  marks?: string[];
  /** The marks' CSS colour; default the first line's. */
  markColour?: string;
  /** Told where the marks are after every draw (the page puts a labelled marker there). */
  onMarks?: (positions: MarkPosition[]) => void;
}

/** The drawn chart: resize it with its box, destroy it when the component goes. */
export interface DrawnChart {
  setWidth: (width: number) => void;
  destroy: () => void;
}

const HEIGHT = 240;
/** Half a day, s: the margin around a one-day chart's only point. */
const HALF_DAY_S = 43_200;
/** Width a day label needs (`29 Nov` is about 40 px at 12 px): ticks are at least this far apart. */
const DAY_TICK_PX = 64;
/** The y axis's width, px (its values are formatted counts or milliseconds). */
const Y_AXIS_PX = 84;
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

/**
 * The days (UTC seconds) that get a tick and a label on a plotting area `plotWidth` px wide:
 * every `step`-th day from the first, with `step` the fewest days that keep neighbouring ticks
 * {@link DAY_TICK_PX} apart, so labels never overlap (on a 375 px screen a 30-day chart labels
 * every 10th day; at 1,280 px every 2nd).
 */
export function daySplits(x: readonly number[], plotWidth: number): number[] {
  if (x.length <= 1) return [...x];
  // n days are n - 1 gaps across the plot; as many gaps of DAY_TICK_PX as fit.
  const gaps = Math.max(1, Math.floor(plotWidth / DAY_TICK_PX));
  const step = Math.max(1, Math.ceil((x.length - 1) / gaps));
  return x.filter((_, i) => i % step === 0);
}

/** Draws a line chart of days into `target` (uPlot, x in UTC seconds, y from 0). */
export function drawLineChart(target: HTMLElement, options: LineChartOptions): DrawnChart {
  const x = options.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const axisValue = (_: uPlot, values: number[]) =>
    values.map((value) => (value == null ? '' : options.format(value)));
  const marked = (options.marks ?? []).map((day) => ({
    day,
    seconds: Date.parse(`${day}T00:00:00Z`) / 1000,
  }));
  /** Dashed lines on the marked days (canvas), then their positions for the page's markers. */
  const drawMarks = (u: uPlot) => {
    if (marked.length === 0) return;
    const { ctx } = u;
    const { top, height } = u.bbox;
    ctx.save();
    ctx.strokeStyle = options.markColour ?? options.series[0]!.colour;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = uPlot.pxRatio;
    ctx.setLineDash([2 * uPlot.pxRatio, 3 * uPlot.pxRatio]);
    for (const mark of marked) {
      const x = Math.round(u.valToPos(mark.seconds, 'x', true)) + 0.5;
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x, top + height);
      ctx.stroke();
    }
    ctx.restore();
    options.onMarks?.(
      marked.map((mark) => ({
        day: mark.day,
        x: u.over.offsetLeft + u.valToPos(mark.seconds, 'x'),
        top: u.over.offsetTop,
      })),
    );
  };
  const chart = new uPlot(
    {
      width: options.width,
      height: HEIGHT,
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
      scales: {
        x: { range: (_u, min, max) => dayAxisRange(x, min, max) },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      hooks: { draw: [drawMarks] },
      axes: [
        {
          // Ticks on days only, as many as fit without their labels overlapping.
          splits: (u) => daySplits(x, u.bbox.width / uPlot.pxRatio || options.width - Y_AXIS_PX),
          values: (_u, splits) => splits.map((seconds) => shortDay.format(seconds * 1000)),
        },
        { values: axisValue, size: Y_AXIS_PX },
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
