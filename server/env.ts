/**
 * Server configuration (DESIGN §2), parsed and validated once at start-up with zod.
 * The rest of the server reads the typed {@link ServerEnv}; only `main.ts` and the CLI
 * hand `process.env` to {@link parseEnv}.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { RETENTION_DAYS_DEFAULT } from '../common/retention';
import { site } from '../common/site';
import { DEV_ANON_KEY } from '../common/anon-key';
import { DEFAULT_RATE_LIMIT_MAX } from './contact/limits';
import {
  INSIGHTS_RETENTION_DAYS_DEFAULT,
  PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT,
  PAGEVIEWS_FLUSH_ROWS_DEFAULT,
  PAGE_VIEWS_RETENTION_DAYS_DEFAULT,
} from './insights/limits';
import {
  DEFAULT_REPORT_SCHEDULE,
  parseReportSchedule,
  REPORT_WEEKDAYS,
  type ReportSchedule,
} from './insights/report-schedule';
import { SHUTDOWN_DELAY_MAX_MS } from './limits';
import { MAX_EVENT_LOOP_DELAY_MS } from './operations/limits';

/**
 * The documented development key (DESIGN §2 `ANON_KEY` default), defined once in common/site.ts
 * so the front end's default (`VITE_SUPABASE_ANON_KEY`) and the server's never differ. Public by
 * design, like Supabase's `anon` key: it only lets a client insert contact messages with status
 * 'new'. Set `ANON_KEY` and `VITE_SUPABASE_ANON_KEY` to another value in production.
 */
export { DEV_ANON_KEY };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Empty strings count as unset, so `FOO= npm start` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

/**
 * A comma-separated list (`ALLOWED_ORIGINS`, `TRUST_PROXY`, `NOTIFY_TO`): items trimmed, empty
 * items dropped, so `a, b,` is `['a', 'b']`.
 */
const commaList = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * A whole-number variable from `min` up to `max` (inclusive; no upper bound when absent), coerced
 * from its text. Each refusal names the variable and the rule it breaks: `NAME must be a whole
 * number of <unit>`, `NAME must be at least <min><minNote>`, `NAME must be at most <max>`.
 */
const wholeNumber = (
  name: string,
  unit: string,
  range: { min: number; max?: number; minNote?: string },
) => {
  const notWhole = `${name} must be a whole number of ${unit}`;
  const atLeast = z.coerce
    .number({ error: notWhole })
    .int({ error: notWhole })
    .min(range.min, { error: `${name} must be at least ${range.min}${range.minNote ?? ''}` });
  return range.max === undefined
    ? atLeast
    : atLeast.max(range.max, { error: `${name} must be at most ${range.max}` });
};

/** A whole-number variable's unit, range and default (see {@link wholeNumber}). */
interface WholeNumberVar {
  unit: string;
  min: number;
  max?: number;
  minNote?: string;
  fallback: number;
}

/**
 * Whole-number variables by name: each {@link wholeNumber} in its range, its `fallback` when unset
 * or empty.
 */
const wholeNumberVars = <const T extends Record<string, WholeNumberVar>>(vars: T) =>
  Object.fromEntries(
    Object.entries(vars).map(([name, spec]) => [name, wholeNumberVar(name, spec)]),
  ) as { [K in keyof T]: ReturnType<typeof wholeNumberVar> };

/** One of {@link wholeNumberVars}. */
const wholeNumberVar = (name: string, { unit, fallback, ...range }: WholeNumberVar) =>
  optional(wholeNumber(name, unit, range).default(fallback));

/**
 * `value` as a URL when it parses, its scheme is one of `protocols` (with the colon, e.g.
 * `'smtp:'`) and it names a host; undefined otherwise.
 */
function urlWithScheme(value: string, protocols: readonly string[]): URL | undefined {
  const url = URL.parse(value);
  return url && protocols.includes(url.protocol) && url.hostname ? url : undefined;
}

