/**
 * Read-only links to the insights dashboard (DESIGN §8 "Site insights: shared links";
 * docs/decisions/0049-insights-share-links-and-deploys.md).
 *
 * A link is a capability: `/share/insights/<token>`, where the token is 32 random bytes
 * (`crypto.randomBytes`, 256 bits, base64url: 43 characters; OWASP Session Management Cheat
 * Sheet asks for at least 64 bits of entropy, the brief for 128). The database keeps only its
 * SHA-256 (`insights_shares.token_hash`), so a copy of the database or a backup opens no
 * dashboard; the token is shown once, in the answer that creates it. A token in the path is
 * acceptable for a capability link because every answer under it says `Referrer-Policy:
 * no-referrer` (the token never leaves in a Referer), `Cache-Control: private, no-store` and
 * `X-Robots-Tag: noindex, nofollow`, and the request log writes the route pattern, never the
 * token (./shares.ts `logSerializers`).
 *
 * Team API (in the insights API's scope: team role, Origin check, server/plugins/role-guard.ts):
 *
 *   POST   /api/admin/insights/shares {period, from?, to?, expiresInDays} → 201 InsightsShareCreated
 *   GET    /api/admin/insights/shares                                      → InsightsSharesResponse
 *   DELETE /api/admin/insights/shares/:id                                  → 204, or 404
 *
 * Public, rate-limited per address like the beacons (`RATE_LIMIT_WINDOW_MS`):
 *
 *   GET /share/insights/<token>      → the admin app's page (200), or the same page with 404
 *   GET /api/share/insights/<token>  → the link's InsightsResponse, or 404 `{message}`
 *
 * An unknown, expired or revoked token answers the same 404 (one query by hash: no timing to
 * compare). The period is the link's; a query string is ignored. The answer is the dashboard's
 * minus who did what: the editors' and note authors' addresses are blanked (aggregates only,
 * docs/privacy.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  INSIGHTS_PERIODS,
  SHARE_API_PREFIX,
  SHARE_EXPIRY_DAYS,
  SHARE_PAGE_PREFIX,
  type InsightsPeriod,
  type InsightsResponse,
  type InsightsShare,
  type InsightsShareCreated,
} from '../../common/insights-api';
import type { Database } from '../db/schema';
import { RATE_LIMIT_WINDOW_MS } from '../limits';
import { sendMessage } from '../plugins/role-guard';
import type { RateLimitStoreOptions } from '../rate-limit';
import { calendarDay, resolveRange, type InsightsQueries } from './queries';

/** Random bytes of a link's token: 256 bits (at least 128 asked; OWASP ≥ 64). */
export const SHARE_TOKEN_BYTES = 32;

/** Requests per address per `RATE_LIMIT_WINDOW_MS` to the shared page and its data. */
export const SHARE_RATE_LIMIT_MAX = 60;

/** Most links not expired nor revoked at once (a bound on what a team member may hand out). */
export const SHARE_ACTIVE_MAX = 50;

/** The shared answers' cache rule: nobody keeps a copy (RFC 9111 §5.2.2.3, §5.2.2.7). */
export const SHARE_CACHE_CONTROL = 'private, no-store';

/** The one 404 sentence of an unknown, expired or revoked link. */
export const SHARE_NOT_FOUND = 'This link does not exist, has expired or was revoked.';

/** A token's form: base64url of {@link SHARE_TOKEN_BYTES} bytes (43 characters). */
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of a token, hex: what `insights_shares.token_hash` holds. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token: {@link SHARE_TOKEN_BYTES} bytes of `crypto.randomBytes`, base64url. */
export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

const day = calendarDay({
  form: 'from and to must be days, YYYY-MM-DD',
  real: 'from and to must be real calendar days',
});

