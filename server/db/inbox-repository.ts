/**
 * The team inbox's reads and writes of `contact_messages` (DESIGN §8 "Team inbox", "Lead desk"):
 * newest-first keyset pages with status, owner and full-text filters, changes of status and owner
 * and internal notes (each recorded in `message_history` in the same transaction), "Not spam"
 * (which queues the message's notification then, once), erasure, and the retention purges (every
 * message after `RETENTION_DAYS`, spam after `SPAM_RETENTION_DAYS`,
 * ../inbox/limits.ts).
 *
 * Search uses the indexes of migration 0004 on each dialect (SQLite FTS5, PostgreSQL GIN over a
 * tsvector expression), never a LIKE scan, so a page, a filter and a search each stay within
 * DESIGN §6's inbox budget (`npm run bench -- inbox` measures it). The query text is cut into words
 * (letters and digits); a message matches when it has every word as a prefix of one of its own,
 * e.g. `ada exam` finds "Ada Lovelace <ada@example.com>". Punctuation only separates words, so
 * no operator syntax of FTS5 or tsquery ever reaches the database from the visitor or the team.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { CONTACT_MESSAGE_COLUMNS } from '../../common/contact-schema';
import { RETENTION_PURGE_BATCH } from '../inbox/limits';
import { normaliseAddress } from './address';
import { deleteInBatches } from './batched-delete';
import { toIso, toStoredMessage } from './rows';
import { PG_SEARCH_VECTOR } from './migrations/0004-team-inbox';
import type { InboxHistoryEvent, InboxNote, SpamReason } from '../../common/admin-api';
import { queueWebhook } from './webhook-outbox';
import type { Database, MessageStatus, StoredMessage } from './schema';
import type { Autoresponder } from '../contact/autoresponder';
import { changedAny } from './changed-rows';

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
  /** Only messages this account (`admin_users.id`) owns; null: only those without owner. */
  ownerId?: number | null;
}

/**
 * A stored message with its owner's e-mail (null: none), where it was written: the page
 * language (migration 0008) and the page's path (migration 0019), each null when not recorded, and
 * why the server filed it as spam (migration 0018; null: it did not).
 */
export type InboxRow = StoredMessage & {
  owner: string | null;
  language: string | null;
  page: string | null;
  spamReason: SpamReason | null;
};

/** What {@link InboxRepository.notSpam} did. */
export type NotSpamResult = 'moved' | 'not-spam' | 'not-found';

/** One page, newest first. */
export interface InboxPage {
  messages: InboxRow[];
  /** The cursor of the next page, or null when this is the last. */
  nextBefore: number | null;
}

