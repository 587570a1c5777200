/**
 * On PostgreSQL a roll-up that adds days refreshes the planner's statistics of the roll-up tables
 * (server/insights/roll-up.ts `analyzeRollUps`): without them a freshly filled
 * `insights_goals_daily` is taken for a dozen rows and the dashboard's goals are grouped by a
 * sort instead of a hash. A table never analyzed has `pg_class.reltuples` -1 (PostgreSQL 14 and
 * later); the few rows here stay below autovacuum's threshold of 50, so only the roll-up can have
 * analyzed them.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { addDays, dayOf, rollUpInsights } from '../../server/insights/roll-up';
import { databaseKinds, type TestDatabase } from '../helpers/test-database';

const NOW = Date.parse('2026-05-12T09:00:00.000Z');
const postgres = databaseKinds().find((kind) => kind.name === 'postgres')!;
const TABLES = ['insights_daily', 'insights_vitals_daily', 'insights_goals_daily'];

describe('insights roll-up statistics on PostgreSQL', () => {
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
    const day = addDays(dayOf(NOW), -3);
    await opened.db
      .insertInto('page_views')
      .values({
        viewed_at: `${day}T12:00:00.000Z`,
        path: '/',
        language: 'en',
        viewport: 'desktop',
        navigation_type: 'navigate',
        visitor_hash: 'v1',
      })
      .execute();
    await opened.db
      .insertInto('goal_events')
      .values({
        occurred_at: `${day}T12:00:01.000Z`,
        goal: 'search',
        path: '/search',
        language: 'en',
        visitor_hash: 'v1',
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await opened?.db.destroy();
    await database?.dispose();
    await postgres.teardown();
  });

  const reltuples = async () => {
    const { rows } = await sql<{ relname: string; reltuples: number }>`
      select relname, reltuples from pg_class
      where relname in (${sql.join(TABLES)}) order by relname`.execute(opened.db);
    return Object.fromEntries(rows.map((row) => [row.relname, Number(row.reltuples)]));
  };

  it('analyzes the roll-up tables after a roll-up that added days', async () => {
    expect(await reltuples()).toEqual({
      insights_daily: -1,
      insights_goals_daily: -1,
      insights_vitals_daily: -1,
    });
    const days = await rollUpInsights(opened.db, 'postgres', {
      now: NOW,
      pageViewsRetentionDays: 30,
    });
    expect(days).toHaveLength(4);
    const after = await reltuples();
    // The goals' row of the day and the day's page-view rows are counted; vitals has none.
    expect(after.insights_goals_daily).toBe(1);
    expect(after.insights_daily).toBeGreaterThan(0);
    expect(after.insights_vitals_daily).toBe(0);
  }, 60_000);
});
