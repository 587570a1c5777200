/**
 * Kysely table types of the database (DESIGN §3, §4). Column names follow the wire format
 * (spec §3), so rows pass between the API and the database unrenamed.
 */
import type { ColumnType, Generated } from 'kysely';
import { INBOX_STATUSES, type AdminRole, type InboxStatus } from '../../common/admin-api';
import type { ContactFieldOf } from '../../common/contact-fields';
import type { StoredContactMessage } from '../../common/contact-schema';

/**
 * Status values a stored message may have: 'new' on insert (spec §3), then 'open', 'replied',
 * 'closed' or 'spam' on the lead desk (migration 0016; 0004's 'read' and 'archived' became 'open'
 * and 'closed').
 */
export const MESSAGE_STATUSES = INBOX_STATUSES;
/** A stored message's status. */
export type MessageStatus = InboxStatus;

/**
 * Timestamps: ISO 8601 text in SQLite, `timestamptz` in PostgreSQL (returned by `pg` as Date).
 * Written as ISO strings on both.
 */
type Timestamp = ColumnType<Date | string, string, string>;
/**
 * A roll-up's count: written as a number, read as a number on SQLite and as a string on
 * PostgreSQL (`bigint`, which `pg` returns as text so no precision is lost).
 */
type DailyCount = ColumnType<number | string, number, number>;

/**
 * The field columns of `contact_messages` (common/contact-fields.ts): text, NOT NULL (migration
 * 0001); an optional field's has the default `''`, so an insert may leave it out.
 */
type ContactFieldColumns = {
  [F in ContactFieldOf as F['column']]: F extends { required: true }
    ? string
    : ColumnType<string, string | undefined, string>;
};