/** Data access for the inbox. Every method may reject with the driver's error. */
export interface InboxRepository {
  /** Up to `limit` messages matching `query`, newest (highest id) first. */
  page(query: InboxQuery, limit: number): Promise<InboxPage>;
  /** Every message matching `query` (no cursor), newest first: the CSV export. */
  all(query: Omit<InboxQuery, 'before'>): Promise<InboxRow[]>;
  /** One message, or undefined. */
  get(id: number): Promise<InboxRow | undefined>;
  /**
   * Sets a message's status and/or owner, and records each actual change (from → to) in its
   * history, in one transaction; on PostgreSQL the row is locked first (`FOR UPDATE`), so of two
   * concurrent changes the later one's `from` is the earlier one's `to` and nothing is lost.
   * @param change `owner`: the new owner's id and e-mail, or null for none; absent: unchanged
   * @param actor who changes it (an account's e-mail, or `cli`)
   * @param at ISO 8601 time of the change
   * @returns false when no message has that id
   */
  change(id: number, change: MessageChange, actor: string, at: string): Promise<boolean>;
  /**
   * "Not spam": moves a message with status `spam` to `new`, clears its spam reason, records the
   * change in its history and queues its notification (due at `at`), in one transaction. The
   * outbox row is inserted `on conflict do nothing` (its `message_id` is unique), so a message
   * is notified at most once however often, or however concurrently, it is moved; one whose
   * notification already exists (marked spam by hand after it was mailed) is not mailed again.
   * On PostgreSQL the row is locked first, so of two concurrent calls the second sees `new`.
   * With the autoresponder on, the visitor's acknowledgement is queued in the same transaction
   * (at most one per address per 24 h, counting those already sent).
   * @returns `moved`; `not-spam` when its status is not `spam` (nothing changed); `not-found`
   */
  notSpam(id: number, actor: string, at: string): Promise<NotSpamResult>;
  /**
   * Adds an internal note and its history event in one transaction.
   * @returns the note, or undefined when no message has that id
   */
  addNote(id: number, author: string, text: string, at: string): Promise<InboxNote | undefined>;
  /** A message's notes, oldest first. */
  notes(id: number): Promise<InboxNote[]>;
  /** A message's history, oldest first. */
  history(id: number): Promise<InboxHistoryEvent[]>;
  /** How many messages have this address (trimmed, case-insensitive). */
  countByAddress(email: string): Promise<number>;
  /**
   * Erases a message for good (data-protection requests): the row, its search entry (trigger)
   * and its notification (ON DELETE CASCADE). @returns false when no message has that id
   */
  erase(id: number): Promise<boolean>;
  /** Messages with status 'new'. */
  unreadCount(): Promise<number>;
  /** Messages with status 'spam' (the Spam folder's count). */
  spamCount(): Promise<number>;
  /**
   * Retention: erases every message received before `cutoff` (ISO 8601), in batches
   * of {@link RETENTION_PURGE_BATCH}, with their notifications and search entries.
   * @returns the number of messages erased
   */
  purgeReceivedBefore(cutoff: string): Promise<number>;
  /**
   * Retention of the Spam folder: erases every message with status `spam` received before
   * `cutoff` (ISO 8601), in batches of {@link RETENTION_PURGE_BATCH}, with their search entries
   * (and a notification, should one exist).
   * @returns the number of messages erased
   */
  purgeSpamReceivedBefore(cutoff: string): Promise<number>;
}

