/**
 * The content editor's work (docs/editing.md, DESIGN §8 "Content editor",
 * docs/decisions/0030-copy-revisions-in-the-database.md): read a module in a language, save a
 * draft, publish every draft, list the history and revert a publish.
 *
 * The copy lives in the database as revisions (migration 0010): `content_revisions` holds every
 * saved and published text, `content_heads` the open draft and the published revision of each
 * (module, language). With no published revision the repository's JSON file (the catalogue's
 * `fileOf`) is the published text: the seed, only ever read. A save names the revision the editor
 * read and is a compare-and-set on the page's head row, so a save based on an older revision is
 * refused with the newer text (409, or 412 for a stale `If-Match`) on both databases, whatever
 * the timing.
 *
 * A publish (one at a time: the release folder's lock file and, on PostgreSQL, an advisory lock)
 * writes the published copy of every module and language with the drafts in place into a new
 * release's `content/` folder, builds the site from it into the release's `client/` (not live),
 * then in one transaction records the publish (with its release id and every page's revision
 * before and after) and turns the drafts into published revisions, and only then switches the
 * live site to the release. Nothing writes the repository's files, except the opt-in Git commit
 * of a developer's checkout. A crash before the transaction leaves the live site, the published
 * revisions and the drafts as they were; a crash after it leaves a recorded release that
 * {@link ContentEditor.recover} switches to at the next start.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { fadeLetterWords } from '../../common/fade-letters';
import { directionOf, isLocale, type Locale } from '../../common/i18n';
import {
  HISTORY_FIELDS_MAX,
  HISTORY_TEXT_MAX,
  type ContentConflict,
  type ContentDocumentResponse,
  type ContentIndexResponse,
  type ContentIssue,
  type ContentSaveResponse,
  type ContentValue,
  type FieldChange,
  type PublishChange,
  type PublishRecord,
} from '../../common/content-api';
import { publish as renameInto, temporaryBeside } from '../db/atomic-file';
import { toIso } from '../db/rows';
import type { ContentPublishesTable, Database } from '../db/schema';
import type { ContentCatalogue } from './catalogue';
import { contentIssues, fixedFields, oneIssueAField, schemaFromEnglish } from './checks';
import { publishKindOf } from './publish-kind';
import type { SharedPublishLock } from './publish-lock';
import type { SiteBuilder, SiteReleases, SwapHooks } from './releases';
import { decodeHtmlText } from '../../common/html-text';
import { escapeHtml } from '../html-escape';

const run = promisify(execFile);

/** Why an operation did not happen; `status` is the HTTP answer's. */
export class ContentError extends Error {
  /**
   * @param status 400 invalid, 404 unknown, 409 busy or a stale `baseRevision` (with
   *   `conflict`), 412 a stale `If-Match` (with `conflict`), 428 no base revision, 500 build failed
   * @param conflict the page's text now, for a 409 or 412 of a save or a discard
   */
  constructor(
    readonly status: 400 | 404 | 409 | 412 | 428 | 500,
    message: string,
    readonly issues: ContentIssue[] = [],
    readonly conflict?: ContentConflict,
  ) {
    super(message);
  }
}

/** The 409's sentence when another publish holds a publish lock (this host's or the database's). */
export const PUBLISH_BUSY_MESSAGE = 'Another publish is running; try again in a minute.';

/**
 * Who a re-render after a code deploy is recorded as (`content_publishes.published_by`): no
 * editor asked for it (docs/decisions/0045-publisher-process.md).
 */
export const RERENDER_AUTHOR = 'publisher (new site code)';

/** Whether `error` is the refusal of a publish because another one is running. */
export function isPublishBusy(error: unknown): boolean {
  return (
    error instanceof ContentError && error.status === 409 && error.message === PUBLISH_BUSY_MESSAGE
  );
}

/**
 * The revision a save or a discard expects the page to be at: `revisions` is what the editor read
 * (0 for the seed file; an `If-Match` may list several, and an empty list matches nothing), and
 * `status` the answer when the page is at none of them any more: 409 for the body's
 * `baseRevision`, 412 for an `If-Match` header (RFC 9110 §13.1.1). Null: no condition
 * (`If-Match: *`).
 */
export type ExpectedRevision = { revisions: readonly number[]; status: 409 | 412 } | null;

/** Told each stage of one publish (`publish`'s second argument); may be async. */
export type PublishStageListener = (stage: PublishStage) => void | Promise<void>;

/** Where a publish is (the `onProgress` option). */
export type PublishStage = 'rendering' | 'recorded' | 'live';

/** Options of {@link createContentEditor}. */
export interface ContentEditorOptions {
  catalogue: ContentCatalogue;
  db: Kysely<Database>;
  /** Absent: the server cannot publish (drafts only). */
  releases?: SiteReleases;
  build?: SiteBuilder;
  /**
   * How {@link ContentEditor.rerender} builds: from the deploy's own build rather than the live
   * release (./site-build.ts `changedPagesBuilder` with `rebase`). Default `build`.
   */
  rebuild?: SiteBuilder;
  swapHooks?: SwapHooks;
  /**
   * A lock the other instances on the same database see (PostgreSQL: ./publish-lock.ts), taken
   * with the release folder's lock file; absent on SQLite, which is one host's.
   */
  sharedLock?: SharedPublishLock;
  /**
   * A Git work tree the catalogue's files belong to: each publish writes its pages there and
   * commits them (`CONTENT_GIT_COMMITS`, a developer's checkout only).
   */
  gitDir?: string;
  /** The live site's folder now (for previews), or undefined when none is built. */
  siteDir?: () => string | undefined;
  /**
   * Whether a release's client folder was built by this server's code (its pages load this
   * build's scripts); a rollback to one that was not is refused. Every release passes without it.
   */
  builtByThisCode?: (clientDir: string) => boolean;
  now?: () => number;
  /**
   * Told as a publish moves on: `rendering` (the release is being built), `recorded` (in the
   * database, not live yet), `live` (switched). Awaited.
   */
  onProgress?: (stage: PublishStage, releaseId: string | null) => void | Promise<void>;
}

