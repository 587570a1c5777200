/**
 * Database faults under a light insert load (issue 18, DESIGN §6 "database faults"): the real
 * server process (`server/main.ts`, as `npm start` runs it) on a private PostgreSQL that the test
 * stops (`-m fast`, `-m immediate`), freezes (SIGSTOP) and starts again. The server must stay up,
 * answer 503 with `Retry-After` while the database is gone, recover by itself, and every row it
 * answered 201 must be stored. Traffic goes to 127.0.0.1 only; every loop is bounded in time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { isDatabaseUnavailable } from '../../server/db/database-errors';
import { PG_POOL_MAX } from '../../server/limits';
import {
  freePort,
  postgresSkipReason,
  startPostgres,
  type PrivatePostgres,
} from '../helpers/postgres';
import { validRow } from '../helpers/test-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const ANON_KEY = 'faults-test-key';
/** Concurrent clients: more than the pool has connections, so requests queue for clients (the probe's crash needed that). */
const CLIENTS = 2 * PG_POOL_MAX;
/** Longest a single request may take before the test calls it hung. Milliseconds. */
const REQUEST_BOUND_MS = 10_000;

interface Outcome {
  subject: string;
  status: number;
  retryAfter: string | null;
}

/** Starts server/main.ts; resolves once /healthz answers (bounded by the hook's time-out). */
async function startMain(
  env: Record<string, string>,
  base: string,
): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(TSX, ['server/main.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`main.ts exited early (${child.exitCode}):\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, log: () => log };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const skip = postgresSkipReason();

describe.skipIf(skip)('PostgreSQL faults under load (server/main.ts)', () => {
  let pg: PrivatePostgres;
  let databaseUrl: string;
  let server: { child: ChildProcess; log: () => string };
  let base: string;
  let sequence = 0;

  beforeAll(async () => {
    pg = await startPostgres();
    databaseUrl = await pg.createDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = await startMain(
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        ANON_KEY,
        RATE_LIMIT_MAX: '0',
        LOG_LEVEL: 'warn',
        COMPANY_PROFILE_URL: 'off',
      },
      base,
    );
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await pg?.stop();
  });

  /** One insert with a unique subject. */
  async function insert(): Promise<Outcome> {
    sequence += 1;
    const subject = `fault-${sequence}`;
    const response = await fetch(`${base}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify([validRow({ subject })]),
      signal: AbortSignal.timeout(REQUEST_BOUND_MS),
    });
    await response.arrayBuffer();
    return { subject, status: response.status, retryAfter: response.headers.get('retry-after') };
  }

  /**
   * Runs CLIENTS sequential insert loops while `fault` happens, until `done` says so or
   * `boundMs` passes.
   */
  async function underLoad(
    outcomes: Outcome[],
    fault: () => Promise<void>,
    done: (outcomes: readonly Outcome[]) => boolean,
    boundMs: number,
  ): Promise<Outcome[]> {
    const deadline = Date.now() + boundMs;
    let stop = false;
    const loops = Array.from({ length: CLIENTS }, async () => {
      while (!stop && Date.now() < deadline) {
        outcomes.push(await insert());
        // Back off a little while the database is away, as a client honouring Retry-After would.
        if (outcomes.at(-1)?.status === 503) await new Promise((r) => setTimeout(r, 100));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    await fault();
    while (!stop && Date.now() < deadline) {
      if (done(outcomes)) stop = true;
      else await new Promise((r) => setTimeout(r, 100));
    }
    stop = true;
    await Promise.all(loops);
    return outcomes;
  }

  /** Every subject answered 201 is stored, and the server process is alive. */
  async function expectNoLoss(outcomes: readonly Outcome[]) {
    expect(server.child.exitCode, server.log()).toBeNull();
    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.subject);
    const { rows } = await pg.query<{ subject: string }>(
      'select subject from contact_messages where subject = any($1)',
      [acknowledged],
      databaseUrl.split('/').pop(),
    );
    expect(new Set(rows.map((r) => r.subject))).toEqual(new Set(acknowledged));
  }

  /** Statuses seen; only 201 and 503 (with Retry-After) are allowed. */
  function expectOnly201And503(outcomes: readonly Outcome[]) {
    const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
    expect(unexpected, server.log()).toEqual([]);
    for (const o of outcomes.filter((o) => o.status === 503)) {
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
  }

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

  for (const mode of ['fast', 'immediate'] as const) {
    it(`pg_ctl stop -m ${mode} under load: 503 + Retry-After, then 201 once it is back, no 201 lost`, async () => {
      let restartedAt = Infinity;
      const outcomes: Outcome[] = [];
      await underLoad(
        outcomes,
        async () => {
          pg.shutdown(mode);
          await new Promise((r) => setTimeout(r, 1_500));
          pg.restart();
          restartedAt = outcomes.length;
        },
        (seen) => seen.slice(restartedAt).filter((o) => o.status === 201).length >= 20,
        40_000,
      );
      expectOnly201And503(outcomes);
      expect(outcomes.some((o) => o.status === 503)).toBe(true);
      expect(
        outcomes.slice(restartedAt).filter((o) => o.status === 201).length,
      ).toBeGreaterThanOrEqual(20);
      await expectNoLoss(outcomes);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
    }, 60_000);
  }

  it('a frozen PostgreSQL (SIGSTOP) answers 503 within the time-out, then recovers after stop and start', async () => {
    const before = await insert();
    expect(before.status).toBe(201);
    pg.signalAll('SIGSTOP');
    let frozen: Outcome[];
    try {
      frozen = await Promise.all(Array.from({ length: CLIENTS }, () => insert()));
    } finally {
      // The probe's sequence: a frozen server that is then stopped.
      pg.signalAll('SIGCONT');
      pg.shutdown('immediate');
    }
    expect(frozen.map((o) => o.status)).toEqual(Array(CLIENTS).fill(503));
    pg.restart();
    const outcomes = await underLoad(
      [],
      async () => {},
      (seen) => seen.filter((o) => o.status === 201).length >= 10,
      30_000,
    );
    expectOnly201And503(outcomes);
    await expectNoLoss([before, ...frozen, ...outcomes]);
  }, 60_000);
});
