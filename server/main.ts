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
import { listenAndAnnounce, onStopSignals, startProcess } from './process-start';

async function main(): Promise<void> {
  const { env, metrics, database, applied } = await startProcess();
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
  onStopSignals(stop, app.log);
  await listenAndAnnounce(app, env);
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
