/**
 * Migration 0022: the inbox's autoresponder (docs/inbox.md "Autoresponder";
 * docs/decisions/0046-autoresponder.md).
 *
 * - `autoresponse_guard`: one row per visitor address acknowledged lately, keyed by the address's
 *   keyed hash (`address_hash`: hex HMAC-SHA-256 of the trimmed, lower-cased address under the
 *   erasure key, as server/db/erasure.ts `addressHash` makes it; never the address), with the
 *   time of the last acknowledgement (`last_sent_at`). The autoresponder's compare-and-set on it
 *   (server/contact/autoresponder.ts) lets one acknowledgement per address per 24 h through on
 *   every instance. Erasure by address deletes the address's row; the retention purge deletes
 *   rows older than 24 h; backups hold it as they hold every table.
 * - The contact module's copy revisions in the database (migration 0010) get the new
 *   `autoresponse` block (subject, greeting, paragraphs, signature) from the repository's file
 *   of their language where they lack it: the contact schema now requires it, and a revision
 *   saved or published before it existed must still validate and re-render. A data fill in place,
 *   not a new revision: no editor changed anything. Down removes the block again.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import type { Database } from '../schema';
import { columnTypes } from './column-types';
import { createIndex } from './ddl';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const MODULE = 'contact';
const KEY = 'autoresponse';

type Json = Record<string, unknown>;

/** The contact module's seed `autoresponse` block in `language` (English's when it has no file). */
function seedBlock(language: string): unknown {
  const read = (lang: string) =>
    (
      JSON.parse(
        readFileSync(join(ROOT, 'app/content/modules', MODULE, `${lang}.json`), 'utf8'),
      ) as Json
    )[KEY];
  try {
    return read(language) ?? read('en');
  } catch {
    return read('en');
  }
}

/** Rewrites every contact revision's data with `change` (rows whose data it leaves alone stay). */
async function rewriteContactRevisions(
  db: Kysely<Database>,
  change: (data: Json, language: string) => Json | null,
): Promise<void> {
  const rows = await db
    .selectFrom('content_revisions')
    .select(['id', 'language', 'data'])
    .where('module', '=', MODULE)
    .execute();
  for (const row of rows) {
    const data = JSON.parse(row.data) as Json;
    const changed = change(data, row.language);
    if (changed) {
      await db
        .updateTable('content_revisions')
        .set({ data: JSON.stringify(changed) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

/** Builds the migration for one dialect. */
export function autoresponderMigration(dialect: SqlDialect): Migration {
  const { timestamp } = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('autoresponse_guard')
        .addColumn('address_hash', 'text', (col) => col.primaryKey())
        .addColumn('last_sent_at', timestamp, (col) => col.notNull())
        .execute();
      await createIndex(db, 'autoresponse_guard_last_sent_at', 'autoresponse_guard', [
        'last_sent_at',
      ]);
      await rewriteContactRevisions(db as Kysely<Database>, (data, language) =>
        KEY in data ? null : { ...data, [KEY]: seedBlock(language) },
      );
    },
    async down(db: Kysely<unknown>) {
      await rewriteContactRevisions(db as Kysely<Database>, (data) => {
        if (!(KEY in data)) return null;
        const { [KEY]: _dropped, ...rest } = data;
        return rest;
      });
      await db.schema.dropTable('autoresponse_guard').execute();
    },
  };
}
