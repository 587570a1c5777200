/**
 * The RFC 4180 CSV export of contact messages, shared by `npm run messages -- export --format csv`
 * and the inbox's Export CSV (`GET /api/admin/messages.csv`), so both write the same document.
 *
 * Written by `csv-stringify` (the `csv` project) with the OWASP "CSV Injection" sanitisation:
 * every field quoted, quotes doubled, and a `'` before a formula trigger (= + - @ tab CR and
 * their full-width forms) at the start of a field. A spreadsheet that splits on `;` or tab
 * (Excel does on `;` in French, German and Spanish regional settings; LibreOffice when told to)
 * does not see our `,` fields: LibreOffice 7.4 starts a cell after any `;` or tab and, in a
 * multi-line field, a row at the start of a line. So a `'` also goes before a trigger at those
 * places inside a field ({@link guardCellStarts}); a `,` reader gets every field back exactly,
 * apart from these `'`.
 */
import { stringify } from 'csv-stringify/sync';
import { CONTACT_FIELDS, type ContactFieldSpec } from '../common/contact-fields';
import { CONTACT_MESSAGE_COLUMNS, type ContactMessageColumn } from '../common/contact-schema';
import type { StoredMessage } from './db/schema';

/** The columns a reader of the export wants first: which message, when, and how far it got. */
const CSV_LEADING_COLUMNS = [
  'id',
  'received_at',
  'created_at',
  'status',
] as const satisfies readonly ContactMessageColumn[];

/** The columns of fields the export leaves out (common/contact-fields.ts `inCsv: false`). */
const NOT_EXPORTED: readonly string[] = (CONTACT_FIELDS as readonly ContactFieldSpec[])
  .filter((field) => field.inCsv === false)
  .map((field) => field.column);

/**
 * Columns of the CSV export, in order: {@link CSV_LEADING_COLUMNS}, then every other stored
 * column (common/contact-schema.ts `CONTACT_MESSAGE_COLUMNS`: the fields of
 * common/contact-fields.ts in the form's order), but a field marked `inCsv: false`. So a new
 * field reaches the export.
 */
export const CSV_COLUMNS: readonly ContactMessageColumn[] = [
  ...CSV_LEADING_COLUMNS,
  ...CONTACT_MESSAGE_COLUMNS.filter(
    (column) =>
      !(CSV_LEADING_COLUMNS as readonly string[]).includes(column) &&
      !NOT_EXPORTED.includes(column),
  ),
];

/**
 * A cell start inside a field, as another reader splits it: after `;` or tab (the other
 * separators spreadsheets use), or after CR / LF (a line of a multi-line field, which a `;`
 * reader takes as a new row), then any quotes the reader may drop; followed by a formula
 * trigger (OWASP "CSV Injection": = + - @ tab; the full-width forms as `csv-stringify`'s
 * `escape_formulas`).
 */
const INNER_CELL_START = /(?<=[;\t\r\n])(?="*[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * `text` with a `'` at every place inside it where a `;`, tab or line-splitting reader would
 * start a cell with a formula trigger ({@link INNER_CELL_START}); the start of the field is
 * left to `csv-stringify`'s `escape_formulas`.
 * @example guardCellStarts('Robert;=1+1') === "Robert;'=1+1"
 */
export function guardCellStarts(text: string): string {
  return text.replace(INNER_CELL_START, "'");
}

/**
 * `csv-stringify` options of the export: RFC 4180 (`,`, `"` doubled, CRLF record ends), every
 * field quoted even when empty, `escape_formulas` for the start of each field (numbers keep
 * their sign), {@link guardCellStarts} for cell starts inside text.
 */
const OPTIONS = {
  delimiter: ',',
  quote: '"',
  escape: '"',
  record_delimiter: 'windows',
  quoted: true,
  quoted_empty: true,
  escape_formulas: true,
  cast: { string: guardCellStarts },
} as const;

/**
 * One CSV field as the export writes it (quoted, guarded), without a record delimiter.
 * @param value a cell of a message row: text, or a number such as the id
 */
export function csvField(value: string | number): string {
  return stringify([[value]], { ...OPTIONS, record_delimiter: '' });
}

/**
 * The whole CSV document: the header line ({@link CSV_COLUMNS}), then one line per message,
 * every line ended by CRLF (RFC 4180 §2). Field values as {@link csvField}.
 */
export function toCsv(messages: readonly StoredMessage[]): string {
  return stringify([...messages], { ...OPTIONS, header: true, columns: [...CSV_COLUMNS] });
}

/**
 * Any table as a CSV document with the same options as the messages' export (RFC 4180, every
 * field quoted, OWASP "CSV Injection" guard): the header line, then one line per row. Used by
 * the insights' export (server/routes/insights.ts).
 */
export function csvDocument(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return stringify([[...columns], ...rows.map((row) => [...row])], OPTIONS);
}
