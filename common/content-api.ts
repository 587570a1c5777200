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

/** A 400 answer of a PUT or a publish: a sentence and every problem found. */
export interface ContentValidationError {
  message: string;
  issues: ContentIssue[];
}

/** `GET /api/admin/content`: every module with, per language, whether a draft waits. */
export interface ContentIndexResponse {
  languages: { code: string; dir: 'ltr' | 'rtl' }[];
  modules: { name: string; drafts: string[] }[];
  /** Whether this server can publish (a build command and a release folder are configured). */
  canPublish: boolean;
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
}

/** `PUT /api/admin/content/:module/:language` body. */
export interface ContentSaveRequest {
  data: ContentValue;
}

/** One file a publish changed, with its text before and after. */
export interface PublishChange {
  module: string;
  language: string;
  before: ContentValue;
  after: ContentValue;
}

/** A publish or revert as history lists it. */
export interface PublishRecord {
  id: number;
  /** ISO 8601 UTC. */
  publishedAt: string;
  publishedBy: string;
  kind: 'publish' | 'revert';
  /** For a revert: the publish it undid. */
  revertsId: number | null;
  /** The pages (module + language) it changed. */
  pages: { module: string; language: string }[];
  /** The Git commit, when the server runs from a checkout. */
  gitCommit: string | null;
  /** How long the build and swap took, ms (only in the publish's own answer). */
  durationMs?: number;
}

/** `GET /api/admin/content/history[?module=&language=]`, newest first. */
export interface ContentHistoryResponse {
  publishes: PublishRecord[];
}
