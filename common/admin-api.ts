/**
 * The JSON contract of the team inbox's API, `/api/admin/*` (DESIGN §8 "Team inbox"),
 * shared by the server (server/inbox/routes.ts, sign-in server/plugins/admin-app.ts) and the inbox
 * page (admin/). Types only, plus the status list both sides validate against.
 */
import type { StoredContactMessage } from './contact-schema';

/**
 * A message's place on the lead desk (DESIGN §8, migration 0016): `new` (unread), `open` (seen,
 * being handled), `replied`, `closed`, `spam`. The API inserts `new`; opening a message makes it
 * `open`.
 */
export const INBOX_STATUSES = ['new', 'open', 'replied', 'closed', 'spam'] as const;
/** One of {@link INBOX_STATUSES}. */
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/**
 * The statuses before migration 0016 and what they became (docs/decisions/0037): the API still
 * accepts these names in `?status=`, `PATCH {status}` and the CLI's `--status`, and answers with
 * the new ones.
 */
export const LEGACY_STATUSES: Readonly<Record<'read' | 'archived', InboxStatus>> = {
  read: 'open',
  archived: 'closed',
};

/**
 * A status name, or an old one ({@link LEGACY_STATUSES}), as the status it now means; undefined
 * for anything else.
 */
export function inboxStatusOf(name: string): InboxStatus | undefined {
  if ((INBOX_STATUSES as readonly string[]).includes(name)) return name as InboxStatus;
  return Object.hasOwn(LEGACY_STATUSES, name)
    ? LEGACY_STATUSES[name as keyof typeof LEGACY_STATUSES]
    : undefined;
}

/**
 * Why the server filed a message as `spam` (migration 0018, docs/decisions/0039): `honeypot` (the
 * hidden field was filled) or `score` (the content score of server/contact/spam.ts).
 */
export const SPAM_REASONS = ['honeypot', 'score'] as const;
/** One of {@link SPAM_REASONS}. */
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Longest internal note, in characters (DESIGN §8 "Lead desk"). */
export const NOTE_MAX_CHARS = 2_000;

/**
 * A notification's state as the inbox shows it (DESIGN §8): `none` for messages stored before
 * notifications existed; `off` for a queued one while the server has no SMTP server configured
 * (`SMTP_URL` unset), so nothing will send it until e-mail is turned on.
 */
export type InboxNotificationState = 'queued' | 'sent' | 'failed' | 'none' | 'off';

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

/**
 * A message in the inbox: the stored row as the API returns it (common/contact-schema.ts
 * `StoredContactMessage`: `id`, one key per field of common/contact-fields.ts, `created_at` the
 * visitor's clock and `received_at` the server's, ISO 8601 UTC), its status, its owner and its
 * notification. Visitor text is plain text: render it as text, never as HTML.
 */
export interface InboxMessage extends Omit<StoredContactMessage, 'status'> {
  status: InboxStatus;
  /** The e-mail of the team account that owns it, or null. */
  owner: string | null;
  /** The language of the page it was sent from (`en`, `fr`, …), or null when not recorded. */
  language: string | null;
  /** The site path of the page it was sent from (`/fr/contact`), or null when not recorded. */
  page: string | null;
  /** Why the server filed it as spam; null when it did not (or after "Not spam"). */
  spamReason: SpamReason | null;
  notification: InboxNotification;
}

/** An internal note on a message (never sent to the visitor). */
export interface InboxNote {
  id: number;
  /** The author's e-mail. */
  author: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  text: string;
}

/** Longest reply to a visitor, in characters (DESIGN §8 "Replies"). */
export const REPLY_MAX_CHARS = 10_000;

/**
 * A reply's e-mail as the thread shows it (its `mail_outbox` row, migration 0017): `queued`
 * (waiting, or retrying when `attempts` > 0 and `lastError` says why), `sent`, or `failed` (gave
 * up after 24 h; `lastError` says why; may be sent again).
 */
export interface InboxReplyDelivery {
  state: 'queued' | 'sent' | 'failed';
  /** Send attempts so far (more than 1: retried). */
  attempts: number;
  /** The last SMTP error, or null. */
  lastError: string | null;
  /** When the SMTP server accepted it, ISO 8601 UTC, or null. */
  sentAt: string | null;
}

/** A team member's reply to the visitor, e-mailed through the mail outbox. Plain text. */
export interface InboxReply {
  id: number;
  /** The author's e-mail. */
  author: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  text: string;
  delivery: InboxReplyDelivery;
}

/** `POST /api/admin/messages/:id/replies` body; answers `201` with the {@link InboxReply}. */
export interface InboxReplyRequest {
  text: string;
}

