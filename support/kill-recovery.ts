/**
 * Proof (c) of the `api` bench suite (DESIGN §6 "kill -9 of the server under load: every row
 * answered 201 is there after restart"): the real server (`server/main.ts`, SQLite in WAL mode)
 * under load is killed with SIGKILL mid-run, restarted on the same file, and every subject that was
 * answered 201 is looked up in the database. Used by `npm run bench` (30 s class) and, short, by
 * `npm test` (tests/integration/kill-recovery.test.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEV_ANON_KEY } from '../common/anon-key';
import { runLoad, type LoadResult } from './load';
import { startServerProcess, type ExitInfo } from './server-process';

/** Options of {@link runKillRecovery}. */
export interface KillRecoveryOptions {
  connections: number;
  /** Upper bound of the load; it stops right after the kill anyway. Seconds. */
  loadS: number;
  /** When to `kill -9` the server after the load starts. Milliseconds. */
  killAfterMs: number;
}

/** What the run found. */
export interface KillRecoveryResult {
  load: Omit<LoadResult, 'createdSubjects'>;
  /** How the killed process ended (signal SIGKILL expected). */
  killed: ExitInfo;
  /** Rows of this run found after the restart. */
  rowsAfterRestart: number;
  /** Subjects answered 201 but missing after the restart (must be 0). */
  missing: number;
  /** Rows committed whose 201 the client never read (in flight at the kill). Not a loss. */
  committedUnanswered: number;
  /** Status of a normal insert after the restart (201 expected). */
  afterRestartStatus: number;
  /** Exit of the restarted server on SIGTERM (code 0 expected: graceful shutdown). */
  restartedExit: ExitInfo;
}

/** Runs the kill -9 / restart proof in a temporary folder that is always removed. */
export async function runKillRecovery(options: KillRecoveryOptions): Promise<KillRecoveryResult> {
  const dir = await mkdtemp(join(tmpdir(), 'site-kill-'));
  const file = join(dir, 'site.db');
  const env = { DATABASE_URL: `file:${file}`, RATE_LIMIT_MAX: '0', ANON_KEY: DEV_ANON_KEY };
  const prefix = `kill-${process.pid}-${Date.now()}`;
  let server = await startServerProcess({ env });
  try {
    let killed: ExitInfo = { code: null, signal: null };
    const victim = server;
    const { createdSubjects, ...load } = await runLoad({
      url: server.url,
      anonKey: DEV_ANON_KEY,
      connections: options.connections,
      durationS: options.loadS,
      subjectPrefix: prefix,
      interruptAfterMs: options.killAfterMs,
      onInterrupt: async () => {
        killed = await victim.kill9();
      },
    });

    // Restart on the same file; SQLite recovers from its WAL on open.
    server = await startServerProcess({ env });
    const afterRestart = await fetch(`${server.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          name: 'After Restart',
          email: 'after@example.com',
          subject: 'after restart',
          message: 'The server answers normally after kill -9.',
          status: 'new',
          created_at: new Date().toISOString(),
        },
      ]),
    });

    const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
    let stored: Set<string>;
    try {
      stored = new Set(
        (
          db
            .prepare('select subject from contact_messages where subject like ?')
            .all(`${prefix}-%`) as { subject: string }[]
        ).map((row) => row.subject),
      );
    } finally {
      db.close();
    }
    let missing = 0;
    for (const subject of createdSubjects) if (!stored.has(subject)) missing += 1;
    let committedUnanswered = 0;
    for (const subject of stored) if (!createdSubjects.has(subject)) committedUnanswered += 1;

    const restartedExit = await server.stop();
    return {
      load,
      killed,
      rowsAfterRestart: stored.size,
      missing,
      committedUnanswered,
      afterRestartStatus: afterRestart.status,
      restartedExit,
    };
  } finally {
    await server.kill9();
    await rm(dir, { recursive: true, force: true });
  }
}
