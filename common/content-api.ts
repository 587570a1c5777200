/**
 * The JSON contract of the content editor's API, `/api/admin/content/*` (DESIGN §8 "Content
 * editor", docs/editing.md), shared by the server (server/routes/content.ts) and the editor page
 * (admin/content/). Types only, plus the link schemes both sides check.
 */

/** A content value: the JSON of one module in one language (strings, lists, objects). */
export type ContentValue = string | number | boolean | null | ContentValue[] | ContentObject;
/** A JSON object of content. */
export interface ContentObject {
  [key: string]: ContentValue;
}

/**
 * URL schemes a link may use (OWASP XSS Prevention Cheat Sheet, rule 5: only safe schemes in
 * URL contexts); anything else (`javascript:`, `data:`, `vbscript:`…) is refused. Relative links
 * (`/fr/contact`, `#top`, `?q=`) are allowed; scheme-relative `//host` and `/\host` are not
 * (app/content/schema/checks.ts `isSafeLink`).
 */
export const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * One content problem, the one issue type of every content check (app/content/schema/checks.ts,
 * validate.ts, code-values.ts): where and why. `path` is an RFC 6901 JSON Pointer into the
 * document (`/hero/title`, '' the whole) where the checks report it; the editor's API answers with
 * its dotted form (`hero.title`, `items.2.href`, `(root)`: server/content/checks.ts `dottedPath`),
 * which the editor's form follows.
 */
export interface ContentIssue {
  path: string;
  message: string;
}

/**
 * A value an editor cannot change (ids, anchors, image paths and sizes, links a translation keeps
 * from English, values the site sets in code): `pointer` an RFC 6901 JSON Pointer into the
 * document (`/homeHero/image/width`), `value` what it must hold. The editor shows it read-only and
 * saves it as given, so it is never refused.
 */
export interface ContentFixedValue {
  pointer: string;
  value: string | number | boolean | null;
}

/** A 400 answer of a PUT or a publish: a sentence and every problem found. */
export interface ContentValidationError {
  message: string;
  issues: ContentIssue[];
}

/** `GET /api/admin/content`: every module with, per language, whether a draft waits. */
export interface ContentIndexResponse {
  languages: { code: string; dir: 'ltr' | 'rtl' }[];
  modules: {
    name: string;
    drafts: string[];
    /**
     * Per translation language with any: how many of its fields are out of date (their English
     * text changed after the translation was last saved). Absent languages have none.
     */
    outOfDate: Record<string, number>;
  }[];
  /** Whether this server can publish (a build command and a release folder are configured). */
  canPublish: boolean;
  /**
   * Whether a publisher is running to take queued publishes: this instance itself
   * (`PUBLISH_WORKER=on`) or a publisher process whose heartbeat is fresh (`absent`: a publish
   * waits in the queue until one starts). Absent when publishing is off.
   */
  publisher?: 'running' | 'absent';
}

/** `GET /api/admin/content/:module/:language`. */
export interface ContentDocumentResponse {
  module: string;
  language: string;
  dir: 'ltr' | 'rtl';
  /** The draft when there is one, else the published text. */
  data: ContentValue;
  /** Whether `data` is an unpublished draft. */
  draft: boolean;
  /** The English text of the module (the draft's if English has one), shown beside each field. */
  english: ContentValue;
  /** JSON Schema (draft 2020-12) of the module: the form is generated from it. */
  schema: Record<string, unknown>;
  /**
   * The revision `data` is (also the answer's `ETag`, `"r<revision>"`): the open draft's id, else
   * the published revision's, else 0 for the repository's seed file. A save sends it back as
   * `baseRevision`.
   */
  revision: number;
  /** Who saved that revision (an e-mail address); null for the seed file. */
  savedBy: string | null;
  /** When, ISO 8601 UTC; null for the seed file. */
  savedAt: string | null;
  /**
   * The fields (dotted paths, as issues name them) whose English text changed after this
   * translation was last saved; empty for English and for a translation never saved here. A save
   * of the translation clears them.
   */
  outOfDate: string[];
  /**
   * The values an editor cannot change in this language, with the value each holds: in a
   * translation those that must stay as in English (app/content/schema/checks.ts
   * `mustKeepEnglish`), in English the developers' own (ids, anchors, image paths, sizes); in both
   * the values the site sets in code (`equals` bindings).
   */
  fixed: ContentFixedValue[];
  /**
   * The other accounts that had this page open in the editor in the last 60 s (reading it
   * records this account as having it open).
   */
  others: ContentPresenceEditor[];
}

/** `PUT /api/admin/content/:module/:language` body. */
export interface ContentSaveRequest {
  data: ContentValue;
  /** The `revision` the editor read (or an `If-Match` header instead); required. */
  baseRevision?: number;
}

/** `PUT /api/admin/content/:module/:language` 200 answer: the draft's new revision. */
export interface ContentSaveResponse {
  revision: number;
  /** ISO 8601 UTC. */
  savedAt: string;
}

/**
 * The 409 (stale `baseRevision`) or 412 (stale `If-Match`) answer of a save or a discard: another
 * save came in between, and this is the text it left (nothing of the refused save is stored).
 */
export interface ContentConflict {
  message: string;
  /** The page's revision now (save again with it as `baseRevision` to keep your text). */
  revision: number;
  /** The text of that revision. */
  data: ContentValue;
  /** Whether it is a draft (else the published text). */
  draft: boolean;
  /** Who saved it; null for the seed file. */
  savedBy: string | null;
  /** When, ISO 8601 UTC; null for the seed file. */
  savedAt: string | null;
}

