/**
 * The database (DESIGN §6, §7), decorated once on the app as `db` (Kysely) and `dbDialect`
 * (`sqlite` or `postgres`, from `DATABASE_URL`); every feature that stores or reads rows
 * declares `dependencies: ['db']` and reads `app.db`.
 *
 * Either the caller's open, migrated database (it closes it), or one this plugin opens from
 * `DATABASE_URL`, with its statements measured by the app's metrics, migrated to the latest
 * version and destroyed when the app closes.
 *
 * Not encapsulated (fastify-plugin): the decorators belong to the root instance, and the
 * database's `onClose` is the root's, registered before every feature's, so it runs after them
 * (onClose hooks run last-registered first).
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, parseDatabaseUrl, type SqlDialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's open, migrated database (server/db/database.ts). */
    db: Kysely<Database>;
    /** Its SQL dialect, as `DATABASE_URL` selects it. */
    dbDialect: SqlDialect;
  }
}

/** Options of {@link databasePlugin}. */
export interface DatabasePluginOptions {
  /** `DATABASE_URL` (server/env.ts): the dialect, and what to open when `db` is absent. */
  databaseUrl: string;
  /**
   * An open, migrated database from `openDatabase`, owned by the caller (it closes it). Absent:
   * this plugin opens `databaseUrl`, migrates it, and destroys it when the app closes.
   */
  db?: Kysely<Database>;
}

/**
 * Opens `databaseUrl` for an app that owns its database: its statements measured, destroyed
 * when the app closes, migrated to the latest version.
 * @throws when the database cannot be opened or migrated
 */
async function openOwnDatabase(
  app: FastifyInstance,
  databaseUrl: string,
): Promise<Kysely<Database>> {
  const opened = openDatabase(databaseUrl, {
    log: app.appMetrics.queryLog,
    onConnectFailure: app.appMetrics.connectFailed,
  });
  const ownDb = opened.db;
  app.addHook('onClose', async () => ownDb.destroy());
  await migrateToLatest(ownDb, opened.dialect);
  return ownDb;
}

async function database(app: FastifyInstance, options: DatabasePluginOptions) {
  const dialect = parseDatabaseUrl(options.databaseUrl).dialect;
  const db = options.db ?? (await openOwnDatabase(app, options.databaseUrl));
  app.decorate('db', db);
  app.decorate('dbDialect', dialect);
}

/** See the module comment. Needs `metrics` (the statements' measurements). */
export const databasePlugin = fastifyPlugin(database, {
  name: 'db',
  fastify: '5.x',
  dependencies: ['metrics'],
});
