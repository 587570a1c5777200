/**
 * docs/architecture.md "Scaling out", DESIGN §2 `REDIS_URL`: two app instances on one PostgreSQL share the
 * contact rate limit — `RATE_LIMIT_MAX` a minute in all, not per instance — in the database's
 * `rate_limit_counters` table by default, and in Redis when `REDIS_URL` is set. All requests are
 * sent at once, half to each instance, so a counter that is read and then written (instead of
 * counted atomically) would let more than the limit through. The counters hold no address in
 * clear; a store that cannot count answers 503 with Retry-After and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { redisSkipReason, startRedis, type PrivateRedis } from '../../support/redis';
import { createPostgresDatabase } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const LIMIT = 20;
const SENT = 2 * LIMIT;

/** POSTs `count` rows at once, alternating between the servers; resolves with the statuses. */
async function postAtOnce(servers: readonly TestServer[], count: number, tag: string) {
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      postRows(servers[i % servers.length]!, [validRow({ subject: `${tag} ${i}` })]),
    ),
  );
  return responses.map((response) => response.status);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

const skip = postgresSkipReason();

describe.skipIf(skip)('two instances on one PostgreSQL', () => {
  let pg: PrivatePostgres;
  let redis: PrivateRedis | undefined;
  beforeAll(async () => {
    pg = await startPostgres();
    if (!redisSkipReason()) redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    await pg?.stop();
  });

  /** Two servers on one fresh database, with the given extra environment. */
  async function twoInstances(env: Record<string, string>): Promise<TestServer[]> {
    // One database for both (its dispose does nothing: it goes with the cluster).
    const database = await createPostgresDatabase(pg);
    const servers: TestServer[] = [];
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await startTestServer({ database, env: { RATE_LIMIT_MAX: String(LIMIT), ...env } }),
      );
    }
    return servers;
  }

  it(`PostgreSQL counters: ${SENT} posts at once over two instances store exactly ${LIMIT}`, async () => {
    const servers = await twoInstances({});
    try {
      const statuses = await postAtOnce(servers, SENT, 'pg');
      expect(tally(statuses)).toEqual({ 201: LIMIT, 429: LIMIT });
      expect(await servers[0]!.count()).toBe(LIMIT);
      // Each route counts on its own: web-vitals reports still pass.
      const vitals = await fetch(`${servers[1]!.url}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'LCP',
          value: 1200,
          rating: 'good',
          id: 'v1-1',
          navigationType: 'navigate',
          path: '/',
        }),
      });
      expect(vitals.status).toBe(204);
      const keys = await pg.query<{ key: string; points: number }>(
        'select key, points from rate_limit_counters order by key',
        [],
        servers[0]!.database.url.split('/').pop(),
      );
      expect(keys.rows.map((row) => row.key)).toEqual([
        expect.stringMatching(/^POST\/api\/vitals:[0-9a-f]{64}$/),
        expect.stringMatching(/^POST\/rest\/v1\/contact_messages:[0-9a-f]{64}$/),
      ]);
      expect(JSON.stringify(keys.rows)).not.toContain('127.0.0.1');
    } finally {
      for (const server of servers) await server.close();
    }
  });

  describe.skipIf(redisSkipReason())('with REDIS_URL', () => {
    it(`Redis counters: ${SENT} posts at once over two instances store exactly ${LIMIT}`, async () => {
      const servers = await twoInstances({ REDIS_URL: redis!.url });
      try {
        const statuses = await postAtOnce(servers, SENT, 'redis');
        expect(tally(statuses)).toEqual({ 201: LIMIT, 429: LIMIT });
        expect(await servers[0]!.count()).toBe(LIMIT);
        const keys = await redis!.command('KEYS *');
        expect(keys).toMatch(/POST\/rest\/v1\/contact_messages:[0-9a-f]{64}/);
        expect(keys).not.toContain('127.0.0.1');
        // Redis, not the database, held them.
        const table = await pg.query<{ n: string }>(
          'select count(*) as n from rate_limit_counters',
          [],
          servers[0]!.database.url.split('/').pop(),
        );
        expect(Number(table.rows[0]!.n)).toBe(0);
      } finally {
        for (const server of servers) await server.close();
      }
    });

    it('a Redis that stops answering gives 503 with Retry-After within 5 s, and stores nothing', async () => {
      const own = await startRedis();
      const servers = await twoInstances({ REDIS_URL: own.url });
      try {
        expect((await postRows(servers[0]!, [validRow({ subject: 'before' })])).status).toBe(201);
        await own.stop();
        const started = Date.now();
        const response = await postRows(servers[1]!, [validRow({ subject: 'while down' })]);
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await servers[0]!.count()).toBe(1);
      } finally {
        for (const server of servers) await server.close();
        await own.stop();
      }
    });

    it('a REDIS_URL nothing answers stops the start with a clear error', async () => {
      await expect(
        startTestServer({
          database: await createPostgresDatabase(pg),
          env: { REDIS_URL: 'redis://:secret@127.0.0.1:1' },
        }),
      ).rejects.toThrow(/REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
    });
  });
});