/** The editor's operations; module and language must come from the catalogue's lists. */
export interface ContentEditor {
  readonly catalogue: ContentCatalogue;
  index(): Promise<ContentIndexResponse>;
  /** The page as the editor opens it (the route adds who else has it open). */
  read(module: string, language: string): Promise<Omit<ContentDocumentResponse, 'others'>>;
  /**
   * Validates and saves a draft on top of `expected`.
   * @throws {ContentError} 400 with every issue; 409/412 with the page's text when another save
   *   came in between
   */
  save(
    module: string,
    language: string,
    data: unknown,
    by: string,
    expected: ExpectedRevision,
  ): Promise<ContentSaveResponse>;
  /** Forgets the open draft. @throws {ContentError} 409/412 when `expected` is stale */
  discard(module: string, language: string, expected?: ExpectedRevision): Promise<void>;
  /**
   * Publishes every draft. @throws {ContentError} 400 invalid or nothing, 409 busy (this host's
   * lock file, or on PostgreSQL another instance's publish) or a draft discarded meanwhile, 500
   * build
   */
  publish(by: string, onStage?: PublishStageListener): Promise<PublishRecord>;
  /**
   * Publishes the text before publish `id`: of every page it changed, or only of `page` (one
   * module in one language). @throws {ContentError} 404 (no such publish, or it did not change
   * `page`), 409, 500
   */
  revert(
    id: number,
    by: string,
    page?: { module: string; language: string },
  ): Promise<PublishRecord>;
  /**
   * Rolls the whole site back to the release publish `id` went live with: no build, one link
   * swap; the published copy of every page becomes that release's, drafts stay open. Recorded as a
   * publish with `kind` `rollback`. @throws {ContentError} 404 no such publish; 409 busy, or its
   * release is no longer kept or was built by other code than this server's
   */
  rollback(id: number, by: string): Promise<PublishRecord>;
  /**
   * The live page of a module in a language with the draft's changed strings put in place of
   * the published ones, or undefined when the site is not built. See {@link previewHtml}.
   */
  preview(module: string, language: string): Promise<string | undefined>;
  /**
   * Whether the live release was rendered by older site code than this process's (its
   * `build.json`, ./releases.ts), or is the deploy's own build while the database holds
   * published copy: then {@link rerender} is due. False without releases or a code identity.
   */
  rerenderDue(): Promise<boolean>;
  /**
   * After a code deploy (see {@link rerenderDue}): under the publish locks, checks again, then
   * renders the published copy with this code into a new release, records it (kind `rerender`:
   * a publish of no page, by {@link RERENDER_AUTHOR}) and switches to it; the old release is
   * served until then. Of several processes trying at once, one renders; the others find the
   * lock taken or, after it, the live release this code's.
   * @returns the record, or null when none was due or another publish held the lock
   * @throws {ContentError} 500 when the build failed (the live site unchanged)
   */
  rerender(): Promise<PublishRecord | null>;
  /** Publishes newest first, optionally only those that changed one page. */
  history(filter?: { module: string; language: string }): Promise<PublishRecord[]>;
  /**
   * At start-up: when the newest recorded publish's release is built here but not live (the
   * server stopped between recording and switching), switches to it; deletes newer unrecorded
   * release folders (builds of publishes that stopped before being recorded). Skipped while
   * another publish holds the lock.
   * @returns the release switched to, or null
   */
  recover(): Promise<string | null>;
}

/** A stored revision as the editor uses it. */
interface Revision {
  id: number;
  data: ContentValue;
  author: string;
  createdAt: string;
  kind: 'draft' | 'published';
  /** For a translation: the English revision it was saved beside (0: the seed); else null. */
  englishRevision: number | null;
}

/** A page's open draft and published revision (null: none; published null = the seed file). */
interface PageState {
  draft: Revision | null;
  published: Revision | null;
}

/** One page a publish changes: the revision live before and what goes live. */
interface PlannedChange {
  module: string;
  language: string;
  before: { id: number | null; data: ContentValue };
  /** `draftId`: the draft that goes live; else a new published revision of `data` is made. */
  after: { draftId: number | null; data: ContentValue };
}

/** The revision the editor reads: the open draft, else the published one, else 0 (the seed). */
const revisionOf = (state: PageState) => state.draft?.id ?? state.published?.id ?? 0;

/** Thrown under the publish lock when a re-render turns out not to be due any more. */
class NotDue extends Error {}

/** Thrown inside a transaction to roll it back. */
class Rollback extends Error {
  constructor(readonly page: string) {
    super(page);
  }
}

/** Writes JSON atomically (temporary file, fsync, rename), two-space indented with a final newline. */
function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryBeside(path);
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameInto(temporary, path);
}

const readJson = (path: string): ContentValue =>
  JSON.parse(readFileSync(path, 'utf8')) as ContentValue;

/**
 * `text` with each absolute path cut to its last two parts (`…/assets/home.js`): a build's error
 * goes to the editor, and the server's folders are nobody's business there (OWASP Error Handling
 * Cheat Sheet).
 */
