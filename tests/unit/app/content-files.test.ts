import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  atPointer,
  bindingIssues,
  bindingsOf,
  codeValues,
  englishBindingsOf,
  recordedCodeValues,
} from '~/content/schema/code-values';
import type { Binding } from '~/content/schema/manifest';
import {
  CONTENT_LANGUAGES,
  CONTENT_MODULES,
  contentFilePath,
  contentManifests,
  PAGE_MODULES,
  pageModuleOf,
  pagePaths,
  type RoutePath,
  routePaths,
} from '~/content/schema/modules';
import type { Locale } from '@common/i18n';
import { paths } from '@common/paths';
import { readContentFile } from '~/content/schema/files';
import { validateContent } from '~/content/schema/validate';

/**
 * The copy as data (docs/decisions/0015-copy-as-data.md): every file app/content/modules/<module>/<lang>.json
 * as it is on disk holds its module's schema, keeps the values it takes from code, and, in a
 * translation, has exactly English's keys, list lengths, figures, ids, links and images
 * (DESIGN §8 "Languages").
 */
const ROOT = join(import.meta.dirname, '../../..');
const read = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
const files = CONTENT_MODULES.flatMap((module) =>
  CONTENT_LANGUAGES.map((language) => ({
    module,
    language,
    file: contentFilePath(module, language),
  })),
);

describe('content files', () => {
  it.each(files)(
    '$file holds its schema, its code values and English’s shape',
    ({ module, language, file }) => {
      expect(validateContent(module, language, read(file))).toEqual({ ok: true });
    },
  );

  it.each(files)('$file is written as the editor writes it', ({ file }) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  });

  it.each(files)('$file: every localized image it names exists', ({ language, file }) => {
    const sources = JSON.stringify(read(file)).match(
      new RegExp(`[\\w/.-]+-${language}\\.svg`, 'g'),
    );
    for (const src of sources ?? []) expect(existsSync(join(ROOT, 'art', src)), src).toBe(true);
  });

  it.each(CONTENT_LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated: every page description differs from English',
    (language) => {
      type Page = { pageIntro: { description: string } };
      const description = (path: RoutePath, of: Locale) =>
        (read(contentFilePath(pageModuleOf(path), of)) as Page).pageIntro.description;
      const same = routePaths.filter(
        (path) => description(path, language) === description(path, 'en'),
      );
      expect(same).toEqual([]);
    },
  );

  it('every module has a JSON Schema for the editor', () => {
    for (const module of CONTENT_MODULES)
      expect(z.toJSONSchema(contentManifests[module].schema)).toMatchObject({ type: 'object' });
  });
});

