/**
 * Writes the site's two web fonts as subsets (app/fonts/): Inter's Latin file and Cairo's Arabic
 * file from the @fontsource-variable packages, each cut to the characters its @font-face rule in
 * app/app.css declares (`unicode-range`) and to the weights the site uses (400–700: Tailwind's
 * normal, medium, semibold and bold; the wght axis is kept, only its range shrinks).
 *
 * Why: the fonts are preloaded, and Lighthouse's simulated LCP of a text hero ends when the
 * preloaded fonts would have arrived over slow 4G (bench/lcp-report.md), so every kilobyte of them
 * is about 4.9 ms of LCP. Inter 48,256 → about 30,500 B, Cairo 30,896 → about 16,100 B.
 *
 * The outputs are committed (the site, the dev server and the tests use them without a build
 * step); tests/unit/scripts/subset-fonts.test.ts fails when they differ from what this script
 * writes, e.g. after an upgrade of a font package or of `subset-font`: run
 * `npm run fonts:subset` then.
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

/** The weights the site draws (Tailwind font-normal … font-bold). */
export const WEIGHT_RANGE = { min: 400, max: 700 } as const;

/** One subset the script writes: the package file it reads and the file it writes. */
export interface FontSubset {
  source: string;
  output: string;
  ranges: CodePointRanges;
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-latin-wght-400-700.woff2',
    ranges: INTER_LATIN_RANGES,
  },
  {
    source: '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2',
    output: 'cairo-arabic-wght-400-700.woff2',
    ranges: CAIRO_ARABIC_RANGES,
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
