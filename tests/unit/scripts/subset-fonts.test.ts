/**
 * The site's subset web fonts (scripts/subset-fonts.ts, app/fonts/): the committed files are what
 * the script writes from the installed font packages, each keeps every character of its source
 * inside the `unicode-range` app/app.css declares for it, and its weight axis spans 400–700; the
 * preloaded core of Inter holds every Latin character the copy of every language draws, and
 * Cairo's two faces every character of the Arabic copy and the language switcher's names.
 */
import fontkit from '@pdf-lib/fontkit';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { languageOptions } from '../../../common/i18n';
import {
  CAIRO_ARABIC_RANGES,
  CAIRO_LATIN_RANGES,
  charactersOf,
  FONT_SUBSETS,
  INTER_CORE_RANGES,
  INTER_LATIN_RANGES,
  subsetBytes,
  subtractRanges,
  unicodeRangeOf,
  WEIGHT_RANGE,
} from '../../../scripts/subset-fonts';

const require = createRequire(import.meta.url);
const css = readFileSync('app/app.css', 'utf8');

/** The `unicode-range` of the @font-face whose `src` names `file`, whitespace collapsed. */
function declaredRange(file: string): string | undefined {
  const face = css
    .split('@font-face')
    .find((rule) => rule.includes(`./fonts/${file}`))
    ?.split('}')[0];
  return /unicode-range:\s*([^;]+);/
    .exec(face ?? '')?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();
}

describe.each(FONT_SUBSETS)('$output', (subset) => {
  const committed = readFileSync(`app/fonts/${subset.output}`);
  const font = fontkit.create(committed);
  const source = fontkit.create(readFileSync(require.resolve(subset.source)));

  it('is what scripts/subset-fonts.ts writes (run `npm run fonts:subset` after an upgrade)', async () => {
    expect(Buffer.compare(await subsetBytes(subset), committed)).toBe(0);
  });

  it('is the face app.css declares, over the same characters', () => {
    expect(declaredRange(subset.output)).toBe(unicodeRangeOf(subset.declared));
  });

  it('keeps every character its source draws in that range', () => {
    const missing = [...charactersOf(subset.declared)].filter(
      (char) =>
        source.hasGlyphForCodePoint(char.codePointAt(0)!) &&
        !font.hasGlyphForCodePoint(char.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    // Not vacuous: the subset draws the letters of its script.
    const drawn = [...charactersOf(subset.ranges)].filter((char) =>
      font.hasGlyphForCodePoint(char.codePointAt(0)!),
    );
    expect(drawn.length).toBeGreaterThan(50);
  });

  it('spans the weights the site uses, 400 to 700', () => {
    // @pdf-lib/fontkit's types omit fontkit's variationAxes, which its font objects have.
    const axes = (
      font as unknown as { variationAxes: Record<string, { min: number; max: number }> }
    ).variationAxes;
    expect(axes.wght).toMatchObject({ min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max });
    expect(committed.length).toBeLessThan(readFileSync(require.resolve(subset.source)).length);
  });
});

describe("Inter's core and whole Latin faces", () => {
  const inLatin = new Set(charactersOf(INTER_LATIN_RANGES));
  const inCore = new Set(charactersOf(INTER_CORE_RANGES));

  it('split the Latin range between them, without overlap', () => {
    const rest = charactersOf(subtractRanges(INTER_LATIN_RANGES, INTER_CORE_RANGES));
    expect([...rest].filter((char) => inCore.has(char))).toEqual([]);
    expect(new Set([...rest, ...inCore]).size).toBe(inLatin.size);
    expect([...inCore].every((char) => inLatin.has(char))).toBe(true);
  });

  it('the core holds every Latin character of the copy, so no first view fetches the rest', () => {
    const files = globSync('app/content/modules/*/*.json');
    expect(files.length).toBeGreaterThan(50);
    const outside = new Set<string>();
    for (const file of files)
      for (const char of readFileSync(file, 'utf8'))
        if (inLatin.has(char) && !inCore.has(char))
          outside.add(`U+${char.codePointAt(0)!.toString(16)} in ${file}`);
    expect([...outside]).toEqual([]);
  });
});

describe("Cairo's faces on Arabic pages", () => {
  it('hold every character the Arabic copy and the language names draw, so an Arabic first view fetches no Inter file', () => {
    const inCairo = new Set(charactersOf([...CAIRO_ARABIC_RANGES, ...CAIRO_LATIN_RANGES]));
    const files = globSync('app/content/modules/*/ar.json');
    expect(files.length).toBeGreaterThan(15);
    const texts = [
      ...files.map((file) => [file, readFileSync(file, 'utf8')] as const),
      [
        'the language switch',
        languageOptions('ar')
          .flatMap((option) => [option.code, option.name, option.label])
          .join(' '),
      ] as const,
    ];
    const outside = new Set<string>();
    for (const [where, text] of texts)
      for (const char of text) {
        const point = char.codePointAt(0)!;
        // Line breaks in the JSON draw nothing; subscript digits are drawn as <sub> markup
        // (app/components/ui/subscripts.tsx).
        if (char === '\n' || (point >= 0x2080 && point <= 0x2089)) continue;
        if (!inCairo.has(char)) outside.add(`U+${point.toString(16)} in ${where}`);
      }
    expect([...outside]).toEqual([]);
  });
});
