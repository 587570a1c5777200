/**
 * The bench's stored messages: a deterministic generator (the same rows on both databases:
 * names, e-mails, subjects and 30-word messages from a fixed vocabulary, statuses spread over the
 * four, one a minute; 'quote' in about 1 message in 8, 'zephyrine' in 1 in 1,000) and the bulk
 * seeding of a migrated SQLite file or PostgreSQL database with them, for the `inbox` and
 * `backup` suites.
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { INSERT_COLUMNS, type InsertValues } from '../../../server/contact/repository';
import { seededRandom } from './seeded-random';

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Frances',
  'Edsger',
  'Radia',
  'John',
  'Hedy',
  'Tim',
  'Sophie',
  'Zoë',
  'Jürgen',
  'Amira',
  'Kenji',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Ritchie',
  'Liskov',
  'Thompson',
  'Allen',
  'Dijkstra',
  'Perlman',
  'McCarthy',
  'Lamarr',
  'Berners',
  'Wilson',
  'Straße',
  'Schmidt',
  'Haddad',
  'Tanaka',
];
const TOPICS = [
  'Optimus pricing',
  'Lumen demo',
  'Partnership',
  'Support request',
  'Order status',
  'Distribution in Europe',
  'Press inquiry',
  'Careers',
  'Edge deployment',
  'Scanova air quality',
];
const WORDS =
  'we would like to know more about your hardware for our lab cluster nodes power cooling delivery timeline support contract training inference accelerator memory bandwidth rack price volume discount evaluation unit benchmark results software stack drivers kubernetes integration warranty region shipping invoice procurement team university research startup enterprise meeting call next week please send details datasheet'.split(
    ' ',
  );

/** A generated message: every column an insert writes (server/contact/repository.ts). */
export type Row = InsertValues;

/** The i-th generated message (0-based); received one minute apart, the last one now. */
export function* generateRows(count: number): Generator<Row> {
  const next = seededRandom(15);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.now() - count * 60_000;
  for (let i = 0; i < count; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const words = Array.from({ length: 30 }, () => pick(WORDS));
    if (next() < 0.125) words[5] = 'quote';
    if (i % 1000 === 500) words[9] = 'zephyrine';
    const at = new Date(start + i * 60_000).toISOString();
    yield {
      name: `${first} ${last}`,
      email: `${first}.${last}${i % 97}@example${i % 13}.com`.toLowerCase(),
      subject: `${pick(TOPICS)} #${i}`,
      message: words.join(' '),
      status: ['new', 'open', 'closed', 'spam'][i % 7 === 0 ? 3 : i % 3]!,
      created_at: at,
      received_at: at,
    };
  }
}

/** The stored columns the generator fills, in insert order. */
export const COLUMNS = INSERT_COLUMNS;

/** PostgreSQL array type of each column for `unnest`: the `_at` columns are timestamps. */
const UNNEST_TYPES = COLUMNS.map(
  (column, index) => `$${index + 1}::${column.endsWith('_at') ? 'timestamptz' : 'text'}[]`,
).join(', ');

/**
 * Stores `count` generated messages in the migrated SQLite file `file`, in one transaction,
 * then `analyze`s it for the query planner.
 */
export function seedSqlite(file: string, count: number): void {
  const db = new DatabaseSync(file, { timeout: 5_000 });
  const insert = db.prepare(
    `insert into contact_messages (${COLUMNS.join(', ')}) values (${COLUMNS.map(() => '?').join(', ')})`,
  );
  db.exec('begin');
  for (const row of generateRows(count)) insert.run(...COLUMNS.map((c) => row[c] ?? ''));
  db.exec('commit');
  db.exec('analyze');
  db.close();
}

/**
 * Stores `count` generated messages in the migrated PostgreSQL database at `url`, 10,000 rows
 * per `unnest` insert, then `vacuum analyze`s the table.
 */
export async function seedPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let batch: Row[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await client.query(
        `insert into contact_messages (${COLUMNS.join(', ')})
         select * from unnest(${UNNEST_TYPES})`,
        COLUMNS.map((column) => batch.map((row) => row[column] ?? '')),
      );
      batch = [];
    };
    for (const row of generateRows(count)) {
      batch.push(row);
      if (batch.length === 10_000) await flush();
    }
    await flush();
    await client.query('vacuum analyze contact_messages');
  } finally {
    await client.end();
  }
}

/** Percentile of sorted values. */
