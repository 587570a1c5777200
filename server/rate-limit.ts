/**
 * Where the per-client rate limits (contact inserts, DESIGN §4 `RATE_LIMIT_MAX`; web-vitals
 * reports) keep their counters, so that several instances behind a load balancer allow
 * `RATE_LIMIT_MAX` a minute in all, not each (docs/architecture.md "Scaling out",
 * docs/decisions/0005-several-instances.md):
 *
 * - `REDIS_URL` set: Redis, through rate-limiter-flexible's `RateLimiterRedis` (one Lua script:
 *   `SET NX EX` + `INCRBY` + `PTTL`, atomic on the server);
 * - otherwise a `postgres://` DATABASE_URL: the unlogged `rate_limit_counters` table (migration
 *   0006), through `RateLimiterPostgres` (one `INSERT … ON CONFLICT DO UPDATE … RETURNING`,
 *   atomic under concurrent requests from any number of instances) on the app's own pg pool;
 * - otherwise (SQLite, one instance): @fastify/rate-limit's in-memory LRU store, as before.
 *
 * Either shared store is wrapped by {@link FlexibleRateLimitStore}, the custom `store` class
 * @fastify/rate-limit documents. A key that went over its limit is then refused from memory
 * until its window ends (rate-limiter-flexible's `inMemoryBlockOnConsumed`), so a flood from one
 * address costs the store one query per instance and window, not one per request. When the store
 * cannot count (Redis or PostgreSQL down or slow), the request fails closed with 503 and
 * `Retry-After` ({@link RateLimitStoreError}): the limit never silently lapses.
 *
 * Keys are the hex SHA-256 of the client address (IPv6 reduced to its /64, @fastify/rate-limit's
 * `normalizeIP`), so no address is stored in clear (docs/security.md), prefixed by the route.
 */
import { createHash } from 'node:crypto';
import {
  normalizeIP,
  type FastifyRateLimitStoreCtor,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisConfig } from './env';

/**
 * Redis (REDIS_URL, shared rate-limit counters): the longest wait for the TCP connection and
 * greeting, at start-up and on every reconnect (ioredis `connectTimeout`; its default is 10 s).
 * Milliseconds.
 */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * Redis: the longest a rate-limit count may take before the request answers 503 (ioredis
 * `commandTimeout`; by default it waits for ever). Like `PG_QUERY_TIMEOUT_MS`
 * (server/db/limits.ts), it keeps DESIGN §6 "503 within 5 s" when the counter store stops
 * answering. Milliseconds.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2_000;

/** Which store holds the counters. */
export type RateLimitBackend = 'memory' | 'postgres' | 'redis';

/** The table of migration 0006. */
export const RATE_LIMIT_TABLE = 'rate_limit_counters';

/** @fastify/rate-limit's default IPv6 prefix: one /64 is one subscriber (RFC 6177 §3). */
const IPV6_SUBNET_BITS = 64;

/** The shared part of the @fastify/rate-limit options every rate-limited route plugin registers. */
export type RateLimitStoreOptions = Pick<RateLimitPluginOptions, 'store' | 'keyGenerator'>;

/** The counters of one app: the plugin options to spread, and what to close with the app. */
export interface RateLimitCounters {
  backend: RateLimitBackend;
  /** Spread into every `app.register(rateLimit, …)`, so all routes count in the same store. */
  pluginOptions: RateLimitStoreOptions;
  /** Closes the Redis connection (no-op otherwise). */
  close(): Promise<void>;
}

/** Options of {@link createRateLimitCounters}. */
export interface RateLimitCountersOptions {
  /** `env.redis`: Redis wins whenever it is set. */
  redis: RedisConfig | null;
  /**
   * The app's PostgreSQL pool (server/db/database.ts `postgresPoolOf`): holds the counters when
   * Redis is not set. Undefined on SQLite: memory.
   */
  postgresPool: pg.Pool | undefined;
}

/**
 * Thrown (as the request's error) when the counter store cannot count; the app answers 503 with
 * `Retry-After` (server/plugins/error-handling.ts `toApiError`). `cause` is the driver's error, for the log.
 */
export class RateLimitStoreError extends Error {
  override name = 'RateLimitStoreError';
  constructor(cause: unknown) {
    super('The rate-limit counter store is unavailable', { cause });
  }
}

/** The rate-limit key of a request: hex SHA-256 of its normalised client address. */
export function rateLimitKey(request: FastifyRequest): string {
  return createHash('sha256')
    .update(normalizeIP(request.ip, IPV6_SUBNET_BITS), 'utf8')
    .digest('hex');
}

/** Makes a rate-limiter-flexible limiter for one route, window and maximum. */
type LimiterFactory = (options: {
  keyPrefix: string;
  points: number;
  durationS: number;
}) => RateLimiterAbstract;