/** A change of {@link InboxRepository.change}. */
export interface MessageChange {
  status?: MessageStatus;
  owner?: { id: number; email: string } | null;
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
const COLUMNS = [
  ...CONTACT_MESSAGE_COLUMNS.map((column) => `contact_messages.${column}` as const),
  'contact_messages.language',
  'contact_messages.page',
] as const;

/**
 * The owner's e-mail as a correlated subquery, not a join: PostgreSQL's search expression
 * (migration 0004's PG_SEARCH_VECTOR) names `email` unqualified, which a join with `admin_users`
 * would make ambiguous.
 */
const ownerEmail = sql<
  string | null
>`(select admin_users.email from admin_users where admin_users.id = contact_messages.owner_id)`.as(
  'owner_email',
);

/**
 * A row of the inbox's select: the message's columns, where it came from, its spam reason and its
 * owner's e-mail.
 */
type SelectedRow = Parameters<typeof toStoredMessage>[0] & {
  owner_email: string | null;
  language: string | null;
  page: string | null;
  spam_reason: string | null;
};

/** A selected row as the inbox's shape. */
function toInboxRow({ owner_email, language, page, spam_reason, ...row }: SelectedRow): InboxRow {
  return {
    ...toStoredMessage(row),
    owner: owner_email,
    language,
    page,
    spamReason: (spam_reason as SpamReason | null) ?? null,
  };
}

/**
 * Queues a message's notification (the row migration 0003's trigger would have written, had the
 * message not been stored as spam), due at `at`; nothing when it already has one, so a message
 * is mailed at most once (`notification_outbox.message_id` is unique).
 */
async function queueNotification(trx: Transaction<Database>, id: number, at: string) {
  // The chat webhook's post too, when it is on (migration 0023), as its trigger would have.
  await queueWebhook(trx, id, at);
  await trx
    .insertInto('notification_outbox')
    .values({ message_id: id, queued_at: at, next_attempt_at: at })
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
}

/** Options of {@link createInboxRepository}. */
export interface InboxRepositoryOptions {
  /**
   * The autoresponder (server/contact/autoresponder.ts) when on: "Not spam" then queues the
   * message's acknowledgement in its transaction, under the same once-per-24-h rule as a new
   * message (docs/inbox.md "Autoresponder").
   */
  autoresponder?: Pick<Autoresponder, 'acknowledge'> | null;
}

/** Creates the repository over an open, migrated database. */
export function createInboxRepository(
  db: Kysely<Database>,
  options: InboxRepositoryOptions = {},
): InboxRepository {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const select = (query: InboxQuery) => {
    let builder = db
      .selectFrom('contact_messages')
      .select([...COLUMNS, 'contact_messages.spam_reason', ownerEmail]);
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
    if (query.ownerId === null) builder = builder.where('contact_messages.owner_id', 'is', null);
    else if (query.ownerId !== undefined)
      builder = builder.where('contact_messages.owner_id', '=', query.ownerId);
    if (sqliteSearch) {
      // FTS5 walks its index in rowid order when the ORDER BY and the range are on its own
      // rowid, so a page stops after `limit` matches instead of sorting every match, which a
      // common word makes too slow for DESIGN §6's inbox budget at 100,000 messages.
      if (query.before !== undefined)
        builder = builder.where(sql<boolean>`contact_messages_fts.rowid < ${query.before}`);
      return builder.orderBy(sql.ref('contact_messages_fts.rowid'), 'desc');
    }
    if (words.length > 0) {
      // PostgreSQL: the keyset bound and the order on an expression the primary key cannot
      // serve, so the planner always finds the matches through the search index, then filters
      // and sorts them: the cost grows with the matches (a word in half of 100,000 messages:
      // 28 ms), never with a tsvector computed for every row it walks. Through the key, it may
      // walk it backwards (or over the keyset range) computing each row's tsvector until 51
      // match: 1.4-1.7 s for a rare word at 100,000 messages on a quiet host, past the 2 s
      // statement time-out (a 503) under load (bench/inbox-report.md).
      if (query.before !== undefined)
        builder = builder.where(sql<boolean>`contact_messages.id + 0 < ${query.before}`);
      return builder.orderBy(sql`contact_messages.id + 0`, 'desc');
    }
    if (query.before !== undefined)
      builder = builder.where('contact_messages.id', '<', query.before);
    return builder.orderBy('contact_messages.id', 'desc');
  };

  /** How many messages have `status` (one count over the status index). */
  const countWithStatus = async (status: MessageStatus) => {
    const row = await db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('status', '=', status)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    async page(query, limit) {
      const rows = (
        await select(query)
          .limit(limit + 1)
          .execute()
      ).map(toInboxRow);
      const more = rows.length > limit;
      const messages = more ? rows.slice(0, limit) : rows;
      return { messages, nextBefore: more ? (messages.at(-1)?.id ?? null) : null };
    },

    async all(query) {
      return (await select(query).execute()).map(toInboxRow);
    },

    async get(id) {
      const row = await db
        .selectFrom('contact_messages')
        .select([...COLUMNS, 'contact_messages.spam_reason', ownerEmail])
        .where('contact_messages.id', '=', id)
        .executeTakeFirst();
      return row && toInboxRow(row);
    },

    async change(id, change, actor, at) {
      return db.transaction().execute(async (trx) => {
        let current = trx
          .selectFrom('contact_messages')
          .select([
            'contact_messages.status',
            'contact_messages.name',
            'contact_messages.email',
            'contact_messages.language',
            ownerEmail,
          ])
          .where('contact_messages.id', '=', id);
        // SQLite runs one transaction at a time on the server's one connection (and BEGIN's
        // write lock for the CLI's); PostgreSQL needs the row lock.
        if (isPostgres) current = current.forUpdate();
        const before = await current.executeTakeFirst();
        if (!before) return false;
        const events: { kind: 'status' | 'owner'; from: string | null; to: string | null }[] = [];
        const set: { status?: MessageStatus; owner_id?: number | null } = {};
        if (change.status !== undefined && change.status !== before.status) {
          set.status = change.status;
          events.push({ kind: 'status', from: before.status, to: change.status });
        }
        if (change.owner !== undefined && (change.owner?.email ?? null) !== before.owner_email) {
          set.owner_id = change.owner?.id ?? null;
          events.push({ kind: 'owner', from: before.owner_email, to: change.owner?.email ?? null });
        }
        if (events.length === 0) return true;
        // Out of the Spam folder by any status: it is a message after all (as "Not spam").
        const leavesSpam = before.status === 'spam' && set.status !== undefined;
        await trx
          .updateTable('contact_messages')
          .set(leavesSpam ? { ...set, spam_reason: null } : set)
          .where('id', '=', id)
          .execute();
        if (leavesSpam) {
          await queueNotification(trx, id, at);
          await options.autoresponder?.acknowledge(trx, [
            { id, name: before.name, email: before.email, language: before.language ?? null },
          ]);
        }
        await trx
          .insertInto('message_history')
          .values(
            events.map((event) => ({
              message_id: id,
              at,
              actor,
              kind: event.kind,
              from_value: event.from,
              to_value: event.to,
              note_id: null,
            })),
          )
          .execute();
        return true;
      });
    },

    async notSpam(id, actor, at) {
      return db.transaction().execute(async (trx) => {
        let current = trx
          .selectFrom('contact_messages')
          .select(['status', 'name', 'email', 'language'])
          .where('id', '=', id);
        if (isPostgres) current = current.forUpdate();
        const before = await current.executeTakeFirst();
        if (!before) return 'not-found';
        if (before.status !== 'spam') return 'not-spam';
        await trx
          .updateTable('contact_messages')
          .set({ status: 'new', spam_reason: null })
          .where('id', '=', id)
          .execute();
        await trx
          .insertInto('message_history')
          .values({
            message_id: id,
            at,
            actor,
            kind: 'status',
            from_value: 'spam',
            to_value: 'new',
            note_id: null,
          })
          .execute();
        await queueNotification(trx, id, at);
        await options.autoresponder?.acknowledge(trx, [
          { id, name: before.name, email: before.email, language: before.language ?? null },
        ]);
        return 'moved';
      });
    },

    async addNote(id, author, text, at) {
      return db.transaction().execute(async (trx) => {
        let exists = trx.selectFrom('contact_messages').select('id').where('id', '=', id);
        if (isPostgres) exists = exists.forShare();
        if (!(await exists.executeTakeFirst())) return undefined;
        const note = await trx
          .insertInto('message_notes')
          .values({ message_id: id, author, created_at: at, body: text })
          .returning('id')
          .executeTakeFirstOrThrow();
        const noteId = Number(note.id);
        await trx
          .insertInto('message_history')
          .values({
            message_id: id,
            at,
            actor: author,
            kind: 'note',
            from_value: null,
            to_value: null,
            note_id: noteId,
          })
          .execute();
        return { id: noteId, author, createdAt: toIso(at), text };
      });
    },

    async notes(id) {
      const rows = await db
        .selectFrom('message_notes')
        .select(['id', 'author', 'created_at', 'body'])
        .where('message_id', '=', id)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        author: row.author,
        createdAt: toIso(row.created_at),
        text: row.body,
      }));
    },

    async history(id) {
      const rows = await db
        .selectFrom('message_history')
        .select(['id', 'at', 'actor', 'kind', 'from_value', 'to_value', 'note_id', 'reply_id'])
        .where('message_id', '=', id)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        at: toIso(row.at),
        actor: row.actor,
        kind: row.kind,
        from: row.from_value,
        to: row.to_value,
        noteId: row.note_id === null ? null : Number(row.note_id),
        replyId: row.reply_id === null ? null : Number(row.reply_id),
      }));
    },

    async countByAddress(email) {
      const row = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where(sql<string>`lower(trim(email))`, '=', normaliseAddress(email))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    erase: (id) => changedAny(db.deleteFrom('contact_messages').where('id', '=', id)),

    unreadCount: () => countWithStatus('new'),

    spamCount: () => countWithStatus('spam'),

    purgeReceivedBefore(cutoff) {
      return deleteInBatches(db, 'contact_messages', 'received_at', cutoff, RETENTION_PURGE_BATCH);
    },

    purgeSpamReceivedBefore(cutoff) {
      return deleteInBatches(db, 'contact_messages', 'received_at', cutoff, RETENTION_PURGE_BATCH, {
        status: 'spam',
      });
    },
  };
}
