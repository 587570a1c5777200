/**
 * Runs a suite's measurement on both databases the server supports: SQLite (a file in a
 * temporary folder) and, when this machine has PostgreSQL's binaries, a private cluster
 * (support/postgres.ts), each announced in the suite's log. The folder and the cluster are
 * removed afterwards, whatever happens.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../../support/postgres';

/** What {@link onEachDatabase} runs. */
export interface EachDatabase {
  /** The temporary folder's name prefix, e.g. `bench-inbox-`. */
  prefix: string;
  log: (line: string) => void;
  /** Measures SQLite with its database file at `file` (in the temporary folder); absent: left out. */
  sqlite?: (file: string, dir: string) => Promise<void>;
  /** Measures PostgreSQL on a new database (`url`) of a private cluster. */
  postgres: (cluster: PrivatePostgres, url: string) => Promise<void>;
  /** Why PostgreSQL is left out even when installed (a suite's own filter); logged. */
  skipPostgres?: string;
}

/** See the module comment. */
export async function onEachDatabase(each: EachDatabase): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), each.prefix));
  try {
    if (each.sqlite) {
      each.log('SQLite');
      await each.sqlite(join(dir, 'site.db'), dir);
    }
    const skip = each.skipPostgres ?? postgresSkipReason();
    if (skip) {
      each.log(skip);
      return;
    }
    each.log('PostgreSQL');
    const cluster = await startPostgres();
    try {
      await each.postgres(cluster, await cluster.createDatabase());
    } finally {
      await cluster.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
