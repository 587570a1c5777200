import type { ReactNode } from 'react';
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
 */
export function TableBox({
  label,
  children,
}: {
  /** The table's subject; the region is named "<label>, table", apart from its section. */
  label: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={`${label}, table`}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-brand-ink"
    >
      {children}
    </div>
  );
}

/** Header and body cell classes shared by the page's tables. */
const headCell = 'border-b border-line-strong px-2 py-2 font-semibold whitespace-nowrap';
const bodyCell = 'border-b border-line px-2 py-2 align-top';
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
  label,
  caption = label,
  columns,
  children,
}: {
  /** The table's subject (its region's name). */
  label: string;
  caption?: ReactNode;
  columns: readonly DataColumn[];
  children: ReactNode;
}) {
  return (
    <TableBox label={label}>
      <table className="w-full text-sm">
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
