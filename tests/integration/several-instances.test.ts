/**
 * docs/architecture.md "Scaling out", short version of `npm run bench -- scale`: two real server processes
 * (`server/main.ts`) on one private PostgreSQL behind a private HAProxy (`option forwardfor`,
 * health checks, conn-failure retries), all on loopback. Once with the counters in PostgreSQL
 * (the default), once with `REDIS_URL`:
 * - the contact rate limit holds across instances: 40 posts from one client through HAProxy
 *   with RATE_LIMIT_MAX=20 store exactly 20 (each instance on its own allowed all 40);
 * - a session made on one instance works on the other (sessions are database rows);
 * - each message is e-mailed once, whichever instance stored it (the outbox is claimed with
 *   `FOR UPDATE SKIP LOCKED`).
 * Then (PostgreSQL) a rolling restart under steady inserts and page requests, each instance
 * taken out of HAProxy's rotation before its SIGTERM, ends with no failed request and no lost
 * row.
 * Bounded: every process is stopped in afterAll; the rolling restart is the longest part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { postContact, send, startCluster, type Cluster } from '../../support/cluster';
import { clientAddresses, runRollingRestart } from '../../support/rolling-restart';
import { GOOD_PASSWORD, usersCli } from '../helpers/admin';
import { haproxySkipReason } from '../../support/haproxy';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { redisSkipReason, startRedis, type PrivateRedis } from '../../support/redis';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';

const ANON_KEY = 'several-instances-key';
const LIMIT = 20;

const skip = postgresSkipReason() ?? haproxySkipReason();

describe.skipIf(skip)('several instances behind HAProxy on one PostgreSQL', () => {
  let pg: PrivatePostgres;
  let smtp: SmtpSink;
  beforeAll(async () => {
    pg = await startPostgres();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
    await pg?.stop();
  });

  describe.each([
    { counters: 'PostgreSQL', redis: false },
    { counters: 'Redis', redis: true },
  ])('rate-limit counters in $counters', ({ redis: withRedis }) => {
    if (withRedis && redisSkipReason()) {
      it.skip(redisSkipReason()!, () => {});
      return;
    }
    let redis: PrivateRedis | undefined;
    let cluster: Cluster;
    let databaseUrl: string;
    const database = () => databaseUrl.split('/').pop();
    beforeAll(async () => {
      if (withRedis) redis = await startRedis();
      databaseUrl = await pg.createDatabase();
      cluster = await startCluster({
        instances: 2,
        databaseUrl,
        env: {
          ANON_KEY,
          RATE_LIMIT_MAX: String(LIMIT),
          SMTP_URL: smtp.url,
          NOTIFY_TO: 'team@example.com',
          NOTIFY_FROM: 'Website <noreply@example.com>',
          ...(redis ? { REDIS_URL: redis.url } : {}),
        },
      });
    });
    afterAll(async () => {
      await cluster?.stop();
      await redis?.stop();
    });

    it(`${2 * LIMIT} posts from one client through HAProxy store exactly ${LIMIT}`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 2 * LIMIT; i += 1) {
        const answer = await postContact(cluster.url, ANON_KEY, `limit ${i}`, {
          localAddress: '127.0.0.2',
        });
        statuses.push(answer.status);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
      const stored = await pg.query<{ n: string }>(
        "select count(*) as n from contact_messages where subject like 'limit %'",
        [],
        database(),
      );
      expect(Number(stored.rows[0]!.n)).toBe(LIMIT);
      // Another client is counted on its own.
      expect(
        (await postContact(cluster.url, ANON_KEY, 'other client', { localAddress: '127.0.0.3' }))
          .status,
      ).toBe(201);
    });

    it('a session made on one instance works on the other', async () => {
      const email = `team-${withRedis ? 'redis' : 'pg'}@example.com`;
      expect((await usersCli(databaseUrl, ['add', email])).code).toBe(0);
      const [first, second] = cluster.instances;
      const signIn = await send(`${first!.url}/admin/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first!.url },
        body: JSON.stringify({ email, password: GOOD_PASSWORD }),
      });
      expect(signIn.status).toBe(204);
      const cookie = [signIn.headers['set-cookie'] ?? []]
        .flat()
        .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
      const token = cookie?.split(';')[0];
      expect(token).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));
      const onSecond = await send(`${second!.url}/api/admin/messages`, {
        headers: { cookie: token! },
      });
      expect(onSecond.status).toBe(200);
      // And through HAProxy, whichever instance answers.
      for (let i = 0; i < 4; i += 1) {
        const answer = await send(`${cluster.url}/api/admin/messages`, {
          headers: { cookie: token! },
        });
        expect(answer.status).toBe(200);
      }
    });

    it('each message is e-mailed once, whichever instance stored it', async () => {
      const tag = withRedis ? 'redis' : 'pg';
      const before = smtp.messages.length;
      const count = 10;
      for (let i = 0; i < count; i += 1) {
        const answer = await postContact(cluster.url, ANON_KEY, `mail ${tag} ${i}`, {
          localAddress: '127.0.0.4',
        });
        expect(answer.status).toBe(201);
      }
      // Everything earlier in this suite was queued too: wait until the outbox is empty.
      await expect
        .poll(
          async () =>
            Number(
              (
                await pg.query<{ n: string }>(
                  "select count(*) as n from notification_outbox where state <> 'sent'",
                  [],
                  database(),
                )
              ).rows[0]!.n,
            ),
          { timeout: 20_000, interval: 200 },
        )
        .toBe(0);
      // A second send of a row would follow its claim within a moment.
      await new Promise((r) => setTimeout(r, 1_000));
      const subjects = smtp.messages
        .slice(before)
        .map((mail) => decodeHeader(parseMail(mail.raw).headers.get('subject') ?? ''))
        .filter((subject) => subject.includes(`mail ${tag} `));
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
    });

    it.runIf(!withRedis)(
      'a rolling restart under load (SIGTERM: /readyz fails at once, HAProxy moves away, then the drain): no failed request, no lost row',
      async () => {
        const result = await runRollingRestart({
          cluster,
          anonKey: ANON_KEY,
          insertsPerSecond: 20,
          pagesPerSecond: 20,
          pagePaths: ['/api/company-profile'],
          settleMs: 1_500,
          subjectPrefix: 'rolling',
          insertAddresses: clientAddresses(100),
          query: (sql, params) => pg.query(sql, params, database()),
        });
        expect(result.restarts.map((restart) => restart.exit)).toEqual([
          { code: 0, signal: null },
          { code: 0, signal: null },
        ]);
        expect(result.inserts.sent).toBeGreaterThan(100);
        expect(result.inserts.byStatus).toEqual({ 201: result.inserts.sent });
        expect(result.pages.byStatus).toEqual({ 200: result.pages.sent });
        expect(result.lost).toBe(0);
        expect(result.storedWithoutCreated).toBe(0);
        expect(result.rowsStored).toBe(result.inserts.created);
      },
      90_000,
    );
  });
});
