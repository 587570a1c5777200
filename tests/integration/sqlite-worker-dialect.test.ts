/**
 * The SQLite worker dialect (server/db/sqlite-worker-dialect.ts): statements run in a worker
 * thread, yet behave as Kysely's own SqliteDialect — rows, transactions, the driver's error
 * codes (mapDatabaseError needs them) — and fail clearly rather than hang.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseErrorCode } from '../../server/db/database-errors';
import { SqliteWorkerDialect } from '../../server/db/sqlite-worker-dialect';

interface TestDb {
  item: { id: Generated<number>; name: string };
}

const open: Kysely<TestDb>[] = [];
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function openDb(file = ':memory:', statementCacheSize = 10) {
  const db = new Kysely<TestDb>({
    dialect: new SqliteWorkerDialect({ file, pragmas: ['foreign_keys = ON'], statementCacheSize }),
  });
  open.push(db);
  await sql`create table item (id integer primary key, name text not null check (length(name) < 5))`.execute(
    db,
  );
  return db;
}

describe('SqliteWorkerDialect', () => {
  it('inserts and reads rows back with RETURNING, ids in order', async () => {
    const db = await openDb();
    const rows = await db
      .insertInto('item')
      .values([{ name: 'a' }, { name: 'b' }])
      .returningAll()
      .execute();
    expect(rows).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
  });

  it('rolls a failed transaction back and keeps the driver error code', async () => {
    const db = await openDb();
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('item').values({ name: 'ok' }).execute();
      await trx.insertInto('item').values({ name: 'far too long' }).execute();
    });
    const error = await failing.catch((caught: unknown) => caught);
    expect(databaseErrorCode(error)).toBe('SQLITE_CONSTRAINT_CHECK');
    expect(await db.selectFrom('item').selectAll().execute()).toEqual([]);
  });

  it('answers correctly when its statement cache is cleared by many shapes', async () => {
    const db = await openDb(':memory:', 2);
    for (let n = 1; n <= 6; n += 1) {
      const values = Array.from({ length: n }, (_, i) => ({ name: `r${i}` }));
      const rows = await db.insertInto('item').values(values).returning('name').execute();
      expect(rows).toEqual(values);
    }
    const total = await db
      .selectFrom('item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(total.n).toBe(21);
  });

  it('keeps committed rows in the file after destroy', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sqlite-worker-'));
    folders.push(dir);
    const file = join(dir, 'data.db');
    const first = await openDb(file);
    await first.insertInto('item').values({ name: 'kept' }).execute();
    await first.destroy();
    open.splice(open.indexOf(first), 1);
    const second = new Kysely<TestDb>({
      dialect: new SqliteWorkerDialect({ file, pragmas: [], statementCacheSize: 10 }),
    });
    open.push(second);
    expect(await second.selectFrom('item').select('name').execute()).toEqual([{ name: 'kept' }]);
  });

  it('rejects the first query with the open error when the file cannot be opened', async () => {
    const db = new Kysely<TestDb>({
      dialect: new SqliteWorkerDialect({
        file: '/nonexistent-folder/for/sure/data.db',
        pragmas: [],
        statementCacheSize: 10,
      }),
    });
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/directory|open/i);
    await db.destroy();
  });

  it('matches each of many concurrent queries with its own answer', async () => {
    const db = await openDb();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sql<{ v: number }>`select ${i} as v`.execute(db)),
    );
    expect(answers.map((answer) => answer.rows[0]?.v)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
  });

  it('runs transactions started together one after the other, each whole', async () => {
    const db = await openDb();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('item')
            .values({ name: `a${n}` })
            .execute();
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (n % 5 === 4) throw new Error('rolled back on purpose');
          await trx
            .insertInto('item')
            .values({ name: `b${n}` })
            .execute();
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(4);
    const names = (await db.selectFrom('item').select('name').orderBy('id').execute()).map(
      (row) => row.name,
    );
    expect(names).toHaveLength(32);
    // Each committed transaction's two rows are next to each other: nothing interleaved.
    for (let i = 0; i < names.length; i += 2) {
      expect(names[i + 1]).toBe(names[i]!.replace('a', 'b'));
    }
  });

  it('rejects pending and later queries when the worker dies, instead of hanging', async () => {
    const db = await openDb();
    await sql`select 1`.execute(db);
    const { Worker } = await import('node:worker_threads');
    const terminate = Worker.prototype.terminate;
    // The only worker this test started is the dialect's: find it through a query in flight.
    const workers: InstanceType<typeof Worker>[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: InstanceType<typeof Worker>, ...args) {
      workers.push(this);
      return post.apply(this, args);
    };
    try {
      await sql`select 2`.execute(db);
    } finally {
      Worker.prototype.postMessage = post;
    }
    expect(workers.length).toBeGreaterThan(0);
    await terminate.call(workers[0]!);
    await expect(sql`select 3`.execute(db)).rejects.toThrow(/worker/i);
  });
});
