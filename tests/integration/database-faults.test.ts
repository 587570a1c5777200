/**
 * Database faults under a light insert load (DESIGN §6 "database faults"): the real
 * server process (`server/main.ts`, as `npm start` runs it) on a private PostgreSQL that the
 * scenarios of support/faults.ts stop (`-m fast`, `-m immediate`), freeze (SIGSTOP)
 * and start again. The server must stay up, answer 503 with `Retry-After` while the database is
 * gone (never hang), recover by itself, and every row it answered 201 must be stored. The bench
 * `faults` suite runs the same scenarios longer. Traffic goes to 127.0.0.1 only.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultScenarios, runFaultScenario, NO_ANSWER } from '../../support/faults';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { openDatabase } from '../../server/db/database';
import { isDatabaseUnavailable } from '../../server/db/database-errors';
import { PG_POOL_MAX } from '../../server/db/limits';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';

const ANON_KEY = 'faults-test-key';
/** Concurrent clients: more than the pool has connections, so requests queue for clients (the probe's crash needed that). */
const CLIENTS = 2 * PG_POOL_MAX;
/** Longest a single request may take before the test calls it hung. Milliseconds. */
const REQUEST_BOUND_MS = 10_000;
/** How long each fault keeps the database away: longer than the 4 s query time-out. Milliseconds. */
const DOWN_MS = 5_000;

const skip = postgresSkipReason();

describe.skipIf(skip)('PostgreSQL faults under load (server/main.ts)', () => {
  let pg: PrivatePostgres;
  let databaseUrl: string;
  let server: ServerProcess;

  beforeAll(async () => {
    pg = await startPostgres();
    databaseUrl = await pg.createDatabase();
    server = await startServerProcess({
      env: {
        DATABASE_URL: databaseUrl,
        ANON_KEY,
        RATE_LIMIT_MAX: '0',
        COMPANY_PROFILE_URL: 'off',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.kill9();
    await pg?.stop();
  });

  it('a query in flight when PostgreSQL stops is rejected as 503-worthy, with no unhandled error event', async () => {
    // The probe's crash, made deterministic: a checked-out client whose connection ends.
    const opened = openDatabase(databaseUrl, { onConnectionError: () => {} });
    try {
      await sql`select 1`.execute(opened.db);
      // More queries than the pool has clients: when the stop fails the running ones, their
      // clients go straight to waiting queries, still checked out when their sockets end.
      const outcomes = Array.from({ length: 3 * PG_POOL_MAX }, () =>
        sql`select pg_sleep(2)`.execute(opened.db).then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
      await new Promise((r) => setTimeout(r, 300));
      pg.shutdown('fast');
      const errors = await Promise.all(outcomes);
      for (const error of errors) {
        expect(error).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      }
      pg.restart();
      // The pool replaces the dead client by itself.
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(opened.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      pg.restart();
      await opened.db.destroy();
    }
  }, 30_000);

  for (const [name, fault] of Object.entries(
    faultScenarios(
      {
        shutdown: (mode) => pg.shutdown(mode),
        restart: () => pg.restart(),
        signalAll: (signal) => pg.signalAll(signal),
      },
      DOWN_MS,
    ),
  )) {
    it(`${name} under load: 503 + Retry-After (never a hang), then 201, no 201 lost`, async () => {
      const result = await runFaultScenario({
        base: server.url,
        anonKey: ANON_KEY,
        clients: CLIENTS,
        fault,
        successesAfter: 20,
        boundMs: 45_000,
        requestBoundMs: REQUEST_BOUND_MS,
        subjectPrefix: name.replace(/\W+/g, '-'),
      });
      expect(server.child.exitCode, server.output()).toBeNull();
      const unexpected = result.outcomes.filter((o) => o.status !== 201 && o.status !== 503);
      expect(
        unexpected.map((o) => o.status),
        server.output(),
      ).toEqual([]);
      expect(result.outcomes.some((o) => o.status === NO_ANSWER)).toBe(false);
      const unavailable = result.outcomes.filter((o) => o.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const o of unavailable) expect(Number(o.retryAfter)).toBeGreaterThan(0);
      const after = result.outcomes.slice(result.recoveredFrom).filter((o) => o.status === 201);
      expect(after.length).toBeGreaterThanOrEqual(20);

      const acknowledged = result.outcomes.filter((o) => o.status === 201).map((o) => o.subject);
      const { rows } = await pg.query<{ subject: string }>(
        'select subject from contact_messages where subject = any($1)',
        [acknowledged],
        databaseUrl.split('/').pop(),
      );
      expect(new Set(rows.map((r) => r.subject))).toEqual(new Set(acknowledged));
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }, 60_000);
  }
});
