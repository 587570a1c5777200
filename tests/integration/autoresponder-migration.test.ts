/**
 * Migration 0022 on SQLite and PostgreSQL: `autoresponse_guard` appears with its key (a second
 * row of one hash is refused) and goes on the way down; a contact copy revision saved before the
 * `autoresponse` block existed gets its language's seed block on the way up and loses it on the
 * way down, while other modules' revisions and a revision that already has one are left alone.
 */
import { readFileSync } from 'node:fs';
import { Migrator } from 'kysely/migration';
import { expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../../server/db/migrate';
import { describeOnEachOpenDatabase } from '../helpers/each-database';

const TARGET = '0022-autoresponder';

describeOnEachOpenDatabase('migration 0022 on $name', (database) => {
  it('adds the guard table and the copy block, and takes both away on the way down', async () => {
    const { db, dialect } = database();
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => allMigrations(dialect) },
    });
    const names = Object.keys(allMigrations(dialect));
    const before = names[names.indexOf(TARGET) - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();

    const revision = async (module: string, language: string, data: unknown) =>
      Number(
        (
          await db
            .insertInto('content_revisions')
            .values({
              module,
              language,
              data: JSON.stringify(data),
              kind: 'published',
              author: 'ed@team.example',
              created_at: '2026-05-01T10:00:00.000Z',
              base_revision_id: null,
              publish_id: null,
              english_revision_id: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const oldFrench = await revision('contact', 'fr', { pageIntro: { title: 'Contact' } });
    const ownBlock = { subject: 'À nous', greeting: '', paragraphs: [], signature: '' };
    const alreadyHas = await revision('contact', 'de', { autoresponse: ownBlock });
    const otherModule = await revision('faq', 'fr', { pageIntro: { title: 'FAQ' } });
    const dataOf = async (id: number) =>
      JSON.parse(
        (
          await db
            .selectFrom('content_revisions')
            .select('data')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).data,
      ) as Record<string, unknown>;

    // Every migration after the one before, this one among them.
    expect(await migrateToLatest(db, dialect)).toEqual(names.slice(names.indexOf(before) + 1));
    const frenchSeed = JSON.parse(
      readFileSync('app/content/modules/contact/fr.json', 'utf8'),
    ) as Record<string, unknown>;
    expect(await dataOf(oldFrench)).toEqual({
      pageIntro: { title: 'Contact' },
      autoresponse: frenchSeed.autoresponse,
    });
    expect(await dataOf(alreadyHas)).toEqual({ autoresponse: ownBlock });
    expect(await dataOf(otherModule)).toEqual({ pageIntro: { title: 'FAQ' } });

    const at = '2026-05-02T10:00:00.000Z';
    await db
      .insertInto('autoresponse_guard')
      .values({ address_hash: 'a', last_sent_at: at })
      .execute();
    await expect(
      db.insertInto('autoresponse_guard').values({ address_hash: 'a', last_sent_at: at }).execute(),
    ).rejects.toThrow();

    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await expect(db.selectFrom('autoresponse_guard').selectAll().execute()).rejects.toThrow();
    expect(await dataOf(oldFrench)).toEqual({ pageIntro: { title: 'Contact' } });
    expect(await dataOf(otherModule)).toEqual({ pageIntro: { title: 'FAQ' } });
  });
});
