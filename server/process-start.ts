/**
 * How each long-running process starts (the server, server/main.ts, and the publisher,
 * server/publisher.ts): the project's Node and a valid environment, or exit 1 with the reason on
 * standard error (never a stack trace for a setting an operator can fix); then the database,
 * opened with the metrics' query log and migrated to the latest schema. Once built, both hand
 * their stop signals to their own shutdown and listen the same way.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { openDatabase, type OpenDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { EnvError, parseEnv, type ServerEnv } from './env';
import { createMetrics, type AppMetrics } from './metrics';
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

/** What {@link startProcess} opens: the settings, the metrics and the migrated database. */
export interface StartedProcess {
  env: ServerEnv;
  metrics: AppMetrics;
  database: OpenDatabase;
  /** Names of the migrations this start applied (empty when the schema was current). */
  applied: string[];
}

/**
 * The start both processes share: {@link environmentOrExit}, fresh metrics (./metrics.ts), then
 * {@link openMigratedDatabase} with their query log.
 * @throws the driver's or a migration's error (the caller's `main().catch` exits 1)
 */
export async function startProcess(): Promise<StartedProcess> {
  const env = environmentOrExit();
  const metrics = createMetrics();
  const { database, applied } = await openMigratedDatabase(env, metrics);
  return { env, metrics, database, applied };
}

/**
 * Hands SIGTERM and SIGINT to `stop`, and logs an unhandled promise rejection on `log` rather
 * than letting it end the process. `on`, not `once`: a repeated signal while draining must not
 * kill the process mid-commit, so `stop` itself ignores a repeat and bounds its own drain.
 */
export function onStopSignals(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  log: FastifyBaseLogger,
): void {
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('unhandledRejection', (reason) =>
    log.error({ err: reason }, 'unhandled promise rejection'),
  );
}

/**
 * Listens on `env`'s port and host. A parent that spawned this process with an IPC channel (the
 * tests' and benchmarks' server helper) then gets `{ listening: <port> }`, the port the kernel
 * bound, so it can start with PORT=0 and never race another process for a port it probed
 * earlier. Without a channel `process.send` is undefined and nothing is sent.
 * @throws Fastify's listen error (the port in use, a host not on this machine)
 */
export async function listenAndAnnounce(
  app: FastifyInstance,
  env: Pick<ServerEnv, 'port' | 'host'>,
): Promise<void> {
  await app.listen({ port: env.port, host: env.host });
  const address = app.server.address();
  if (process.send && address && typeof address === 'object') {
    process.send({ listening: address.port });
  }
}
