/**
 * Turns a PostgREST insert request for `contact_messages` into validated rows, or the exact
 * error PostgREST (with the Supabase RLS policy of DESIGN §3) would answer (DESIGN §4).
 * Pure functions: no I/O, so every row is checked before the one transaction starts.
 */
import { CONTACT_FIELDS, type ContactFieldSpec } from '../../common/contact-fields';
import { LOCALES, isLocale } from '../../common/i18n';
import {
  CONTACT_COLUMNS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_FIELD,
  CONTACT_MESSAGE_COLUMNS,
  NEW_MESSAGE_STATUS,
  SERVER_FILLED_COLUMNS,
  contactRowSchema,
  type ContactColumn,
  type ContactMessageColumn,
  type ContactRow,
} from '../../common/contact-schema';
import { apiErrors } from '../api-error';
import { countedPath } from '../insights/counted-paths';
import { CONTACT_MAX_ROWS_PER_REQUEST } from '../limits';

/** Every column of the table in definition order (common/contact-schema.ts). */
export const TABLE_COLUMNS = CONTACT_MESSAGE_COLUMNS;
/** A column of `contact_messages`. */
export type TableColumn = ContactMessageColumn;

/** Columns the server fills; `anon` may read them back but not write them. */
const SERVER_COLUMNS: ReadonlySet<string> = new Set(SERVER_FILLED_COLUMNS);
/** The columns of optional fields (common/contact-fields.ts): nullable, so never 23502. */
const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(
  (CONTACT_FIELDS as readonly ContactFieldSpec[])
    .filter((field) => !field.required)
    .map((field) => field.column),
);
/**
 * NOT NULL columns without a default, in table order (PostgreSQL reports the first): every
 * column a client sends but `status`, which defaults to 'new', and an optional field's.
 */
const REQUIRED_COLUMNS: readonly ContactColumn[] = CONTACT_COLUMNS.filter(
  (column) => column !== 'status' && !OPTIONAL_COLUMNS.has(column),
);

const isColumn = (name: string): name is TableColumn =>
  (TABLE_COLUMNS as readonly string[]).includes(name);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the `Prefer` header asks for (PostgREST preferences; unknown ones are ignored). */
export interface Preferences {
  /** `return=representation` answers the rows; `minimal` (default) and `headers-only` an empty body. */
  returnRepresentation: boolean;
  /** `missing=default`: with `?columns=`, keys absent from an object take the column default. */
  missingDefault: boolean;
  /** The preferences honoured, for `Preference-Applied`. */
  applied: string[];
}

/** Parses one or more `Prefer` headers, e.g. `return=representation, missing=default`. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const items = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const returnPref = items.findLast((item) => item.startsWith('return='));
  const missingPref = items.findLast((item) => item.startsWith('missing='));
  const applied = [returnPref, missingPref].filter(
    (item): item is string =>
      item === 'return=representation' ||
      item === 'return=minimal' ||
      item === 'return=headers-only' ||
      item === 'missing=default' ||
      item === 'missing=null',
  );
  return {
    returnRepresentation: returnPref === 'return=representation',
    missingDefault: missingPref === 'missing=default',
    applied,
  };
}

/** Splits a PostgREST column list (`a,b` or `"a","b"`), dropping quotes and blanks. */
function splitColumns(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim().replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}

/**
 * Parses `?columns=` (which payload keys to insert). Undefined when absent.
 * @throws {ApiError} PGRST204 for a name that is no column
 */
export function parseColumnsParam(value: string | undefined): TableColumn[] | undefined {
  if (value === undefined) return undefined;
  const columns = splitColumns(value);
  for (const column of columns) if (!isColumn(column)) throw apiErrors.unknownColumn(column);
  return columns as TableColumn[];
}

/** One entry of `?select=`: the column and the key it is returned under. */
export interface SelectedColumn {
  column: TableColumn;
  as: string;
}

/**
 * Parses `?select=` for the returned rows: `*`, `col`, `alias:col`, in any combination.
 * Undefined (absent or `*` alone) means every column.
 * @throws {ApiError} PGRST100 for syntax this subset does not support (embeds, casts, JSON paths);
 *   42703 for a name that is no column
 */
