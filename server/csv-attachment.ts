/**
 * The team's CSV downloads (the inbox's Export CSV, `GET /api/admin/messages.csv`; the insights'
 * tables, `GET /api/admin/insights.csv`): one way to send a CSV document as a file to save.
 */
import type { FastifyReply } from 'fastify';

/** A download's file name: letters, digits, `_`, `-` and `.` only, so it needs no quoting. */
const SAFE_FILENAME = /^[\w.-]+$/;

/**
 * Sends `csv` as a file download: `text/csv; charset=utf-8; header=present` (RFC 4180 §3, the
 * first row names the columns) and `Content-Disposition: attachment; filename="<filename>"`
 * (RFC 6266 §4).
 * @param filename the file's name, built by the route from values it chose (a status, a table, a
 *   date: `messages-open-2026-05-01.csv`)
 * @returns the reply, sent
 * @throws Error when `filename` holds anything but letters, digits, `_`, `-` and `.`: a quote, a
 *   semicolon or a line break would change the header (header injection), so it is a bug
 */
export function sendCsvAttachment(reply: FastifyReply, filename: string, csv: string) {
  if (!SAFE_FILENAME.test(filename)) throw new Error(`unsafe download file name: ${filename}`);
  return reply
    .type('text/csv; charset=utf-8; header=present')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv);
}
