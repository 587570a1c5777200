/**
 * The RFC 4180 CSV export of contact messages, shared by `npm run messages -- export --format csv`
 * and the inbox's Export CSV (`GET /api/admin/messages.csv`, issue 15), so both write the same
 * document.
 */
import type { StoredMessage } from './db/schema';

/** Columns of the CSV export, in order. */
export const CSV_COLUMNS = [
  'id',
  'received_at',
  'created_at',
  'status',
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof StoredMessage)[];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; quotes doubled.
 * Text starting with = + - @ or a tab/CR is prefixed with ' so spreadsheets never run a
 * visitor's message as a formula (CSV injection).
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole CSV document: header line, then one line per message, CRLF line ends. */
export function toCsv(messages: readonly StoredMessage[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const message of messages)
    lines.push(CSV_COLUMNS.map((column) => csvField(message[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
