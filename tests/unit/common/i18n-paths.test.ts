import { describe, expect, it } from 'vitest';
import { languageOptions, localeFromPath, localizePath, stripLocale } from '@common/i18n';
import { documentPaths, localizeDocumentPath, localizedDocumentPaths } from '@common/paths';

/** The language prefix of a path (DESIGN §5): English at the spec's paths, others under /<lang>. */
describe('language paths', () => {
  it('reads the language from the first segment only', () => {
    expect(localeFromPath('/fr/contact')).toBe('fr');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/contact')).toBe('en');
    expect(localeFromPath('/fr.data')).toBe('en');
  });

  it.each([
    ['/fr/contact', '/contact'],
    ['/fr', '/'],
    ['/fr/', '/'],
    ['/fr/scanova/', '/scanova'],
    ['/scanova/', '/scanova'],
    ['/', '/'],
    ['', '/'],
  ])('strips the prefix and a trailing slash: %s → %s', (path, base) => {
    expect(stripLocale(path)).toBe(base);
  });

  it('a prerendered location (with its slash) links the same page in another language', () => {
    expect(localizePath(stripLocale('/fr/scanova/'), 'de')).toBe('/de/scanova');
    expect(localizePath(stripLocale('/ar/'), 'en')).toBe('/');
  });
});

describe('languageOptions', () => {
  it('names each language in itself and in the page’s language, as the switch lists them', () => {
    expect(languageOptions('en').map(({ code, name, label }) => [code, name, label])).toEqual([
      ['EN', 'English', 'English'],
      ['FR', 'Français', 'French'],
      ['ES', 'Español', 'Spanish'],
      ['DE', 'Deutsch', 'German'],
      ['AR', 'العربية', 'Arabic'],
    ]);
    expect(languageOptions('de').find((option) => option.lang === 'fr')?.label).toBe('Französisch');
    expect(languageOptions('es').find((option) => option.lang === 'ar')?.label).toBe('Árabe');
    expect(languageOptions('ar').find((option) => option.lang === 'es')?.label).toBe('الإسبانية');
  });
});

/** A generated PDF's path in a language (docs/decisions/0043-pdfs-in-every-language.md). */
describe('document paths', () => {
  it("keeps English's files where they were and puts the others' under /docs/<locale>/", () => {
    expect(localizeDocumentPath(documentPaths.cv, 'en')).toBe('/docs/cv.pdf');
    expect(localizeDocumentPath(documentPaths.cv, 'fr')).toBe('/docs/fr/cv.pdf');
    expect(localizeDocumentPath('/docs/lumen-pitch-deck.pdf', 'ar')).toBe(
      '/docs/ar/lumen-pitch-deck.pdf',
    );
    expect(localizeDocumentPath('/docs/cv.pdf#toolbar=0', 'de')).toBe('/docs/de/cv.pdf#toolbar=0');
  });

  it('leaves every other link alone, and a path already in a language', () => {
    for (const link of [
      '/contact',
      '/images/a.svg',
      'https://x.example/docs/a.pdf',
      '/docs/fr/cv.pdf',
    ])
      expect(localizeDocumentPath(link, 'es')).toBe(link);
  });

  it('lists the four documents in each of the five languages, English first', () => {
    expect(localizedDocumentPaths).toHaveLength(20);
    expect(localizedDocumentPaths.slice(0, 4)).toEqual(Object.values(documentPaths));
    expect(new Set(localizedDocumentPaths).size).toBe(20);
  });
});