export function parseSelectParam(value: string | undefined): SelectedColumn[] | undefined {
  if (value === undefined) return undefined;
  const items = value.replace(/\s+/g, '').split(',').filter(Boolean);
  if (items.length === 0 || (items.length === 1 && items[0] === '*')) return undefined;
  const selected: SelectedColumn[] = [];
  for (const item of items) {
    if (item === '*') {
      selected.push(...TABLE_COLUMNS.map((column) => ({ column, as: column })));
      continue;
    }
    const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?"?([A-Za-z_][A-Za-z0-9_]*)"?$/.exec(item);
    if (!match) {
      throw apiErrors.invalidParameter(
        `failed to parse select parameter (${value})`,
        `unexpected "${item}"`,
      );
    }
    const column = match[2] ?? '';
    if (!isColumn(column)) throw apiErrors.unknownSelectColumn(column);
    selected.push({ column, as: match[1] ?? column });
  }
  return selected;
}

/**
 * Picks the selected columns of each row (all when `select` is undefined); a column a row lacks
 * (an optional field's, on a row built without it) comes back undefined, left out of the JSON.
 */
export function projectRows<T extends Partial<Record<TableColumn, unknown>>>(
  rows: readonly T[],
  select: readonly SelectedColumn[] | undefined,
): Record<string, unknown>[] {
  if (!select) return rows.map((row) => ({ ...row }));
  return rows.map((row) => Object.fromEntries(select.map(({ column, as }) => [as, row[column]])));
}

/** Options of {@link validateInsertPayload}. */
export interface PayloadOptions {
  /** From `?columns=`; when set, only these keys are read from each object. */
  columns?: TableColumn[];
  /** From `Prefer: missing=default`. */
  missingDefault?: boolean;
}

/**
 * A validated row, the page language and the page path it was sent from (each null when the
 * client sent none), and whether its honeypot was filled (the service files such a row as spam,
 * ./spam.ts).
 */
export type ContactSubmission = ContactRow & {
  language: string | null;
  page: string | null;
  honeypotFilled: boolean;
};

/**
 * Validates a parsed JSON body: one row object or an array of them (DESIGN §4).
 * Checks run in PostgREST's order: payload shape (PGRST102), row count (54000), columns
 * (PGRST204, 42501), then per row the RLS policy (42501: status must be 'new'), NOT NULL (23502)
 * and the checks of the shared zod schema (23514, with the schema's human message).
 * @returns cleaned rows (trimmed, email lower-cased); `[]` for an empty array
 * @throws {ApiError} (from `./api-error`) the first problem found; the caller stores nothing then
 */
export function validateInsertPayload(
  body: unknown,
  options: PayloadOptions = {},
): ContactSubmission[] {
  const objects: unknown[] = Array.isArray(body) ? body : [body];
  if (!objects.every(isPlainObject)) {
    throw apiErrors.invalidJson('The request body must be a JSON object or an array of objects');
  }
  if (objects.length > CONTACT_MAX_ROWS_PER_REQUEST)
    throw apiErrors.tooManyRows(CONTACT_MAX_ROWS_PER_REQUEST);
  if (objects.length === 0) return [];
  const trapped = (objects as Record<string, unknown>[]).map(withoutHoneypot);
  const rows = trapped.map((entry) => entry.row);
  const languages = rows.map(languageOf);
  const pages = rows.map(pageOf);
  const columnRows = rows.map(withoutPageAndLanguage);

  let columns: readonly string[];
  if (options.columns) {
    columns = options.columns;
  } else {
    // Without ?columns= PostgREST takes the first object's keys and requires the same keys in all.
    columns = Object.keys(columnRows[0] ?? {});
    const expected = [...columns].sort().join('\u0000');
    if (columnRows.some((row) => Object.keys(row).sort().join('\u0000') !== expected)) {
      throw apiErrors.invalidJson('All object keys must match');
    }
    for (const column of columns) if (!isColumn(column)) throw apiErrors.unknownColumn(column);
  }
  if (columns.some((column) => SERVER_COLUMNS.has(column))) throw apiErrors.columnPermission();

  return columnRows.map((row, index) => ({
    ...validateRow(row, new Set(columns), options.missingDefault ?? false),
    language: languages[index]!,
    page: pages[index]!,
    honeypotFilled: trapped[index]!.filled,
  }));
}

/**
 * The row's page language ({@link CONTACT_LANGUAGE_FIELD}): null when absent or null (old
 * clients), else one of the site's languages.
 * @throws {ApiError} 400 23514 for any other value, as a check constraint on the column would
 */
