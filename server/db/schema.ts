/**
 * Kysely table types of the database (DESIGN §3, §4). Column names follow the wire format
 * (spec §3), so rows pass between the API and the database unrenamed.
 */
import type { ColumnType, Generated } from 'kysely';
import type { StoredContactMessage } from '../../common/contact-schema';

/** Status values a stored message may have: 'new' on insert (spec §3), 'read' once the team saw it. */
export const MESSAGE_STATUSES = ['new', 'read'] as const;
/** A stored message's status. */
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * Timestamps: ISO 8601 text in SQLite, `timestamptz` in PostgreSQL (returned by `pg` as Date).
 * Written as ISO strings on both.
 */
type Timestamp = ColumnType<Date | string, string, string>;

/** `contact_messages` (migration 0001). */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  received_at: Timestamp;
}

/** `web_vitals` (migration 0002): one consented web-vitals metric per row. */
export interface WebVitalsTable {
  id: Generated<number>;
  name: string;
  value: number;
  rating: string;
  metric_id: string;
  navigation_type: string;
  path: string;
  received_at: ColumnType<Date | string, string | undefined, string>;
}

/**
 * A notification's states (migration 0003): 'queued' (waiting, or being sent while its lease
 * runs), 'sent', or 'failed' after giving up.
 */
export const NOTIFICATION_STATES = ['queued', 'sent', 'failed'] as const;
/** A notification's state. */
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** `notification_outbox` (migration 0003, issue 14): one e-mail to the team per stored message. */
export interface NotificationOutboxTable {
  id: Generated<number>;
  message_id: number;
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  queued_at: Timestamp;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The whole database as Kysely sees it. */
export interface Database {
  contact_messages: ContactMessagesTable;
  web_vitals: WebVitalsTable;
  notification_outbox: NotificationOutboxTable;
}

/**
 * A stored message as the server and CLI see it: the API shape of DESIGN §4, except that
 * `status` may have moved on from 'new' (the API only ever inserts 'new').
 */
export type StoredMessage = Omit<StoredContactMessage, 'status'> & { status: MessageStatus };
