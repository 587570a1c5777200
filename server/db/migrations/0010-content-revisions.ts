/**
 * Migration 0010: the site's copy lives in the database as revisions (docs/editing.md,
 * DESIGN §8 "Content editor", docs/decisions/0030-copy-revisions-in-the-database.md).
 *
 * - `content_revisions`: every text ever saved or published of one module in one language, never
 *   updated but for the step that publishes a draft (`kind` and `publish_id`). `data` is the
 *   module's JSON; `author` the account's e-mail address at the time; `base_revision_id` the
 *   revision the editor had read when saving (null: the repository's seed file); `publish_id` the
 *   publish (`content_publishes.id`) that made it live; `english_revision_id`, for a translation,
 *   the English revision shown beside its fields when it was saved (0: English's seed file), so a
 *   field whose English text changed since is flagged "out of date" until the translation is
 *   saved again.
 * - `content_heads`: one row per (module, language) with the open draft and the published
 *   revision (null: none; the published copy is then the repository's seed file). The editor's
 *   "revision it read" is `coalesce(draft_revision_id, published_revision_id, 0)`, and a save is a
 *   compare-and-set on this one row, so of two concurrent saves on the same base only one wins on
 *   either database (the other's update matches no row and is answered 409).
 * - `content_publishes.release_id`: the release folder a publish went into, so a server that
 *   stopped between recording a publish and switching to its release switches at start-up.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex, setNullReference } from './ddl';

/** Builds the migration for one dialect. */
export function contentRevisionsMigration(dialect: SqlDialect): Migration {
  const { timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'content_revisions')
        .addColumn('module', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('data', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) =>
          col.notNull().check(sql`kind in ('draft', 'published')`),
        )
        .addColumn('author', 'text', (col) => col.notNull())
        .addColumn('created_at', timestamp, (col) => col.notNull())
        .addColumn('base_revision_id', 'integer')
        .addColumn('publish_id', 'integer', setNullReference('content_publishes.id'))
        .addColumn('english_revision_id', 'integer')
        .execute();
      await createIndex(db, 'content_revisions_page', 'content_revisions', [
        'module',
        'language',
        'id',
      ]);
      await db.schema
        .createTable('content_heads')
        .addColumn('module', 'text', (col) => col.notNull())
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('draft_revision_id', 'integer', (col) => col.references('content_revisions.id'))
        .addColumn('published_revision_id', 'integer', (col) =>
          col.references('content_revisions.id'),
        )
        .addPrimaryKeyConstraint('content_heads_pkey', ['module', 'language'])
        .execute();
      await db.schema.alterTable('content_publishes').addColumn('release_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('content_publishes').dropColumn('release_id').execute();
      await db.schema.dropTable('content_heads').execute();
      await db.schema.dropTable('content_revisions').execute();
    },
  };
}
