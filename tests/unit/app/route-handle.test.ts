import { describe, expect, it } from 'vitest';
import { productThemes } from '~/config/product-themes';
import { shellOf, firstViewOf, themeOf } from '~/lib/route-handle';
import { handle as lumenHandle } from '~/routes/lumen';
import { handle as scanovaHandle } from '~/routes/scanova';

describe('route handles (spec §2 page shell; the loading overlay first-view surface)', () => {
  it("reads a page's shell, theme and first-view surface", () => {
    expect(shellOf(lumenHandle)).toBe('own');
    expect(themeOf(lumenHandle)).toBe('lumen');
    expect(firstViewOf(lumenHandle)).toBe('productHero');
    expect(themeOf(scanovaHandle)).toBe('scanova');
    expect(firstViewOf(scanovaHandle)).toBe('scanovaHero');
  });

  it('falls back to the shared shell, the brand theme and navy for missing or unknown values', () => {
    for (const handle of [undefined, null, 'own', {}, { shell: 'other' }]) {
      expect(shellOf(handle)).toBe('shared');
      expect(themeOf(handle)).toBe('brand');
      expect(firstViewOf(handle)).toBe('navy');
    }
    expect(themeOf({ theme: { name: 'neon' } })).toBe('brand');
    expect(themeOf({ theme: productThemes.iffer })).toBe('iffer');
    expect(firstViewOf({ firstView: 'toString' })).toBe('navy');
    expect(firstViewOf({ firstView: 'cvViewer' })).toBe('cvViewer');
  });
});
