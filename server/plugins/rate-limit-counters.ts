/**
 * The rate-limit counters every instance sees (DESIGN §4; server/rate-limit.ts), decorated once
 * as `rateLimitCounters`: Redis when `REDIS_URL` is set, else PostgreSQL's pool, else (SQLite)
 * memory. Every rate-limited route spreads `app.rateLimitCounters.pluginOptions` into its
 * @fastify/rate-limit registration, so all routes and instances count in one store. Closed when
 * the app closes.
 *
 * Not encapsulated (fastify-plugin): the decorator and its `onClose` belong to the root instance.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { postgresPoolOf } from '../db/database';
import type { RedisConfig } from '../env';
import { createRateLimitCounters, type RateLimitCounters } from '../rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's rate-limit counters (server/rate-limit.ts). */
    rateLimitCounters: RateLimitCounters;
  }
}

/** Options of {@link rateLimitCountersPlugin}. */
export interface RateLimitCountersPluginOptions {
  /** `REDIS_URL` (server/env.ts), or null: PostgreSQL's pool or memory hold the counters. */
  redis: RedisConfig | null;
}

/**
 * Opens the counters.
 * @throws when Redis or PostgreSQL cannot hold them, or a PostgreSQL `db` has no pool of ours
 * (the app, closed by `buildApp`, then closes the database it opened itself)
 */
async function rateLimitCounters(app: FastifyInstance, { redis }: RateLimitCountersPluginOptions) {
  const postgresPool = postgresPoolOf(app.db);
  if (app.dbDialect === 'postgres' && !postgresPool) {
    throw new Error(
      'buildApp: a PostgreSQL `db` must come from openDatabase (its pool holds the rate-limit counters)',
    );
  }
  const counters = await createRateLimitCounters({ redis, postgresPool });
  app.decorate('rateLimitCounters', counters);
  app.addHook('onClose', async () => counters.close());
  app.log.info({ backend: counters.backend, redis: redis?.urlRedacted }, 'rate-limit counters');
}

/** See the module comment. Needs `db` (PostgreSQL's pool). */
export const rateLimitCountersPlugin = fastifyPlugin(rateLimitCounters, {
  name: 'rate-limit-counters',
  fastify: '5.x',
  dependencies: ['db'],
});