/** What @fastify/rate-limit's `incr` callback takes. */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit `store` (its README, "Custom store") backed by rate-limiter-flexible.
 * `child(route)` gives each rate-limited route its own key prefix (`POST/api/vitals`, …), as the
 * plugin's own stores do; limiters are made on first use per window and maximum.
 */
export class FlexibleRateLimitStore {
  readonly #factory: LimiterFactory;
  readonly #prefix: string;
  readonly #limiters = new Map<string, RateLimiterAbstract>();

  constructor(factory: LimiterFactory, prefix = 'global') {
    this.#factory = factory;
    this.#prefix = prefix;
  }

  /**
   * Counts one request for `key` and reports the window's count and what is left of it.
   * @param timeWindow window length, ms (whole seconds: rate-limiter-flexible counts in seconds)
   * @param max requests allowed in the window
   */
  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    const durationS = Math.max(1, Math.ceil(timeWindow / 1000));
    const id = `${durationS}:${max}`;
    let limiter = this.#limiters.get(id);
    if (!limiter) {
      limiter = this.#factory({ keyPrefix: this.#prefix, points: max, durationS });
      this.#limiters.set(id, limiter);
    }
    limiter.consume(key).then(
      (result) => callback(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) {
          // Over the limit. A key blocked in memory reports 0 consumed points: still over.
          callback(null, {
            current: Math.max(rejection.consumedPoints, max + 1),
            ttl: rejection.msBeforeNext,
          });
        } else {
          callback(new RateLimitStoreError(rejection));
        }
      },
    );
  }

  /** The store of one route (called by @fastify/rate-limit for each route with a `rateLimit` config). */
  child(routeOptions: { routeInfo?: { method?: unknown; url?: unknown } }): FlexibleRateLimitStore {
    const method = String(routeOptions.routeInfo?.method ?? '');
    const url = String(routeOptions.routeInfo?.url ?? '');
    return new FlexibleRateLimitStore(this.#factory, `${method}${url}`);
  }
}

/**
 * The rate-limiter-flexible options both stores share: `inMemoryBlockOnConsumed` one past the
 * limit with no `inMemoryBlockDuration` refuses a key from memory for the rest of its window
 * once it went over (rate-limiter-flexible docs, "In-memory Block Strategy").
 */
function commonOptions({ keyPrefix, points, durationS }: Parameters<LimiterFactory>[0]) {
  return { keyPrefix, points, duration: durationS, inMemoryBlockOnConsumed: points + 1 };
}

/**
 * Chooses and opens the counter store (see the module comment). With Redis it connects before
 * returning, so a wrong REDIS_URL stops the start with a clear error instead of answering 503.
 * @throws {Error} when REDIS_URL is set and Redis does not answer within {@link REDIS_CONNECT_TIMEOUT_MS}
 */
export async function createRateLimitCounters(
  options: RateLimitCountersOptions,
): Promise<RateLimitCounters> {
  const keyGenerator = rateLimitKey;
  if (options.redis) {
    const redis = new Redis(options.redis.url, {
      lazyConnect: true,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // Commands fail at once while disconnected instead of queueing (rate-limiter-flexible
      // docs, "Redis": `enableOfflineQueue: false`); the store then answers 503.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    // Connection errors are reported through the commands that fail (503, logged per request);
    // without a listener ioredis would print each reconnect attempt's error to stderr.
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(
        `REDIS_URL: cannot connect to ${options.redis.urlRedacted}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    const factory: LimiterFactory = (limits) =>
      new RateLimiterRedis({
        ...commonOptions(limits),
        storeClient: redis,
        rejectIfRedisNotReady: true,
      });
    return {
      backend: 'redis',
      pluginOptions: { keyGenerator, store: storeClass(factory) },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (options.postgresPool) {
    const storeClient = options.postgresPool;
    const factory: LimiterFactory = (limits) =>
      new RateLimiterPostgres({
        ...commonOptions(limits),
        // The pool itself, not Kysely: rate-limiter-flexible names its statements, so PostgreSQL
        // parses and plans the upsert once per connection (docs/decisions/0005-several-instances.md
        // has its cost). pg-pool's query() releases a client
        // whose query failed with the error, so a lost connection is dropped, not reused.
        storeClient,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
      });
    return {
      backend: 'postgres',
      pluginOptions: { keyGenerator, store: storeClass(factory) },
      close: async () => {},
    };
  }
  return { backend: 'memory', pluginOptions: { keyGenerator }, close: async () => {} };
}

/** The constructor @fastify/rate-limit's `store` option takes (it calls `new Store(options)`). */
function storeClass(factory: LimiterFactory): FastifyRateLimitStoreCtor {
  return class extends FlexibleRateLimitStore {
    constructor() {
      super(factory);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
