/**
 * Database rows to the API's shapes, alike on SQLite and PostgreSQL (DESIGN §4): timestamps as
 * ISO 8601 UTC strings, ids as numbers. Shared by every repository that reads these tables.
 */
import type { Selectable } from 'kysely';
import { CONTACT_FIELD_COLUMNS, type ContactFieldColumn } from '../../common/contact-fields';
import type { ContactMessagesTable, MessageStatus, StoredMessage } from './schema';

/** Already the normal form: returned as is (the common case, and this runs per row). */
const NORMAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Normalises a timestamp to ISO 8601 UTC with milliseconds, e.g. '2024-01-01T10:00:00.000Z'.
 * PostgreSQL's driver gives a `Date`, SQLite the text stored; an unparsable value comes back as
 * its own text rather than throwing.
 */
export function toIso(value: Date | string): string {
  if (typeof value === 'string' && NORMAL_ISO.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** The fields' values of a row (common/contact-fields.ts), by column, in the form's order. */
function fieldValues(row: Pick<Selectable<ContactMessagesTable>, ContactFieldColumn>) {
  return Object.fromEntries(CONTACT_FIELD_COLUMNS.map((column) => [column, row[column]])) as Pick<
    StoredMessage,
    ContactFieldColumn
  >;
}

/**
 * A `contact_messages` row (Date or string timestamps) as the API and the inbox show it. The
 * page language (migration 0008) and page (migration 0019) are not part of the shape (the inbox
 * adds them, server/db/inbox-repository.ts); the owner (migration 0016) and the spam reason
 * (migration 0018) are the inbox's (server/db/inbox-repository.ts).
 */
export function toStoredMessage(
  row: Omit<Selectable<ContactMessagesTable>, 'language' | 'owner_id' | 'page' | 'spam_reason'>,
): StoredMessage {
  return {
    id: Number(row.id),
    ...fieldValues(row),
    status: row.status as MessageStatus,
    created_at: toIso(row.created_at),
    received_at: toIso(row.received_at),
  };
}
