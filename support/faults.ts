/**
 * PostgreSQL fault injection under an insert load (DESIGN §6 "database faults"), shared
 * by `tests/integration/database-faults.test.ts` (short) and the bench `faults` suite (longer).
 * Each scenario runs sequential insert loops against a server process while it stops, freezes
 * or restarts the database, then reports what the clients saw and whether every `201` row is
 * stored. Traffic goes to the given loopback server only; every loop is bounded in time.
 */

/** What a scenario may do to the database (support/postgres.ts `PrivatePostgres`). */
export interface PostgresControl {
  shutdown(mode: 'fast' | 'immediate'): void;
  restart(): void;
  signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void;
}

/** One insert and what its client saw. */
export interface Outcome {
  subject: string;
  status: number;
  /** `Retry-After` header, if any. */
  retryAfter: string | null;
  /** Time from sending to the answer (or to giving up). Milliseconds. */
  ms: number;
  /** When it was sent, relative to the scenario's start. Milliseconds. */
  sentAt: number;
}

/** Status `0` stands for "no answer within the per-request bound" (a hung request). */
export const NO_ANSWER = 0;

/** Options of {@link runFaultScenario}. */
export interface FaultScenarioOptions {
  /** Base URL of the server process, e.g. 'http://127.0.0.1:41234'. */
  base: string;
  anonKey: string;
  /** Concurrent sequential insert loops. */
  clients: number;
  /** What happens to the database, once the load runs; resolves when the database is back. */
  fault(): Promise<void>;
  /** After the fault: stop once this many `201`s were answered. */
  successesAfter: number;
  /** Longest the scenario runs. Milliseconds. */
  boundMs: number;
  /** Longest one request may take before it counts as hung. Milliseconds. */
  requestBoundMs: number;
  /** Unique prefix of the subjects (to find the rows afterwards). */
  subjectPrefix: string;
}

/** What a scenario saw. */
export interface FaultScenarioResult {
  outcomes: Outcome[];
  /** Index in `outcomes` of the first request sent after the fault resolved. */
  recoveredFrom: number;
  /** Answers by status. */
  byStatus: Record<string, number>;
  /** Longest any request took. Milliseconds. */
  maxMs: number;
  /** From the fault's end (database back) to the first `201` sent after it. Milliseconds. */
  recoveryMs: number | null;
}

const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** Runs one scenario; never throws for what the server answers (that is the result). */
export async function runFaultScenario(
  options: FaultScenarioOptions,
): Promise<FaultScenarioResult> {
  const outcomes: Outcome[] = [];
  const started = Date.now();
  const deadline = started + options.boundMs;
  let sequence = 0;
  let recoveredFrom = Number.POSITIVE_INFINITY;
  let recoveredAt = Number.POSITIVE_INFINITY;
  let stop = false;

  const insert = async (): Promise<Outcome> => {
    sequence += 1;
    const subject = `${options.subjectPrefix}-${sequence}`;
    const sentAt = Date.now() - started;
    const t0 = Date.now();
    try {
      const response = await fetch(`${options.base}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: options.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify([
          {
            name: 'Fault Tester',
            email: 'faults@example.com',
            subject,
            message: 'Sent while the database fails; every answered one must be stored.',
            status: 'new',
            created_at: new Date().toISOString(),
          },
        ]),
        signal: AbortSignal.timeout(options.requestBoundMs),
      });
      await response.arrayBuffer();
      return {
        subject,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        ms: Date.now() - t0,
        sentAt,
      };
    } catch {
      return { subject, status: NO_ANSWER, retryAfter: null, ms: Date.now() - t0, sentAt };
    }
  };

  const loops = Array.from({ length: options.clients }, async () => {
    while (!stop && Date.now() < deadline) {
      const outcome = await insert();
      outcomes.push(outcome);
      // Honour Retry-After a little, as a polite client would, without stalling the scenario.
      if (outcome.status === 503) await wait(100);
    }
  });

  await wait(300);
  await options.fault();
  recoveredFrom = outcomes.length;
  recoveredAt = Date.now() - started;
  while (!stop && Date.now() < deadline) {
    const after = outcomes.slice(recoveredFrom).filter((o) => o.status === 201).length;
    if (after >= options.successesAfter) stop = true;
    else await wait(50);
  }
  stop = true;
  await Promise.all(loops);

  const byStatus: Record<string, number> = {};
  for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1;
  const firstAfter = outcomes
    .filter((o) => o.status === 201 && o.sentAt >= recoveredAt)
    .reduce((min, o) => Math.min(min, o.sentAt + o.ms), Number.POSITIVE_INFINITY);
  return {
    outcomes,
    recoveredFrom,
    byStatus,
    maxMs: Math.max(0, ...outcomes.map((o) => o.ms)),
    recoveryMs: Number.isFinite(firstAfter) ? firstAfter - recoveredAt : null,
  };
}

/**
 * The database faults DESIGN §6 names (restart, freeze), as faults to inject; `downMs` is how
 * long the database stays away.
 */
export function faultScenarios(pg: PostgresControl, downMs: number) {
  return {
    'pg_ctl stop -m fast, start again': async () => {
      pg.shutdown('fast');
      await wait(downMs);
      pg.restart();
    },
    'pg_ctl stop -m immediate, start again': async () => {
      pg.shutdown('immediate');
      await wait(downMs);
      pg.restart();
    },
    'SIGSTOP (frozen), then stop -m immediate, start again': async () => {
      pg.signalAll('SIGSTOP');
      await wait(downMs);
      pg.signalAll('SIGCONT');
      pg.shutdown('immediate');
      pg.restart();
    },
  } satisfies Record<string, () => Promise<void>>;
}
