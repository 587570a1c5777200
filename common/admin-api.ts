/**
 * The JSON contract of the team inbox's API, `/api/admin/*` (DESIGN §8 "Team inbox"),
 * shared by the server (server/inbox/routes.ts, sign-in server/plugins/admin-app.ts) and the inbox
 * page (admin/). Types only, plus the status list both sides validate against.
 */
import type { StoredContactMessage } from './contact-schema';

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

/**
 * A message in the inbox: the stored row as the API returns it (common/contact-schema.ts
 * `StoredContactMessage`: `id`, one key per field of common/contact-fields.ts, `created_at` the
 * visitor's clock and `received_at` the server's, ISO 8601 UTC), its inbox status and its
 * notification. Visitor text is plain text: render it as text, never as HTML.
 */
export interface InboxMessage extends Omit<StoredContactMessage, 'status'> {
  status: InboxStatus;
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