const databaseUrl = z
  .string()
  .refine((value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\//.test(value), {
    error: 'DATABASE_URL must be file:PATH (SQLite) or postgres://… (PostgreSQL)',
  });

const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const item of commaList(value)) {
    if (item === '*') {
      origins.push('*');
      continue;
    }
    try {
      origins.push(new URL(item).origin);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `ALLOWED_ORIGINS: '${item}' is not an origin like https://example.com`,
      });
      return z.NEVER;
    }
  }
  return origins;
});

const rawEnvSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: optional(z.string().default('0.0.0.0')),
  DATABASE_URL: optional(databaseUrl.default('file:data/site.db')),
  ANON_KEY: optional(z.string().min(1).default(DEV_ANON_KEY)),
  ALLOWED_ORIGINS: optional(originList.optional()),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().min(0).default(DEFAULT_RATE_LIMIT_MAX)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: optional(z.string().default('false')),
  VITE_SUPABASE_URL: optional(z.string().optional()),
  REDIS_URL: optional(z.string().optional()),
  SMTP_URL: optional(z.string().optional()),
  NOTIFY_TO: optional(z.string().optional()),
  NOTIFY_FROM: optional(z.string().optional()),
  REPLY_FROM: optional(z.string().optional()),
  INSIGHTS_REPORT: optional(z.enum(['on', 'off']).default('on')),
  INSIGHTS_REPORT_SCHEDULE: optional(
    z
      .string()
      .transform((value, ctx) => {
        const schedule = parseReportSchedule(value);
        if (!schedule) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a day and a UTC time like 'mon 08:00' (days ${REPORT_WEEKDAYS.join(', ')})`,
          });
          return z.NEVER;
        }
        return schedule;
      })
      .optional(),
  ),
  INSIGHTS_REPORT_TO: optional(z.string().optional()),
  WEBHOOK_URL: optional(z.string().optional()),
  WEBHOOK_INCLUDE_BODY: optional(z.enum(['on', 'off']).default('off')),
  CONTENT_RELEASES_DIR: optional(z.string().min(1).optional()),
  CONTENT_GIT_COMMITS: optional(z.enum(['on', 'off']).default('off')),
  PUBLISH_WORKER: optional(z.enum(['on', 'off']).default('on')),
  AUTORESPONDER: optional(z.enum(['on', 'off']).default('off')),
  ERASURE_HASH_KEY: optional(
    z
      .string()
      .min(32, { error: 'ERASURE_HASH_KEY must be at least 32 characters (e.g. 64 hex digits)' })
      .optional(),
  ),
  ...wholeNumberVars({
    RETENTION_DAYS: { unit: 'days', min: 1, max: 36_500, fallback: RETENTION_DAYS_DEFAULT },
    PAGE_VIEWS_RETENTION_DAYS: {
      unit: 'days',
      min: 2,
      max: 36_500,
      fallback: PAGE_VIEWS_RETENTION_DAYS_DEFAULT,
    },
    INSIGHTS_RETENTION_DAYS: {
      unit: 'days',
      min: 1,
      max: 36_500,
      fallback: INSIGHTS_RETENTION_DAYS_DEFAULT,
    },
    PAGE_VIEWS_FLUSH_MS: {
      unit: 'milliseconds',
      min: 10,
      max: 60_000,
      fallback: PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT,
    },
    PAGE_VIEWS_FLUSH_ROWS: {
      unit: 'rows',
      min: 1,
      max: 2_000,
      fallback: PAGEVIEWS_FLUSH_ROWS_DEFAULT,
    },
    OVERLOAD_EVENT_LOOP_DELAY_MS: {
      unit: 'milliseconds',
      min: 0,
      minNote: ' (0 turns it off)',
      fallback: MAX_EVENT_LOOP_DELAY_MS,
    },
    SHUTDOWN_DELAY_MS: { unit: 'milliseconds', min: 0, max: SHUTDOWN_DELAY_MAX_MS, fallback: 0 },
  }),
  METRICS_PORT: optional(
    z.coerce
      .number({ error: 'METRICS_PORT must be a port number (0–65535)' })
      .int({ error: 'METRICS_PORT must be a port number (0–65535)' })
      .min(0, { error: 'METRICS_PORT must be a port number (0–65535)' })
      .max(65_535, { error: 'METRICS_PORT must be a port number (0–65535)' })
      .optional(),
  ),
  METRICS_HOST: optional(z.string().default('127.0.0.1')),
  COMPANY_PROFILE_URL: optional(
    z
      .union([
        z.literal('off'),
        z.url({ protocol: /^https?$/, error: 'COMPANY_PROFILE_URL must be an http(s) URL or off' }),
      ])
      .optional(),
  ),
});

/** The validated configuration. */
export interface ServerEnv {
  /** TCP port; 0 picks a free one (tests). Default 3000. */
  port: number;
  /** Listen address. Default '0.0.0.0'. */
  host: string;
  /** `file:PATH` (SQLite, path relative to the working directory) or `postgres://…`. Default `file:data/site.db`. */
  databaseUrl: string;
  /** The anonymous key accepted in `apikey` / `Authorization: Bearer` (DESIGN §4). Default {@link DEV_ANON_KEY}. */
  anonKey: string;
  /**
   * CORS allow-list for /rest/v1 (origins, no paths; `*` allows any). Default: the server's own
   * origin, `http://localhost:PORT` and `http://127.0.0.1:PORT`.
   */
  allowedOrigins: string[];
  /** Contact inserts per client IP per minute; 0 disables the limit (benchmarks). Default 20. */
  rateLimitMax: number;
  /** Pino log level. Default 'info'. */
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Which proxies in front may tell the client's address, protocol and host in `X-Forwarded-*`
   * (Fastify's `trustProxy`): false (none, the default) or the proxies' addresses and CIDR ranges.
   * See {@link parseTrustProxy}.
   */
  trustProxy: TrustProxy;
  /**
   * Where the rate-limit counters live when several instances share them (docs/architecture.md "Scaling out"):
   * `REDIS_URL` (`redis://[user:pass@]host[:port][/db]`, or `rediss://` for TLS), or null when
   * unset (then PostgreSQL holds them with a `postgres://` DATABASE_URL, memory with SQLite).
   */
  redis: RedisConfig | null;
  /**
   * Origin of `VITE_SUPABASE_URL` when it points at another host (a real Supabase project); added to
   * the CSP `connect-src`. Undefined when the site talks to this server.
   */
  externalApiOrigin: string | undefined;
  /**
   * The public company page read for the LinkedIn card (spec §7); default `site.links.linkedinCompany`.
   * `COMPANY_PROFILE_URL=off` gives null: the card keeps its defaults and the server makes no
   * outbound request (tests, CI, the bench: they reach loopback only).
   */
  companyProfileUrl: string | null;
  /**
   * E-mail notification of stored messages (DESIGN §8), or null when `SMTP_URL` is unset
   * (notifications off; messages still queue in the outbox, see docs/notifications.md).
   */
  notifications: NotificationsConfig | null;
  /**
   * The chat webhook of new messages (docs/inbox.md "Chat webhook"), or null when `WEBHOOK_URL`
   * is unset (nothing is queued for it).
   */
  webhook: WebhookConfig | null;
  /**
   * Days a contact message is kept after it was received; older ones are erased by the
   * server's daily purge. Default {@link RETENTION_DAYS_DEFAULT} (common/retention.ts).
   */
  retentionDays: number;
  /**
   * `ERASURE_HASH_KEY`: the key of the erasure audit's address hash (HMAC-SHA-256, docs/privacy.md
   * "Erasure by address"); null (unset): the random key migration 0016 stored in `app_secrets`.
   */
  erasureHashKey: string | null;
  /**
   * `CONTENT_RELEASES_DIR`: where the content editor's publishes build new releases of the site
   * and the `current` link the server then serves (docs/editing.md "Publishing"); null (unset, or
   * `off`): editors save drafts but cannot publish, and build/client is served as it is.
   * `npm start` sets `data/site` and the image `/data/site` unless it is set.
   */
  contentReleasesDir: string | null;
  /**
   * `CONTENT_GIT_COMMITS=on`: each publish is also a Git commit of the changed files in this
   * checkout (the branch checked out), by the editor's e-mail. Default off: history is the
   * database's `content_publishes` table either way.
   */
  contentGitCommits: boolean;
  /**
   * `PUBLISH_WORKER` (default `on`): whether this instance runs the queued publishes, the
   * scheduled ones and the re-render after a code deploy itself. `off` when a separate publisher
   * (`npm run publisher`, server/publisher.ts; compose's `publisher` service) does it: the
   * instance then only queues publishes (docs/decisions/0045-publisher-process.md).
   */
  publishWorker: boolean;
  /**
   * `AUTORESPONDER=on`: each new, non-spam contact message queues one acknowledgement e-mail to
   * the visitor in their page's language, at most one per address per 24 h (server/contact/
   * autoresponder.ts, docs/inbox.md "Autoresponder"). Default off; without `SMTP_URL` nothing is
   * queued even when on.
   */
  autoresponder: boolean;
  /**
   * Site insights (DESIGN §8): days raw `page_views` are kept before the purge
   * (`PAGE_VIEWS_RETENTION_DAYS`, default {@link PAGE_VIEWS_RETENTION_DAYS_DEFAULT}; at least 2,
   * so yesterday is always rolled up from all its rows), and days the daily roll-ups are kept
   * (`INSIGHTS_RETENTION_DAYS`, default {@link INSIGHTS_RETENTION_DAYS_DEFAULT}).
   */
  insights: { pageViewsRetentionDays: number; insightsRetentionDays: number };
  /**
   * The insights' weekly e-mailed report (DESIGN §8 "Site insights: e-mailed report"):
   * `enabled` (`INSIGHTS_REPORT`, default on), its slot (`INSIGHTS_REPORT_SCHEDULE`, a day and a
   * UTC time, default `mon 08:00`), and its recipients (`INSIGHTS_REPORT_TO`, a comma-separated
   * list; default `NOTIFY_TO`'s, so empty when neither is set). It needs SMTP (`notifications`).
   */
  insightsReport: { enabled: boolean; schedule: ReportSchedule; to: string[] };
  /**
   * The page-view write buffer (decision 0028): flush every `intervalMs` (`PAGE_VIEWS_FLUSH_MS`,
   * default {@link PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT}: at most this long's views lost in a
   * crash) or at `batchRows` waiting rows, the most one INSERT carries (`PAGE_VIEWS_FLUSH_ROWS`,
   * default {@link PAGEVIEWS_FLUSH_ROWS_DEFAULT}, at most 2,000: 20,000 bound parameters, under
   * SQLite's 32,766).
   */
  pageViewsFlush: { intervalMs: number; batchRows: number };
  /**
   * The internal listener serving Prometheus metrics at `GET /metrics` (DESIGN §2, §4), or null
   * when `METRICS_PORT` is unset (no listener; the metrics are still kept). `port` 0 picks a free
   * one (tests). `host` defaults to 127.0.0.1: the public must never reach it
   * (DESIGN §4 "Operations endpoints").
   */
  metrics: { port: number; host: string } | null;
  /**
   * After SIGTERM, how long the server keeps serving with `/readyz` answering 503 before it stops
   * accepting connections, so a load balancer takes it out of rotation first (the "lame duck"
   * state of Google's SRE book, ch. 20). Milliseconds; default 0 (stop accepting at once).
   */
  shutdownDelayMs: number;
  /**
   * Mean event-loop delay past which requests are refused with 503 + Retry-After
   * (@fastify/under-pressure); 0 = never. Milliseconds.
   */
  overloadEventLoopDelayMs: number;
}

/** The validated `REDIS_URL`. */
export interface RedisConfig {
  /** `redis://…` or `rediss://…`, as given. */
  url: string;
  /** {@link url} with the password replaced by `***`: the only form ever logged. */
  urlRedacted: string;
}

/** Where notifications go (DESIGN §2: `SMTP_URL`, `NOTIFY_TO`, `NOTIFY_FROM`). */
export interface NotificationsConfig {
  /** `smtp://[user:pass@]host[:port]` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
  smtpUrl: string;
  /** {@link smtpUrl} with the password replaced by `***`: the only form ever logged. */
  smtpUrlRedacted: string;
  /** Recipients: the team's addresses, at least one. Never the visitor's. */
  to: string[];
  /** The From address, `addr@host` or `Name <addr@host>`. */
  from: string;
  /**
   * The From of the team's replies to visitors (`REPLY_FROM`, same forms; default {@link from}):
   * the site's address, never a team member's.
   */
  replyFrom: string;
}

/** The chat webhook (DESIGN §2: `WEBHOOK_URL`, `WEBHOOK_INCLUDE_BODY`). */
export interface WebhookConfig {
  /**
   * Where each new message's Slack-compatible JSON is posted: `https://…`, or `http://` to
   * localhost / 127.0.0.1 / [::1] (tests). A secret (it is the credential of an incoming webhook):
   * never logged; {@link urlRedacted} is.
   */
  url: string;
  /** The origin of {@link url} only, for the logs. */
  urlRedacted: string;
  /** `WEBHOOK_INCLUDE_BODY=on`: the post carries the message's text too (default off). */
  includeBody: boolean;
}

/** The parsed `TRUST_PROXY`: no proxy, or the proxies' addresses, ranges and range names. */
export type TrustProxy = false | string[];

/** Names @fastify/proxy-addr (Fastify's `trustProxy`) accepts for well-known ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** What to write for the common case, quoted by every error of {@link parseTrustProxy}. */
const TRUST_PROXY_HINT =
  "write the proxy's address (TRUST_PROXY=127.0.0.1 for a proxy on this host) or its network's range (TRUST_PROXY=172.18.0.0/16)";

/**
 * Parses `TRUST_PROXY`: which peers may tell the client's address, protocol and host in
 * `X-Forwarded-*`. Only the proxies' own addresses are accepted (Fastify docs, `trustProxy`):
 * - `true` is refused: trusting every hop makes the left-most `X-Forwarded-For` value — which
 *   any client can write — the client address, so a client could pick a new address per request
 *   and escape the per-address limits (MDN "X-Forwarded-For", security and privacy concerns);
 * - a hop count is refused too: it cannot tell the proxy from a client that connects to the
 *   server directly, which is why Fastify 5 ignores hop counts altogether.
 * With the proxy's address trusted, the client is the right-most `X-Forwarded-For` entry, the
 * one the proxy itself appended.
 * @param value `false`/`0`/empty (no proxy), or comma-separated IPv4/IPv6 addresses, CIDR ranges
 *   (`10.0.0.0/8`) and the names `loopback`, `linklocal`, `uniquelocal`
 * @returns false, or the list for Fastify's `trustProxy`
 * @throws {Error} with a message saying what to write instead
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      `TRUST_PROXY=true trusts every X-Forwarded-For hop, so any client could choose its own address and escape the rate limits: ${TRUST_PROXY_HINT}`,
    );
  }
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text}: a hop count cannot tell the proxy from a client that connects directly: ${TRUST_PROXY_HINT}`,
    );
  }
  const entries = commaList(text);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY: '${entry}' is neither an IP address, a CIDR range nor loopback, linklocal or uniquelocal: ${TRUST_PROXY_HINT}`,
      );
    }
  }
  return entries;
}

/** Whether an entry of `TRUST_PROXY` is an address, an address/prefix, or a proxy-addr name. */
function isAddressOrRange(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Thrown by {@link parseEnv} with one line per invalid variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses and validates environment variables (DESIGN §2).
 * @param source usually `process.env`; tests pass a plain object
 * @throws {EnvError} listing every invalid variable
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = rawEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const raw = result.data;
  const notifications = parseNotifications(
    raw.SMTP_URL,
    raw.NOTIFY_TO,
    raw.NOTIFY_FROM,
    raw.REPLY_FROM,
  );
  const webhook =
    raw.WEBHOOK_URL === undefined
      ? null
      : parseWebhook(raw.WEBHOOK_URL, raw.WEBHOOK_INCLUDE_BODY === 'on');
  const redis = raw.REDIS_URL === undefined ? null : parseRedisUrl(raw.REDIS_URL);
  const reportTo = commaList(raw.INSIGHTS_REPORT_TO ?? '');
  const badReportTo = reportTo.filter((address) => !emailAddress.safeParse(address).success);
  if (badReportTo.length > 0) {
    throw new EnvError(
      `Invalid environment:\n  ${badReportTo.map((address) => `INSIGHTS_REPORT_TO: '${address}' is not an e-mail address`).join('\n  ')}`,
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  } catch (error) {
    throw new EnvError(`Invalid environment:\n  ${(error as Error).message}`);
  }
  if (raw.METRICS_PORT !== undefined && raw.METRICS_PORT !== 0 && raw.METRICS_PORT === raw.PORT) {
    throw new EnvError(
      `Invalid environment:\n  METRICS_PORT: must differ from PORT (${raw.PORT}): metrics are served on an internal port the public cannot reach`,
    );
  }
  const ownOrigins = [`http://localhost:${raw.PORT}`, `http://127.0.0.1:${raw.PORT}`];
  return {
    port: raw.PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    anonKey: raw.ANON_KEY,
    allowedOrigins:
      raw.ALLOWED_ORIGINS && raw.ALLOWED_ORIGINS.length > 0 ? raw.ALLOWED_ORIGINS : ownOrigins,
    rateLimitMax: raw.RATE_LIMIT_MAX,
    logLevel: raw.LOG_LEVEL,
    trustProxy,
    redis,
    externalApiOrigin: absoluteOrigin(raw.VITE_SUPABASE_URL),
    companyProfileUrl:
      raw.COMPANY_PROFILE_URL === 'off'
        ? null
        : (raw.COMPANY_PROFILE_URL ?? site.links.linkedinCompany),
    notifications,
    webhook,
    retentionDays: raw.RETENTION_DAYS,
    erasureHashKey: raw.ERASURE_HASH_KEY ?? null,
    contentReleasesDir:
      raw.CONTENT_RELEASES_DIR === undefined || raw.CONTENT_RELEASES_DIR === 'off'
        ? null
        : raw.CONTENT_RELEASES_DIR,
    contentGitCommits: raw.CONTENT_GIT_COMMITS === 'on',
    publishWorker: raw.PUBLISH_WORKER !== 'off',
    autoresponder: raw.AUTORESPONDER === 'on',
    insights: {
      pageViewsRetentionDays: raw.PAGE_VIEWS_RETENTION_DAYS,
      insightsRetentionDays: raw.INSIGHTS_RETENTION_DAYS,
    },
    insightsReport: {
      enabled: raw.INSIGHTS_REPORT === 'on',
      schedule: raw.INSIGHTS_REPORT_SCHEDULE ?? DEFAULT_REPORT_SCHEDULE,
      to: reportTo.length > 0 ? reportTo : (notifications?.to ?? []),
    },
    pageViewsFlush: {
      intervalMs: raw.PAGE_VIEWS_FLUSH_MS,
      batchRows: raw.PAGE_VIEWS_FLUSH_ROWS,
    },
    metrics:
      raw.METRICS_PORT === undefined ? null : { port: raw.METRICS_PORT, host: raw.METRICS_HOST },
    shutdownDelayMs: raw.SHUTDOWN_DELAY_MS,
    overloadEventLoopDelayMs: raw.OVERLOAD_EVENT_LOOP_DELAY_MS,
  };
}

const emailAddress = z.email();

/** `addr@host` or `Name <addr@host>` (RFC 5322 §3.4 name-addr), or undefined when not one. */
function parseMailbox(value: string): string | undefined {
  const trimmed = value.trim();
  const named = /^([^<>\r\n]*)<([^<>\s]+)>$/.exec(trimmed);
  const address = named ? named[2]! : trimmed;
  return emailAddress.safeParse(address).success ? trimmed : undefined;
}

/** Hosts a plain `http://` webhook may name: this machine only (tests, a local relay). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Validates `WEBHOOK_URL`: an absolute `https://` URL without user or password, or `http://` to
 * a loopback host (a plain-text post elsewhere would carry the lead's name over the network in
 * clear). Checked at start so a typo fails the start, not every post.
 * @throws {EnvError} naming the variable and the rule
 */
function parseWebhook(value: string, includeBody: boolean): WebhookConfig {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  const ok =
    url !== undefined &&
    !url.username &&
    !url.password &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)));
  if (!url || !ok) {
    throw new EnvError(
      'Invalid environment:\n  WEBHOOK_URL: must be an https:// URL (http:// only to localhost or 127.0.0.1), without user:password',
    );
  }
  return { url: url.href, urlRedacted: url.origin, includeBody };
}

/** Replaces the password of a URL with `***` (never log SMTP credentials). */
export function redactUrlPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*):[^@/]*@/i, '$1:***@');
}

