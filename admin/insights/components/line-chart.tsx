import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DrawnChart, LineSeries, MarkPosition } from './uplot-chart';

/** A marked day of a chart (an annotation) and what its marker says. */
export interface ChartMark {
  day: string;
  /** The marker's accessible name and tooltip: every annotation of the day, in words. */
  label: string;
}

/**
 * A line chart over days with its numbers as a table (WCAG 1.1.1: the canvas is a picture, the
 * table is the text). uPlot comes with `import()` of ./uplot-chart (its own chunk, only on this
 * page); until it has loaded, or if it fails, the table alone carries the data. The table is
 * visually hidden yet read by screen readers, and "Show table" puts it on screen for everyone.
 *
 * `marks` draws a dashed line on each marked day and a small marker above it, which carries the
 * day's annotations as its accessible name and tooltip. `empty`, when set (no value to draw),
 * is said instead of drawing a chart whose axis would count nothing ("0 ms, 1 ms").
 */
export function LineChart({
  label,
  days,
  series,
  format,
  table,
  marks,
  markColour,
  empty,
}: {
  /** What the chart shows, e.g. "Visitors and page views per day". */
  label: string;
  days: string[];
  series: LineSeries[];
  format: (value: number) => string;
  /** The same numbers as a `<table>`. */
  table: ReactNode;
  marks?: ChartMark[];
  /** The marks' CSS colour (a canvas cannot read the theme's tokens). */
  markColour?: string;
  /** Said instead of the chart when there is nothing to draw, e.g. "No samples yet". */
  empty?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tableShown, setTableShown] = useState(false);
  const [positions, setPositions] = useState<MarkPosition[]>([]);
  const markDays = useMemo(() => (marks ?? []).map((mark) => mark.day), [marks]);

  useEffect(() => {
    const target = box.current;
    if (!target || empty) return;
    let chart: DrawnChart | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    import('./uplot-chart').then(
      ({ drawLineChart }) => {
        if (gone) return;
        chart = drawLineChart(target, {
          days,
          series,
          format,
          width: target.clientWidth,
          marks: markDays,
          markColour,
          onMarks: (drawn) => {
            if (!gone) setPositions(drawn);
          },
        });
        observer = new ResizeObserver(() => chart?.setWidth(target.clientWidth));
        observer.observe(target);
      },
      () => {
        // The chunk did not load (offline, a new deploy): the table still has every number.
      },
    );
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.destroy();
      setPositions([]);
    };
  }, [days, series, format, markDays, markColour, empty]);

  const labels = new Map((marks ?? []).map((mark) => [mark.day, mark.label]));
  return (
    <div>
      {empty ? (
        <p className="flex min-h-24 items-center justify-center rounded border border-dashed border-line-strong text-muted">
          {empty}
        </p>
      ) : (
        <div className="relative">
          <div ref={box} role="img" aria-label={`Chart: ${label}. The numbers are in the table.`} />
          {positions.map((position) => (
            <span
              key={position.day}
              role="img"
              aria-label={labels.get(position.day)}
              title={labels.get(position.day)}
              className="absolute -ms-2 flex size-4 -translate-y-full items-center justify-center text-xs leading-none text-ink"
              style={{ insetInlineStart: `${position.x}px`, top: `${position.top}px` }}
            >
              ▼
            </span>
          ))}
        </div>
      )}
      <button
        type="button"
        aria-pressed={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
        className="mt-2 text-sm text-brand-ink underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-ink"
      >
        {tableShown ? 'Hide table' : 'Show table'}
      </button>
      <div className={tableShown ? 'mt-2' : 'sr-only'}>{table}</div>
    </div>
  );
}
