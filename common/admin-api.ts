/**
 * The JSON contract of the team inbox's API, `/api/admin/*` (DESIGN §8 "Team inbox"),
 * shared by the server (server/routes/admin.ts) and the inbox page (admin/). Types only, plus
 * the status list both sides validate against.
 */

/**
 * A message's place in the inbox: `new` (unread), `read`, `archived`, `spam` (DESIGN §8).
 * The API inserts `new`; opening a message makes it `read`.
 */
export const INBOX_STATUSES = ['new', 'read', 'archived', 'spam'] as const;
/** One of {@link INBOX_STATUSES}. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** A notification's state as the inbox shows it (DESIGN §8): `none` for messages stored before. */
export type InboxNotificationState = 'queued' | 'sent' | 'failed' | 'none';

/** A message's e-mail notification (the outbox row, migration 0003). */
export interface InboxNotification {
  state: InboxNotificationState;
  /** Send attempts so far. */
  attempts: number;
  /** The last SMTP error, or null. */
  lastError: string | null;
  /** When it was sent, ISO 8601 UTC, or null. */
  sentAt: string | null;
}

/** A message in the inbox. Visitor text is plain text: render it as text, never as HTML. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: InboxStatus;
  /** The visitor's clock at sending, ISO 8601 UTC. */
  created_at: string;
  /** The server's receipt time, ISO 8601 UTC. */
  received_at: string;
  notification: InboxNotification;
}

/** `GET /api/admin/messages?status=&q=&before=&limit=`: newest first, keyset pages. */
export interface InboxListResponse {
  messages: InboxMessage[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: number | null;
  /** Messages with status `new`, over the whole inbox (not the filter). */
  unread: number;
}

/**
 * What an account may do (migration 0009; docs/security.md "Roles"): `team` reads the inbox,
 * `editor` edits and publishes the site's copy. One role per account (least privilege).
 */
export const ADMIN_ROLES = ['team', 'editor'] as const;
/** One of {@link ADMIN_ROLES}. */
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** `GET /api/admin/me`: who is signed in, and their role. */
export interface InboxMeResponse {
  email: string;
  role: AdminRole;
  /** Unread messages; 0 for an editor, who does not see the inbox. */
  unread: number;
}

/** `PATCH /api/admin/messages/:id` body. */
export interface InboxStatusChange {
  status: InboxStatus;
}

/** `POST /admin/sign-in` body (JSON). */
export interface SignInRequest {
  email: string;
  password: string;
}

/** Error bodies of the inbox API and sign-in: one human sentence. */
export interface InboxError {
  message: string;
}

/** Path of the inbox page and of its sign-in page. */
export const ADMIN_PATHS = {
  inbox: '/admin',
  signIn: '/admin/sign-in',
  /** The content editor (editors only). */
  content: '/admin/content',
  api: '/api/admin',
} as const;
