/**
 * Readiness (DESIGN §4 "Operations endpoints"): whether this instance should get new requests
 * from a load balancer. `GET /readyz` answers 200 only while the instance is not draining, not
 * overloaded, its database answers and every migration this build knows is applied; 503 with the
 * reason otherwise. `/healthz` stays the liveness check (the process answers at all).
 *
 * The database check is one small query (the applied migrations' names), bounded by
 * {@link READINESS_CHECK_TIMEOUT_MS}, shared by concurrent probes and reused for
 * {@link READINESS_CACHE_MS}: the endpoint is public, and no request rate can turn it into load
 * on the database. Draining is not cached: it shows from the moment SIGTERM arrives.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';
import { READINESS_CACHE_MS, READINESS_CHECK_TIMEOUT_MS } from './operations/limits';
import { cachedRead } from './metrics';

/** Why an instance is not ready. */
export type NotReadyReason =
  'draining' | 'overloaded' | 'database unreachable' | 'migrations pending';

/** The answer of a readiness check. */
export type ReadinessResult = { ready: true } | { ready: false; reason: NotReadyReason };

/** The database side of readiness. */
export type DatabaseCheck = { ok: true } | { ok: false; reason: NotReadyReason; error?: unknown };

/** An instance's readiness state. */
export interface Readiness {
  /** Flips readiness to 503 for good (SIGTERM: server/main.ts), before the drain begins. */
  startDraining(): void;
  /** Whether {@link startDraining} was called. */
  readonly draining: boolean;
  /**
   * Checks the database (cached, bounded; never rejects).
   * @param overloaded whether the process is over its load limits right now
   */
  check(overloaded: boolean): Promise<ReadinessResult>;
}

/** Options of {@link createReadiness}. */
export interface ReadinessOptions {
  db: Kysely<Database>;
  /** Names of every migration this build applies at start (server/db/migrate.ts `allMigrations`). */
  migrations: readonly string[];
  /** Called when the database check's outcome changes (for one log line per change). */
  onChange?: (check: DatabaseCheck) => void;
  /** Time-out of one check. Milliseconds. Default {@link READINESS_CHECK_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** How long a check is reused. Milliseconds. Default {@link READINESS_CACHE_MS}. */
  cacheMs?: number;
}

/** Kysely's migration table (its Migrator's default `migrationTableName`). */
const MIGRATION_TABLE = 'kysely_migration';

/** Creates the readiness state of one app. */
export function createReadiness(options: ReadinessOptions): Readiness {
  const timeoutMs = options.timeoutMs ?? READINESS_CHECK_TIMEOUT_MS;
  let draining = false;
  let last: DatabaseCheck['ok'] | NotReadyReason | undefined;

  const query = async (): Promise<DatabaseCheck> => {
    try {
      const { rows } = await sql<{
        name: string;
      }>`select name from ${sql.table(MIGRATION_TABLE)}`.execute(options.db);
      const applied = new Set(rows.map((row) => row.name));
      return options.migrations.every((name) => applied.has(name))
        ? { ok: true }
        : { ok: false, reason: 'migrations pending' };
    } catch (error) {
      return { ok: false, reason: 'database unreachable', error };
    }
  };
  const shared = cachedRead(query, options.cacheMs ?? READINESS_CACHE_MS);

  const bounded = async (): Promise<DatabaseCheck> => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<DatabaseCheck>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            ok: false,
            reason: 'database unreachable',
            error: new Error(`no answer within ${timeoutMs} ms`),
          }),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([shared(), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async check(overloaded) {
      if (draining) return { ready: false, reason: 'draining' };
      if (overloaded) return { ready: false, reason: 'overloaded' };
      const database = await bounded();
      const state = database.ok || database.reason;
      if (state !== last) {
        last = state;
        options.onChange?.(database);
      }
      return database.ok ? { ready: true } : { ready: false, reason: database.reason };
    },
  };
}