/** `POST /api/admin/insights/shares`. */
const shareBody = z.strictObject(
  {
    period: z.enum(INSIGHTS_PERIODS, {
      error: `period must be one of ${INSIGHTS_PERIODS.join(', ')}`,
    }),
    from: day.optional(),
    to: day.optional(),
    expiresInDays: z.union(
      SHARE_EXPIRY_DAYS.map((days) => z.literal(days)),
      { error: `expiresInDays must be one of ${SHARE_EXPIRY_DAYS.join(', ')}` },
    ),
  },
  { error: 'Send {period, from?, to?, expiresInDays} only.' },
);

/** A stored time as ISO 8601 UTC (`pg` gives a Date, SQLite the ISO text it stored). */
const isoTime = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

type ShareRow = {
  id: number;
  period: string;
  range_from: string | null;
  range_to: string | null;
  created_by: string;
  created_at: unknown;
  expires_at: unknown;
  revoked_at: unknown;
};

const toShare = (row: ShareRow): InsightsShare => ({
  id: Number(row.id),
  period: row.period as InsightsPeriod,
  from: row.range_from,
  to: row.range_to,
  createdBy: row.created_by,
  createdAt: isoTime(row.created_at),
  expiresAt: isoTime(row.expires_at),
  revokedAt: row.revoked_at == null ? null : isoTime(row.revoked_at),
});

const SHARE_COLUMNS = [
  'id',
  'period',
  'range_from',
  'range_to',
  'created_by',
  'created_at',
  'expires_at',
  'revoked_at',
] as const;

/**
 * The link of a token if it is known, not revoked and not expired at `nowMs`; else null.
 * Malformed tokens are refused before the database is asked.
 */
export async function activeShare(
  db: Kysely<Database>,
  token: string,
  nowMs: number,
): Promise<InsightsShare | null> {
  if (!TOKEN_FORM.test(token)) return null;
  const row = await db
    .selectFrom('insights_shares')
    .select(SHARE_COLUMNS)
    .where('token_hash', '=', shareTokenHash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(nowMs).toISOString())
    .executeTakeFirst();
  return row ? toShare(row) : null;
}

/**
 * The dashboard's answer as a shared link gives it: the same shape, with the addresses of who
 * published or wrote a note blanked (a shared link shows aggregates, not the team).
 */
export function sharedResponse(response: InsightsResponse): InsightsResponse {
  return {
    ...response,
    annotations: response.annotations.map((mark) =>
      mark.kind === 'deploy' ? mark : { ...mark, by: '' },
    ),
  };
}

/** Options of {@link shareAdminRoutes}. */
export interface ShareAdminOptions {
  db: Kysely<Database>;
  /** Clock, epoch ms (a link's creation and expiry). */
  now: () => number;
}

/**
 * The team's three routes, registered in the insights API's guarded scope (the caller's
 * `protect(TEAM_RULE)` applies: 401, 403 to an editor, 403 cross-origin or without Origin).
 */
