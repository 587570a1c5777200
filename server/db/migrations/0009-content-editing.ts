/**
 * Migration 0009: content editing without a developer (docs/editing.md, DESIGN §8 "Content
 * editor").
 *
 * - `admin_users.role`: what an account may do. `team` (every account made before) reads the
 *   inbox; `editor` edits and publishes the site's copy. One role per account (least privilege,
 *   OWASP Authorization Cheat Sheet "Enforce Least Privileges"): an editor does not see the
 *   inbox's personal data, a team member cannot change the site.
 * - `content_publishes`: one row per publish or revert: who, when, and every file it changed
 *   with its text before and after (JSON), so a revert can restore the text before without a
 *   Git checkout. `commit` is the Git commit the publish made, when the server runs from one.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

/** The roles of this version (kept literal: migrations never change). */
const ROLES_0009 = "'team', 'editor'";

/** Builds the migration for one dialect. */
export function contentEditingMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table admin_users add column role text not null default 'team' check (role in (${sql.raw(ROLES_0009)}))`.execute(
        db,
      );
      await createTableWithId(db, 'content_publishes')
        .addColumn('published_at', timestamp, (col) => col.notNull())
        .addColumn('published_by', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('publish', 'revert')`))
        .addColumn('reverts_id', 'integer')
        .addColumn('changes', 'text', (col) => col.notNull())
        .addColumn('git_commit', 'text')
        .execute();
      await createIndex(db, 'content_publishes_published_at', 'content_publishes', [
        'published_at',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_publishes').execute();
      await sql`alter table admin_users drop column role`.execute(db);
    },
  };
}