/** What a history event changed: the status, the owner, a note added, or a reply sent. */
export type InboxHistoryKind = 'status' | 'owner' | 'note' | 'reply';

/**
 * One event in a message's history: who, when, what. For `status` and `owner`, `from` → `to`
 * (a status name, an owner's e-mail or null for none); for `note`, `noteId` names the note.
 */
export interface InboxHistoryEvent {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  /** The team member's e-mail, or `cli` for the messages CLI. */
  actor: string;
  kind: InboxHistoryKind;
  from: string | null;
  to: string | null;
  noteId: number | null;
  /** For `reply`: the reply's id. */
  replyId: number | null;
}

/**
 * `GET /api/admin/messages/:id`: the message with its notes and history (oldest first) and how
 * many stored messages share its address (what "Erase everything from this address" erases).
 */
export interface InboxMessageDetail extends InboxMessage {
  notes: InboxNote[];
  /** The team's replies, oldest first. */
  replies: InboxReply[];
  history: InboxHistoryEvent[];
  sameAddress: number;
}

/** `GET /api/admin/messages?status=&owner=&q=&before=&limit=`: newest first, keyset pages. */
export interface InboxListResponse {
  messages: InboxMessage[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: number | null;
  /** Messages with status `new`, over the whole inbox (not the filter). */
  unread: number;
  /** Messages with status `spam`, over the whole inbox: the Spam folder's count. */
  spam: number;
}

/** `GET /api/admin/team`: the team accounts a message may be given to, by e-mail. */
export interface InboxTeamResponse {
  accounts: string[];
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

/**
 * `PATCH /api/admin/messages/:id` body: a status, an owner (a team account's e-mail, or null for
 * none), or both. Each change is recorded in the message's history.
 */
export interface InboxMessageChange {
  status?: InboxStatus;
  owner?: string | null;
}

/** `POST /api/admin/messages/:id/notes` body; answers `201` with the {@link InboxNote}. */
export interface InboxNoteRequest {
  text: string;
}

/** `POST /api/admin/erasures` body: the address whose every message is erased. */
export interface ErasureRequest {
  email: string;
}

/** Rows deleted by an erasure, per table (also what its audit row records). */
export interface ErasureCounts {
  messages: number;
  notes: number;
  history: number;
  /** Outbox rows of the messages: their e-mail notifications and chat-webhook posts. */
  outbox: number;
  /** Replies to the visitor. */
  replies: number;
  /** Mail outbox rows (the replies' e-mails, and any other mail to the address). */
  mail: number;
}

/** `POST /api/admin/erasures` → `200`: what was erased. */
export interface ErasureResponse {
  counts: ErasureCounts;
  /** The audit row's id (`erasure_audit`). */
  auditId: number;
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

/** The sign-in page's query parameter naming the admin page to return to. */
export const RETURN_PARAM = 'next';

/** An origin no request has, to resolve a relative path against and see if it stays relative. */
const PROBE_ORIGIN = 'http://admin.invalid';

/** Longest return path kept (characters); anything longer is not one of our addresses. */
const RETURN_PATH_MAX_CHARS = 2_000;

/**
 * The admin page to open after signing in, from the sign-in page's `next` parameter, or null
 * when it is not one of ours (OWASP Unvalidated Redirects and Forwards Cheat Sheet: validate the
 * target as a local path, never follow an absolute URL). Accepted: a path on this origin under
 * `/admin` (`/admin`, `/admin/…`), with its query and fragment, and not the sign-in page itself.
 * Refused: other origins and protocol-relative `//host`, a backslash (browsers read `/\host` as
 * `//host`), control characters, `/administrator`, paths that `..` lead out of `/admin`.
 * @returns the normalized path with query and fragment, e.g. `/admin/insights?period=7d`
 */
export function adminReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > RETURN_PATH_MAX_CHARS) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname !== ADMIN_PATHS.inbox && !url.pathname.startsWith(`${ADMIN_PATHS.inbox}/`)) {
    return null;
  }
  if (url.pathname === ADMIN_PATHS.signIn) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page's address that returns to `requested` afterwards (`/admin/sign-in?next=…`),
 * or the plain sign-in page when `requested` is not an admin page ({@link adminReturnPath}).
 * @param requested path with query, e.g. `/admin/insights?period=7d`
 */
export function signInUrl(requested: string): string {
  const next = adminReturnPath(requested);
  return next === null || next === ADMIN_PATHS.inbox
    ? ADMIN_PATHS.signIn
    : `${ADMIN_PATHS.signIn}?${RETURN_PARAM}=${encodeURIComponent(next)}`;
}
