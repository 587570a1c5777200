/**
 * Migration 0019: the page a message was written from, and the turns of an account's slowed-down
 * sign-in checks.
 *
 * - `contact_messages.page`: the site path of the page holding the form the visitor sent (one of
 *   the counted paths, server/insights/counted-paths.ts, e.g. `/fr/contact`; never a URL, never a
 *   query), shown to the team beside the page language (migration 0008). Nullable: older messages
 *   and old clients have none.
 * - `admin_sign_in_attempts.next_check_ms`: on an `account:` key, when (epoch ms) the last
 *   password check queued for that account runs. Once an account slows down, each attempt takes
 *   the next turn after it in one atomic `UPDATE … RETURNING` (server/db/admin-accounts.ts
 *   `takeCheckTurn`), so parallel guesses are checked one at a time, from any instance sharing the
 *   database (decision 0040). An integer, not a timestamp: the statement adds the wait to it, the
 *   same arithmetic on both dialects.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';

/** Builds the migration for one dialect. */
export function messagePageAndSignInTurnsMigration(dialect: SqlDialect): Migration {
  const epochMs = dialect === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('contact_messages').addColumn('page', 'text').execute();
      await db.schema
        .alterTable('admin_sign_in_attempts')
        .addColumn('next_check_ms', epochMs)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('admin_sign_in_attempts').dropColumn('next_check_ms').execute();
      await db.schema.alterTable('contact_messages').dropColumn('page').execute();
    },
  };
}
