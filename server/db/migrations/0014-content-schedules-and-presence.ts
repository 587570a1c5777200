/**
 * Migration 0014: scheduled publishing and who else has a page open in the content editor
 * (docs/editing.md "Scheduled publishing" and "Who else is editing", DESIGN §8 "Content editor",
 * docs/decisions/0035-scheduled-publishing-and-presence.md).
 *
 * - `content_schedules`: one row per "publish all drafts at this time" an editor asked for: when
 *   (`at`, UTC), who and when they asked, where it is (`state`: `pending` until its time, then
 *   `fired` once one instance claimed it (a compare-and-set on `state`, so it fires once however
 *   many instances tick), `failed` with `message` when its publish did not happen, or
 *   `cancelled` by `cancelled_by`), the queued publish it ran (`job_id`,
 *   `content_publish_jobs.id`) and when it left `pending` (`done_at`). Indexed by (state, at):
 *   every instance asks for the earliest due pending schedule every 15 s.
 * - `content_presence`: per page (module, language) and account, when the editor page last said
 *   it was open (its reading of the page and a heartbeat every 20 s); rows older than a day are
 *   deleted. One row per (module, language, email), written with an upsert, so instances sharing
 *   the database see each other's editors. On PostgreSQL the table is UNLOGGED (CREATE TABLE,
 *   "UNLOGGED"): a heartbeat costs no WAL flush, and a crash that empties it forgets at most a
 *   minute of who is looking.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndex, setNullReference } from './ddl';

/** Builds the migration for one dialect. */
export function contentSchedulesAndPresenceMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, createTableWithId } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await createTableWithId(db, 'content_schedules')
        .addColumn('at', timestamp, (col) => col.notNull())
        .addColumn('requested_by', 'text', (col) => col.notNull())
        .addColumn('requested_at', timestamp, (col) => col.notNull())
        .addColumn('state', 'text', (col) =>
          col.notNull().check(sql`state in ('pending', 'fired', 'cancelled', 'failed')`),
        )
        .addColumn('job_id', 'integer', setNullReference('content_publish_jobs.id'))
        .addColumn('cancelled_by', 'text')
        .addColumn('done_at', timestamp)
        .addColumn('message', 'text')
        .execute();
      await createIndex(db, 'content_schedules_state_at_idx', 'content_schedules', ['state', 'at']);
      await sql`create ${sql.raw(isPg ? 'unlogged ' : '')}table content_presence (
          module text not null,
          language text not null,
          email text not null,
          seen_at ${sql.raw(timestamp)} not null,
          primary key (module, language, email)
        )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_presence').execute();
      await db.schema.dropTable('content_schedules').execute();
    },
  };
}
