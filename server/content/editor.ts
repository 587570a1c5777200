/**
 * The content editor's work (docs/editing.md, DESIGN §8 "Content editor"): read a module in a
 * language, save a draft, publish every draft (validate, write the published files, build a new
 * release and swap it in, record who/when/what), list the history and revert a publish.
 *
 * Drafts are `<draftDir>/<language>/<module>.json`, written atomically (server/db/atomic-file.ts);
 * the published files are the catalogue's. A publish whose build fails puts the published files
 * back as they were and keeps the drafts, so nothing typed is lost.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { fadeLetterWords } from '../../common/fade-letters';
import { directionOf, isLocale } from '../../common/i18n';
import type {
  ContentDocumentResponse,
  ContentIndexResponse,
  ContentIssue,
  ContentValue,
  PublishChange,
  PublishRecord,
} from '../../common/content-api';
import { publish as renameInto, temporaryBeside } from '../db/atomic-file';
import { toIso } from '../db/rows';
import type { Database } from '../db/schema';
import type { ContentCatalogue } from './catalogue';
import { contentIssues, schemaFromEnglish } from './checks';
import type { SharedPublishLock } from './publish-lock';
import type { SiteBuilder, SiteReleases, SwapHooks } from './releases';
import { decodeHtmlText } from '../../common/html-text';
import { escapeHtml } from '../html-escape';

const run = promisify(execFile);

/** Why a publish or revert did not happen; `status` is the HTTP answer's. */
export class ContentError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 500,
    message: string,
    readonly issues: ContentIssue[] = [],
  ) {
    super(message);
  }
}

/** Options of {@link createContentEditor}. */
export interface ContentEditorOptions {
  catalogue: ContentCatalogue;
  draftDir: string;
  db: Kysely<Database>;
  /** Absent: the server cannot publish (drafts only). */
  releases?: SiteReleases;
  build?: SiteBuilder;
  swapHooks?: SwapHooks;
  /**
   * A lock the other instances on the same database see (PostgreSQL: ./publish-lock.ts), taken
   * with the release folder's lock file; absent on SQLite, which is one host's.
   */
  sharedLock?: SharedPublishLock;
  /** A Git work tree the published files belong to: each publish is committed there. */
  gitDir?: string;
  /** The live site's folder now (for previews), or undefined when none is built. */
  siteDir?: () => string | undefined;
  now?: () => number;
}

