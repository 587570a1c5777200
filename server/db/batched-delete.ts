/**
 * The retention purges' delete (messages past `RETENTION_DAYS`, raw page views past
 * `PAGE_VIEWS_RETENTION_DAYS`): old rows go a batch at a time, so a first purge of a large
 * backlog never holds SQLite's write lock (or PostgreSQL's row locks) for long; inserts wait at
 * most one batch.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The tables purged by age, each with the timestamp column its rows' age is read from. */
export interface AgedTables {
  contact_messages: 'received_at';
  page_views: 'viewed_at';
  goal_events: 'occurred_at';
}

/**
 * Deletes every row of `table` whose `column` is before `cutoff`: `delete … where id in (select
 * id … where column < cutoff limit batchSize)`, again until a statement deletes fewer than
 * `batchSize` rows. Each statement commits on its own, so a purge stopped half-way has deleted
 * whole batches only.
 * @param cutoff ISO 8601 timestamp (UTC); rows at or after it stay
 * @param batchSize rows deleted per statement (at least 1)
 * @param only `contact_messages` only: just the rows with this status (the Spam folder's purge)
 * @returns the number of rows deleted
 */
export async function deleteInBatches<T extends keyof AgedTables>(
  db: Kysely<Database>,
  table: T,
  column: AgedTables[T],
  cutoff: string,
  batchSize: number,
  only?: T extends 'contact_messages' ? { status: string } : never,
): Promise<number> {
  // Kysely's builders cannot take a generic table name: the union of the tables is enough, as
  // `id` and `column` are read from the one named.
  const from = table as keyof AgedTables;
  const olderThan = column as AgedTables[keyof AgedTables];
  let total = 0;
  for (;;) {
    let batch = db.selectFrom(from).select('id').where(olderThan, '<', cutoff);
    if (only) batch = batch.where(sql.ref('status'), '=', only.status);
    batch = batch.limit(batchSize);
    const result = await db.deleteFrom(from).where('id', 'in', batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