/**
 * Validates the notification settings (DESIGN §2).
 * @returns null when SMTP_URL is unset (notifications off)
 * @throws {EnvError} for a malformed SMTP_URL, or NOTIFY_TO / NOTIFY_FROM missing or invalid
 *   while SMTP_URL is set
 */
function parseNotifications(
  smtpUrl: string | undefined,
  notifyTo: string | undefined,
  notifyFrom: string | undefined,
  replyFrom?: string | undefined,
): NotificationsConfig | null {
  if (smtpUrl === undefined) return null;
  const problems: string[] = [];
  if (!urlWithScheme(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push('SMTP_URL: must be smtp://user:pass@host:587 or smtps://user:pass@host:465');
  }
  const to = commaList(notifyTo ?? '');
  if (to.length === 0) problems.push('NOTIFY_TO: required when SMTP_URL is set');
  for (const address of to) {
    if (!emailAddress.safeParse(address).success) {
      problems.push(`NOTIFY_TO: '${address}' is not an e-mail address`);
    }
  }
  const from = notifyFrom === undefined ? undefined : parseMailbox(notifyFrom);
  if (from === undefined) {
    problems.push(
      notifyFrom === undefined
        ? 'NOTIFY_FROM: required when SMTP_URL is set'
        : 'NOTIFY_FROM: must be addr@host or Name <addr@host>',
    );
  }
  const replyMailbox = replyFrom === undefined ? from : parseMailbox(replyFrom);
  if (replyMailbox === undefined)
    problems.push('REPLY_FROM: must be addr@host or Name <addr@host>');
  if (problems.length > 0 || from === undefined || replyMailbox === undefined) {
    throw new EnvError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return {
    smtpUrl,
    smtpUrlRedacted: redactUrlPassword(smtpUrl),
    to,
    from,
    replyFrom: replyMailbox,
  };
}

/**
 * Validates `REDIS_URL`: the scheme ioredis reads (`redis:` plain, `rediss:` TLS) and a host.
 * @throws {EnvError} naming the form to write; the value itself is not repeated (it may hold a password)
 */
function parseRedisUrl(value: string): RedisConfig {
  if (!urlWithScheme(value, ['redis:', 'rediss:'])) {
    throw new EnvError(
      'Invalid environment:\n  REDIS_URL: must be redis://[user:pass@]host[:port][/db] or rediss://… (TLS)',
    );
  }
  return { url: value, urlRedacted: redactUrlPassword(value) };
}

/** The origin of an absolute http(s) URL, or undefined for empty/relative values. */
function absoluteOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
