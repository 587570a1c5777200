/**
 * How many rows a Kysely write changed. Kysely reports `numUpdatedRows` and `numDeletedRows` as
 * `bigint` (both drivers); repositories answer plain numbers and booleans, so the conversion is
 * written once here.
 */
import type { DeleteResult, UpdateResult } from 'kysely';

/** A built `deleteFrom` or `updateTable` query, not yet run. */
export interface CountedWrite {
  executeTakeFirst(): Promise<DeleteResult | UpdateResult>;
}

/**
 * Runs `query` and answers the rows it deleted or updated (0 when none matched).
 * @throws the driver's error
 */
export async function changedRows(query: CountedWrite): Promise<number> {
  const result = await query.executeTakeFirst();
  return Number('numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows);
}

/**
 * Runs `query` and answers whether it deleted or updated at least one row: a removal or change
 * by key that found its row.
 * @throws the driver's error
 */
export async function changedAny(query: CountedWrite): Promise<boolean> {
  return (await changedRows(query)) > 0;
}
