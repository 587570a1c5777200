/**
 * Writes the site's web fonts as subsets (app/fonts/) from the @fontsource-variable packages, each
 * cut to the characters it holds and to the weights the site uses (400–700: Tailwind's normal,
 * medium, semibold and bold; the wght axis is kept, only its range shrinks):
 * - Inter's core Latin file, preloaded on every page: the characters the copy of the five
 *   languages and the site's own strings draw (ASCII, the French, Spanish and German letters,
 *   their quotes, dashes and spaces), with only the OpenType features text uses by default;
 * - Inter's whole Latin file, fetched only by a page that draws a Latin character outside the core
 *   (app.css declares it for the rest of the Latin range): copy an editor publishes later never
 *   falls out of the site's typeface;
 * - Cairo's Arabic file (the whole Arabic alphabet: letters split across two files would break
 *   the joining of Arabic script, which shapes within one font);
 * - Cairo's Latin core, preloaded on Arabic pages, for their Latin characters.
 *
 * Why: the first-view fonts are preloaded, and Lighthouse's simulated LCP of a text hero ends when
 * the preloaded fonts would have arrived over slow 4G (bench/lcp-report.md), so every kilobyte of
 * them is about 4.9 ms of LCP. Inter 48,256 → 30,700 (whole Latin) → 22,012 B (core), Cairo
 * 30,896 → about 16,100 B; an Arabic page preloads Cairo's Arabic and Latin core (about 29 KB)
 * instead of Cairo's Arabic and Inter's core (38 KB).
 *
 * The outputs are committed (the site, the dev server and the tests use them without a build
 * step); tests/unit/scripts/subset-fonts.test.ts fails when they differ from what this script
 * writes, e.g. after an upgrade of a font package or of `subset-font` (run
 * `npm run fonts:subset` then), and when the copy draws a Latin character outside the core.
 *
 * Usage: `tsx scripts/subset-fonts.ts [outDir]` (default app/fonts).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** A `unicode-range` as inclusive code point intervals. */
export type CodePointRanges = readonly (readonly [number, number])[];

/**
 * Inter's Latin face: @fontsource's Latin `unicode-range`, which app.css declares as is.
 */
export const INTER_LATIN_RANGES: CodePointRanges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Inter's core: the Latin characters the site draws today (DESIGN §6 "first layout"): ASCII (with its control characters, which
 * draw nothing, so white space in text never asks for another face); the
 * letters of French (àâæçéèêëîïôœùûüÿ), Spanish (áéíñóú, ¡ ¿) and German (äöüß) and their
 * capitals; no-break, narrow no-break and soft hyphen; the spaces, joiners, direction marks and hyphens of
 * U+2000–2012 (an Arabic page's marks must not fetch a Latin file); « » ‹ › ‘ ’ “ ” „; – — …; © ° ³ µ; € − ↑ ↓.
 * A subset of {@link INTER_LATIN_RANGES}; the unit test checks that every content file's Latin
 * characters lie in it.
 */
export const INTER_CORE_RANGES: CodePointRanges = [
  [0x0000, 0x007e],
  [0x00a0, 0x00a1],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00ad, 0x00ad],
  [0x00b0, 0x00b0],
  [0x00b3, 0x00b3],
  [0x00b5, 0x00b5],
  [0x00bb, 0x00bb],
  [0x00bf, 0x00c2],
  [0x00c4, 0x00c4],
  [0x00c6, 0x00cb],
  [0x00cd, 0x00cf],
  [0x00d1, 0x00d1],
  [0x00d3, 0x00d4],
  [0x00d6, 0x00d6],
  [0x00d9, 0x00dc],
  [0x00df, 0x00e2],
  [0x00e4, 0x00e4],
  [0x00e6, 0x00eb],
  [0x00ed, 0x00ef],
  [0x00f1, 0x00f1],
  [0x00f3, 0x00f4],
  [0x00f6, 0x00f6],
  [0x00f9, 0x00fc],
  [0x00ff, 0x00ff],
  [0x0152, 0x0153],
  [0x2000, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201e],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/**
 * The OpenType features kept in the core file: those browsers apply to text by default (glyph
 * composition, localised forms, marks, kerning, standard and contextual ligatures, required
 * variation alternates) and tabular figures (Tailwind's `tabular-nums`). Inter's stylistic sets,
 * character variants, fractions and case forms, which no rule of the site turns on, go with
 * their alternate glyphs.
 */
export const DEFAULT_TEXT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'calt',
  'rlig',
  'rvrn',
  'tnum',
] as const;

