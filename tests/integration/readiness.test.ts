/**
 * Readiness (DESIGN §4 "Operations endpoints") on SQLite and PostgreSQL: `/readyz` answers 200
 * while the database answers and every migration is applied, and 503 with the reason when the
 * database cannot answer or a migration is missing, recovering by itself; `/healthz` (liveness)
 * stays 200 throughout. The drain after SIGTERM is tested on the real process in
 * main-process.test.ts. Loopback only; every wait bounded.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINESS_CACHE_MS, READINESS_CHECK_TIMEOUT_MS } from '../../server/operations/limits';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { createPostgresDatabase, createSqliteDatabase } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** GET /readyz: status and body. */
async function readyz(server: TestServer): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5_000) });
  return { status: response.status, body: await response.json() };
}

/**
 * Polls /readyz until it answers `body` (200 for `{ready: true}`, else 503); bounded. Other
 * answers may come first: `pg_ctl` runs synchronously in this process, which also runs the
 * server, so the server may briefly (and rightly) find itself 'overloaded'.
 */
async function readyzBecomes(server: TestServer, body: object, timeout = 10_000) {
  await expect
    .poll(async () => readyz(server), { timeout, interval: 100 })
    .toEqual({ status: 'ready' in body && body.ready ? 200 : 503, body });
}

const READY = { ready: true };
const UNREACHABLE = { ready: false, reason: 'database unreachable' };

/** The checks that do not depend on the engine. */
function sharedChecks(server: () => TestServer) {
  it('is ready (200) while the database answers and its migrations are applied', async () => {
    const answer = await fetch(`${server().url}/readyz`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ready: true });
  });

  it('is not ready (503 "migrations pending") when a migration of this build is not applied', async () => {
    const row = "'0005-sign-in-attempts'";
    await server().exec(`delete from kysely_migration where name = ${row}`);
    try {
      await readyzBecomes(server(), { ready: false, reason: 'migrations pending' });
      expect((await fetch(`${server().url}/healthz`)).status).toBe(200);
    } finally {
      await server().exec(
        `insert into kysely_migration (name, timestamp) values (${row}, '2026-01-01T00:00:00.000Z')`,
      );
    }
    await readyzBecomes(server(), READY);
  });
}

describe('readiness on sqlite', () => {
  let server: TestServer;
  let file: string;
  beforeAll(async () => {
    const database = await createSqliteDatabase();
    file = database.file;
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server?.close();
  });

  sharedChecks(() => server);

  it('is not ready (503 "database unreachable") while SQLite cannot answer in time, and recovers', async () => {
    // Another process holds the write lock: the server's insert waits on it (busy_timeout) on
    // SQLite's one connection, so the readiness query cannot run within its time-out.
    const holder = new DatabaseSync(file);
    holder.exec('begin immediate');
    let holding = true;
    const inserts: Promise<unknown>[] = [];
    const keepBusy = async () => {
      while (holding) await postRows(server, [validRow({ subject: 'waits on the lock' })]);
    };
    inserts.push(keepBusy());
    try {
      const started = performance.now();
      await readyzBecomes(server, UNREACHABLE, 3 * READINESS_CACHE_MS + 2_000);
      // Bounded by the check's time-out (and the cache), never by the database.
      expect(performance.now() - started).toBeLessThan(
        2 * (READINESS_CACHE_MS + READINESS_CHECK_TIMEOUT_MS) + 1_000,
      );
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      holding = false;
      holder.exec('rollback');
      holder.close();
      await Promise.all(inserts);
    }
    await readyzBecomes(server, READY);
  }, 30_000);
});

describe.skipIf(postgresSkipReason())('readiness on postgres', () => {
  let pg: PrivatePostgres;
  let server: TestServer;
  beforeAll(async () => {
    pg = await startPostgres();
    server = await startTestServer({ database: await createPostgresDatabase(pg) });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await pg?.stop();
  });

  sharedChecks(() => server);

  it('is not ready (503 "database unreachable") while PostgreSQL is stopped, and recovers', async () => {
    pg.shutdown('fast');
    try {
      await readyzBecomes(server, UNREACHABLE);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      pg.restart();
    }
    await readyzBecomes(server, READY);
  }, 60_000);

  it('is not ready while PostgreSQL is frozen, answering within its time-out', async () => {
    pg.signalAll('SIGSTOP');
    try {
      const started = performance.now();
      await readyzBecomes(server, UNREACHABLE);
      // Each probe answered within the check's time-out, not the 2.5 s query time-out.
      const probe = performance.now();
      await readyz(server);
      expect(performance.now() - probe).toBeLessThan(READINESS_CHECK_TIMEOUT_MS + 400);
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      pg.signalAll('SIGCONT');
    }
    await readyzBecomes(server, READY);
  }, 60_000);
});
