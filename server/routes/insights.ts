/**
 * The site insights' API (DESIGN §8 "Site insights"; common/insights-api.ts), registered by the
 * insights feature (server/insights/plugin.ts) in a `/api/admin` scope of its own, behind the
 * role guard's team rule (server/plugins/role-guard.ts) as the inbox is: 401 signed out, 403 to
 * an editor, 403 cross-origin, `no-store`, `noindex` and `Server-Timing`:
 *
 *   GET    /api/admin/insights?period=&from=&to=              → InsightsResponse
 *   GET    /api/admin/insights.csv?period=&from=&to=&table=    → text/csv attachment of one table
 *   GET    /api/admin/insights/list?period=&from=&to=&list=&limit= → InsightsListResponse
 *   GET    /api/admin/insights/goals?period=&from=&to=&limit=  → InsightsGoalsResponse
 *   GET    /api/admin/insights/realtime                        → InsightsRealtime
 *   POST   /api/admin/insights/annotations {day, text}         → 201 the note (InsightsAnnotation)
 *   DELETE /api/admin/insights/annotations/:id                 → 204, or 404
 *   POST   /api/admin/insights/shares, GET …/shares, DELETE …/shares/:id (server/insights/shares.ts)
 *
 * `period` is `today`, `7d`, `30d` (default), `90d` or `custom` with `from` and `to`
 * (`YYYY-MM-DD`, UTC, both included, at most 400 days); anything else answers 400 `{message}`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import {
  INSIGHTS_CSV_TABLES,
  INSIGHTS_LIST_MAX,
  INSIGHTS_LISTS,
  INSIGHTS_NOTE_MAX_CHARS,
  type InsightsAnnotation,
  type InsightsCsvTable,
  type InsightsResponse,
} from '../../common/insights-api';
import type { InsightsGoalRow } from '../../common/insights-goals';
import { sendCsvAttachment } from '../csv-attachment';
import type { Database } from '../db/schema';
import {
  calendarDay,
  insightsQuery,
  resolveRange,
  type InsightsQueries,
  type PendingView,
} from '../insights/queries';
import { shareAdminRoutes } from '../insights/shares';
import { csvDocument } from '../messages-csv';
import { sendMessage, TEAM_RULE } from '../plugins/role-guard';

/** Options of {@link insightsApiRoutes}. */
export interface InsightsApiOptions {
  queries: InsightsQueries;
  /** Where the team's notes are written (`insights_annotations`). */
  db: Kysely<Database>;
  /** This instance's page views not yet written (the write buffer's), for the realtime count. */
  pendingViews: () => readonly PendingView[];
  /** Clock, epoch ms (which day is today; the realtime window; a note's time). */
  now: () => number;
}

