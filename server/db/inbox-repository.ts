/**
 * The team inbox's reads and writes of `contact_messages` (DESIGN §8 "Team inbox"): newest-first keyset pages
 * with a status filter and full-text search, status changes, erasure, and the retention purge.
 *
 * Search uses the indexes of migration 0004 on each dialect (SQLite FTS5, PostgreSQL GIN over a
 * tsvector expression), never a LIKE scan, so a page, a filter and a search each stay within
 * DESIGN §6's inbox budget (`npm run bench -- inbox` measures it). The query text is cut into words
 * (letters and digits); a message matches when it has every word as a prefix of one of its own,
 * e.g. `ada exam` finds "Ada Lovelace <ada@example.com>". Punctuation only separates words, so
 * no operator syntax of FTS5 or tsquery ever reaches the database from the visitor or the team.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { CONTACT_MESSAGE_COLUMNS } from '../../common/contact-schema';
import { RETENTION_PURGE_BATCH } from '../inbox/limits';
import { deleteInBatches } from './batched-delete';
import { toStoredMessage } from './rows';
import { PG_SEARCH_VECTOR } from './migrations/0004-team-inbox';
import type { Database, MessageStatus, StoredMessage } from './schema';

/** Most words of a search that are used; the rest are ignored. */
export const SEARCH_MAX_WORDS = 8;

/** What to list. */
export interface InboxQuery {
  /** Only this status; every status when absent. */
  status?: MessageStatus;
  /** Search text (see the module comment); no filter when it has no word. */
  q?: string;
  /** Keyset cursor: only messages with a smaller id (older than the previous page's last). */
  before?: number;
}

/** One page, newest first. */
export interface InboxPage {
  messages: StoredMessage[];
  /** The cursor of the next page, or null when this is the last. */
  nextBefore: number | null;
}

/** Data access for the inbox. Every method may reject with the driver's error. */
export interface InboxRepository {
  /** Up to `limit` messages matching `query`, newest (highest id) first. */
  page(query: InboxQuery, limit: number): Promise<InboxPage>;
  /** Every message matching `query` (no cursor), newest first: the CSV export. */
  all(query: Omit<InboxQuery, 'before'>): Promise<StoredMessage[]>;
  /** One message, or undefined. */
  get(id: number): Promise<StoredMessage | undefined>;
  /** Sets a message's status. @returns false when no message has that id */
  setStatus(id: number, status: MessageStatus): Promise<boolean>;
  /**
   * Erases a message for good (data-protection requests): the row, its search entry (trigger)
   * and its notification (ON DELETE CASCADE). @returns false when no message has that id
   */
  erase(id: number): Promise<boolean>;
  /** Messages with status 'new'. */
  unreadCount(): Promise<number>;
  /**
   * Retention: erases every message received before `cutoff` (ISO 8601), in batches
   * of {@link RETENTION_PURGE_BATCH}, with their notifications and search entries.
   * @returns the number of messages erased
   */
  purgeReceivedBefore(cutoff: string): Promise<number>;
}

/**
 * The words of a search text: runs of letters and digits, lower-cased, at most
 * {@link SEARCH_MAX_WORDS}. `"ada@example.com"` → `['ada', 'example', 'com']`.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, SEARCH_MAX_WORDS);
}

/** FTS5 query: every word as a quoted prefix phrase (`"ada"* "exam"*`), implicitly AND-ed. */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}

/** tsquery text: every word as a prefix lexeme (`'ada':* & 'exam':*`). */
export function tsQuery(words: readonly string[]): string {
  return words.map((word) => `'${word}':*`).join(' & ');
}

/**
 * Columns of a message, table-qualified (the search joins another table); no search column
 * exists on either dialect, but never select more.
 */
const COLUMNS = CONTACT_MESSAGE_COLUMNS.map((column) => `contact_messages.${column}` as const);

/** Creates the repository over an open, migrated database. */
export function createInboxRepository(db: Kysely<Database>): InboxRepository {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const select = (query: InboxQuery) => {
    let builder = db.selectFrom('contact_messages').select(COLUMNS);
    const words = searchWords(query.q);
    const sqliteSearch = words.length > 0 && !isPostgres;
    if (words.length > 0) {
      if (isPostgres) {
        builder = builder.where(
          sql<boolean>`${sql.raw(PG_SEARCH_VECTOR)} @@ to_tsquery('simple'::regconfig, ${tsQuery(words)})`,
        );
      } else {
        builder = builder
          .innerJoin('contact_messages_fts', 'contact_messages_fts.rowid', 'contact_messages.id')
          .where(sql<boolean>`contact_messages_fts match ${fts5Query(words)}`);
      }
    }
    if (query.status) builder = builder.where('contact_messages.status', '=', query.status);
    if (sqliteSearch) {
      // FTS5 walks its index in rowid order when the ORDER BY and the range are on its own
      // rowid, so a page stops after `limit` matches instead of sorting every match, which a
      // common word makes too slow for DESIGN §6's inbox budget at 100,000 messages.
      if (query.before !== undefined)
        builder = builder.where(sql<boolean>`contact_messages_fts.rowid < ${query.before}`);
      return builder.orderBy(sql.ref('contact_messages_fts.rowid'), 'desc');
    }
    if (query.before !== undefined)
      builder = builder.where('contact_messages.id', '<', query.before);
    return builder.orderBy('contact_messages.id', 'desc');
  };

  return {
    async page(query, limit) {
      const rows = (
        await select(query)
          .limit(limit + 1)
          .execute()
      ).map(toStoredMessage);
      const more = rows.length > limit;
      const messages = more ? rows.slice(0, limit) : rows;
      return { messages, nextBefore: more ? (messages.at(-1)?.id ?? null) : null };
    },

    async all(query) {
      return (await select(query).execute()).map(toStoredMessage);
    },

    async get(id) {
      const row = await db
        .selectFrom('contact_messages')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toStoredMessage(row);
    },

    async setStatus(id, status) {
      const result = await db
        .updateTable('contact_messages')
        .set({ status })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async erase(id) {
      const result = await db
        .deleteFrom('contact_messages')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async unreadCount() {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    purgeReceivedBefore(cutoff) {
      return deleteInBatches(db, 'contact_messages', 'received_at', cutoff, RETENTION_PURGE_BATCH);
    },
  };
}
