import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { DrawnChart, LineSeries } from './uplot-chart';

/**
 * A line chart over days with its numbers as a table (WCAG 1.1.1: the canvas is a picture, the
 * table is the text). uPlot comes with `import()` of ./uplot-chart (its own chunk, only on this
 * page); until it has loaded, or if it fails, the table alone carries the data. The table is
 * visually hidden yet read by screen readers, and "Show table" puts it on screen for everyone.
 */
export function LineChart({
  label,
  days,
  series,
  format,
  table,
}: {
  /** What the chart shows, e.g. "Visitors and page views per day". */
  label: string;
  days: string[];
  series: LineSeries[];
  format: (value: number) => string;
  /** The same numbers as a `<table>`. */
  table: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tableShown, setTableShown] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: DrawnChart | null = null;
    let gone = false;
    let observer: ResizeObserver | null = null;
    import('./uplot-chart').then(
      ({ drawLineChart }) => {
        if (gone) return;
        chart = drawLineChart(target, { days, series, format, width: target.clientWidth });
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
    };
  }, [days, series, format]);

  return (
    <div>
      <div ref={box} role="img" aria-label={`Chart: ${label}. The numbers are in the table.`} />
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
