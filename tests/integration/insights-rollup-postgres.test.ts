/**
 * The PostgreSQL roll-up is a background job, not a request: its aggregation of a busy day may
 * take longer than the 2 s `statement_timeout` the app's requests get (server/db/limits.ts
 * `PG_STATEMENT_TIMEOUT_MS`), so its transaction sets its own
 * (`INSIGHTS_ROLLUP_STATEMENT_TIMEOUT_MS`). Here `page_views` is made slow on purpose: a view
 * over the real rows whose first read sleeps 3 s: past both the 2 s `statement_timeout` and the pool's 2.5 s
 * client-side `query_timeout` (`PG_QUERY_TIMEOUT_MS`), which the job lifts too.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { rollUpDay } from '../../server/insights/roll-up';
import { databaseKinds, type TestDatabase } from '../helpers/test-database';

const DAY = '2026-05-10';
const postgres = databaseKinds().find((kind) => kind.name === 'postgres')!;

describe('insights roll-up on PostgreSQL', () => {
  if (postgres.skipReason) {
    it.skip(postgres.skipReason, () => {});
    return;
  }
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    await postgres.setup();
    database = await postgres.create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db, opened.dialect);
    await opened.db
      .insertInto('page_views')
      .values({
        viewed_at: `${DAY}T12:00:00.000Z`,
        path: '/',
        language: 'en',
        viewport: 'desktop',
        navigation_type: 'navigate',
        visitor_hash: 'v1',
      })
      .execute();
    await sql`alter table page_views rename to page_views_rows`.execute(opened.db);
    // Only the first query sleeps (a sequence counts them), to keep the test short.
    await sql`create sequence page_views_reads`.execute(opened.db);
    await sql`create view page_views as select * from page_views_rows
      where (select case when nextval('page_views_reads') = 1 then pg_sleep(3)::text else '' end) = ''`.execute(
      opened.db,
    );
  }, 120_000);
  afterAll(async () => {
    await opened?.db.destroy();
    await database?.dispose();
    await postgres.teardown();
  });

  it('finishes a day whose aggregation takes longer than a request may', async () => {
    await rollUpDay(opened.db, 'postgres', DAY, false);
    const all = await opened.db
      .selectFrom('insights_daily')
      .select(['views', 'visitors'])
      .where('day', '=', DAY)
      .where('dimension', '=', 'all')
      .executeTakeFirstOrThrow();
    expect([Number(all.views), Number(all.visitors)]).toEqual([1, 1]);
    // Requests keep their own 2 s limit.
    await expect(sql`select pg_sleep(2.5)`.execute(opened.db)).rejects.toThrow(/statement timeout/);
  }, 60_000);
});
