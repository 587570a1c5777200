import { describe, expect, it } from 'vitest';
import { languageOptions, localeFromPath, localizePath, stripLocale } from '@common/i18n';

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
