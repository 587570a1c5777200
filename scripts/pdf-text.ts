/**
 * Text in the generated PDFs: the site's own font, Inter, embedded as a subset, and
 * every line laid out by that font's own metrics into a box, so that what is measured is what is
 * drawn and every viewer renders the same. Each drawn line is recorded as a {@link TextRun} with
 * its box; tests/unit/scripts/generate-assets.test.ts checks every run against its box with
 * {@link misfits}.
 *
 * Units: PDF points (1/72 in), origin at the page's bottom-left, y upwards (pdf-lib's).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * The static Inter files read at build time (`@fontsource/inter`, the same family as the site's
 * `@fontsource-variable/inter`). Static instances because fontkit's subsetter copies glyph
 * outlines as stored: a variable font's bold would come out at its default weight. The Latin
 * subset covers everything our copy uses except what {@link sanitize} maps ('CO₂' → 'CO2').
 */
export const FONT_FILES = {
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
} as const;

/**
 * OpenType features switched off when laying text out (measuring and drawing alike). pdf-lib
 * draws glyph advances only, never GPOS positions, so kerning and mark positioning are work
 * without effect; Inter's contextual alternates (`calt`: arrows from '->', raised hyphens
 * between capitals) make each layout much slower, and a build measures thousands of candidate
 * lines. Ligatures and the other substitutions stay on.
 */
export const LAYOUT_FEATURES = { kern: false, mark: false, mkmk: false, calt: false };

/** Line height as a multiple of the font size when a style gives none. */
export const DEFAULT_LEADING = 1.35;
/** Step (pt) by which {@link Typesetter.block} shrinks text that does not fit its box. */
export const SHRINK_STEP = 0.5;
/** Rounding slack (pt) allowed by {@link misfits}: far below anything a viewer shows. */
const TOLERANCE = 0.01;

/** The two weights the PDFs use. */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A rectangle a text must stay inside: `top` is the y of its top edge, it extends downwards. */
export interface Box {
  x: number;
  top: number;
  width: number;
  height: number;
}

/** One drawn line of text, as recorded for the fit test. */
export interface TextRun {
  /** 0-based page index in its document. */
  page: number;
  /** Page size [width, height] (pt). */
  pageSize: [number, number];
  text: string;
  /** Left end of the baseline (pt). */
  x: number;
  /** Baseline (pt). */
  y: number;
  /** Advance width of `text` at `size` in `font`, as drawn (pt). */
  width: number;
  /** Font size (pt). */
  size: number;
  /** The font's PostScript name: 'Inter-Regular' or 'Inter-Bold'. */
  font: string;
  /** Height above the baseline (pt): the font's ascender at `size`. */
  ascent: number;
  /** Depth below the baseline (pt, positive): the font's descender at `size`. */
  descent: number;
  /** Where the text had to fit. */
  box: Box;
}

/** How a block of text is set. */
export interface TextStyle {
  font: PDFFont;
  /** Preferred size (pt). */
  size: number;
  /** Smallest size (pt) the block may shrink to so it fits its box; default `size` (no shrink). */
  minSize?: number;
  /** Baseline-to-baseline distance as a multiple of the size; default {@link DEFAULT_LEADING}. */
  leading?: number;
  color: Color;
  align?: 'left' | 'right';
  /**
   * Break lines only where this separator stands (e.g. '  |  ' in a list of contact details),
   * keeping each item whole and never ending a line with the separator; default: white space.
   */
  breakAt?: string;
}

/** Replacements for characters our copy uses that the embedded Latin subset lacks. */
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '↓': 'v',
  '₂': '2',
  '✓': '-',
  '◆': '-',
  '≈': '~',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

/**
 * Makes text drawable with `font`: characters it lacks are mapped (e.g. '→' to '->', 'CO₂' to
 * 'CO2') when a mapping exists in the font, anything else becomes '?'. Never throws.
 */
export function sanitize(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  const has = (c: string) => supported.has(c.codePointAt(0)!);
  let out = '';
  for (const ch of text) {
    if (has(ch)) {
      out += ch;
      continue;
    }
    for (const c of REPLACEMENTS[ch] ?? '?') out += has(c) ? c : '?';
  }
  return out;
}

/**
 * Splits text into lines no wider than `maxWidth` (pt) at `size` (pt), measured with the font's
 * own advance widths. Breaks only at white space, or only at `breakAt` when given: a word (item)
 * wider than `maxWidth` stays whole on its own line (and {@link misfits} reports it).
 */