const limitParameter = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
  .int({ error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
  .min(1, { error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
  .max(INSIGHTS_LIST_MAX, { error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
  .default(INSIGHTS_LIST_MAX);

/** `GET /api/admin/insights/goals`: a period and how many rows (default and most 1,000). */
const goalsQuery = insightsQuery.extend({ limit: limitParameter });

const listQuery = insightsQuery.extend({
  list: z.enum(INSIGHTS_LISTS, { error: `list must be one of ${INSIGHTS_LISTS.join(', ')}` }),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
    .int({ error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
    .min(1, { error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}` })
    .max(INSIGHTS_LIST_MAX, {
      error: `limit must be a whole number from 1 to ${INSIGHTS_LIST_MAX}`,
    })
    .default(INSIGHTS_LIST_MAX),
});

/** Control characters (C0, DEL, C1) and lone surrogates have no place in a one-line note. */
// eslint-disable-next-line no-control-regex
const NOT_A_LINE = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;

/** `POST /api/admin/insights/annotations`: a day and one line of text, trimmed. */
const noteBody = z.strictObject(
  {
    day: calendarDay({
      form: 'day must be a day, YYYY-MM-DD',
      real: 'day must be a real calendar day',
    }),
    text: z
      .string({ error: 'text must be a string' })
      .trim()
      .refine((text) => text.length > 0, { error: 'Write a note.' })
      .refine((text) => [...text].length <= INSIGHTS_NOTE_MAX_CHARS, {
        error: `A note is at most ${INSIGHTS_NOTE_MAX_CHARS} characters.`,
      })
      .refine((text) => !NOT_A_LINE.test(text), {
        error: 'A note is one line of text, without control characters.',
      }),
  },
  { error: 'Send {day, text} only.' },
);

const csvQuery = insightsQuery.extend({
  table: z.enum(INSIGHTS_CSV_TABLES, {
    error: `table must be one of ${INSIGHTS_CSV_TABLES.join(', ')}`,
  }),
});

/**
 * The goals' CSV: one line per goal, page and language; `visitors` empty for `contact` (a
 * message has no visitor hash), `conversion` empty when the page had no visitors.
 */
export function goalsCsv(rows: readonly InsightsGoalRow[]): string {
  return csvDocument(
    ['goal', 'path', 'language', 'count', 'visitors', 'page_visitors', 'conversion'],
    rows.map((row) => [
      row.goal,
      row.path,
      row.language,
      row.count,
      row.visitors ?? '',
      row.pageVisitors,
      row.conversion ?? '',
    ]),
  );
}

/** The CSV of one table of a response: a header line, then one line per row. */
export function insightsCsv(response: InsightsResponse, table: InsightsCsvTable): string {
  switch (table) {
    case 'goals':
      return goalsCsv(response.goals);
    case 'daily':
      return csvDocument(
        ['day', 'visitors', 'page_views'],
        response.daily.map((row) => [row.day, row.visitors, row.pageViews]),
      );
    case 'funnel':
      return csvDocument(
        ['language', 'contact_views', 'messages'],
        response.funnel.map((row) => [row.language, row.contactViews, row.messages]),
      );
    case 'vitals':
      return csvDocument(
        ['path', 'metric', 'samples', 'p75', 'good', 'needs_improvement', 'poor'],
        response.vitals.map((row) => [
          row.path,
          row.metric,
          row.samples,
          row.p75 ?? '',
          row.bands?.good ?? '',
          row.bands?.needsImprovement ?? '',
          row.bands?.poor ?? '',
        ]),
      );
    default:
      return csvDocument(
        ['key', 'visitors', 'page_views', 'share'],
        response[table].map((row) => [row.key, row.visitors, row.pageViews, row.share]),
      );
  }
}

/** Registers the two routes in an encapsulated scope (prefix `/api/admin`), behind the role guard. */
export async function insightsApiRoutes(
  api: FastifyInstance,
  options: InsightsApiOptions,
): Promise<void> {
  await api.roleGuard.adminScope(api);
  api.roleGuard.protect(api, TEAM_RULE);
  const bad = (reply: FastifyReply, message: string) =>
    reply.code(400).type('application/json; charset=utf-8').send({ message });

  api.get('/insights', async (request, reply) => {
    const query = insightsQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error.issues[0]?.message ?? 'Bad request');
    const ranges = resolveRange(query.data, options.now());
    if ('error' in ranges) return bad(reply, ranges.error);
    return options.queries.response(ranges.range, ranges.previousRange);
  });

  api.get('/insights/list', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error.issues[0]?.message ?? 'Bad request');
    const ranges = resolveRange(query.data, options.now());
    if ('error' in ranges) return bad(reply, ranges.error);
    return options.queries.list(query.data.list, ranges.range, query.data.limit);
  });

  api.get('/insights/goals', async (request, reply) => {
    const query = goalsQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error.issues[0]?.message ?? 'Bad request');
    const ranges = resolveRange(query.data, options.now());
    if ('error' in ranges) return bad(reply, ranges.error);
    return options.queries.goals(ranges.range, query.data.limit);
  });

  api.get('/insights/realtime', async () =>
    options.queries.realtime(options.now(), options.pendingViews()),
  );

  api.post('/insights/annotations', async (request, reply) => {
    const body = noteBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error.issues[0]?.message ?? 'Bad request');
    const author = request.adminSession!.email;
    const at = new Date(options.now()).toISOString();
    const row = await options.db
      .insertInto('insights_annotations')
      .values({ day: body.data.day, text: body.data.text, author, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const note: InsightsAnnotation = {
      kind: 'note',
      id: Number(row.id),
      day: body.data.day,
      at,
      by: author,
      text: body.data.text,
    };
    return reply.code(201).send(note);
  });

  api.delete<{ Params: { id: string } }>('/insights/annotations/:id', async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      return sendMessage(reply, 404, 'No such note.');
    }
    const result = await options.db
      .deleteFrom('insights_annotations')
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return sendMessage(reply, 404, 'No such note.');
    return reply.code(204).send();
  });

  // Read-only links: made and revoked by the team, under the same guard.
  shareAdminRoutes(api, { db: options.db, now: options.now });

  api.get('/insights.csv', async (request, reply) => {
    const query = csvQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error.issues[0]?.message ?? 'Bad request');
    const ranges = resolveRange(query.data, options.now());
    if ('error' in ranges) return bad(reply, ranges.error);
    const { table } = query.data;
    // The goals' file is the whole list, not the page's ten.
    const body =
      table === 'goals'
        ? goalsCsv((await options.queries.goals(ranges.range, INSIGHTS_LIST_MAX)).rows)
        : insightsCsv(await options.queries.response(ranges.range, ranges.previousRange), table);
    const { from, to } = ranges.range;
    return sendCsvAttachment(reply, `insights-${query.data.table}-${from}-${to}.csv`, body);
  });
}
