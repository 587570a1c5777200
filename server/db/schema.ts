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

/** The whole database as Kysely sees it. */
export interface Database {
  contact_messages: ContactMessagesTable;
  web_vitals: WebVitalsTable;
}

/**
 * A stored message as the server and CLI see it: the API shape of DESIGN §4, except that
 * `status` may have moved on from 'new' (the API only ever inserts 'new').
 */
export type StoredMessage = Omit<StoredContactMessage, 'status'> & { status: MessageStatus };