export function wrap(
  text: string,
  font: PDFFont,
  size: number,
  maxWidth: number,
  breakAt?: string,
): string[] {
  const joiner = breakAt ?? ' ';
  const words = breakAt ? text.split(breakAt).map((item) => item.trim()) : text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words.filter(Boolean)) {
    const candidate = line ? `${line}${joiner}${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A 6-letter subset tag (ISO 32000-1 §9.6.4), derived from `seed` so builds are repeatable. */
function subsetTag(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  return [...digest.subarray(0, 6)].map((b) => String.fromCharCode(65 + (b % 26))).join('');
}

/**
 * Embeds Inter regular and bold into `doc` as subsets (only the glyphs drawn are stored).
 * Their PDF names carry a subset tag derived from `docKey` (e.g. the title), so the bytes are
 * the same on every build and `pdffonts` reports them as subsets.
 * @throws if `@fontsource/inter` is not installed.
 */
export async function embedFonts(doc: PDFDocument, docKey: string): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const require = createRequire(import.meta.url);
  const embed = (file: string, name: string) =>
    doc.embedFont(readFileSync(require.resolve(file)), {
      subset: true,
      features: { ...LAYOUT_FEATURES },
      customName: `${subsetTag(`${docKey}|${name}`)}+${name}`,
    });
  return {
    regular: await embed(FONT_FILES.regular, 'Inter-Regular'),
    bold: await embed(FONT_FILES.bold, 'Inter-Bold'),
  };
}

/** The font's ascender and descender (both positive, pt) at `size`. */
function extent(font: PDFFont, size: number): { ascent: number; descent: number } {
  const ascent = font.heightAtSize(size, { descender: false });
  return { ascent, descent: font.heightAtSize(size) - ascent };
}

/** Lines of a block at a size, and the height (pt) they take from the box's top. */
export interface Setting {
  lines: string[];
  size: number;
  leading: number;
  height: number;
}

/**
 * Lays out and draws text into boxes, recording every line as a {@link TextRun}. One per
 * document: `runs` then holds all of that document's text.
 */
export class Typesetter {
  readonly runs: TextRun[] = [];

  constructor(private readonly doc: PDFDocument) {}

  /**
   * Lays `text` out at `size` (pt) within `width` (pt): the lines and the height from the
   * first line's top (ascender) to the last line's bottom (descender).
   */
  private settle(text: string, style: TextStyle, size: number, width: number): Setting {
    const lines = wrap(sanitize(text, style.font), style.font, size, width, style.breakAt);
    const leading = size * (style.leading ?? DEFAULT_LEADING);
    const { ascent, descent } = extent(style.font, size);
    const height = lines.length ? ascent + descent + (lines.length - 1) * leading : 0;
    return { lines, size, leading, height };
  }

  /**
   * The setting of `text` in a box `width` wide and at most `maxHeight` tall: the preferred
   * size if it fits, else the largest size down to `minSize` (in {@link SHRINK_STEP} steps)
   * that does; if none does, the smallest (and the fit test reports the overflow).
   */
  fit(text: string, style: TextStyle, width: number, maxHeight = Infinity): Setting {
    const min = style.minSize ?? style.size;
    const fits = (s: Setting) =>
      s.height <= maxHeight &&
      s.lines.every((line) => style.font.widthOfTextAtSize(line, s.size) <= width);
    let setting = this.settle(text, style, style.size, width);
    while (!fits(setting) && setting.size - SHRINK_STEP >= min)
      setting = this.settle(text, style, setting.size - SHRINK_STEP, width);
    return setting;
  }

  /**
   * Draws `text` wrapped into `box` from its top edge down, shrinking it (down to
   * `style.minSize`) until it fits the box's height. Records one run per line.
   * @returns the y (pt) of the bottom of the last line (the box's top when the text is empty)
   */
  block(page: PDFPage, text: string, style: TextStyle, box: Box): number {
    const setting = this.fit(text, style, box.width, box.height);
    const { ascent, descent } = extent(style.font, setting.size);
    const pageIndex = this.doc.getPages().indexOf(page);
    const { width: pageW, height: pageH } = page.getSize();
    let y = box.top - ascent;
    for (const line of setting.lines) {
      const width = style.font.widthOfTextAtSize(line, setting.size);
      const x = style.align === 'right' ? box.x + box.width - width : box.x;
      page.drawText(line, { x, y, size: setting.size, font: style.font, color: style.color });
      this.runs.push({
        page: pageIndex,
        pageSize: [pageW, pageH],
        text: line,
        x,
        y,
        width,
        size: setting.size,
        font: style.font.name,
        ascent,
        descent,
        box,
      });
      y -= setting.leading;
    }
    return setting.lines.length ? y + setting.leading - descent : box.top;
  }
}

/**
 * Every way `runs` break their boxes, as readable lines (empty when all fit): a line wider than
 * its box or sticking out left/right, above or below it (ascender to descender), or a box
 * outside its page. `measure` gives each run's width (pt); by default the recorded one, the test
 * passes its own measurement from the font file.
 */
export function misfits(
  runs: readonly TextRun[],
  measure: (run: TextRun) => number = (run) => run.width,
): string[] {
  const out: string[] = [];
  for (const run of runs) {
    const { box } = run;
    const width = measure(run);
    const where = `page ${run.page + 1} "${run.text}" (${run.size} pt)`;
    const bottom = box.top - box.height;
    if (width > box.width + TOLERANCE)
      out.push(`${where}: ${width.toFixed(1)} pt wide in a ${box.width.toFixed(1)} pt box`);
    if (run.x < box.x - TOLERANCE || run.x + width > box.x + box.width + TOLERANCE)
      out.push(`${where}: runs outside its box horizontally`);
    if (run.y + run.ascent > box.top + TOLERANCE)
      out.push(`${where}: top ${(run.y + run.ascent).toFixed(1)} above box top ${box.top}`);
    if (run.y - run.descent < bottom - TOLERANCE)
      out.push(
        `${where}: bottom ${(run.y - run.descent).toFixed(1)} below box bottom ${bottom.toFixed(1)}`,
      );
    const [pageW, pageH] = run.pageSize;
    if (box.x < 0 || box.x + box.width > pageW || bottom < 0 || box.top > pageH)
      out.push(`${where}: its box is not inside the page`);
  }
  return out;
}