/** The editor's operations; module and language must come from the catalogue's lists. */
export interface ContentEditor {
  readonly catalogue: ContentCatalogue;
  index(): ContentIndexResponse;
  read(module: string, language: string): ContentDocumentResponse;
  /** Validates and saves a draft. @throws {ContentError} 400 with every issue */
  save(module: string, language: string, data: unknown): void;
  /** Forgets a draft. */
  discard(module: string, language: string): void;
  /**
   * Publishes every draft. @throws {ContentError} 400 invalid or nothing, 409 busy (this host's
   * lock file, or on PostgreSQL another instance's publish), 500 build
   */
  publish(by: string): Promise<PublishRecord>;
  /** Publishes the text before publish `id`. @throws {ContentError} 404, 409, 500 */
  revert(id: number, by: string): Promise<PublishRecord>;
  /**
   * The live page of a module in a language with the draft's changed strings put in place of
   * the published ones, or undefined when the site is not built. See {@link previewHtml}.
   */
  preview(module: string, language: string): string | undefined;
  /** Publishes newest first, optionally only those that changed one page. */
  history(filter?: { module: string; language: string }): Promise<PublishRecord[]>;
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

/** Creates the editor. */
export function createContentEditor(options: ContentEditorOptions): ContentEditor {
  const { catalogue, draftDir, db } = options;
  const now = options.now ?? Date.now;
  const english = catalogue.languages[0]!;
  const draftOf = (module: string, language: string) => `${draftDir}/${language}/${module}.json`;
  const published = (module: string, language: string) =>
    readJson(catalogue.fileOf(module, language));
  const current = (module: string, language: string) => {
    const draft = draftOf(module, language);
    return existsSync(draft) ? readJson(draft) : published(module, language);
  };
  const issuesOf = (module: string, language: string, data: unknown): ContentIssue[] => [
    ...contentIssues(data, current(module, english)),
    ...catalogue.validate(module, language, data),
  ];

  const toRecord = (row: {
    id: number;
    published_at: Date | string;
    published_by: string;
    kind: 'publish' | 'revert';
    reverts_id: number | null;
    changes: string;
    git_commit: string | null;
  }): PublishRecord => ({
    id: Number(row.id),
    publishedAt: toIso(row.published_at),
    publishedBy: row.published_by,
    kind: row.kind,
    revertsId: row.reverts_id === null ? null : Number(row.reverts_id),
    pages: (JSON.parse(row.changes) as PublishChange[]).map(({ module, language }) => ({
      module,
      language,
    })),
    gitCommit: row.git_commit,
  });

  /** Commits the published files in the Git work tree; the commit id, or null when it failed. */
  const commit = async (files: string[], by: string, subject: string): Promise<string | null> => {
    const cwd = options.gitDir;
    if (!cwd) return null;
    try {
      const paths = files.map((file) => relative(cwd, file));
      await run('git', ['add', '--', ...paths], { cwd });
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
          ...paths,
        ],
        { cwd },
      );
      return (await run('git', ['rev-parse', 'HEAD'], { cwd })).stdout.trim();
    } catch {
      return null;
    }
  };

  /** Writes `changes`' after texts, builds, swaps, records; puts the files back on failure. */
  const publishChanges = async (
    changes: PublishChange[],
    by: string,
    kind: 'publish' | 'revert',
    revertsId: number | null,
  ): Promise<PublishRecord> => {
    const { releases, build } = options;
    if (!releases || !build)
      throw new ContentError(409, 'This server cannot publish (no release folder configured).');
    const busy = () => new ContentError(409, 'Another publish is running; try again in a minute.');
    const unlockFile = releases.tryLock();
    if (!unlockFile) throw busy();
    let unlockShared: (() => Promise<void>) | null = null;
    try {
      unlockShared = options.sharedLock ? await options.sharedLock.tryAcquire() : async () => {};
    } catch (error) {
      unlockFile();
      throw error;
    }
    if (!unlockShared) {
      unlockFile();
      throw busy();
    }
    const started = now();
    try {
      for (const change of changes)
        writeJson(catalogue.fileOf(change.module, change.language), change.after);
      try {
        await releases.buildAndSwap(build, options.swapHooks);
      } catch (error) {
        for (const change of changes)
          writeJson(catalogue.fileOf(change.module, change.language), change.before);
        const reason = error instanceof Error ? error.message : String(error);
        throw new ContentError(
          500,
          `The site did not build, so nothing was published: ${reason.slice(0, 1000)}`,
        );
      }
      const pages = changes.map((change) => `${change.module}/${change.language}`).join(', ');
      const gitCommit = await commit(
        changes.map((change) => catalogue.fileOf(change.module, change.language)),
        by,
        kind === 'revert'
          ? `Content: revert publish ${revertsId} (${pages})`
          : `Content: publish ${pages}`,
      );
      const row = await db
        .insertInto('content_publishes')
        .values({
          published_at: new Date(now()).toISOString(),
          published_by: by,
          kind,
          reverts_id: revertsId,
          changes: JSON.stringify(changes),
          git_commit: gitCommit,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { ...toRecord(row), durationMs: now() - started };
    } finally {
      unlockFile();
      await unlockShared().catch(() => {
        // The connection is closed either way, which frees the lock (./publish-lock.ts).
      });
    }
  };

  return {
    catalogue,
    index() {
      return {
        languages: catalogue.languages.map((code) => ({
          code,
          dir: isLocale(code) ? directionOf(code) : 'ltr',
        })),
        modules: catalogue.modules.map((name) => ({
          name,
          drafts: catalogue.languages.filter((language) => existsSync(draftOf(name, language))),
        })),
        canPublish: Boolean(options.releases && options.build),
      };
    },

    read(module, language) {
      const englishText = current(module, english);
      return {
        module,
        language,
        dir: isLocale(language) ? directionOf(language) : 'ltr',
        data: current(module, language),
        draft: existsSync(draftOf(module, language)),
        english: englishText,
        schema: {
          $schema: 'https://json-schema.org/draft/2020-12/schema',
          ...schemaFromEnglish(englishText),
        },
      };
    },

    save(module, language, data) {
      const issues = issuesOf(module, language, data);
      if (issues.length > 0)
        throw new ContentError(400, 'The page was not saved: fix the fields listed.', issues);
      writeJson(draftOf(module, language), data);
    },

    discard(module, language) {
      rmSync(draftOf(module, language), { force: true });
    },

    async publish(by) {
      const changes: PublishChange[] = [];
      const issues: ContentIssue[] = [];
      for (const module of catalogue.modules) {
        for (const language of catalogue.languages) {
          if (!existsSync(draftOf(module, language))) continue;
          const after = readJson(draftOf(module, language));
          for (const issue of issuesOf(module, language, after)) {
            issues.push({ path: `${module}/${language}: ${issue.path}`, message: issue.message });
          }
          changes.push({ module, language, before: published(module, language), after });
        }
      }
      if (issues.length > 0)
        throw new ContentError(400, 'Nothing was published: fix the fields listed.', issues);
      if (changes.length === 0) throw new ContentError(400, 'There are no drafts to publish.');
      const record = await publishChanges(changes, by, 'publish', null);
      for (const change of changes)
        rmSync(draftOf(change.module, change.language), { force: true });
      return record;
    },

    async revert(id, by) {
      const row = await db
        .selectFrom('content_publishes')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ContentError(404, 'No such publish.');
      const changes = (JSON.parse(row.changes) as PublishChange[])
        .filter(
          (change) =>
            catalogue.modules.includes(change.module) &&
            catalogue.languages.includes(change.language),
        )
        .map((change) => ({
          module: change.module,
          language: change.language,
          before: published(change.module, change.language),
          after: change.before,
        }));
      return publishChanges(changes, by, 'revert', Number(row.id));
    },

    preview(module, language) {
      const dir = options.siteDir?.();
      if (!dir) return undefined;
      const prefix = language === english ? '' : `${language}/`;
      const candidates = [`${prefix}${module}/index.html`, `${prefix}index.html`];
      const file = candidates.map((name) => join(dir, name)).find((path) => existsSync(path));
      if (!file) return undefined;
      return previewHtml(
        readFileSync(file, 'utf8'),
        published(module, language),
        current(module, language),
      );
    },

    async history(filter) {
      const rows = await db
        .selectFrom('content_publishes')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(200)
        .execute();
      const records = rows.map(toRecord);
      return filter
        ? records.filter((record) =>
            record.pages.some(
              (page) => page.module === filter.module && page.language === filter.language,
            ),
          )
        : records;
    },
  };
}

/**
 * A preview without a build: in the prerendered `html`, every string of `before` that `after`
 * changed is replaced (as escaped text) by its new value. Strings split by markup (a link inside
 * a sentence) or used by code rather than shown are not replaced; the publish shows them.
 */
export function previewHtml(html: string, before: ContentValue, after: ContentValue): string {
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
  return redrawFadeLetters(out, new Set(pairs.map(([, next]) => escapeHtml(next))));
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
