/**
 * Migration 0013: rolling the whole site back to an earlier release (docs/editing.md "Rolling
 * back the site", DESIGN §8 "Content editor"). `content_publishes.restores_id` names, for a
 * rollback, the publish whose release it put back live (null for a publish or a page revert). A
 * rollback is stored with `kind = 'revert'` (it undoes every publish since that one), so the
 * column's check constraint of migration 0009 holds on both databases without rebuilding the
 * table; the API tells it apart by this column.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Builds the migration (the same on both dialects). */
export function siteRollbackMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('content_publishes').addColumn('restores_id', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('content_publishes').dropColumn('restores_id').execute();
    },
  };
}
