/**
 * Deploys on the insights dashboard's daily chart (DESIGN §8 "Site insights";
 * docs/decisions/0049-insights-share-links-and-deploys.md): when the server starts with a build
 * of the code (server/content/releases.ts `CodeIdentity.buildId`) no start has recorded yet,
 * `insights_deploys` gets one row. The build id is unique in the table and the insert does
 * nothing on a conflict, so several instances starting at once with the same build write one
 * row, on SQLite and PostgreSQL alike, without a lock or a read first.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Records the first start of build `buildId` at `nowMs` (epoch ms).
 * @returns true when this call wrote the row, false when a start had recorded it already
 * @throws on a database failure (the caller logs it: a missing mark never stops a start)
 */
export async function recordDeploy(
  db: Kysely<Database>,
  buildId: string,
  nowMs: number,
): Promise<boolean> {
  const result = await db
    .insertInto('insights_deploys')
    .values({ build_id: buildId, deployed_at: new Date(nowMs).toISOString() })
    .onConflict((conflict) => conflict.column('build_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
