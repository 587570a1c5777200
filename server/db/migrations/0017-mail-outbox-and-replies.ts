/**
 * Migration 0017: a general outgoing-mail outbox and the team's replies (docs/inbox.md "Replying",
 * DESIGN §8 "Replies", docs/decisions/0038-mail-outbox-and-replies.md).
 *
 * - `mail_outbox`: one e-mail to send per row, of any `kind` (`reply` today; later an
 *   acknowledgement, a report, …). The row holds the whole message as composed at enqueue time
 *   (From, To, Reply-To as nodemailer address objects in JSON, subject, text, optional HTML, the
 *   threading ids, extra headers in JSON), so a send never reads other tables and sends the same
 *   bytes on every attempt. Delivery columns as in 0003's `notification_outbox` (`state` queued →
 *   sent | failed, `attempts`, `queued_at`, `next_attempt_at`, lease `locked_until`, `sent_at`,
 *   `last_error`). `recipient` is the To address trimmed and lower-cased, for erasure by address
 *   and per-address rate limits; `contact_message_id` the message the mail is about, if any (the
 *   mail goes with it, `on delete cascade`). `message_id` (the `Message-ID` header) is unique.
 * - `message_replies`: a team member's reply to a message (author's e-mail, time, 1–10,000
 *   characters) and its `mail_outbox` row; goes with its message.
 * - `message_history.kind` gains `reply` and a `reply_id` column. PostgreSQL swaps the CHECK
 *   constraint; SQLite cannot alter one, so the (small, unreferenced) table is rebuilt in one
 *   transaction keeping every row and id.
 * - `erasure_audit` gains `replies` and `mail` counts (0 for older rows).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { SqlDialect } from '../database';
import { columnTypes } from './column-types';
import { createIndexesSql, sqliteImmediateTransaction, sqliteReplaceTable } from './ddl';

/** History kinds of 0016 and of this migration (kept literal: migrations never change). */
const KINDS_0016 = "'status', 'owner', 'note'";
const KINDS_0017 = "'status', 'owner', 'note', 'reply'";

/** Builds the migration for one dialect. */
export function mailOutboxAndRepliesMigration(dialect: SqlDialect): Migration {
  const { isPg, timestamp, identitySql } = columnTypes(dialect);
  const ts = sql.raw(timestamp);

  /** `message_history` as 0016 made it, with `kinds` allowed and, if `withReply`, `reply_id`. */
  const historyTable = (name: string, kinds: string, withReply: boolean) =>
    sql`create table ${sql.raw(name)} (
        id ${identitySql},
        message_id integer not null references contact_messages (id) on delete cascade,
        at ${ts} not null,
        actor text not null,
        kind text not null check (kind in (${sql.raw(kinds)})),
        from_value text,
        to_value text,
        note_id integer references message_notes (id) on delete cascade${sql.raw(
          withReply
            ? ',\n        reply_id integer references message_replies (id) on delete cascade'
            : '',
        )}
      )`;

  /** SQLite: rebuilds `message_history` with `kinds`, copying `columns`, in one transaction. */
  const rebuildSqliteHistory = async (
    db: Kysely<unknown>,
    kinds: string,
    withReply: boolean,
    columns: string,
    between?: (db: Kysely<unknown>) => Promise<void>,
    before?: (db: Kysely<unknown>) => Promise<void>,
  ) => {
    await sqliteImmediateTransaction(db, async () => {
      await before?.(db);
      await historyTable('message_history_0017', kinds, withReply).execute(db);
      await sql
        .raw(
          `insert into message_history_0017 (${columns}) select ${columns} from message_history order by id`,
        )
        .execute(db);
      await sqliteReplaceTable(db, 'message_history', 'message_history_0017');
      await createIndexesSql(db, 'message_history', {
        message_history_message_id_idx: 'message_id, id',
      });
      await between?.(db);
    });
  };

  const createTables = async (db: Kysely<unknown>) => {
    await sql`create table mail_outbox (
        id ${identitySql},
        kind text not null check (length(kind) between 1 and 40),
        contact_message_id integer references contact_messages (id) on delete cascade,
        recipient text not null,
        from_header text not null,
        to_header text not null,
        reply_to_header text,
        subject text not null,
        text_body text not null,
        html_body text,
        message_id text not null unique,
        in_reply_to text,
        references_header text,
        extra_headers text,
        state text not null default 'queued' check (state in ('queued', 'sent', 'failed')),
        attempts integer not null default 0,
        queued_at ${ts} not null,
        next_attempt_at ${ts} not null,
        locked_until ${ts},
        sent_at ${ts},
        last_error text
      )`.execute(db);
    // The sender's claim (due queued rows), erasure and per-address limits, a message's mail.
    await createIndexesSql(db, 'mail_outbox', {
      mail_outbox_due_idx: 'state, next_attempt_at',
      mail_outbox_recipient_idx: 'recipient, queued_at',
      mail_outbox_contact_message_id_idx: 'contact_message_id',
    });
    await sql`create table message_replies (
        id ${identitySql},
        message_id integer not null references contact_messages (id) on delete cascade,
        author text not null,
        created_at ${ts} not null,
        body text not null check (length(body) between 1 and 10000),
        outbox_id integer references mail_outbox (id) on delete set null
      )`.execute(db);
    await createIndexesSql(db, 'message_replies', {
      message_replies_message_id_idx: 'message_id, id',
    });
    await sql`alter table erasure_audit add column replies integer not null default 0`.execute(db);
    await sql`alter table erasure_audit add column mail integer not null default 0`.execute(db);
  };

  const HISTORY_0016 = 'id, message_id, at, actor, kind, from_value, to_value, note_id';

  return {
    async up(db: Kysely<unknown>) {
      if (isPg) {
        await createTables(db);
        await sql`alter table message_history drop constraint message_history_kind_check`.execute(
          db,
        );
        await sql`alter table message_history add constraint message_history_kind_check check (kind in (${sql.raw(KINDS_0017)}))`.execute(
          db,
        );
        await sql`alter table message_history add column reply_id integer references message_replies (id) on delete cascade`.execute(
          db,
        );
        return;
      }
      await rebuildSqliteHistory(db, KINDS_0017, true, HISTORY_0016, undefined, createTables);
    },
    async down(db: Kysely<unknown>) {
      const dropTables = async (trx: Kysely<unknown>) => {
        await sql`drop table message_replies`.execute(trx);
        await sql`drop table mail_outbox`.execute(trx);
        // SQLite ≥ 3.35 drops a column no index or constraint names without a rebuild.
        await sql`alter table erasure_audit drop column replies`.execute(trx);
        await sql`alter table erasure_audit drop column mail`.execute(trx);
      };
      if (isPg) {
        await sql`delete from message_history where kind = 'reply'`.execute(db);
        await sql`alter table message_history drop column reply_id`.execute(db);
        await sql`alter table message_history drop constraint message_history_kind_check`.execute(
          db,
        );
        await sql`alter table message_history add constraint message_history_kind_check check (kind in (${sql.raw(KINDS_0016)}))`.execute(
          db,
        );
        await dropTables(db);
        return;
      }
      await rebuildSqliteHistory(db, KINDS_0016, false, HISTORY_0016, dropTables, async (trx) => {
        await sql`delete from message_history where kind = 'reply'`.execute(trx);
      });
    },
  };
}
