/**
 * Migration 0012: each page's intro (tab and search title, description, heading, lead) moves from
 * the `pages` module (`pageIntros[path]`) into the module named after the page (`pageIntro`:
 * `/faq` → `faq`, `/` → `home`), so a page's copy is one module and the editor finds a page's
 * headline under that page (docs/decisions/0015-copy-as-data.md). A data migration of the copy
 * revisions in the database (migration 0010); the repository's JSON files moved in the same
 * change.
 *
 * Up, for every language in which the `pages` module or a page's module has a head: each page
 * module's open draft and published revision gets a new revision of the same kind holding the
 * intro the `pages` module had in that state (its draft's intro for the draft, else its published
 * one's, else the seed file's), authored `migration 0012`, and its head points at it; a page module
 * with no revision of its own gets one only where its intro differs from its seed file's. The
 * `pages` heads are removed; its revisions stay as history. A translation's English basis follows
 * English's new revision, so no field is flagged out of date by the move.
 *
 * Down is the inverse: the `pages` module gets a published (and where any page has one, a draft)
 * revision of every page's intro, and each page module's heads a new revision without it.
 *
 * The seed a page without revisions takes its intro from is the repository's file at the time the
 * migration runs (the files of the code being deployed): `app/content/modules/<module>/<lang>.json`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Database } from '../schema';

/** The twelve routes' paths then, and the module each page's copy is in (spec §2); frozen with the migration. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'home',
  '/demos': 'demos',
  '/contact': 'contact',
  '/optimus': 'optimus',
  '/faq': 'faq',
  '/learn': 'learn',
  '/scanova': 'scanova',
  '/cv': 'cv',
  '/iffer': 'iffer',
  '/edge': 'edge',
  '/lumen': 'lumen',
  '/policy': 'policy',
};

const AUTHOR = 'migration 0012';
const ENGLISH = 'en';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

type Json = Record<string, unknown>;
type Row = {
  id: number;
  data: string;
  kind: 'draft' | 'published';
  publish_id: number | null;
  english_revision_id: number | null;
};
type Db = Kysely<Database>;

/** A module's seed file in a language, or null when there is none. */
function seedOf(module: string, language: string): Json | null {
  try {
    return JSON.parse(
      readFileSync(join(ROOT, 'app/content/modules', module, `${language}.json`), 'utf8'),
    ) as Json;
  } catch {
    return null;
  }
}