export function withoutFolders(text: string): string {
  return text.replace(
    /(?<=^|[\s'"`(])(?:\/[^\s/:'"`()]+)+\/([^\s/:'"`()]+\/[^\s/:'"`()]+)/g,
    '…/$1',
  );
}

/** Creates the editor. */
export function createContentEditor(options: ContentEditorOptions): ContentEditor {
  const { catalogue, db } = options;
  const now = options.now ?? Date.now;
  const english = catalogue.languages[0]!;
  const seed = (module: string, language: string) => readJson(catalogue.fileOf(module, language));

  const toRevision = (row: {
    id: number;
    data: string;
    author: string;
    created_at: Date | string;
    kind: 'draft' | 'published';
    english_revision_id: number | null;
  }): Revision => ({
    id: Number(row.id),
    data: JSON.parse(row.data) as ContentValue,
    author: row.author,
    createdAt: toIso(row.created_at),
    kind: row.kind,
    englishRevision: row.english_revision_id === null ? null : Number(row.english_revision_id),
  });

  /**
   * Revisions `ids` (nulls skipped), by id; `find` answers null for a null or unknown id.
   * One query, in `executor` (the database or a transaction).
   */
  const revisionsById = async (
    executor: Kysely<Database> | Transaction<Database>,
    ids: readonly (number | null | undefined)[],
  ) => {
    const wanted = ids.filter((id): id is number => id !== null && id !== undefined);
    const rows = wanted.length
      ? await executor
          .selectFrom('content_revisions')
          .select(['id', 'data', 'author', 'created_at', 'kind', 'english_revision_id'])
          .where('id', 'in', wanted)
          .execute()
      : [];
    const byId = new Map(rows.map((row) => [Number(row.id), toRevision(row)]));
    return (id: number | null | undefined) =>
      id === null || id === undefined ? null : (byId.get(Number(id)) ?? null);
  };

  /** Every page's state at once (for the index), by `module/language`. */
  const allStates = async (): Promise<Map<string, PageState>> => {
    const heads = await db.selectFrom('content_heads').selectAll().execute();
    const find = await revisionsById(
      db,
      heads.flatMap((head) => [head.draft_revision_id, head.published_revision_id]),
    );
    return new Map(
      heads.map((head) => [
        `${head.module}/${head.language}`,
        { draft: find(head.draft_revision_id), published: find(head.published_revision_id) },
      ]),
    );
  };

  /** The English texts of revisions `ids` (0: the seed file), by id. */
  const englishTexts = async (
    module: string,
    ids: readonly number[],
  ): Promise<Map<number, ContentValue>> => {
    const stored = ids.filter((id) => id !== 0);
    const rows = stored.length
      ? await db
          .selectFrom('content_revisions')
          .select(['id', 'data'])
          .where('id', 'in', stored)
          .execute()
      : [];
    const texts = new Map(
      rows.map((row) => [Number(row.id), JSON.parse(row.data) as ContentValue]),
    );
    if (ids.includes(0)) texts.set(0, seed(module, english));
    return texts;
  };

  /**
   * The fields of a translation whose English text changed since it was saved: its current
   * revision's English basis against English's current text (what the form shows beside it).
   */
  const outOfDateOf = (
    translation: PageState | undefined,
    basis: ContentValue | undefined,
    englishNow: ContentValue,
  ): string[] => {
    const current = translation?.draft ?? translation?.published;
    if (!current || current.englishRevision === null || basis === undefined) return [];
    const before = textsByPath(basis);
    return [...textsByPath(englishNow)]
      .filter(([path, text]) => before.get(path) !== text)
      .map(([path]) => path);
  };

  /**
   * A page's head in a language: the ids of its open draft and its published revision (null:
   * none), or undefined for a page never saved.
   */
  const headOf = (
    executor: Kysely<Database> | Transaction<Database>,
    module: string,
    language: string,
  ) =>
    executor
      .selectFrom('content_heads')
      .select(['draft_revision_id', 'published_revision_id'])
      .where('module', '=', module)
      .where('language', '=', language)
      .executeTakeFirst();

  const stateOf = async (
    executor: Kysely<Database> | Transaction<Database>,
    module: string,
    language: string,
  ): Promise<PageState> => {
    const head = await headOf(executor, module, language);
    const find = await revisionsById(executor, [
      head?.draft_revision_id,
      head?.published_revision_id,
    ]);
    return { draft: find(head?.draft_revision_id), published: find(head?.published_revision_id) };
  };

  const currentOf = (state: PageState, module: string, language: string) =>
    state.draft?.data ?? state.published?.data ?? seed(module, language);
  const publishedOf = (state: PageState, module: string, language: string) =>
    state.published?.data ?? seed(module, language);

  const issuesOf = async (
    module: string,
    language: string,
    data: unknown,
  ): Promise<ContentIssue[]> =>
    oneIssueAField([
      ...contentIssues(data, currentOf(await stateOf(db, module, english), module, english)),
      ...catalogue.validate(module, language, data),
    ]);

  const conflictOf = async (
    module: string,
    language: string,
    status: 409 | 412,
  ): Promise<ContentError> => {
    const state = await stateOf(db, module, language);
    const newest = state.draft ?? state.published;
    return new ContentError(
      status,
      newest
        ? `${newest.author} saved this page after you opened it, so your save was not stored. Your text is still yours to keep: compare, then keep yours or take theirs.`
        : 'This page changed after you opened it, so your save was not stored. Your text is still yours to keep: compare, then keep yours or take the text now.',
      [],
      {
        message: 'conflict',
        revision: revisionOf(state),
        data: currentOf(state, module, language),
        draft: state.draft !== null,
        savedBy: newest?.author ?? null,
        savedAt: newest?.createdAt ?? null,
      },
    );
  };

  /** Makes sure the page's head row exists (concurrent inserts of it do not fail). */
  const ensureHead = (trx: Transaction<Database>, module: string, language: string) =>
    trx
      .insertInto('content_heads')
      .values({ module, language, draft_revision_id: null, published_revision_id: null })
      .onConflict((conflict) => conflict.columns(['module', 'language']).doNothing())
      .execute();

  const toRecord = (row: Selectable<ContentPublishesTable>): PublishRecord => ({
    id: Number(row.id),
    publishedAt: toIso(row.published_at),
    publishedBy: row.published_by,
    kind: publishKindOf(row),
    revertsId: row.reverts_id === null ? null : Number(row.reverts_id),
    restoresId: row.restores_id == null ? null : Number(row.restores_id),
    pages: (JSON.parse(row.changes) as PublishChange[]).map(({ module, language }) => ({
      module,
      language,
    })),
    gitCommit: row.git_commit,
  });

  /** Writes the pages into the Git work tree and commits them; the commit id, or null. */
  const commit = async (
    changes: PublishChange[],
    by: string,
    subject: string,
  ): Promise<string | null> => {
    const cwd = options.gitDir;
    if (!cwd) return null;
    try {
      const files = changes.map((change) => {
        const file = catalogue.fileOf(change.module, change.language);
        writeJson(file, change.after);
        return relative(cwd, file);
      });
      await run('git', ['add', '--', ...files], { cwd });
      await run(
        'git',
        [
          '-c',
          `user.name=${by}`,
          '-c',
          `user.email=${by}`,
          'commit',
          '-q',
          '-m',
          subject,
          '--',
          ...files,
        ],
        { cwd },
      );
      return (await run('git', ['rev-parse', 'HEAD'], { cwd })).stdout.trim();
    } catch {
      return null;
    }
  };

  /** Takes both publish locks; the release function, or a 409 when another publish holds one. */
  const lock = async (): Promise<(() => Promise<void>) | null> => {
    const { releases } = options;
    if (!releases) return null;
    const unlockFile = releases.tryLock();
    if (!unlockFile) return null;
    let unlockShared: (() => Promise<void>) | null;
    try {
      unlockShared = options.sharedLock ? await options.sharedLock.tryAcquire() : async () => {};
    } catch (error) {
      unlockFile();
      throw error;
    }
    if (!unlockShared) {
      unlockFile();
      return null;
    }
    const shared = unlockShared;
    return async () => {
      unlockFile();
      await shared().catch(() => {
        // The connection is closed either way, which frees the lock (./publish-lock.ts).
      });
    };
  };

  /** The recorded publish `id`. @throws {ContentError} 404 when there is none */
  const publishRow = async (id: number) => {
    const row = await db
      .selectFrom('content_publishes')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new ContentError(404, 'No such publish.');
    return row;
  };

  /** The published copy of every module in every language. */
  const publishedCopies = async (): Promise<Map<string, ContentValue>> => {
    const rows = await db
      .selectFrom('content_heads')
      .innerJoin('content_revisions', 'content_revisions.id', 'content_heads.published_revision_id')
      .select(['content_heads.module', 'content_heads.language', 'content_revisions.data'])
      .execute();
    const stored = new Map(
      rows.map((row) => [`${row.module}/${row.language}`, JSON.parse(row.data) as ContentValue]),
    );
    const copies = new Map<string, ContentValue>();
    for (const module of catalogue.modules) {
      for (const language of catalogue.languages) {
        const key = `${module}/${language}`;
        copies.set(key, stored.get(key) ?? seed(module, language));
      }
    }
    return copies;
  };

  /**
   * Under the publish locks: `plan` says what goes live; builds a release from the published
   * copy with those pages, records it and its revisions in one transaction, then switches to it.
   */
  const runPublish = async (
    by: string,
    kind: 'publish' | 'revert',
    revertsId: number | null,
    plan: () => Promise<PlannedChange[]>,
    onStage?: PublishStageListener,
    restore?: { publishId: number; releaseId: string },
    buildWith?: SiteBuilder,
  ): Promise<PublishRecord> => {
    const { releases } = options;
    const build = buildWith ?? options.build;
    if (!releases || !build)
      throw new ContentError(409, 'This server cannot publish (no release folder configured).');
    const unlock = await lock();
    if (!unlock) throw new ContentError(409, PUBLISH_BUSY_MESSAGE);
    try {
      const planned = await plan();
      const started = now();
      const copies = await publishedCopies();
      for (const change of planned)
        copies.set(`${change.module}/${change.language}`, change.after.data);
      await options.onProgress?.('rendering', null);
      await onStage?.('rendering');
      let release: { id: string; discard(): void };
      try {
        // A rollback goes live with the release it names, already built: nothing to render.
        release = restore
          ? { id: restore.releaseId, discard: () => {} }
          : await releases.prepare(build, (contentDir) => {
              for (const [key, data] of copies) writeJson(join(contentDir, `${key}.json`), data);
            });
      } catch (error) {
        const reason = withoutFolders(error instanceof Error ? error.message : String(error));
        throw new ContentError(
          500,
          `The site did not build, so nothing was published: ${reason.slice(0, 1000)}`,
        );
      }
      let row: Selectable<ContentPublishesTable>;
      let changes: PublishChange[];
      try {
        ({ row, changes } = await db.transaction().execute(async (trx) => {
          const at = new Date(now()).toISOString();
          const inserted = await trx
            .insertInto('content_publishes')
            .values({
              published_at: at,
              published_by: by,
              kind,
              reverts_id: revertsId,
              changes: '[]',
              git_commit: null,
              release_id: release.id,
              restores_id: restore?.publishId ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const publishId = Number(inserted.id);
          const recorded: PublishChange[] = [];
          for (const change of planned) {
            const { module, language } = change;
            let afterId: number;
            if (change.after.draftId !== null) {
              afterId = change.after.draftId;
              await goesLive(trx, module, language, afterId);
              await trx
                .updateTable('content_revisions')
                .set({ kind: 'published', publish_id: publishId })
                .where('id', '=', afterId)
                .execute();
            } else {
              await ensureHead(trx, module, language);
              const made = await trx
                .insertInto('content_revisions')
                .values({
                  module,
                  language,
                  data: JSON.stringify(change.after.data),
                  kind: 'published',
                  author: by,
                  created_at: at,
                  base_revision_id: change.before.id,
                  publish_id: publishId,
                  english_revision_id: null,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              afterId = Number(made.id);
              await trx
                .updateTable('content_heads')
                .set({ published_revision_id: afterId })
                .where('module', '=', module)
                .where('language', '=', language)
                .execute();
            }
            recorded.push({
              module,
              language,
              before: change.before.data,
              after: change.after.data,
              beforeRevision: change.before.id,
              afterRevision: afterId,
            });
          }
          const done = await trx
            .updateTable('content_publishes')
            .set({ changes: JSON.stringify(recorded) })
            .where('id', '=', publishId)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { row: done, changes: recorded };
        }));
      } catch (error) {
        release.discard();
        if (error instanceof Rollback) {
          throw new ContentError(
            409,
            `The draft of ${error.page} was discarded while publishing, so nothing was published. Publish again.`,
          );
        }
        throw error;
      }
      await options.onProgress?.('recorded', release.id);
      await onStage?.('recorded');
      await releases.swapTo(release.id, options.swapHooks);
      await options.onProgress?.('live', release.id);
      await onStage?.('live');
      const pages = changes.map((change) => `${change.module}/${change.language}`).join(', ');
      const gitCommit =
        changes.length === 0
          ? null
          : await commit(
              changes,
              by,
              restore
                ? `Content: roll the site back to publish ${restore.publishId} (${pages})`
                : kind === 'revert'
                  ? `Content: revert publish ${revertsId} (${pages})`
                  : `Content: publish ${pages}`,
            );
      if (gitCommit) {
        await db
          .updateTable('content_publishes')
          .set({ git_commit: gitCommit })
          .where('id', '=', row.id)
          .execute();
        row = { ...row, git_commit: gitCommit };
      }
      return { ...toRecord(row), durationMs: now() - started };
    } finally {
      await unlock();
    }
  };

  /**
   * Turns draft `draftId` into the page's published revision, inside the publish's transaction.
   * The open draft must still be it or a later save made on top of it (which stays open); a
   * draft discarded (or replaced by a save not made on top of it) since the publish read it rolls
   * the publish back, so a discarded draft never goes live.
   */
  const goesLive = async (
    trx: Transaction<Database>,
    module: string,
    language: string,
    draftId: number,
  ) => {
    const head = await headOf(trx, module, language);
    const open = head?.draft_revision_id ?? null;
    let cursor = open === null ? null : Number(open);
    while (cursor !== null && cursor > draftId) {
      const parent = await trx
        .selectFrom('content_revisions')
        .select('base_revision_id')
        .where('id', '=', cursor)
        .executeTakeFirst();
      cursor =
        parent?.base_revision_id === null || !parent ? null : Number(parent.base_revision_id);
    }
    if (cursor !== draftId) throw new Rollback(`${module}/${language}`);
    const updated = await trx
      .updateTable('content_heads')
      .set({
        published_revision_id: draftId,
        draft_revision_id: sql<
          number | null
        >`case when draft_revision_id = ${draftId} then null else draft_revision_id end`,
      })
      .where('module', '=', module)
      .where('language', '=', language)
      .where('draft_revision_id', '=', open)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Rollback(`${module}/${language}`);
  };

  /** See {@link ContentEditor.rerenderDue}. */
  const rerenderDue = async (): Promise<boolean> => {
    const { releases } = options;
    const code = releases?.code;
    if (!releases || !code || !(options.rebuild ?? options.build)) return false;
    const live = releases.currentId();
    if (live === null) {
      // The deploy's own build shows the checkout's copy; a database with publishes holds newer
      // copy (a new or lost releases folder).
      const any = await db.selectFrom('content_publishes').select('id').limit(1).executeTakeFirst();
      return any !== undefined;
    }
    const stamp = releases.codeOf(live);
    // A release of newer code (a rolling deploy's other side) is left alone.
    return stamp === null || (stamp.buildId !== code.buildId && stamp.builtAt < code.builtAt);
  };

  return {
    catalogue,
    async index() {
      const states = await allStates();
      const counts = new Map<string, number>();
      for (const module of catalogue.modules) {
        const englishState = states.get(`${module}/${english}`);
        const translations = catalogue.languages
          .filter((language) => language !== english)
          .map((language) => ({ language, state: states.get(`${module}/${language}`) }))
          .filter(({ state }) => (state?.draft ?? state?.published)?.englishRevision != null);
        if (translations.length === 0) continue;
        const bases = await englishTexts(module, [
          ...new Set(
            translations.map(({ state }) => (state!.draft ?? state!.published)!.englishRevision!),
          ),
        ]);
        const englishNow = englishState
          ? currentOf(englishState, module, english)
          : seed(module, english);
        for (const { language, state } of translations) {
          const basis = bases.get((state!.draft ?? state!.published)!.englishRevision!);
          const count = outOfDateOf(state, basis, englishNow).length;
          if (count > 0) counts.set(`${module}/${language}`, count);
        }
      }
      return {
        languages: catalogue.languages.map((code) => ({
          code,
          dir: isLocale(code) ? directionOf(code) : 'ltr',
        })),
        modules: catalogue.modules.map((name) => ({
          name,
          drafts: catalogue.languages.filter((language) =>
            Boolean(states.get(`${name}/${language}`)?.draft),
          ),
          outOfDate: Object.fromEntries(
            catalogue.languages.flatMap((language) => {
              const count = counts.get(`${name}/${language}`);
              return count ? [[language, count]] : [];
            }),
          ),
        })),
        canPublish: Boolean(options.releases && options.build),
      };
    },

    async read(module, language) {
      const state = await stateOf(db, module, language);
      const englishText =
        language === english
          ? currentOf(state, module, language)
          : currentOf(await stateOf(db, module, english), module, english);
      const newest = state.draft ?? state.published;
      const basisId = language === english ? null : (newest?.englishRevision ?? null);
      const basis =
        basisId === null ? undefined : (await englishTexts(module, [basisId])).get(basisId);
      return {
        module,
        language,
        dir: isLocale(language) ? directionOf(language) : 'ltr',
        data: currentOf(state, module, language),
        draft: state.draft !== null,
        english: englishText,
        schema: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          ...schemaFromEnglish(englishText),
        },
        revision: revisionOf(state),
        savedBy: newest?.author ?? null,
        savedAt: newest?.createdAt ?? null,
        outOfDate: outOfDateOf(state, basis, englishText),
        fixed: fixedFields(
          currentOf(state, module, language),
          englishText,
          language,
          catalogue.fixed?.(module, language),
        ),
      };
    },

    async save(module, language, data, by, expected) {
      const issues = await issuesOf(module, language, data);
      if (issues.length > 0)
        throw new ContentError(400, 'The page was not saved: fix the fields listed.', issues);
      const createdAt = new Date(now()).toISOString();
      try {
        const revision = await db.transaction().execute(async (trx) => {
          await ensureHead(trx, module, language);
          const base = revisionOf(await stateOf(trx, module, language));
          const englishBasis =
            language === english ? null : revisionOf(await stateOf(trx, module, english));
          if (expected && !expected.revisions.includes(base))
            throw new Rollback(`${module}/${language}`);
          const inserted = await trx
            .insertInto('content_revisions')
            .values({
              module,
              language,
              data: JSON.stringify(data),
              kind: 'draft',
              author: by,
              created_at: createdAt,
              base_revision_id: base === 0 ? null : base,
              publish_id: null,
              english_revision_id: englishBasis,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The compare-and-set: of two saves on one base, the second matches no row (on
          // PostgreSQL it waits for the first's row lock, then re-reads the row; SQLite has one
          // writer at a time).
          const updated = await trx
            .updateTable('content_heads')
            .set({ draft_revision_id: Number(inserted.id) })
            .where('module', '=', module)
            .where('language', '=', language)
            .where(sql<number>`coalesce(draft_revision_id, published_revision_id, 0)`, '=', base)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new Rollback(`${module}/${language}`);
          return Number(inserted.id);
        });
        return { revision, savedAt: createdAt };
      } catch (error) {
        if (error instanceof Rollback)
          throw await conflictOf(module, language, expected?.status ?? 409);
        throw error;
      }
    },

    async discard(module, language, expected = null) {
      try {
        await db.transaction().execute(async (trx) => {
          const base = revisionOf(await stateOf(trx, module, language));
          if (expected && !expected.revisions.includes(base))
            throw new Rollback(`${module}/${language}`);
          await trx
            .updateTable('content_heads')
            .set({ draft_revision_id: null })
            .where('module', '=', module)
            .where('language', '=', language)
            .where(sql<number>`coalesce(draft_revision_id, published_revision_id, 0)`, '=', base)
            .execute();
        });
      } catch (error) {
        if (error instanceof Rollback)
          throw await conflictOf(module, language, expected?.status ?? 409);
        throw error;
      }
    },

    async publish(by, onStage) {
      return runPublish(
        by,
        'publish',
        null,
        async () => {
          const heads = await db
            .selectFrom('content_heads')
            .select(['module', 'language'])
            .where('draft_revision_id', 'is not', null)
            .execute();
          const changes: PlannedChange[] = [];
          const issues: ContentIssue[] = [];
          for (const module of catalogue.modules) {
            for (const language of catalogue.languages) {
              if (!heads.some((head) => head.module === module && head.language === language))
                continue;
              const state = await stateOf(db, module, language);
              if (!state.draft) continue;
              for (const issue of await issuesOf(module, language, state.draft.data)) {
                issues.push({
                  path: `${module}/${language}: ${issue.path}`,
                  message: issue.message,
                });
              }
              changes.push({
                module,
                language,
                before: {
                  id: state.published?.id ?? null,
                  data: publishedOf(state, module, language),
                },
                after: { draftId: state.draft.id, data: state.draft.data },
              });
            }
          }
          if (issues.length > 0)
            throw new ContentError(400, 'Nothing was published: fix the fields listed.', issues);
          if (changes.length === 0) throw new ContentError(400, 'There are no drafts to publish.');
          return changes;
        },
        onStage,
      );
    },

    async revert(id, by, page) {
      const row = await publishRow(id);
      const recorded = (JSON.parse(row.changes) as PublishChange[]).filter(
        (change) => !page || (change.module === page.module && change.language === page.language),
      );
      if (page && recorded.length === 0)
        throw new ContentError(
          404,
          `Publish #${id} did not change ${page.module} (${page.language}).`,
        );
      if (recorded.length === 0)
        throw new ContentError(409, `Publish #${id} changed no page: there is nothing to revert.`);
      return runPublish(by, 'revert', Number(row.id), async () => {
        const changes: PlannedChange[] = [];
        for (const change of recorded) {
          if (
            !catalogue.modules.includes(change.module) ||
            !catalogue.languages.includes(change.language)
          )
            continue;
          const state = await stateOf(db, change.module, change.language);
          changes.push({
            module: change.module,
            language: change.language,
            before: {
              id: state.published?.id ?? null,
              data: publishedOf(state, change.module, change.language),
            },
            after: { draftId: null, data: change.before },
          });
        }
        return changes;
      });
    },

    async rollback(id, by) {
      const row = await publishRow(id);
      const releaseId = row.release_id ?? '';
      return runPublish(
        by,
        'revert',
        null,
        // Checked under the publish lock, so no other publish prunes the release meanwhile.
        async () => {
          const { releases } = options;
          if (!releases?.has(releaseId))
            throw new ContentError(
              409,
              `The site as of publish #${id} is no longer kept (only the newest releases are); revert its pages instead.`,
            );
          if (options.builtByThisCode && !options.builtByThisCode(releases.clientDirOf(releaseId)))
            throw new ContentError(
              409,
              `The site as of publish #${id} was built by an earlier version of the site's code; revert its pages instead.`,
            );
          if (releases.currentId() === releaseId)
            throw new ContentError(409, `The site already is as of publish #${id}.`);
          const live = await publishedCopies();
          const changes: PlannedChange[] = [];
          for (const [key, before] of live) {
            const [module, language] = key.split('/') as [string, string];
            const file = join(releases.contentDirOf(releaseId), module, `${language}.json`);
            if (!existsSync(file)) continue;
            const data = readJson(file);
            if (JSON.stringify(before) === JSON.stringify(data)) continue;
            const state = await stateOf(db, module, language);
            changes.push({
              module,
              language,
              before: { id: state.published?.id ?? null, data: before },
              after: { draftId: null, data },
            });
          }
          return changes;
        },
        undefined,
        { publishId: id, releaseId },
      );
    },

    async preview(module, language) {
      const dir = options.siteDir?.();
      if (!dir) return undefined;
      const prefix = language === english ? '' : `${language}/`;
      const candidates = [`${prefix}${module}/index.html`, `${prefix}index.html`];
      const file = candidates.map((name) => join(dir, name)).find((path) => existsSync(path));
      if (!file) return undefined;
      const state = await stateOf(db, module, language);
      return previewHtml(
        readFileSync(file, 'utf8'),
        publishedOf(state, module, language),
        currentOf(state, module, language),
        isLocale(language) ? language : undefined,
      );
    },

    async history(filter) {
      const rows = await db
        .selectFrom('content_publishes')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      if (!filter) return rows.map(toRecord);
      return rows.flatMap((row) => {
        const change = (JSON.parse(row.changes) as PublishChange[]).find(
          (entry) => entry.module === filter.module && entry.language === filter.language,
        );
        if (!change) return [];
        const fields = fieldChanges(change.before, change.after);
        return [
          {
            ...toRecord(row),
            fields: fields.slice(0, HISTORY_FIELDS_MAX),
            fieldCount: fields.length,
          },
        ];
      });
    },

    rerenderDue,

    async rerender() {
      if (!(await rerenderDue())) return null;
      try {
        return await runPublish(
          RERENDER_AUTHOR,
          'publish',
          null,
          async () => {
            // Checked again under the lock: another process may have rendered it meanwhile.
            if (!(await rerenderDue())) throw new NotDue();
            return [];
          },
          undefined,
          undefined,
          options.rebuild ?? options.build,
        );
      } catch (error) {
        if (error instanceof NotDue || isPublishBusy(error)) return null;
        throw error;
      }
    },

    async recover() {
      const { releases } = options;
      if (!releases) return null;
      const unlock = await lock();
      if (!unlock) return null;
      try {
        const newest = await db
          .selectFrom('content_publishes')
          .select('release_id')
          .where('release_id', 'is not', null)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        const target = newest?.release_id ?? null;
        const live = releases.currentId();
        let switched: string | null = null;
        // The newest recorded publish names the release that must be live; after a rollback that
        // one is older than the releases it replaced, so any other live release is switched.
        if (target && target !== live && releases.has(target)) {
          await releases.swapTo(target, options.swapHooks);
          switched = target;
        }
        const recorded = await db
          .selectFrom('content_publishes')
          .select('release_id')
          .where('release_id', 'is not', null)
          .execute();
        releases.discardNewerThanCurrent(recorded.map((row) => row.release_id!));
        return switched;
      } finally {
        await unlock();
      }
    },
  };
}

/**
 * Every text (string, number or boolean leaf) of a content value by its dotted path, as the API's
 * issues name fields (`hero.title`, `items.2.href`).
 */
export function textsByPath(value: ContentValue, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of textsByPath(child, path ? `${path}.${key}` : key)) texts.set(...entry);
    }
  } else if (value !== null) {
    texts.set(path || '(root)', String(value));
  }
  return texts;
}

/** `text` cut to {@link HISTORY_TEXT_MAX} characters, with an ellipsis when cut. */
const clipped = (text: string | undefined) =>
  text === undefined
    ? null
    : text.length > HISTORY_TEXT_MAX
      ? `${text.slice(0, HISTORY_TEXT_MAX - 1)}…`
      : text;

/**
 * The texts that differ between two versions of a page, by dotted path, in `after`'s order then
 * the removed ones: what a history entry shows.
 */
export function fieldChanges(before: ContentValue, after: ContentValue): FieldChange[] {
  const old = textsByPath(before);
  const now = textsByPath(after);
  const changed: FieldChange[] = [];
  for (const [path, text] of now)
    if (old.get(path) !== text)
      changed.push({ path, before: clipped(old.get(path)), after: clipped(text) });
  for (const [path, text] of old)
    if (!now.has(path)) changed.push({ path, before: clipped(text), after: null });
  return changed;
}

/**
 * A preview without a build: in the prerendered `html`, every string of `before` that `after`
 * changed is replaced (as escaped text) by its new value. Strings split by markup (a link inside
 * a sentence) or used by code rather than shown are not replaced; the publish shows them.
 */
export function previewHtml(
  html: string,
  before: ContentValue,
  after: ContentValue,
  language?: Locale,
): string {
  const pairs: [string, string][] = [];
  const walk = (old: ContentValue | undefined, next: ContentValue | undefined) => {
    if (typeof old === 'string' && typeof next === 'string') {
      if (old !== next && old.trim() !== '') pairs.push([old, next]);
    } else if (old && next && typeof old === 'object' && typeof next === 'object') {
      for (const key of Object.keys(old)) {
        walk(
          (old as Record<string, ContentValue>)[key],
          (next as Record<string, ContentValue>)[key],
        );
      }
    }
  };
  walk(before, after);
  // Longest first, so a string that contains another is replaced whole.
  pairs.sort((a, b) => b[0].length - a[0].length);
  let out = html;
  for (const [old, next] of pairs) out = out.split(escapeHtml(old)).join(escapeHtml(next));
  const redrawn = redrawFadeLetters(out, new Set(pairs.map(([, next]) => escapeHtml(next))));
  return language ? markedAsDraft(redrawn, language) : redrawn;
}

/** The preview's banner, in the page's language. */
export const DRAFT_PREVIEW_LABEL: Readonly<Record<Locale, string>> = {
  en: 'Draft preview — not published',
  fr: 'Aperçu du brouillon — non publié',
  es: 'Vista previa del borrador — no publicada',
  de: 'Entwurfsvorschau — nicht veröffentlicht',
  ar: 'معاينة المسودة — غير منشورة',
};

/**
 * A preview as an editor should see it: a badge floating at the top centre, below the site's
 * 64 px header (it lets clicks through to the page beneath), saying it is a draft in the page's
 * language and direction, and without the site's first-load overlay (spec §2's 1.5 s spinner,
 * which only covers the page while the site's scripts start; the preview runs none).
 */
function markedAsDraft(html: string, language: Locale): string {
  const style =
    '<style>.loading-overlay{display:none!important}.draft-preview-banner{position:fixed;inset-block-start:4.75rem;inset-inline-start:50%;translate:-50% 0;z-index:200;margin:0;padding:.375rem .875rem;border-radius:9999px;background:#fde68a;color:#1f2937;font:600 14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgb(0 0 0/.25);border:2px solid #b45309;pointer-events:none;white-space:nowrap}[dir=rtl] .draft-preview-banner,.draft-preview-banner[dir=rtl]{translate:50% 0}</style>';
  const banner = `<p class="draft-preview-banner" role="status" lang="${language}" dir="${directionOf(language)}">${escapeHtml(DRAFT_PREVIEW_LABEL[language])}</p>`;
  return html
    .replace(/<\/head>/i, `${style}</head>`)
    .replace(/<body([^>]*)>/i, (body) => `${body}${banner}`);
}

const FADE_HEADING =
  /<span class="sr-only">([^<]*)<\/span><span aria-hidden="true" class="fade-letters">/g;

/**
 * The landing headline shows its text as one aria-hidden span per letter beside a visually hidden
 * copy (app/components/ui/fade-in-heading.tsx), so replacing strings changes only the hidden copy.
 * Where that copy is one of `changed` (escaped new texts), the letters are drawn again from it,
 * as the component draws them.
 */
function redrawFadeLetters(html: string, changed: ReadonlySet<string>): string {
  let out = '';
  let from = 0;
  for (const match of html.matchAll(FADE_HEADING)) {
    const escaped = match[1]!;
    if (!changed.has(escaped)) continue;
    const start = match.index + match[0].length;
    // The letters' box ends at the </span> that closes it: count the spans nested inside.
    let depth = 1;
    let at = start;
    const tag = /<span\b|<\/span>/g;
    tag.lastIndex = start;
    for (let found = tag.exec(html); found && depth > 0; found = tag.exec(html)) {
      depth += found[0] === '</span>' ? -1 : 1;
      at = found.index;
    }
    if (depth !== 0) continue;
    const text = decodeHtmlText(escaped);
    const letters = fadeLetterWords(text)
      .map((parts, w) => {
        const inner = parts
          .map((letter) => `<span class="fade-letter inline-block">${escapeHtml(letter)}</span>`)
          .join('');
        return `<span>${w > 0 ? ' ' : ''}<span class="inline-block whitespace-nowrap">${inner}</span></span>`;
      })
      .join('');
    out += html.slice(from, start) + letters;
    from = at;
  }
  return out + html.slice(from);
}