/**
 * Cairo's face: the Arabic language's letters, marks, digits and punctuation (U+0600–066D,
 * the superscript alef U+0670), the joiners and marks U+200C–200F and the hyphens U+2010–2011;
 * not the Persian, Urdu and other letters of the Arabic block, which no Arabic copy uses (the
 * browser falls back for them). Presentation forms are reached through OpenType shaping, which
 * the subsetter keeps (glyph closure over GSUB).
 */
export const CAIRO_ARABIC_RANGES: CodePointRanges = [
  [0x0600, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];

/**
 * Cairo's Latin face, for the Latin characters of Arabic pages (product names, addresses, digits,
 * the quotes « », the language switcher's ç and ñ): ASCII, the no-break space, © ° ³ µ, the
 * dashes, quotes, ellipsis and angle quotes the copy draws. Arabic pages set their Latin in it,
 * and name no Inter face, so an Arabic first view needs no Inter file (its core was 22,012 B of
 * the 38 KB an Arabic page preloaded); a Latin character outside these draws in the local
 * fallback (app.css). The unit test checks that the Arabic copy and the language names lie in it.
 */
export const CAIRO_LATIN_RANGES: CodePointRanges = [
  [0x0000, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b0, 0x00b0],
  [0x00b3, 0x00b3],
  [0x00b5, 0x00b5],
  [0x00bb, 0x00bb],
  [0x00e7, 0x00e7],
  [0x00f1, 0x00f1],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
];

/** The weights the site draws (Tailwind font-normal … font-bold). */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/**
 * One subset the script writes: the package file it reads, the file it writes, the characters it
 * keeps, the `unicode-range` app.css declares for it (the same, unless another face of the family
 * takes some of them first), and the OpenType features kept (all when absent).
 */
export interface FontSubset {
  source: string;
  output: string;
  ranges: CodePointRanges;
  declared: CodePointRanges;
  features?: readonly string[];
}

/**
 * The code points of `ranges` not in `minus`, as ranges (both sorted and disjoint, as every
 * range list of this module is).
 */
export function subtractRanges(ranges: CodePointRanges, minus: CodePointRanges): CodePointRanges {
  const out: [number, number][] = [];
  for (const [from, to] of ranges) {
    let start = from;
    for (const [cutFrom, cutTo] of minus) {
      if (cutTo < start || cutFrom > to) continue;
      if (cutFrom > start) out.push([start, cutFrom - 1]);
      start = Math.max(start, cutTo + 1);
    }
    if (start <= to) out.push([start, to]);
  }
  return out;
}

const INTER_LATIN_SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    source: INTER_LATIN_SOURCE,
    output: 'inter-latin-core-wght-400-700.woff2',
    ranges: INTER_CORE_RANGES,
    declared: INTER_CORE_RANGES,
    features: DEFAULT_TEXT_FEATURES,
  },
  {
    source: INTER_LATIN_SOURCE,
    output: 'inter-latin-wght-400-700.woff2',
    ranges: INTER_LATIN_RANGES,
    declared: subtractRanges(INTER_LATIN_RANGES, INTER_CORE_RANGES),
  },
  {
    source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    output: 'cairo-arabic-wght-400-700.woff2',
    ranges: CAIRO_ARABIC_RANGES,
    declared: CAIRO_ARABIC_RANGES,
  },
  {
    source: '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2',
    output: 'cairo-latin-core-wght-400-700.woff2',
    ranges: CAIRO_LATIN_RANGES,
    declared: CAIRO_LATIN_RANGES,
    features: DEFAULT_TEXT_FEATURES,
  },
];

/** The characters of `ranges`, as one string. */
export function charactersOf(ranges: CodePointRanges): string {
  let text = '';
  for (const [from, to] of ranges)
    for (let point = from; point <= to; point += 1) text += String.fromCodePoint(point);
  return text;
}

/** A CSS `unicode-range` value for `ranges` (`U+0000-00FF, U+0131, …`). */
export function unicodeRangeOf(ranges: CodePointRanges): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * One subset's bytes (WOFF2).
 * @throws Error when the source font cannot be read or subset
 */
export async function subsetBytes(subset: FontSubset): Promise<Buffer> {
  const source = readFileSync(require.resolve(subset.source));
  return subsetFont(source, charactersOf(subset.ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_RANGE },
    ...(subset.features ? { keepFeatures: [...subset.features] } : {}),
  });
}

async function main() {
  const outDir = path.resolve(process.argv[2] ?? 'app/fonts');
  mkdirSync(outDir, { recursive: true });
  for (const subset of FONT_SUBSETS) {
    const bytes = await subsetBytes(subset);
    writeFileSync(path.join(outDir, subset.output), bytes);
    console.log(`${subset.output}: ${bytes.length.toLocaleString('en')} B`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