export function shareAdminRoutes(api: FastifyInstance, options: ShareAdminOptions): void {
  const { db, now } = options;
  const bad = (reply: FastifyReply, message: string) => sendMessage(reply, 400, message);

  api.post('/insights/shares', async (request, reply) => {
    const body = shareBody.safeParse(request.body);
    if (!body.success) return bad(reply, body.error.issues[0]?.message ?? 'Bad request');
    const { period, from, to, expiresInDays } = body.data;
    const nowMs = now();
    // The same rules as the dashboard's own period (custom: both days, in order, ≤ 400 days).
    const ranges = resolveRange({ period, from, to }, nowMs);
    if ('error' in ranges) return bad(reply, ranges.error);
    const nowIso = new Date(nowMs).toISOString();
    const active = await db
      .selectFrom('insights_shares')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
    if (Number(active?.n ?? 0) >= SHARE_ACTIVE_MAX) {
      return sendMessage(
        reply,
        409,
        `At most ${SHARE_ACTIVE_MAX} links may be active at once: revoke one first.`,
      );
    }
    const token = newShareToken();
    const row = await db
      .insertInto('insights_shares')
      .values({
        token_hash: shareTokenHash(token),
        period,
        range_from: period === 'custom' ? ranges.range.from : null,
        range_to: period === 'custom' ? ranges.range.to : null,
        created_by: request.adminSession!.email,
        created_at: nowIso,
        expires_at: new Date(nowMs + expiresInDays * 86_400_000).toISOString(),
      })
      .returning(SHARE_COLUMNS)
      .executeTakeFirstOrThrow();
    const created: InsightsShareCreated = {
      ...toShare(row),
      path: `${SHARE_PAGE_PREFIX}${token}`,
    };
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });

  api.get('/insights/shares', async () => {
    const rows = await db
      .selectFrom('insights_shares')
      .select(SHARE_COLUMNS)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date(now()).toISOString())
      .orderBy('id', 'desc')
      .execute();
    return { shares: rows.map(toShare) };
  });

  api.delete<{ Params: { id: string } }>('/insights/shares/:id', async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      return sendMessage(reply, 404, 'No such link.');
    }
    // Revoked once: a second DELETE (or two at once) finds no row to change and answers 404.
    const result = await db
      .updateTable('insights_shares')
      .set({ revoked_at: new Date(now()).toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return sendMessage(reply, 404, 'No such link.');
    return reply.code(204).send();
  });
}

/** Options of {@link sharedInsightsRoutes}. */
export interface SharedInsightsOptions {
  db: Kysely<Database>;
  queries: InsightsQueries;
  /** Clock, epoch ms (expiry; which day is today for a rolling period). */
  now: () => number;
  /** Answers the admin app's page (server/plugins/admin-app.ts `sendPage`). */
  sendPage: (reply: FastifyReply) => FastifyReply;
  /** Requests per address per window; 0 turns the limit off (benchmarks). */
  rateLimitMax?: number;
  /** Where the counters live (server/rate-limit.ts); default in memory. */
  rateLimitStore?: RateLimitStoreOptions;
}

/** The public page and data of a shared link (see the module comment), in a scope of their own. */
export async function sharedInsightsRoutes(
  app: FastifyInstance,
  options: SharedInsightsOptions,
): Promise<void> {
  const { db, queries, now } = options;
  const max = options.rateLimitMax ?? SHARE_RATE_LIMIT_MAX;
  await app.register(rateLimit, { ...options.rateLimitStore, global: false });
  const config = max > 0 ? { rateLimit: { max, timeWindow: RATE_LIMIT_WINDOW_MS } } : {};
  // The token is a secret: log lines carry the route's pattern only (OWASP Logging Cheat Sheet).
  const logSerializers = {
    req: (request: { method: string; routeOptions?: { url?: string } }) => ({
      method: request.method,
      url: request.routeOptions?.url,
    }),
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', SHARE_CACHE_CONTROL);
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'no-referrer');
  });

  app.get<{ Params: { token: string } }>(`${SHARE_PAGE_PREFIX}:token`, {
    config,
    logSerializers,
    handler: async (request, reply) => {
      const share = await activeShare(db, request.params.token, now());
      // The page either way: it reads the data, and says the link is gone when that is a 404.
      if (!share) reply.code(404);
      return options.sendPage(reply);
    },
  });

  app.get<{ Params: { token: string } }>(`${SHARE_API_PREFIX}:token`, {
    config,
    logSerializers,
    handler: async (request, reply) => {
      const nowMs = now();
      const share = await activeShare(db, request.params.token, nowMs);
      if (!share) return sendMessage(reply, 404, SHARE_NOT_FOUND);
      // The link's period only: the request's query string is never read.
      const ranges = resolveRange(
        { period: share.period, from: share.from ?? undefined, to: share.to ?? undefined },
        nowMs,
      );
      if ('error' in ranges) return sendMessage(reply, 404, SHARE_NOT_FOUND);
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      return sharedResponse(await queries.response(ranges.range, ranges.previousRange));
    },
  });
}