/** One file a publish changed, with its text before and after. */
export interface PublishChange {
  module: string;
  language: string;
  before: ContentValue;
  after: ContentValue;
  /** The revision live before (null: the seed file); absent in publishes before migration 0010. */
  beforeRevision?: number | null;
  /** The revision it made live; absent in publishes before migration 0010. */
  afterRevision?: number | null;
}

/** One text a publish changed on a page: its dotted path, the text before and after (≤ 300 chars each). */
export interface FieldChange {
  path: string;
  /** null: the field did not exist before (or after). */
  before: string | null;
  after: string | null;
}

/** A publish or revert as history lists it. */
export interface PublishRecord {
  id: number;
  /** ISO 8601 UTC. */
  publishedAt: string;
  publishedBy: string;
  /**
   * `rollback`: the whole site put back as publish `restoresId` left it (no build); `rerender`:
   * the published copy rendered again by new site code after a deploy (no page changed).
   */
  kind: 'publish' | 'revert' | 'rollback' | 'rerender';
  /** For a revert: the publish it undid. */
  revertsId: number | null;
  /** For a rollback: the publish whose release it put back live. */
  restoresId: number | null;
  /** The pages (module + language) it changed. */
  pages: { module: string; language: string }[];
  /** The Git commit, when the server runs from a checkout. */
  gitCommit: string | null;
  /**
   * With a history filtered to one page: the texts this publish changed on that page, at most
   * {@link HISTORY_FIELDS_MAX}, in the page's order.
   */
  fields?: FieldChange[];
  /** With a history filtered to one page: how many texts changed there (may exceed `fields`). */
  fieldCount?: number;
  /** How long the build and swap took, ms (only in the publish's own answer). */
  durationMs?: number;
}

/**
 * `GET /api/admin/content/publish-jobs/:id`: a publish asked for with `Prefer: respond-async`
 * (RFC 7240), and where it is. A job whose stage has not moved for longer than a publish may take
 * reads `failed` (its server stopped).
 */
export interface PublishJob {
  id: number;
  /** queued → rendering (the pages are rendered) → recorded (in the history) → live; or failed. */
  stage: 'queued' | 'rendering' | 'recorded' | 'live' | 'failed';
  requestedBy: string;
  /** ISO 8601 UTC. */
  requestedAt: string;
  /** When the stage last changed, ISO 8601 UTC. */
  updatedAt: string;
  /** The publish it made, once live. */
  publish: PublishRecord | null;
  /** Why it failed, in the editor's words. */
  message: string | null;
  /** The fields that stopped it (a draft the checks refuse). */
  issues?: ContentIssue[];
  /**
   * While `queued`: how many queued publishes are ahead of it, and whether a publisher is running
   * to take it (`absent`: none is, and it waits until one starts, for at most
   * {@link QUEUED_PUBLISH_WAIT_MS}).
   */
  waiting?: { ahead: number; publisher: 'running' | 'absent' };
}

/**
 * How long a queued publish waits for a publisher before it reads `failed` and is never taken
 * (ms): as long as a scheduled publish waits for a busy lock (decision 0035), so drafts nobody
 * expects any more are not published hours later.
 */
export const QUEUED_PUBLISH_WAIT_MS = 10 * 60_000;

/** `GET /api/admin/content/history[?module=&language=]`, newest first. */
/** The most changed texts a history entry lists for one page; the rest are counted. */
export const HISTORY_FIELDS_MAX = 50;

/** The longest text a history entry shows for a field before or after a publish (characters). */
export const HISTORY_TEXT_MAX = 300;

export interface ContentHistoryResponse {
  publishes: PublishRecord[];
}

/**
 * A publish of every draft asked for at a time (`/api/admin/content/schedules`): `pending` until
 * its time, then `fired` (its publish job ran: `jobStage` says how far it got) or `failed` (why in
 * `message`: nothing to publish, a refused draft, a failed build, another publish still running
 * minutes later), or `cancelled`.
 */
export interface ContentSchedule {
  id: number;
  /** When to publish, ISO 8601 UTC. */
  at: string;
  requestedBy: string;
  /** ISO 8601 UTC. */
  requestedAt: string;
  state: 'pending' | 'fired' | 'cancelled' | 'failed';
  /** The publish job it ran (`/publish-jobs/:id`), once fired. */
  jobId: number | null;
  /** That job's stage (a job whose server stopped reads `failed`); null before it fired. */
  jobStage: PublishJob['stage'] | null;
  /** The publish it made, once recorded. */
  publishId: number | null;
  cancelledBy: string | null;
  /** When it fired, failed or was cancelled, ISO 8601 UTC; null while pending. */
  doneAt: string | null;
  /** Why it failed (or the job's reason), or a note while it waits for another publish. */
  message: string | null;
}

/** `POST /api/admin/content/schedules` body: the time, ISO 8601 with `Z` or an offset. */
export interface ContentScheduleRequest {
  at: string;
}

/** `GET /api/admin/content/schedules`: every pending schedule (soonest first) and the last 20 done. */
export interface ContentSchedulesResponse {
  pending: ContentSchedule[];
  /** Fired, failed or cancelled, most recently done first. */
  done: ContentSchedule[];
}

/** Another editor with the same page open: their account and when their page last said so. */
export interface ContentPresenceEditor {
  email: string;
  /** ISO 8601 UTC. */
  seenAt: string;
}

/**
 * `POST /api/admin/content/:module/:language/presence` (the editor page's heartbeat): the other
 * accounts that had this page open in the last 60 s, by address.
 */
export interface ContentPresenceResponse {
  others: ContentPresenceEditor[];
}