describe('content modules', () => {
  it('a page is a module whose manifest has its path, in spec §2’s order; code’s named paths are theirs', () => {
    // Spec §2's twelve, in its order (code names each: common/paths.ts), then any page added since.
    expect(Object.values(paths)).toEqual([
      '/',
      '/demos',
      '/contact',
      '/optimus',
      '/faq',
      '/learn',
      '/scanova',
      '/cv',
      '/iffer',
      '/edge',
      '/lumen',
      '/policy',
    ]);
    expect(routePaths.slice(0, 12)).toEqual(Object.values(paths));
    expect(routePaths).toEqual(PAGE_MODULES.map((module) => pagePaths[module]));
    for (const module of PAGE_MODULES) {
      expect(pageModuleOf(pagePaths[module])).toBe(module);
      expect(existsSync(join(ROOT, 'app/routes', `${module}.tsx`)), module).toBe(true);
    }
    expect(pagePaths).toMatchObject(paths);
    expect(codeValues('en').get('paths.faq')).toBe('/faq');
    expect(
      CONTENT_MODULES.filter((module) => !(PAGE_MODULES as string[]).includes(module)),
    ).toEqual(['common', 'company', 'footer', 'header', 'header-menus', 'home-below-fold']);
  });

  it('each module folder holds its manifest and one file per language, and each folder is a module', () => {
    const folders = readdirSync(join(ROOT, 'app/content/modules')).sort();
    expect(folders).toEqual([...CONTENT_MODULES].sort());
    for (const module of CONTENT_MODULES)
      expect(readdirSync(join(ROOT, 'app/content/modules', module)).sort()).toEqual(
        ['manifest.ts', ...CONTENT_LANGUAGES.map((language) => `${language}.json`)].sort(),
      );
  });

  it('the recorded code values are today’s: every recorded name still has its value in code', () => {
    const today = codeValues('en');
    for (const [name, value] of Object.entries(recordedCodeValues))
      expect(today.get(name), `${name}: run npm run content:bindings`).toBe(value);
  });

  it('a value changed in code since the record still binds, and fails, the copy that holds the old one', () => {
    // As if the FAQ page had been at /contact when the values were recorded and moved to /faq
    // since: English's files still holding /contact fail, though nothing in code is /contact.
    const old = { ...recordedCodeValues, 'paths.faq': '/contact' };
    const english = readContentFile('demos', 'en');
    expect(englishBindingsOf('demos', old)).toContainEqual([
      expect.any(String),
      'paths.faq',
      'equals',
    ]);
    expect(bindingIssues('demos', 'en', english, old)).toContainEqual({
      path: expect.any(String),
      message: 'Must stay “/faq”: the site sets this value, it cannot be changed here.',
    });
    expect(bindingIssues('demos', 'en', english)).toEqual([]);
  });

  it('a page added since the record is bound by its value today', () => {
    const without = Object.fromEntries(
      Object.entries(recordedCodeValues).filter(([name]) => name !== 'paths.faq'),
    );
    expect(englishBindingsOf('header', without)).toEqual(englishBindingsOf('header'));
    expect(englishBindingsOf('header', without)).toContainEqual([
      expect.any(String),
      'paths.faq',
      'equals',
    ]);
  });

  it('derives every module’s English bindings from its file, the places code values sit', () => {
    expect(englishBindingsOf('faq')).toContainEqual([
      expect.stringMatching(/^\/faqItems\/\d+\/answer$/),
      'site.emails.support',
      'contains',
    ]);
    // Deriving is cached per file read: the same list until the file changes on disk.
    expect(englishBindingsOf('faq')).toBe(englishBindingsOf('faq'));
    // Each binding names a value its place holds (the recorded one, or today's for a new name).
    for (const module of CONTENT_MODULES)
      for (const [pointer, name, kind] of englishBindingsOf(module)) {
        const text = String(atPointer(readContentFile(module, 'en'), pointer));
        const value = recordedCodeValues[name] ?? codeValues('en').get(name) ?? '\u0000';
        expect(kind === 'equals' ? text === value : text.includes(value), pointer).toBe(true);
      }
  });

  it('a translation keeps English’s bindings, in its own spelling where it has one, and its extras', () => {
    const location = '/contactPageContent/details/location';
    expect(bindingsOf('contact', 'en')).toContainEqual([location, 'site.location', 'equals']);
    expect(bindingsOf('contact', 'fr')).toContainEqual([
      location,
      'companyCopy.location',
      'equals',
    ]);
    expect(bindingsOf('contact', 'fr')).not.toContainEqual([location, 'site.location', 'equals']);
    // The same places as English's, the brand and the e-mail address whatever the language.
    expect(bindingsOf('faq', 'de')).toEqual(expect.arrayContaining([...bindingsOf('faq', 'en')]));
    const money: Binding = ['/faqItems/6/answer', 'formatMoney(LUMEN_PRICE_USD)', 'contains'];
    expect(bindingsOf('faq', 'ar')).toContainEqual(money);
    expect(bindingsOf('faq', 'en')).not.toContainEqual(money);
    const role: Binding = [
      '/scanovaContent/team/members/0/role',
      'companyCopy.founderRole',
      'equals',
    ];
    expect(bindingsOf('scanova', 'fr')).toContainEqual(role);
    expect(bindingsOf('scanova', 'de')).not.toContainEqual(role);
    // The company's details are the source of companyCopy: never bound to themselves.
    expect(bindingsOf('company', 'fr')).toEqual([]);
    expect(bindingsOf('company', 'en')).toContainEqual([
      '/companyCopy/location',
      'site.location',
      'equals',
    ]);
  });

  it('an unknown module is an error rather than an empty list', () => {
    expect(() => bindingsOf('no-such-module', 'en')).toThrow('no content module "no-such-module"');
  });

  it('reads a file once and again only after it changes on disk', () => {
    expect(readContentFile('faq', 'fr')).toBe(readContentFile('faq', 'fr'));
    expect(readContentFile('faq', 'fr')).toEqual(read(contentFilePath('faq', 'fr')));
  });

  it('names the file when one is missing', () => {
    expect(() => readContentFile('faq', 'fr', join(ROOT, 'no-such-checkout'))).toThrow(
      /app\/content\/modules\/faq\/fr\.json/,
    );
  });
});

