/**
 * The team's replies to visitors (DESIGN §8 "Replies"; tables `message_replies` and
 * `mail_outbox` of migration 0017). Sending a reply is one transaction: the reply row, its
 * e-mail in the mail outbox (server/db/mail-outbox.ts `enqueueMail`), the message's status moved
 * to `replied`, and the history events (the reply; the status change when there was one). So a
 * `201` means the reply is stored and its e-mail durably queued; the sender delivers it.
 *
 * On PostgreSQL the message row is locked first (`FOR UPDATE`), so two replies at once record
 * the status change once and both replies in order; SQLite runs one transaction at a time.
 */
import { PostgresAdapter, type Kysely } from 'kysely';
import type { InboxReply } from '../../common/admin-api';
import { deliveryOf, enqueueMail, requeueFailedMail, type OutgoingMail } from './mail-outbox';
import { NOTIFIED_COLUMNS, type NotifiedMessage } from './notification-outbox';
import { toIso } from './rows';
import type { Database } from './schema';

/** Data access for replies. Every method may reject with the driver's error. */
export interface Replies {
  /**
   * Stores a reply and queues its e-mail (see the module comment).
   * @param compose the e-mail from the stored message (server/notifications/reply-email.ts)
   * @param at ISO 8601 time
   * @returns the reply, or undefined when no message has that id
   */
  send(
    messageId: number,
    author: string,
    text: string,
    at: string,
    compose: (message: NotifiedMessage) => OutgoingMail,
  ): Promise<InboxReply | undefined>;
  /** A message's replies with their delivery, oldest first. */
  list(messageId: number): Promise<InboxReply[]>;
  /**
   * Queues a failed reply's e-mail again (same Message-ID).
   * @returns false when the message has no such reply or its e-mail is not failed
   */
  requeue(messageId: number, replyId: number, at: string): Promise<boolean>;
  /**
   * Each message received at or after `since` (ISO 8601) that has a reply: its receipt and its
   * first reply's time, for the time to first reply (common/reply-times.ts).
   */
  firstReplies(since: string): Promise<{ receivedAt: string; firstReplyAt: string }[]>;
}

/** Creates the replies over an open, migrated database. */
export function createReplies(db: Kysely<Database>): Replies {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const select = () =>
    db
      .selectFrom('message_replies')
      .leftJoin('mail_outbox', 'mail_outbox.id', 'message_replies.outbox_id')
      .select([
        'message_replies.id',
        'message_replies.author',
        'message_replies.created_at',
        'message_replies.body',
        'message_replies.outbox_id',
        'mail_outbox.state',
        'mail_outbox.attempts',
        'mail_outbox.last_error',
        'mail_outbox.sent_at',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const toReply = (row: Row): InboxReply => ({
    id: Number(row.id),
    author: row.author,
    createdAt: toIso(row.created_at),
    text: row.body,
    delivery:
      row.state === null || row.attempts === null
        ? // Its e-mail was purged (retention keeps the message's own age): it had been handled.
          { state: 'sent', attempts: 0, lastError: null, sentAt: null }
        : deliveryOf({
            state: row.state,
            attempts: row.attempts,
            last_error: row.last_error,
            sent_at: row.sent_at,
          }),
  });

  return {
    async firstReplies(since) {
      const rows = await db
        .selectFrom('message_replies')
        .innerJoin('contact_messages', 'contact_messages.id', 'message_replies.message_id')
        .where('contact_messages.received_at', '>=', since)
        .groupBy(['message_replies.message_id', 'contact_messages.received_at'])
        .select((eb) => [
          'contact_messages.received_at',
          eb.fn.min('message_replies.created_at').as('first_reply_at'),
        ])
        .execute();
      return rows.map((row) => ({
        receivedAt: toIso(row.received_at),
        firstReplyAt: toIso(row.first_reply_at as typeof row.received_at),
      }));
    },

    async send(messageId, author, text, at, compose) {
      return db.transaction().execute(async (trx) => {
        let current = trx
          .selectFrom('contact_messages')
          .select([...NOTIFIED_COLUMNS, 'status'])
          .where('id', '=', messageId);
        if (isPostgres) current = current.forUpdate();
        const row = await current.executeTakeFirst();
        if (!row) return undefined;
        const { status, ...fields } = row;
        const message: NotifiedMessage = {
          ...fields,
          id: Number(fields.id),
          received_at: toIso(fields.received_at),
        };
        const outboxId = await enqueueMail(trx, compose(message), at);
        const reply = await trx
          .insertInto('message_replies')
          .values({
            message_id: messageId,
            author,
            created_at: at,
            body: text,
            outbox_id: outboxId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const replyId = Number(reply.id);
        const event = { message_id: messageId, at, actor: author, note_id: null };
        await trx
          .insertInto('message_history')
          .values({ ...event, kind: 'reply', from_value: null, to_value: null, reply_id: replyId })
          .execute();
        if (status !== 'replied') {
          await trx
            .updateTable('contact_messages')
            .set({ status: 'replied' })
            .where('id', '=', messageId)
            .execute();
          await trx
            .insertInto('message_history')
            .values({ ...event, kind: 'status', from_value: status, to_value: 'replied' })
            .execute();
        }
        return {
          id: replyId,
          author,
          createdAt: toIso(at),
          text,
          delivery: { state: 'queued', attempts: 0, lastError: null, sentAt: null },
        } satisfies InboxReply;
      });
    },

    async list(messageId) {
      const rows = await select()
        .where('message_replies.message_id', '=', messageId)
        .orderBy('message_replies.id')
        .execute();
      return rows.map(toReply);
    },

    async requeue(messageId, replyId, at) {
      const row = await db
        .selectFrom('message_replies')
        .select('outbox_id')
        .where('id', '=', replyId)
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      if (!row || row.outbox_id === null) return false;
      return requeueFailedMail(db, Number(row.outbox_id), at);
    },
  };
}