function languageOf(row: Record<string, unknown>): string | null {
  const value = row[CONTACT_LANGUAGE_FIELD];
  if (value === undefined || value === null) return null;
  if (isLocale(value)) return value;
  throw apiErrors.checkViolation(
    `language must be one of ${LOCALES.join(', ')}`,
    CONTACT_LANGUAGE_FIELD,
  );
}

/**
 * The row's page ({@link CONTACT_PAGE_FIELD}): null when absent or null (old clients), else one
 * of the site's counted paths (server/insights/counted-paths.ts; a trailing slash is the same
 * page). Never a URL, a query or a fragment: only the site's own page paths are stored.
 * @throws {ApiError} 400 23514 for any other value, as a check constraint on the column would
 */
function pageOf(row: Record<string, unknown>): string | null {
  const value = row[CONTACT_PAGE_FIELD];
  if (value === undefined || value === null) return null;
  const page = typeof value === 'string' && value.length <= 100 ? countedPath(value) : null;
  if (page) return page;
  throw apiErrors.checkViolation(
    "page must be the path of one of the site's pages",
    CONTACT_PAGE_FIELD,
  );
}

/**
 * The row without {@link CONTACT_LANGUAGE_FIELD} and {@link CONTACT_PAGE_FIELD}, which never
 * reach column handling.
 */
function withoutPageAndLanguage(row: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(row, CONTACT_LANGUAGE_FIELD) && !Object.hasOwn(row, CONTACT_PAGE_FIELD))
    return row;
  const { [CONTACT_LANGUAGE_FIELD]: _language, [CONTACT_PAGE_FIELD]: _page, ...rest } = row;
  return rest;
}

/**
 * The honeypot (docs/privacy.md "Spam protection"): takes CONTACT_HONEYPOT_FIELD off the row and
 * says whether it was filled. A filled one no longer refuses the row (docs/decisions/0039, which
 * supersedes 0022): the row is validated like any other and the service files it as spam, so a
 * person whose browser filled the hidden field still reaches the team. An empty value (or null)
 * counts as not filled. The key never reaches column handling.
 */
function withoutHoneypot(row: Record<string, unknown>): {
  row: Record<string, unknown>;
  filled: boolean;
} {
  if (!Object.hasOwn(row, CONTACT_HONEYPOT_FIELD)) return { row, filled: false };
  const { [CONTACT_HONEYPOT_FIELD]: trap, ...rest } = row;
  return { row: rest, filled: trap !== null && trap !== undefined && trap !== '' };
}

/** Validates one object given the inserted column set. */
function validateRow(
  row: Record<string, unknown>,
  columns: ReadonlySet<string>,
  missingDefault: boolean,
): ContactRow {
  const values: Record<string, unknown> = {};
  for (const column of CONTACT_COLUMNS) {
    const sent = columns.has(column) && (Object.hasOwn(row, column) || !missingDefault);
    // A column not sent takes its default: 'new' for status, none (null) for the others.
    values[column] = sent ? (row[column] ?? null) : column === 'status' ? NEW_MESSAGE_STATUS : null;
  }
  // PostgreSQL checks RLS WITH CHECK policies before NOT NULL and CHECK constraints.
  if (values.status !== NEW_MESSAGE_STATUS) throw apiErrors.rowLevelSecurity();
  for (const column of REQUIRED_COLUMNS)
    if (values[column] === null) throw apiErrors.notNull(column);

  // PostgreSQL text cannot hold NUL; refuse it on every database alike (SQLite could store it).
  for (const column of CONTACT_COLUMNS) {
    const value = values[column];
    if (typeof value === 'string' && value.includes('\u0000')) {
      throw apiErrors.checkViolation('Please remove unsupported characters and try again', column);
    }
  }
  const result = contactRowSchema.safeParse(values);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw apiErrors.checkViolation(
      issue?.message ?? 'Please check the form and try again',
      String(issue?.path[0] ?? 'row'),
    );
  }
  // The schema checks the ISO 8601 shape; the calendar date must exist too (no February 31st).
  if (!isRealTimestamp(result.data.created_at)) {
    throw apiErrors.checkViolation('created_at must be an ISO 8601 timestamp', 'created_at');
  }
  return result.data;
}

/** Whether an ISO 8601 string names a real instant (Date rolls 2024-02-31 over; we refuse it). */
function isRealTimestamp(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}
