/**
 * A rolling restart under load (docs/architecture.md "Scaling out"): a steady stream of contact inserts and
 * page requests goes through HAProxy while each instance in turn gets SIGTERM, drains, exits,
 * starts again and is back in HAProxy's rotation before the next one goes. Afterwards the
 * database is read: every insert answered 201 must be stored (no lost row), and nothing may be
 * stored that was not answered 201 (no row stored behind a failed answer). A failed request is
 * any answer but 201 (inserts) or 200 (pages), or no answer at all (refused, reset, time-out).
 */
import { Agent } from 'node:http';
import type pg from 'pg';
import type { Cluster, RestartFigures } from './cluster';
import { postContact, send } from './cluster';

/** Options of {@link runRollingRestart}. */
export interface RollingRestartOptions {
  cluster: Cluster;
  anonKey: string;
  /** Contact inserts per second through HAProxy. */
  insertsPerSecond: number;
  /** Page requests per second through HAProxy. */
  pagesPerSecond: number;
  /** Paths of the page requests, taken in turn (e.g. `/`, `/contact`; `/healthz` API-only). */
  pagePaths: readonly string[];
  /** Steady load before the first and after the last restart. Milliseconds. */
  settleMs: number;
  /** Prefix of this run's subjects. */
  subjectPrefix: string;
  /**
   * Loopback addresses the inserts come from, in turn ({@link clientAddresses}): each is its own
   * client for the rate limit, so a run can send more than `RATE_LIMIT_MAX` a minute in all
   * while every client stays under it. Default: 127.0.0.1 only.
   */
  insertAddresses?: readonly string[];
  /** Take each instance out of HAProxy's rotation before its SIGTERM (cluster.ts `RestartOptions`). */
  leaveRotationFirst?: boolean;
  /** Counts this run's stored rows: a client on the cluster's database. */
  query: (sql: string, params: unknown[]) => Promise<pg.QueryResult>;
}

/** What {@link runRollingRestart} measured. */
export interface RollingRestartResult {
  restarts: RestartFigures[];
  /** Whole run, first request to last answer. Milliseconds. */
  durationMs: number;
  inserts: { sent: number; created: number; failed: number; byStatus: Record<string, number> };
  pages: { sent: number; ok: number; failed: number; byStatus: Record<string, number> };
  /** Rows of this run in the database. */
  rowsStored: number;
  /** Answered 201 but not stored. */
  lost: number;
  /** Stored but not answered 201 (the client saw a failure for a row that is there). */
  storedWithoutCreated: number;
  /** The slowest answer. Milliseconds. */
  maxLatencyMs: number;
  /** Requests with no answer, by error code (ECONNRESET, …). */
  errors: Record<string, number>;
}

/**
 * `count` loopback addresses from 127.0.1.1 on (all of 127.0.0.0/8 reaches this host), for
 * load that must look like many clients through HAProxy. At most 254.
 */
export function clientAddresses(count: number): string[] {
  return Array.from({ length: Math.min(count, 254) }, (_, i) => `127.0.1.${i + 1}`);
}

/** `status` → count, with `error` for no answer. */
function countInto(counts: Record<string, number>, key: string) {
  counts[key] = (counts[key] ?? 0) + 1;
}

/**
 * Runs the load, restarts every instance of the cluster once in order, settles, stops the load,
 * waits for every answer, and compares the answers with the stored rows.
 */
export async function runRollingRestart(
  options: RollingRestartOptions,
): Promise<RollingRestartResult> {
  const { cluster } = options;
  // Clients keep their connections to HAProxy (as browsers do); HAProxy opens one per request
  // to the instances (option http-server-close).
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const inserts = { sent: 0, created: 0, failed: 0, byStatus: {} as Record<string, number> };
  const pages = { sent: 0, ok: 0, failed: 0, byStatus: {} as Record<string, number> };
  const created = new Set<string>();
  const errors: Record<string, number> = {};
  const pending = new Set<Promise<void>>();
  let maxLatencyMs = 0;
  const track = (promise: Promise<void>) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };

  const sendInsert = () => {
    const subject = `${options.subjectPrefix}-${++inserts.sent}`;
    const addresses = options.insertAddresses ?? [];
    const localAddress = addresses[inserts.sent % addresses.length];
    const started = Date.now();
    track(
      postContact(cluster.url, options.anonKey, subject, { agent, localAddress }).then(
        (answer) => {
          maxLatencyMs = Math.max(maxLatencyMs, Date.now() - started);
          countInto(inserts.byStatus, String(answer.status));
          if (answer.status === 201) {
            inserts.created += 1;
            created.add(subject);
          } else inserts.failed += 1;
        },
        (error: Error) => {
          maxLatencyMs = Math.max(maxLatencyMs, Date.now() - started);
          countInto(inserts.byStatus, 'error');
          countInto(errors, `${(error as NodeJS.ErrnoException).code ?? error.message}`);
          inserts.failed += 1;
        },
      ),
    );
  };
  const sendPage = () => {
    const path = options.pagePaths[pages.sent % options.pagePaths.length] ?? '/healthz';
    pages.sent += 1;
    const started = Date.now();
    track(
      send(`${cluster.url}${path}`, { agent }).then(
        (answer) => {
          maxLatencyMs = Math.max(maxLatencyMs, Date.now() - started);
          countInto(pages.byStatus, String(answer.status));
          if (answer.status === 200) pages.ok += 1;
          else pages.failed += 1;
        },
        (error: Error) => {
          maxLatencyMs = Math.max(maxLatencyMs, Date.now() - started);
          countInto(pages.byStatus, 'error');
          countInto(errors, `${(error as NodeJS.ErrnoException).code ?? error.message}`);
          pages.failed += 1;
        },
      ),
    );
  };

  // Paced: every 10 ms, send what is due since the start (no bursts, no drift).
  const started = Date.now();
  const timer = setInterval(() => {
    const elapsedS = (Date.now() - started) / 1000;
    while (inserts.sent < Math.floor(elapsedS * options.insertsPerSecond)) sendInsert();
    while (pages.sent < Math.floor(elapsedS * options.pagesPerSecond)) sendPage();
  }, 10);

  const restarts: RestartFigures[] = [];
  try {
    await new Promise((r) => setTimeout(r, options.settleMs));
    for (let i = 0; i < cluster.instances.length; i += 1) {
      restarts.push(
        await cluster.restart(i, { leaveRotationFirst: options.leaveRotationFirst ?? false }),
      );
    }
    await new Promise((r) => setTimeout(r, options.settleMs));
  } finally {
    clearInterval(timer);
    while (pending.size > 0) await Promise.allSettled([...pending]);
    agent.destroy();
  }
  const durationMs = Date.now() - started;

  const stored = await options.query('select subject from contact_messages where subject like $1', [
    `${options.subjectPrefix}-%`,
  ]);
  const storedSubjects = new Set(stored.rows.map((row) => String(row.subject)));
  let lost = 0;
  for (const subject of created) if (!storedSubjects.has(subject)) lost += 1;
  let storedWithoutCreated = 0;
  for (const subject of storedSubjects) if (!created.has(subject)) storedWithoutCreated += 1;

  return {
    restarts,
    durationMs,
    inserts,
    pages,
    rowsStored: storedSubjects.size,
    lost,
    storedWithoutCreated,
    maxLatencyMs,
    errors,
  };
}
