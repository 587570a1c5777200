/**
 * Production entry point (DESIGN §1 `npm start`, §3): reads and validates the environment,
 * opens and migrates the database, serves the site and the API (and the metrics listener when
 * METRICS_PORT is set). SIGTERM / SIGINT turn `/readyz` to 503 at once, keep serving for
 * SHUTDOWN_DELAY_MS (0 by default) so a load balancer stops sending requests, then stop
 * accepting connections, let in-flight requests finish (up to SHUTDOWN_GRACE_MS), close the
 * database, exit 0.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { codeIdentity } from './content/site-build';
import { SHUTDOWN_GRACE_MS } from './limits';
import { createMetrics } from './metrics';
import { environmentOrExit, openMigratedDatabase } from './process-start';

async function main(): Promise<void> {
  const env = environmentOrExit();

  const metrics = createMetrics();
  const { database, applied } = await openMigratedDatabase(env, metrics);
  // The build's identity marks its first start on the insights chart (a deploy).
  const app = await buildApp({
    env,
    db: database.db,
    metrics,
    deployBuildId: codeIdentity()?.buildId ?? null,
  });
  app.log.info(
    { database: database.location, dialect: database.dialect, migrationsApplied: applied },
    'database ready',
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Not ready from this moment: a load balancer probing /readyz stops sending new requests.
    app.readiness.startDraining();
    if (env.shutdownDelayMs > 0) {
      app.log.info(
        { signal, delayMs: env.shutdownDelayMs },
        'shutting down: /readyz answers 503; still serving until the delay ends',
      );
      await sleep(env.shutdownDelayMs);
    }
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error(`requests still running after ${SHUTDOWN_GRACE_MS} ms; closing them`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.db.destroy();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a repeated signal while draining must not kill the process mid-commit;
  // SHUTDOWN_GRACE_MS bounds the drain instead.
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled promise rejection'),
  );

  await app.listen({ port: env.port, host: env.host });
  // A parent that spawned this process with an IPC channel (the tests' and benchmarks' server
  // helper) learns the port the kernel bound, so it can start with PORT=0 and never race another
  // process for a port it probed earlier. Without a channel `process.send` is undefined.
  const address = app.server.address();
  if (process.send && address && typeof address === 'object') {
    process.send({ listening: address.port });
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