/** The revision `id` of a module, or null. */
async function revision(db: Db, id: number | null | undefined): Promise<Row | null> {
  if (id == null) return null;
  const row = await db
    .selectFrom('content_revisions')
    .select(['id', 'data', 'kind', 'publish_id', 'english_revision_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** A module's head in a language: its draft and published revisions (null: none). */
async function headOf(db: Db, module: string, language: string) {
  const head = await db
    .selectFrom('content_heads')
    .select(['draft_revision_id', 'published_revision_id'])
    .where('module', '=', module)
    .where('language', '=', language)
    .executeTakeFirst();
  return {
    exists: head !== undefined,
    draft: await revision(db, head?.draft_revision_id),
    published: await revision(db, head?.published_revision_id),
  };
}

/** Every language with a head of one of `modules`. */
async function languagesWithHeads(db: Db, modules: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('content_heads')
    .select('language')
    .distinct()
    .where('module', 'in', [...modules])
    .execute();
  // English first, so translations can point their English basis at English's new revisions.
  return rows
    .map((row) => row.language)
    .sort((a, b) => (a === ENGLISH ? -1 : b === ENGLISH ? 1 : 0));
}

/**
 * Writes a new revision of `module` in `language` and points its head's `kind` at it.
 * @returns the new revision's id
 */
async function writeRevision(
  db: Db,
  module: string,
  language: string,
  kind: 'draft' | 'published',
  data: Json,
  from: Row | null,
  englishBasis: number | null,
): Promise<number> {
  const made = await db
    .insertInto('content_revisions')
    .values({
      module,
      language,
      data: JSON.stringify(data),
      kind,
      author: AUTHOR,
      created_at: new Date().toISOString(),
      base_revision_id: from?.id ?? null,
      publish_id: kind === 'published' ? (from?.publish_id ?? null) : null,
      english_revision_id: englishBasis,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(made.id);
  const head = await db
    .selectFrom('content_heads')
    .select('module')
    .where('module', '=', module)
    .where('language', '=', language)
    .executeTakeFirst();
  const column = kind === 'draft' ? 'draft_revision_id' : 'published_revision_id';
  if (head) {
    await db
      .updateTable('content_heads')
      .set({ [column]: id })
      .where('module', '=', module)
      .where('language', '=', language)
      .execute();
  } else {
    await db
      .insertInto('content_heads')
      .values({
        module,
        language,
        draft_revision_id: kind === 'draft' ? id : null,
        published_revision_id: kind === 'published' ? id : null,
      })
      .execute();
  }
  return id;
}

const parse = (row: Row | null): Json | null => (row ? (JSON.parse(row.data) as Json) : null);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `data` with `pageIntro` as its first key (the files' order). */
const withIntro = (data: Json, intro: unknown): Json => {
  const { pageIntro: _, ...rest } = data;
  return { pageIntro: intro, ...rest };
};

/** Maps a translation's English basis to English's revision made by this migration. */
const basisOf = (map: ReadonlyMap<number, number>, row: Row | null) =>
  row?.english_revision_id == null
    ? null
    : (map.get(row.english_revision_id) ?? row.english_revision_id);

async function up(db: Db): Promise<void> {
  const englishMap = new Map<number, number>();
  for (const language of await languagesWithHeads(db, ['pages', ...Object.values(PAGE_MODULES)])) {
    const pages = await headOf(db, 'pages', language);
    const pagesPublished = parse(pages.published)?.pageIntros as Json | undefined;
    const pagesDraft = parse(pages.draft)?.pageIntros as Json | undefined;
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      const seed = seedOf(module, language);
      const seedIntro = seed?.pageIntro;
      const publishedIntro = pagesPublished?.[path] ?? seedIntro;
      const draftIntro = pagesDraft?.[path] ?? publishedIntro;
      if (publishedIntro === undefined) continue;
      const own = await headOf(db, module, language);
      const remember = (from: Row | null, id: number) => {
        if (language === ENGLISH && from) englishMap.set(from.id, id);
      };
      let publishedData: Json | null = null;
      if (own.published) {
        publishedData = withIntro(parse(own.published)!, publishedIntro);
        const made = await writeRevision(
          db,
          module,
          language,
          'published',
          publishedData,
          own.published,
          basisOf(englishMap, own.published),
        );
        remember(own.published, made);
      } else if (seed && !same(publishedIntro, seedIntro)) {
        publishedData = withIntro(seed, publishedIntro);
        await writeRevision(db, module, language, 'published', publishedData, null, null);
      }
      if (own.draft) {
        const made = await writeRevision(
          db,
          module,
          language,
          'draft',
          withIntro(parse(own.draft)!, draftIntro),
          own.draft,
          basisOf(englishMap, own.draft),
        );
        remember(own.draft, made);
      } else if (!same(draftIntro, publishedIntro)) {
        const base = publishedData ?? seed;
        if (base)
          await writeRevision(
            db,
            module,
            language,
            'draft',
            withIntro(base, draftIntro),
            own.published,
            null,
          );
      }
    }
  }
  await db.deleteFrom('content_heads').where('module', '=', 'pages').execute();
}

async function down(db: Db): Promise<void> {
  for (const language of await languagesWithHeads(db, Object.values(PAGE_MODULES))) {
    const publishedIntros: Json = {};
    const draftIntros: Json = {};
    let anyDraft = false;
    for (const [path, module] of Object.entries(PAGE_MODULES)) {
      const own = await headOf(db, module, language);
      const published = parse(own.published) ?? seedOf(module, language);
      const draft = parse(own.draft);
      publishedIntros[path] = published?.pageIntro;
      draftIntros[path] = (draft ?? published)?.pageIntro;
      if (draft) anyDraft = true;
      for (const [kind, row] of [
        ['published', own.published],
        ['draft', own.draft],
      ] as const) {
        if (!row) continue;
        const { pageIntro: _, ...rest } = parse(row)!;
        await writeRevision(db, module, language, kind, rest, row, row.english_revision_id);
      }
    }
    await writeRevision(
      db,
      'pages',
      language,
      'published',
      { pageIntros: publishedIntros },
      null,
      null,
    );
    if (anyDraft)
      await writeRevision(db, 'pages', language, 'draft', { pageIntros: draftIntros }, null, null);
  }
}

/** Builds the migration (the same on both dialects: rows only, no schema change). */
export function pageIntrosMigration(): Migration {
  return {
    up: (db: Kysely<unknown>) => up(db as Db),
    down: (db: Kysely<unknown>) => down(db as Db),
  };
}
