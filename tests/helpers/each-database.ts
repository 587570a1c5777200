/**
 * The per-database frame of the integration suites (DESIGN §1: every endpoint test on SQLite and
 * on PostgreSQL): one `describe` per database kind, skipped with the reason when the kind cannot
 * run here (no `initdb`), the kind's cluster started before and stopped after, and one test
 * server on a fresh, empty database.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { databaseKinds, type DatabaseKind } from './test-database';
import { startTestServer, type TestServer } from './test-server';

/**
 * Declares `body` once per database kind.
 * @param title describe title; `$name` becomes the kind's name ('sqlite' | 'postgres')
 * @param body declares the tests; `server()` returns the suite's server once its beforeAll ran
 *   (in the body's own hooks and tests), and throws before that
 */
export function describeOnEachDatabase(
  title: string,
  body: (server: () => TestServer, kind: DatabaseKind) => void,
): void {
  describe.each(databaseKinds())(title, (kind) => {
    if (kind.skipReason) {
      it.skip(kind.skipReason, () => {});
      return;
    }
    let server: TestServer | undefined;
    beforeAll(async () => {
      await kind.setup();
      server = await startTestServer({ database: await kind.create() });
    });
    afterAll(async () => {
      await server?.close();
      await kind.teardown();
    });
    body(() => {
      if (!server) throw new Error('The test server starts in beforeAll; use it in hooks or tests');
      return server;
    }, kind);
  });
}

/**
 * Declares `body` once per database kind on a fresh, empty database opened without a server (the
 * migration suites, which move the schema themselves).
 * @param body declares the tests; `opened()` returns the database once the suite's beforeAll ran
 */
export function describeOnEachOpenDatabase(
  title: string,
  body: (opened: () => OpenDatabase, kind: DatabaseKind) => void,
): void {
  describe.each(databaseKinds())(title, (kind) => {
    if (kind.skipReason) {
      it.skip(kind.skipReason, () => {});
      return;
    }
    let opened: OpenDatabase | undefined;
    beforeAll(async () => {
      await kind.setup();
      opened = openDatabase((await kind.create()).url);
    });
    afterAll(async () => {
      await opened?.db.destroy();
      await kind.teardown();
    });
    body(() => {
      if (!opened) throw new Error('The database opens in beforeAll; use it in hooks or tests');
      return opened;
    }, kind);
  });
}
