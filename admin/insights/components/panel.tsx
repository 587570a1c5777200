import { useEffect, useRef, useState, type ReactNode } from 'react';
import { secondary } from '../../components/buttons';

/**
 * One labelled region of the insights page (a `<section>` named by its `<h2>`, WAI-ARIA
 * landmarks), with its "Download CSV" link when the API exports its table (DESIGN §8: GET
 * /api/admin/insights.csv). The link's name says which table, for screen-reader link lists, and starts with its visible words (WCAG 2.5.3).
 */
export function Panel({
  id,
  title,
  csvHref,
  className = '',
  children,
}: {
  /** Unique on the page: the heading's id is `<id>-heading`. */
  id: string;
  title: string;
  csvHref?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`min-w-0 rounded border border-line-strong bg-white p-4 ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        {csvHref && (
          <a
            className={secondary}
            href={csvHref}
            download
            aria-label={`Download CSV of ${title.toLowerCase()}`}
          >
            Download CSV
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * A table's own scroll box: at 375 px a wide table scrolls inside it, never the page. Focusable
 * and named so keyboard users can scroll it (WCAG 2.1.1; axe "scrollable-region-focusable").
 * While columns are hidden beyond its end, a visible "Scroll for more →" says so under it (a
 * scroll bar alone is thin, and hidden on touch screens until one scrolls); screen readers read
 * the whole table anyway, so the hint is hidden from them.
 */
export function TableBox({
  label,
  children,
}: {
  /** The table's subject; the region is named "<label>, table", apart from its section. */
  label: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setMore(target.scrollWidth - target.clientWidth - Math.abs(target.scrollLeft) > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(target);
    if (target.firstElementChild) observer.observe(target.firstElementChild);
    target.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      target.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div>
      <div
        ref={box}
        role="region"
        aria-label={`${label}, table`}
        tabIndex={0}
        className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-brand-ink"
      >
        {children}
      </div>
      {more && (
        <p aria-hidden="true" className="mt-1 text-end text-xs text-muted">
          Scroll for more →
        </p>
      )}
    </div>
  );
}

/** Header and body cell classes shared by the page's tables (narrower padding below 640 px, so more tables fit at 375 px). */
const headCell = 'border-b border-line-strong px-1 py-2 sm:px-2 font-semibold whitespace-nowrap';
const bodyCell = 'border-b border-line px-1 py-2 sm:px-2 align-top';
/** Column header, start-aligned. */
export const th = `${headCell} text-start`;
/** Column header over numbers, end-aligned like them. */
export const thNum = `${headCell} text-end`;
/** Body cell, start-aligned. */
export const td = `${bodyCell} text-start`;
/** Row header (`<th scope="row">`): a body cell in normal weight, start-aligned. */
export const thRow = `${bodyCell} text-start font-normal`;
/** Body cell with a number. */
export const tdNum = `${bodyCell} text-end tabular-nums whitespace-nowrap`;

/** A column of a {@link DataTable}: its heading, whether it heads numbers, and classes of its own. */
export interface DataColumn {
  heading: ReactNode;
  /** End-aligned, as numbers are. */
  numeric?: boolean;
  /** Added to the header cell's classes (a minimum width). */
  className?: string;
}

/**
 * One of the page's tables in its scroll box ({@link TableBox}): a caption for screen readers
 * (`caption`, else `label`), one header row of `columns` (`<th scope="col">`), and `children` as
 * the body's rows.
 */
export function DataTable({
  id,
  label,
  caption = label,
  columns,
  children,
}: {
  /** The table element's id (what a "Show all" button controls). */
  id?: string;
  /** The table's subject (its region's name). */
  label: string;
  caption?: ReactNode;
  columns: readonly DataColumn[];
  children: ReactNode;
}) {
  return (
    <TableBox label={label}>
      <table id={id} className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`${column.numeric ? thNum : th}${column.className ? ` ${column.className}` : ''}`}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableBox>
  );
}
