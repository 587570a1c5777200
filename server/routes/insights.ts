/**
 * The site insights' API (DESIGN §8 "Site insights"; common/insights-api.ts), registered by the
 * insights feature (server/insights/plugin.ts) in a `/api/admin` scope of its own, behind the
 * role guard's team rule (server/plugins/role-guard.ts) as the inbox is: 401 signed out, 403 to
 * an editor, 403 cross-origin, `no-store`, `noindex` and `Server-Timing`:
 *
 *   GET /api/admin/insights?period=&from=&to=           → InsightsResponse
 *   GET /api/admin/insights.csv?period=&from=&to=&table= → text/csv attachment of one table
 *
 * `period` is `today`, `7d`, `30d` (default), `90d` or `custom` with `from` and `to`
 * (`YYYY-MM-DD`, UTC, both included, at most 400 days); anything else answers 400 `{message}`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  INSIGHTS_CSV_TABLES,
  type InsightsCsvTable,
  type InsightsResponse,
} from '../../common/insights-api';
import { insightsQuery, resolveRange, type InsightsQueries } from '../insights/queries';
import { csvDocument } from '../messages-csv';
import { TEAM_RULE } from '../plugins/role-guard';

/** Options of {@link insightsApiRoutes}. */
export interface InsightsApiOptions {
  queries: InsightsQueries;
  /** Clock, epoch ms (which day is today). */
  now: () => number;
}

const csvQuery = insightsQuery.extend({
  table: z.enum(INSIGHTS_CSV_TABLES, {
    error: `table must be one of ${INSIGHTS_CSV_TABLES.join(', ')}`,
  }),
});

/** The CSV of one table of a response: a header line, then one line per row. */
export function insightsCsv(response: InsightsResponse, table: InsightsCsvTable): string {
  switch (table) {
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

  api.get('/insights.csv', async (request, reply) => {
    const query = csvQuery.safeParse(request.query);
    if (!query.success) return bad(reply, query.error.issues[0]?.message ?? 'Bad request');
    const ranges = resolveRange(query.data, options.now());
    if ('error' in ranges) return bad(reply, ranges.error);
    const response = await options.queries.response(ranges.range, ranges.previousRange);
    const { from, to } = ranges.range;
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header(
        'content-disposition',
        `attachment; filename="insights-${query.data.table}-${from}-${to}.csv"`,
      )
      .send(insightsCsv(response, query.data.table));
  });
}
