/**
 * The SQLite roll-up does not hold the server's one connection while it aggregates (DESIGN §8
 * "Site insights", server/insights/roll-up.ts): its SELECTs run as statements of their own, a
 * contact insert made meanwhile is not kept waiting for the whole day's aggregation, and only
 * the upserts of the results run inside a `BEGIN IMMEDIATE` transaction. Given a read-only
 * connection of their own (`openSqliteReader`, as the server's insights job has), the SELECTs
 * leave the server's connection alone altogether. PostgreSQL keeps one
 * transaction under the day's advisory lock (tests/integration/insights.test.ts).
 */
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openSqliteReader } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { rollUpDay } from '../../server/insights/roll-up';
import { createSqliteDatabase, type TestDatabase } from '../helpers/test-database';

const DAY = '2026-05-10';

describe('insights roll-up on SQLite', () => {
  let database: TestDatabase;
  const statements: string[] = [];
  let opened: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    database = await createSqliteDatabase();
    opened = openDatabase(database.url, {
      log: (event: LogEvent) => statements.push(event.query.sql.trim().toLowerCase()),
    });
    await migrateToLatest(opened.db, opened.dialect);
    await opened.db
      .insertInto('page_views')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          viewed_at: `${DAY}T12:00:${String(i).padStart(2, '0')}.000Z`,
          path: i % 2 ? '/faq' : '/',
          language: 'en',
          viewport: 'desktop',
          navigation_type: 'navigate',
          visitor_hash: `v${i % 7}`,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.dispose();
  });

  it('aggregates outside the write transaction, which begins immediate and only upserts', async () => {
    statements.length = 0;
    const rollUp = rollUpDay(opened.db, 'sqlite', DAY, false);
    // A write that arrives while the roll-up runs (as a contact insert would).
    const write = opened.db
      .insertInto('insights_salts')
      .values({ day: '2099-01-01', salt: 'meanwhile' })
      .execute();
    await Promise.all([rollUp, write]);

    const begin = statements.findIndex((statement) => statement.startsWith('begin'));
    const commit = statements.indexOf('commit');
    expect(statements[begin]).toBe('begin immediate');
    expect(commit).toBeGreaterThan(begin);
    const inside = statements.slice(begin + 1, commit);
    expect(inside.length).toBeGreaterThan(0);
    for (const statement of inside) {
      // The goals' day is replaced whole (server/insights/goals.ts), hence its delete.
      expect(statement).toMatch(
        /^(insert into "insights_|delete from "insights_daily"|delete from "insights_goals_daily")/,
      );
      expect(statement).not.toContain('from "page_views"');
      expect(statement).not.toContain('from page_views');
      expect(statement).not.toContain('goal_events');
    }
    // The other write went in between the roll-up's reads, not after its commit.
    const meanwhile = statements.findIndex((statement) =>
      statement.startsWith('insert into "insights_salts"'),
    );
    expect(meanwhile).toBeGreaterThan(-1);
    expect(meanwhile).toBeLessThan(begin);

    const rows = await opened.db
      .selectFrom('insights_daily')
      .select(['dimension', 'key', 'views', 'visitors'])
      .where('day', '=', DAY)
      .where('dimension', 'in', ['all', 'path'])
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { dimension: 'all', key: '', views: 50, visitors: 7 },
      { dimension: 'path', key: '/', views: 25, visitors: 7 },
      { dimension: 'path', key: '/faq', views: 25, visitors: 7 },
    ]);
  });

  it('with a reader, aggregates on it: the server connection only upserts, the results are the same', async () => {
    const read: string[] = [];
    const reader = openSqliteReader(opened.db, {
      log: (event: LogEvent) => read.push(event.query.sql.trim().toLowerCase()),
    })!;
    try {
      const before = await opened.db
        .selectFrom('insights_daily')
        .selectAll()
        .where('day', '=', DAY)
        .orderBy('dimension')
        .orderBy('key')
        .execute();
      statements.length = 0;
      await rollUpDay(opened.db, 'sqlite', DAY, false, reader);

      expect(read.filter((statement) => statement.includes('from page_views'))).not.toHaveLength(0);
      expect(statements.filter((statement) => statement.includes('page_views'))).toEqual([]);
      expect(statements[0]).toBe('begin immediate');
      expect(
        await opened.db
          .selectFrom('insights_daily')
          .selectAll()
          .where('day', '=', DAY)
          .orderBy('dimension')
          .orderBy('key')
          .execute(),
      ).toEqual(before);
      // Read-only for good: a write through it fails, nothing is written.
      await expect(
        reader.insertInto('insights_salts').values({ day: '2099-01-02', salt: 'no' }).execute(),
      ).rejects.toThrow(/readonly/i);
    } finally {
      await reader.destroy();
    }
  });

  it('has no reader for an in-memory database, which no second connection can open', () => {
    const memory = openDatabase('file::memory:');
    expect(openSqliteReader(memory.db)).toBeUndefined();
    void memory.db.destroy();
  });
});