describe('validateContent', () => {
  const fr = () =>
    read(contentFilePath('faq', 'fr')) as {
      faqCta: { id: string; actions: { href: string }[] } & Record<string, unknown>;
      faqItems: { question: string; answer: string }[];
    } & Record<string, unknown>;

  it('names a moved link, a changed id, a dropped item, a missing and an extra key', () => {
    const moved = fr();
    moved.faqCta.actions[0]!.href = '/elsewhere';
    moved.faqCta.id = 'other';
    const dropped = fr();
    dropped.faqItems.pop();
    const missing = fr();
    delete missing.faqLabel;
    const extra = fr();
    extra.faqCta.note = 'x';
    expect(validateContent('faq', 'fr', moved)).toEqual({
      ok: false,
      issues: [
        {
          path: '/faqCta/actions/0/href',
          message: 'Must stay “/contact”: the site sets this value, it cannot be changed here.',
        },
        { path: '/faqCta/id', message: expect.stringMatching(/still-have-questions/) },
        {
          path: '/faqCta/actions/0/href',
          message: expect.stringMatching(/“\/contact” as in English/),
        },
      ],
    });
    expect(validateContent('faq', 'fr', dropped)).toMatchObject({
      ok: false,
      issues: expect.arrayContaining([
        {
          path: '/faqItems',
          message: "Has 9 items where English has 10; keep English's items.",
        },
      ]),
    });
    expect(validateContent('faq', 'fr', missing)).toMatchObject({
      ok: false,
      issues: [{ path: '/faqLabel' }],
    });
    expect(validateContent('faq', 'fr', extra)).toMatchObject({
      ok: false,
      issues: [{ path: '/faqCta/note', message: expect.stringMatching(/^Extra/) }],
    });
  });

  it('names a code value the copy no longer holds (an e-mail address in an answer)', () => {
    const changed = fr();
    const [pointer] = bindingsOf('faq', 'fr').find(([, name]) => name === 'site.emails.support')!;
    const index = Number(pointer.split('/')[2]);
    changed.faqItems[index]!.answer = changed.faqItems[index]!.answer.replace(
      /\S+@\S+/,
      'old@example.org',
    );
    expect(validateContent('faq', 'fr', changed)).toEqual({
      ok: false,
      issues: [
        {
          path: pointer,
          message: expect.stringMatching(/^Must keep “.+@.+” in the text/),
        },
      ],
    });
  });

  it('refuses a link that leaves the site, in English and in a translation', () => {
    for (const href of ['//evil.example/', '/\\evil.example/', 'javascript:alert(1)']) {
      for (const language of ['en', 'fr'] as const) {
        const data = read(contentFilePath('faq', language)) as ReturnType<typeof fr>;
        data.faqCta.actions[0]!.href = href;
        expect(validateContent('faq', language, data), `${language} ${href}`).toMatchObject({
          ok: false,
          issues: expect.arrayContaining([
            {
              path: '/faqCta/actions/0/href',
              message: expect.stringMatching(/^Links may only use/),
            },
          ]),
        });
      }
    }
  });

  it('refuses a blank translation of a text English has (an empty FAQ question)', () => {
    const data = read(contentFilePath('faq', 'ar')) as ReturnType<typeof fr>;
    data.faqItems[2]!.question = '  ';
    expect(validateContent('faq', 'ar', data)).toEqual({
      ok: false,
      issues: [
        {
          path: '/faqItems/2/question',
          message: 'Empty: English has text here; write it in this language.',
        },
      ],
    });
  });

  it('refuses a list longer than its schema allows, saying so', () => {
    const en = read(contentFilePath('faq', 'en')) as ReturnType<typeof fr>;
    const long = { ...en, faqItems: Array.from({ length: 2_000 }, () => en.faqItems[0]!) };
    expect(validateContent('faq', 'en', long)).toEqual({
      ok: false,
      issues: [{ path: '/faqItems', message: 'Too many items: a list holds at most 100.' }],
    });
  });

  it('refuses an unknown module or language and data of the wrong type', () => {
    expect(validateContent('nope', 'fr', {})).toMatchObject({ ok: false, issues: [{ path: '' }] });
    expect(validateContent('faq', 'xx', {})).toMatchObject({ ok: false, issues: [{ path: '' }] });
    expect(validateContent('faq', 'en', { faqLabel: 3 })).toMatchObject({ ok: false });
  });
});