/** `contact_messages` (migration 0001; its field columns from common/contact-fields.ts). */
export interface ContactMessagesTable extends ContactFieldColumns {
  id: Generated<number>;
  status: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  received_at: Timestamp;
  /** Page language the message was sent from (migration 0008); null for old clients and rows. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
  /** The team account that owns it (migration 0016), null for none or a removed account. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The site path of the page the message was sent from (migration 0019); null for old ones. */
  page: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the server filed it as spam (migration 0018): 'honeypot', 'score', or null. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
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

/**
 * The delivery columns every outbox has (migration 0003's, copied by 0017 and 0023), which
 * server/db/outbox-outcomes.ts claims, leases and marks: state (a {@link NotificationState}),
 * claims so far, the give-up clock, the next try, the lease, when sent, the last error.
 */
export interface OutboxColumns {
  state: ColumnType<string, string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  queued_at: Timestamp;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `notification_outbox` (migration 0003): one e-mail to the team per stored message. */
export interface NotificationOutboxTable extends OutboxColumns {
  id: Generated<number>;
  message_id: number;
}

/**
 * `webhook_outbox` (migration 0023): one chat-webhook post of a message to make, with the
 * notification outbox's columns and rules (server/db/webhook-outbox.ts).
 */
export type WebhookOutboxTable = NotificationOutboxTable;

/** `webhook_settings` (migration 0023): one row, `enabled` 1 while `WEBHOOK_URL` is set. */
export interface WebhookSettingsTable {
  id: number;
  enabled: ColumnType<number, number | undefined, number>;
}

/** `admin_users` (migration 0004): team members who may read the inbox. */
export interface AdminUsersTable {
  id: Generated<number>;
  /** Lower-case e-mail address, unique. */
  email: string;
  /** Argon2id PHC string (server/auth/passwords.ts). */
  password_hash: string;
  created_at: Timestamp;
  password_changed_at: Timestamp;
  /** What the account may do (migration 0009): `team` the inbox, `editor` the site's copy. */
  role: ColumnType<AdminRole, AdminRole | undefined, AdminRole>;
}

/** `admin_sessions` (migration 0004): server-side sessions, keyed by the token's SHA-256. */
export interface AdminSessionsTable {
  /** Hex SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/**
 * `admin_sign_in_attempts` (migration 0005): sign-in attempts counted per throttling key in a
 * fixed window, reserved before the password is checked (server/auth/sessions.ts).
 */
export interface AdminSignInAttemptsTable {
  /** Hex SHA-256 of `pair:<e-mail> <address>`, `ip:<address>` or `account:<e-mail>`. */
  key_hash: string;
  /** Attempts counted in the window that started at {@link window_started_at}. */
  attempts: number;
  window_started_at: Timestamp;
  /**
   * On an `account:` key: when (epoch ms) the last password check queued for the account runs
   * (migration 0019); null before the account slowed down. PostgreSQL's bigint reads as a string.
   */
  next_check_ms: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/**
 * `page_views` (migration 0007): one counted page view. No address, no user agent, no cookie id;
 * `visitor_hash` is keyed by the day's salt and means nothing once that salt is deleted.
 */
export interface PageViewsTable {
  id: Generated<number>;
  viewed_at: ColumnType<Date | string, string | undefined, string>;
  /** Route path without query or fragment, e.g. `/fr/contact`. */
  path: string;
  /** Page language: en, fr, es, de or ar. */
  language: string;
  /** Host of an external referrer, or null (direct, or our own site). */
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** Viewport class: `mobile`, `tablet` or `desktop`. */
  viewport: string;
  /** `navigate`, `reload`, `back_forward`, `prerender` (document loads) or `client` (router). */
  navigation_type: string;
  /**
   * ISO 3166-1 alpha-2 country of the client address (server/insights/country.ts), or null when
   * unknown (and for views before migration 0020). Never the address.
   */
  country: ColumnType<string | null, string | null | undefined, string | null>;
  /** Hex hash of salt, address and user agent for the day, or null when not counted. */
  visitor_hash: string | null;
}

/** `insights_salts` (migration 0007): one random salt per UTC day, deleted after the day. */
export interface InsightsSaltsTable {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  salt: string;
}

/**
 * `insights_daily` (migration 0008): page views and visitors of one UTC day per dimension and
 * key (server/insights/roll-up.ts). Counts are `bigint` on PostgreSQL, read as strings by `pg`.
 */
export interface InsightsDailyTable {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /**
   * `all`, `path`, `language`, `referrer`, `utm_campaign`, `utm_source`, `utm_medium` (migration
   * 0015), `viewport`, `country` (migration 0020) or `contact`.
   */
  dimension: string;
  /**
   * The dimension's value; `''` for none (and for `all`); for `country` an ISO 3166-1 alpha-2
   * code or `unknown`.
   */
  key: string;
  views: DailyCount;
  visitors: DailyCount;
}

/** `goal_events` (migration 0021): one counted goal of the site's beacon (server/insights/goals.ts). */
export interface GoalEventsTable {
  id: Generated<number>;
  occurred_at: ColumnType<Date | string, string | undefined, string>;
  /** One of common/insights-goals.ts `BEACON_GOALS`. */
  goal: string;
  /** The counted page it happened on, e.g. `/fr/optimus`. */
  path: string;
  /** Page language: en, fr, es, de or ar. */
  language: string;
  /** The day's visitor hash (server/insights/visitor-hash.ts). */
  visitor_hash: string | null;
}

/** `insights_goals_daily` (migration 0021): one day's count of a goal on a page in a language. */
export interface InsightsGoalsDailyTable {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** One of common/insights-goals.ts `INSIGHTS_GOALS`. */
  goal: string;
  path: string;
  /** `''` for a contact message without a language (old clients). */
  language: string;
  events: DailyCount;
  visitors: DailyCount;
}

/**
 * `insights_reports` (migration 0024): one row per ISO week whose e-mailed report was queued
 * (server/insights/report.ts); its key is the claim that makes the report go out once.
 */
export interface InsightsReportsTable {
  /** The week's Monday, UTC, `YYYY-MM-DD`. */
  week: string;
  /** When the e-mails were queued. */
  queued_at: ColumnType<Date | string, string, string>;
  /** E-mails queued (one per recipient). */
  recipients: number;
  /** `schedule` (the insights job) or `command` (`npm run insights -- report`). */
  trigger: string;
}

/** `insights_vitals_daily` (migration 0008): web vitals of one day, page and metric. */
export interface InsightsVitalsDailyTable {
  day: string;
  path: string;
  metric: string;
  samples: DailyCount;
  good: DailyCount;
  needs_improvement: DailyCount;
  poor: DailyCount;
  /** server/insights/histogram.ts `encodeHistogram`. */
  histogram: string;
}

/**
 * `insights_annotations` (migration 0015): a team member's note on one UTC day of the insights
 * dashboard's daily chart.
 */
export interface InsightsAnnotationsTable {
  id: Generated<number>;
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  /** One line, at most 200 characters. */
  text: string;
  /** The team member's e-mail address at the time. */
  author: string;
  created_at: ColumnType<Date | string, string | undefined, string>;
}

/**
 * `insights_shares` (migration 0025): a read-only link to the insights dashboard
 * (server/insights/shares.ts). Only the SHA-256 of its token is kept.
 */
export interface InsightsSharesTable {
  id: Generated<number>;
  /** SHA-256 of the link's token, 64 hex digits. */
  token_hash: string;
  /** `today`, `7d`, `30d`, `90d` or `custom` (common/insights-api.ts `INSIGHTS_PERIODS`). */
  period: string;
  /** `YYYY-MM-DD`, `custom` only. */
  range_from: string | null;
  /** `YYYY-MM-DD`, `custom` only. */
  range_to: string | null;
  /** The team member's e-mail address. */
  created_by: string;
  created_at: ColumnType<Date | string, string | undefined, string>;
  expires_at: ColumnType<Date | string, string, string>;
  revoked_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** `insights_deploys` (migration 0026): the first start of each build of the code. */
export interface InsightsDeploysTable {
  id: Generated<number>;
  /** `CodeIdentity.buildId` (server/content/releases.ts), 16 hex digits. */
  build_id: string;
  deployed_at: ColumnType<Date | string, string | undefined, string>;
}

/** `insights_rollup_days` (migration 0008): days rolled up, `final` 1 once rolled up after the day. */
export interface InsightsRollupDaysTable {
  day: string;
  final: number;
}

/** `contact_messages_fts` (migration 0004, SQLite only): FTS5 index over the message text. */
export interface ContactMessagesFtsTable {
  rowid: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  contact_messages_fts: string;
}

/**
 * `content_publishes` (migration 0009): one publish or revert of the site's copy, with every
 * file it changed (`changes`: JSON of common/content-api.ts `PublishChange[]`).
 */
export interface ContentPublishesTable {
  id: Generated<number>;
  published_at: Timestamp;
  /** The editor's e-mail address at the time. */
  published_by: string;
  kind: 'publish' | 'revert';
  /** For a revert: the publish it undid. */
  reverts_id: number | null;
  changes: string;
  /** The Git commit of the publish, when the server runs from a checkout. */
  git_commit: string | null;
  /** The release folder it went into (migration 0010); null before that migration. */
  release_id: string | null;
  /** For a rollback (kind `revert`): the publish whose release it put back (migration 0013). */
  restores_id: number | null;
}

/**
 * `content_revisions` (migration 0010): one saved or published text of a module in a language;
 * `data` is its JSON. Rows are only inserted, except that publishing a draft sets `kind` to
 * `published` and `publish_id`.
 */
export interface ContentRevisionsTable {
  id: Generated<number>;
  module: string;
  language: string;
  data: string;
  kind: 'draft' | 'published';
  /** The author's e-mail address at the time. */
  author: string;
  created_at: Timestamp;
  /** The revision the editor had read when saving; null: the repository's seed file. */
  base_revision_id: number | null;
  /** The publish that made it live. */
  publish_id: number | null;
  /**
   * For a translation: the English revision shown beside it when saved (0: English's seed file);
   * null for English and for texts not saved by a translator (a revert).
   */
  english_revision_id: number | null;
}

/**
 * `content_heads` (migration 0010): per (module, language), the open draft and the published
 * revision; null for none (no published revision: the repository's seed file is live).
 */
export interface ContentHeadsTable {
  module: string;
  language: string;
  draft_revision_id: number | null;
  published_revision_id: number | null;
}

/** `content_publish_jobs` (migration 0011): a publish queued without waiting, and where it is. */
export interface ContentPublishJobsTable {
  id: Generated<number>;
  /** The editor's e-mail address at the time. */
  requested_by: string;
  requested_at: Timestamp;
  stage: 'queued' | 'rendering' | 'recorded' | 'live' | 'failed';
  updated_at: Timestamp;
  /** The publish it made, once recorded. */
  publish_id: number | null;
  /** Why it failed (shown to the editor). */
  message: string | null;
}

/**
 * `content_schedules` (migration 0014): a publish of every draft asked for at a time; `pending`
 * until one instance claims it at that time (`fired`), or `cancelled`, or `failed` with why.
 */
export interface ContentSchedulesTable {
  id: Generated<number>;
  /** When to publish (UTC). */
  at: Timestamp;
  /** The editor's e-mail address at the time; the publish is theirs. */
  requested_by: string;
  requested_at: Timestamp;
  state: 'pending' | 'fired' | 'cancelled' | 'failed';
  /** The queued publish it ran (content_publish_jobs), once fired. */
  job_id: number | null;
  /** Who cancelled it. */
  cancelled_by: string | null;
  /** When it left `pending` (fired, failed or cancelled). */
  done_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Why it failed, or a note while it waits for another publish to end. */
  message: string | null;
}

/** `content_presence` (migration 0014): when an account last had a page open in the editor. */
export interface ContentPresenceTable {
  module: string;
  language: string;
  email: string;
  seen_at: Timestamp;
}

/** `message_notes` (migration 0016): internal notes on a message, never sent to the visitor. */
export interface MessageNotesTable {
  id: Generated<number>;
  message_id: number;
  /** The author's e-mail at the time. */
  author: string;
  created_at: Timestamp;
  /** 1–2,000 characters. */
  body: string;
}

/**
 * `message_history` (migration 0016): one change of status or owner, or one note added, per row:
 * who (`actor`, an e-mail or `cli`), when, what (`kind`, `from_value` → `to_value`; a note's id).
 */
export interface MessageHistoryTable {
  id: Generated<number>;
  message_id: number;
  at: Timestamp;
  actor: string;
  kind: 'status' | 'owner' | 'note' | 'reply';
  from_value: string | null;
  to_value: string | null;
  note_id: number | null;
  /** The reply sent (migration 0017), for `kind = 'reply'`. */
  reply_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * `autoresponse_guard` (migration 0022): when an address was last acknowledged by the
 * autoresponder, keyed by the address's keyed hash (server/db/erasure.ts `addressHash`), never
 * the address itself.
 */
export interface AutoresponseGuardTable {
  address_hash: string;
  last_sent_at: Timestamp;
}

/**
 * `mail_outbox` (migration 0017): one e-mail to send, of any kind, composed at enqueue time
 * (server/db/mail-outbox.ts). Address headers are JSON arrays of nodemailer address objects.
 */
export interface MailOutboxTable extends OutboxColumns {
  id: Generated<number>;
  /** What the mail is (`reply`, …): for logs and metrics, never for sending. */
  kind: string;
  /** The contact message the mail is about, or null; the row goes with it. */
  contact_message_id: number | null;
  /** The To address trimmed and lower-cased (erasure, per-address limits). */
  recipient: string;
  from_header: string;
  to_header: string;
  reply_to_header: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The `Message-ID` header, with its angle brackets; unique. */
  message_id: string;
  in_reply_to: string | null;
  /** The `References` header: Message-IDs separated by spaces. */
  references_header: string | null;
  /** JSON object of further header fields (name → value). */
  extra_headers: string | null;
}

/** `message_replies` (migration 0017): the team's replies to a message, e-mailed to the visitor. */
export interface MessageRepliesTable {
  id: Generated<number>;
  message_id: number;
  /** The author's e-mail at the time. */
  author: string;
  created_at: Timestamp;
  /** 1–10,000 characters, plain text. */
  body: string;
  /** Its `mail_outbox` row. */
  outbox_id: number | null;
}

/**
 * `erasure_audit` (migration 0016): one erasure by address. `address_hash` is the hex
 * HMAC-SHA-256 of the normalised address under the erasure key, `key_id` that key's fingerprint;
 * the address itself is never stored.
 */
export interface ErasureAuditTable {
  id: Generated<number>;
  erased_at: Timestamp;
  /** The team member's e-mail, or `cli` (with the operating-system user when known). */
  erased_by: string;
  address_hash: string;
  key_id: string;
  messages: number;
  notes: number;
  history: number;
  outbox: number;
  /** Replies (migration 0017). */
  replies: ColumnType<number, number | undefined, number>;
  /** `mail_outbox` rows (migration 0017). */
  mail: ColumnType<number, number | undefined, number>;
}

/** `app_secrets` (migration 0016): server-side secrets made at migration, by name. */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/** The whole database as Kysely sees it. */
export interface Database {
  contact_messages: ContactMessagesTable;
  web_vitals: WebVitalsTable;
  notification_outbox: NotificationOutboxTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_sign_in_attempts: AdminSignInAttemptsTable;
  contact_messages_fts: ContactMessagesFtsTable;
  page_views: PageViewsTable;
  insights_salts: InsightsSaltsTable;
  content_publishes: ContentPublishesTable;
  content_revisions: ContentRevisionsTable;
  content_heads: ContentHeadsTable;
  content_publish_jobs: ContentPublishJobsTable;
  content_schedules: ContentSchedulesTable;
  content_presence: ContentPresenceTable;
  insights_daily: InsightsDailyTable;
  insights_vitals_daily: InsightsVitalsDailyTable;
  insights_rollup_days: InsightsRollupDaysTable;
  message_notes: MessageNotesTable;
  message_history: MessageHistoryTable;
  erasure_audit: ErasureAuditTable;
  app_secrets: AppSecretsTable;
  insights_annotations: InsightsAnnotationsTable;
  mail_outbox: MailOutboxTable;
  message_replies: MessageRepliesTable;
  goal_events: GoalEventsTable;
  autoresponse_guard: AutoresponseGuardTable;
  insights_goals_daily: InsightsGoalsDailyTable;
  insights_reports: InsightsReportsTable;
  webhook_outbox: WebhookOutboxTable;
  webhook_settings: WebhookSettingsTable;
  insights_shares: InsightsSharesTable;
  insights_deploys: InsightsDeploysTable;
}

/**
 * A stored message as the server and CLI see it: the API shape of DESIGN §4, except that
 * `status` may have moved on from 'new' (the API only ever inserts 'new').
 */
export type StoredMessage = Omit<StoredContactMessage, 'status'> & { status: MessageStatus };
