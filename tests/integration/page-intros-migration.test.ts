/**
 * Migration 0012 on SQLite and PostgreSQL: copy revisions saved while the page intros lived in
 * the `pages` module come out, going up, as revisions of each page's own module holding the intro
 * the `pages` module had (published and draft apart), with nothing else of the page lost; going
 * down gives the `pages` module those intros back.
 */
import { readFileSync } from 'node:fs';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { PAGE_MODULES } from '../../server/db/migrations/0012-page-intros-in-page-modules';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const seed = (module: string, language: string): Json =>
  JSON.parse(readFileSync(`app/content/modules/${module}/${language}.json`, 'utf8')) as Json;

/** The `pages` module's data as it was before the move, from today's files. */
function oldPages(language: string): Json {
  const pageIntros: Json = {};
  // The twelve routes of the time, as migration 0012 lists them.
  for (const path of Object.keys(PAGE_MODULES))
    pageIntros[path] = seed(PAGE_MODULES[path]!, language).pageIntro;
  return { pageIntros };
}

/** A module's data as it was before the move: without its intro. */
function withoutIntro(data: Json): Json {
  const { pageIntro: _, ...rest } = data;
  return rest;
}

describeOnEachOpenDatabase('migration 0012 on $name', (database) => {
  it('moves each intro into its page, published and draft apart, and back', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const before = await migrator.migrateTo('0011-content-publish-jobs');
    expect(before.error).toBeUndefined();

    const insert = async (
      module: string,
      language: string,
      kindOf: 'draft' | 'published',
      data: Json,
      english: number | null = null,
    ) => {
      const row = await db
        .insertInto('content_revisions')
        .values({
          module,
          language,
          data: JSON.stringify(data),
          kind: kindOf,
          author: 'editor@example.com',
          created_at: new Date().toISOString(),
          base_revision_id: null,
          publish_id: null,
          english_revision_id: english,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const head = async (
      module: string,
      language: string,
      published: number | null,
      draft: number | null,
    ) =>
      db
        .insertInto('content_heads')
        .values({ module, language, published_revision_id: published, draft_revision_id: draft })
        .execute();

    // English: the FAQ's title published in `pages`, the home heading drafted there; the FAQ's
    // own copy published with an edited question (and no intro, as then).
    const enPages = oldPages('en');
    enPages.pageIntros['/faq'].title = 'Published FAQ title';
    const enDraft = structuredClone(enPages);
    enDraft.pageIntros['/'].heading = 'Draft home heading';
    await head(
      'pages',
      'en',
      await insert('pages', 'en', 'published', enPages),
      await insert('pages', 'en', 'draft', enDraft),
    );
    const faqEn = withoutIntro(seed('faq', 'en'));
    faqEn.faqLabel = 'Edited label';
    const faqEnId = await insert('faq', 'en', 'published', faqEn);
    await head('faq', 'en', faqEnId, null);
    // French: the FAQ's own copy published against that English revision; `pages` untouched.
    const faqFr = withoutIntro(seed('faq', 'fr'));
    await head('faq', 'fr', await insert('faq', 'fr', 'published', faqFr, faqEnId), null);

    // 0012 and every migration after it.
    expect(await migrateToLatest(db, dialect)).toEqual(
      Object.keys(allMigrations(dialect)).filter(
        (name) => name >= '0012-page-intros-in-page-modules',
      ),
    );

    const current = async (module: string, language: string) => {
      const row = await db
        .selectFrom('content_heads')
        .selectAll()
        .where('module', '=', module)
        .where('language', '=', language)
        .executeTakeFirst();
      const data = async (id: number | null | undefined) => {
        if (id == null) return null;
        const revision = await db
          .selectFrom('content_revisions')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { ...revision, data: JSON.parse(revision.data) as Json };
      };
      return row
        ? {
            published: await data(row.published_revision_id),
            draft: await data(row.draft_revision_id),
          }
        : null;
    };

    expect(await current('pages', 'en')).toBeNull();
    const faq = (await current('faq', 'en'))!;
    expect(faq.published!.data.pageIntro.title).toBe('Published FAQ title');
    expect(faq.published!.data.faqLabel).toBe('Edited label');
    expect(Object.keys(faq.published!.data)[0]).toBe('pageIntro');
    expect(faq.draft).toBeNull();
    const home = (await current('home', 'en'))!;
    // The home page had no revision: its published copy stays the seed, its draft is the seed
    // with the drafted heading.
    expect(home.published).toBeNull();
    expect(home.draft!.data).toEqual({
      ...seed('home', 'en'),
      pageIntro: { ...seed('home', 'en').pageIntro, heading: 'Draft home heading' },
    });
    // A page whose intro did not change gets no revision.
    expect(await current('cv', 'en')).toBeNull();
    // French: the seed's intro added, and the English basis follows English's new revision.
    const faqFrNow = (await current('faq', 'fr'))!;
    expect(faqFrNow.published!.data).toEqual(seed('faq', 'fr'));
    expect(faqFrNow.published!.english_revision_id).toBe(faq.published!.id);

    const down = await migrator.migrateTo('0011-content-publish-jobs');
    expect(down.error).toBeUndefined();
    const pages = (await current('pages', 'en'))!;
    expect(pages.published!.data.pageIntros['/faq'].title).toBe('Published FAQ title');
    expect(pages.published!.data.pageIntros['/'].heading).toBe(
      seed('home', 'en').pageIntro.heading,
    );
    expect(pages.draft!.data.pageIntros['/'].heading).toBe('Draft home heading');
    expect((await current('faq', 'en'))!.published!.data).toEqual(faqEn);
    expect((await current('faq', 'fr'))!.published!.data).toEqual(faqFr);
  });
});
