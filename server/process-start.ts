/**
 * How each long-running process starts (the server, server/main.ts, and the publisher,
 * server/publisher.ts): the project's Node and a valid environment, or exit 1 with the reason on
 * standard error (never a stack trace for a setting an operator can fix); then the database,
 * opened with the metrics' query log and migrated to the latest schema.
 */
import { openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { EnvError, parseEnv, type ServerEnv } from './env';
import type { AppMetrics } from './metrics';
import { assertSupportedNode } from './runtime';

/**
 * The process's settings, after the Node check (./runtime.ts).
 * @returns the parsed environment; exits 1 on an old Node or an invalid setting
 * @throws what parsing throws other than {@link EnvError} (a bug, not a setting)
 */
export function environmentOrExit(): ServerEnv {
  try {
    assertSupportedNode();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens `env`'s database with `metrics`' query log and connect-failure count, and migrates it.
 * @returns the database and the names of the migrations this call applied
 * @throws the driver's or a migration's error
 */
export async function openMigratedDatabase(
  env: ServerEnv,
  metrics: Pick<AppMetrics, 'queryLog' | 'connectFailed'>,
): Promise<{ database: OpenDatabase; applied: string[] }> {
  const database = openDatabase(env.databaseUrl, {
    log: metrics.queryLog,
    onConnectFailure: metrics.connectFailed,
  });
  const applied = await migrateToLatest(database.db, database.dialect);
  return { database, applied };
}
