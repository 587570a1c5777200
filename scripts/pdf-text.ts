/**
 * Text in the generated PDFs: the site's own fonts, Inter (and for Arabic script Cairo, as the
 * site's Arabic pages set it), embedded as subsets, and every line laid out by those fonts' own
 * metrics into a box, so that what is measured is what is drawn and every viewer renders the same.
 * Each drawn line is recorded as a {@link TextRun} with its box;
 * tests/unit/scripts/generate-assets.test.ts checks every run against its box with {@link misfits}.
 *
 * Right-to-left text (docs/decisions/0043-pdfs-in-every-language.md): a line is cut into runs of
 * one font and one bidi embedding level (the Unicode Bidirectional Algorithm, UAX #9, by bidi-js),
 * the runs are put in visual order (UAX #9 rule L2) and drawn left to right. fontkit's `layout()`
 * (which pdf-lib's custom fonts go through) shapes an Arabic run (joining forms, lam-alef) and
 * returns its glyphs right to left; a right-to-left run of any other script is reversed here, its
 * brackets mirrored (rule L4).
 *
 * Units: PDF points (1/72 in), origin at the page's bottom-left, y upwards (pdf-lib's).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import bidiFactory from 'bidi-js';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { woffToSfnt } from './woff';

const bidi = bidiFactory();

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
 * Cairo's static Arabic subsets (`@fontsource/cairo`, the family of the site's
 * `@fontsource-variable/cairo`; static for the same reason as Inter's), embedded only into
 * documents that need Arabic script.
 */
export const ARABIC_FONT_FILES = {
  regular: '@fontsource/cairo/files/cairo-arabic-400-normal.woff',
  bold: '@fontsource/cairo/files/cairo-arabic-700-normal.woff',
} as const;

/**
 * Arabic script as the site's Cairo face claims it (app/app.css `unicode-range`): these
 * characters are set in the Arabic font, everything else in Inter, as on the site's Arabic pages.
 */
const ARABIC_SCRIPT: readonly [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x088e],
  [0x0890, 0x0891],
  [0x0897, 0x08e1],
  [0x08e3, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

/** Whether `ch` is in {@link ARABIC_SCRIPT}. */
function isArabicScript(ch: string): boolean {
  const cp = ch.codePointAt(0)!;
  return ARABIC_SCRIPT.some(([from, to]) => cp >= from && cp <= to);
}

/** Bidi controls (UAX #9 explicit formatting characters): they order text but are never drawn. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_CONTROLS_ALL = new RegExp(BIDI_CONTROLS.source, 'g');

/** Left-to-right isolate (UAX #9 §2.4): keeps a phone number or address whole in Arabic text. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;

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

/** Which way a document's lines run: its language's direction (common/i18n.ts `directionOf`). */
export type Direction = 'ltr' | 'rtl';

/** One piece of a line: text in one font at one bidi embedding level, in logical order. */
export interface Piece {
  text: string;
  font: PDFFont;
  /** UAX #9 embedding level: odd is right to left. */
  level: number;
}

/**
 * One weight of the documents' type: Inter, and in documents with Arabic script Cairo for that
 * script (as the site's Arabic pages fall back to it). Measures and draws mixed lines as one.
 */
export class Face {
  private readonly sets = new Map<PDFFont, Set<number>>();

  /**
   * @param name the PostScript name the runs record: 'Inter-Regular' or 'Inter-Bold'
   * @param latin Inter: everything but Arabic script
   * @param arabic Cairo, for {@link ARABIC_SCRIPT}; absent in documents without Arabic
   */
  constructor(
    readonly name: string,
    readonly latin: PDFFont,
    readonly arabic?: PDFFont,
  ) {}

  private has(font: PDFFont, ch: string): boolean {
    let set = this.sets.get(font);
    if (!set) this.sets.set(font, (set = new Set(font.getCharacterSet())));
    return set.has(ch.codePointAt(0)!);
  }

  /** The font that draws `ch`, or undefined when neither has it. */
  fontOf(ch: string): PDFFont | undefined {
    if (this.arabic && isArabicScript(ch) && this.has(this.arabic, ch)) return this.arabic;
    if (this.has(this.latin, ch)) return this.latin;
    return this.arabic && this.has(this.arabic, ch) ? this.arabic : undefined;
  }

  /**
   * `text` cut into {@link Piece}s of one font and one embedding level, in logical order, for a
   * paragraph running `direction`; bidi controls decide the levels and are then dropped.
   */
  pieces(text: string, direction: Direction = 'ltr'): Piece[] {
    const { levels } = bidi.getEmbeddingLevels(text, direction);
    const out: Piece[] = [];
    let i = 0;
    for (const ch of text) {
      const level = levels[i]!;
      i += ch.length;
      if (ch.match(BIDI_CONTROLS)) continue;
      const font = this.fontOf(ch) ?? this.latin;
      const last = out.at(-1);
      if (last && last.font === font && last.level === level) last.text += ch;
      else out.push({ text: ch, font, level });
    }
    return out;
  }

  /** Advance widths at 1 pt of the words measured so far. */
  private readonly widths = new Map<string, number>();

  /**
   * Advance width (pt) of `text` at `size` (pt), each piece in its own font. Measured word by
   * word (a word's glyphs never interact with the next one's across a space: no kerning, and
   * Arabic letters do not join across a space), each word once per face: the wrap loop measures
   * thousands of candidate lines made of the same words.
   */
  widthOfTextAtSize(text: string, size: number): number {
    let width = 0;
    for (const word of text.split(/( )/)) {
      if (word === '') continue;
      let w = this.widths.get(word);
      if (w === undefined) this.widths.set(word, (w = this.measure(word)));
      width += w;
    }
    return width * size;
  }

  /** Advance width at 1 pt of `text`, each run of one font in that font; bidi controls count 0. */
  private measure(text: string): number {
    let width = 0;
    let run = '';
    let font: PDFFont | undefined;
    for (const ch of text.replace(BIDI_CONTROLS_ALL, '')) {
      const next = this.fontOf(ch) ?? this.latin;
      if (font && next !== font) {
        width += font.widthOfTextAtSize(run, 1);
        run = '';
      }
      font = next;
      run += ch;
    }
    return font ? width + font.widthOfTextAtSize(run, 1) : 0;
  }

  /** Height (pt) at `size` of the tallest of the face's fonts, as pdf-lib's `heightAtSize`. */
  heightAtSize(size: number, options?: { descender?: boolean }): number {
    const fonts = this.arabic ? [this.latin, this.arabic] : [this.latin];
    return Math.max(...fonts.map((font) => font.heightAtSize(size, options)));
  }

  /** Every character either font has (for {@link sanitize}). */
  getCharacterSet(): number[] {
    return [
      ...new Set([...this.latin.getCharacterSet(), ...(this.arabic?.getCharacterSet() ?? [])]),
    ];
  }

  /** Whether `ch` can be drawn by this face (either font). */
  covers(ch: string): boolean {
    return BIDI_CONTROLS.test(ch) || this.fontOf(ch) !== undefined;
  }

  /**
   * Draws one line with its left end at `x` (pt) on baseline `y` (pt): pieces in visual order
   * (UAX #9 L2), each right-to-left piece drawn right to left (fontkit reverses Arabic script
   * itself; other text is reversed here with its brackets mirrored, L4).
   */
  draw(
    page: PDFPage,
    text: string,
    at: { x: number; y: number; size: number; color: Color; direction: Direction },
  ): void {
    const pieces = visualOrder(this.pieces(text, at.direction));
    let x = at.x;
    for (const piece of pieces) {
      const drawn =
        piece.level % 2 === 1 && piece.font !== this.arabic
          ? mirrorReverse(piece.text)
          : piece.text;
      page.drawText(drawn, { x, y: at.y, size: at.size, font: piece.font, color: at.color });
      x += piece.font.widthOfTextAtSize(piece.text, at.size);
    }
  }
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every run at or above it. */
export function visualOrder(pieces: readonly Piece[]): Piece[] {
  const out = [...pieces];
  const levels = out.map((p) => p.level);
  const max = Math.max(0, ...levels);
  const minOdd = Math.min(...levels.filter((l) => l % 2 === 1), Infinity);
  for (let level = max; level >= minOdd && level > 0; level--) {
    let i = 0;
    while (i < out.length) {
      if (out[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < out.length && out[j]!.level >= level) j++;
      out.splice(i, j - i, ...out.slice(i, j).reverse());
      i = j;
    }
  }
  return out;
}

/** Text reversed by code point with each bracket mirrored (UAX #9 L4): how a right-to-left run shows. */
function mirrorReverse(text: string): string {
  return [...text]
    .reverse()
    .map((ch) => bidi.getMirroredCharacter(ch) ?? ch)
    .join('');
}

/** The two weights the PDFs use. */
export interface PdfFonts {
  regular: Face;
  bold: Face;
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
  /** The line in logical (reading) order. */
  text: string;
  /** Left end of the baseline (pt). */
  x: number;
  /** Baseline (pt). */
  y: number;
  /** Advance width of `text` at `size` in `font`, as drawn (pt). */
  width: number;
  /** Font size (pt). */
  size: number;
  /** The face's PostScript name: 'Inter-Regular' or 'Inter-Bold' (with Cairo for Arabic script). */
  font: string;
  /** Height above the baseline (pt): the face's ascender at `size`. */
  ascent: number;
  /** Depth below the baseline (pt, positive): the face's descender at `size`. */
  descent: number;
  /** Where the text had to fit. */
  box: Box;
}

/** How a block of text is set. */
export interface TextStyle {
  font: Face;
  /** Preferred size (pt). */
  size: number;
  /** Smallest size (pt) the block may shrink to so it fits its box; default `size` (no shrink). */
  minSize?: number;
  /** Baseline-to-baseline distance as a multiple of the size; default {@link DEFAULT_LEADING}. */
  leading?: number;
  color: Color;
  /**
   * Which side of the box the lines keep to: `start` (default) is the left in a left-to-right
   * document and the right in a right-to-left one, `end` the other.
   */
  align?: 'start' | 'end';
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
  '\u202f': '\u00a0',
};

/**
 * Makes text drawable with `face`: characters neither of its fonts has are mapped (e.g. '→' to
 * '->', 'CO₂' to 'CO2') when a mapping exists in the face, anything else becomes '?'. Bidi
 * controls stay (they are never drawn). Never throws.
 */
export function sanitize(text: string, face: Face): string {
  let out = '';
  for (const ch of text) {
    if (face.covers(ch)) {
      out += ch;
      continue;
    }
    for (const c of REPLACEMENTS[ch] ?? '?') out += face.covers(c) ? c : '?';
  }
  return out;
}

/** Break opportunities: ASCII white space only, so a no-break space (French ' :') holds. */
const BREAKABLE_SPACE = /[ \t\n\r]+/;

/**
 * Splits text into lines no wider than `maxWidth` (pt) at `size` (pt), measured with the face's
 * own advance widths. Breaks only at breakable white space (never at a no-break space), or only
 * at `breakAt` when given: a word (item) wider than `maxWidth` stays whole on its own line (and
 * {@link misfits} reports it).
 */
export function wrap(
  text: string,
  face: Face,
  size: number,
  maxWidth: number,
  breakAt?: string,
): string[] {
  const joiner = breakAt ?? ' ';
  const words = breakAt
    ? text.split(breakAt).map((item) => item.trim())
    : text.split(BREAKABLE_SPACE);
  const lines: string[] = [];
  let line = '';
  for (const word of words.filter(Boolean)) {
    const candidate = line ? `${line}${joiner}${word}` : word;
    if (line && face.widthOfTextAtSize(candidate, size) > maxWidth) {
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

/** Unpacked font files by package path, read once per process (./woff.ts). */
const fontFiles = new Map<string, Buffer>();

/** A font file of a package (`@fontsource/…/x.woff`) as sfnt bytes. */
function fontFile(file: string): Buffer {
  let bytes = fontFiles.get(file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(createRequire(import.meta.url).resolve(file)));
    fontFiles.set(file, bytes);
  }
  return bytes;
}

/** The parts of a fontkit glyph run that {@link readableLigatures} reads and corrects. */
interface FontkitRun {
  direction: string;
  glyphs: { codePoints: number[] }[];
}

/**
 * Makes the text of a right-to-left font's ligatures extract in reading order. A glyph that
 * stands for several letters (Cairo's lam-alef 'لا', 'ير') maps to them in the ToUnicode CMap
 * pdf-lib writes from the glyph's code points; extractors (poppler's pdftotext, pdf.js) read an
 * Arabic line's glyphs right to left and reverse the whole run, that glyph's letters included,
 * so 'الأوعية' came out as 'األوعية'. Storing a right-to-left ligature's letters in drawing
 * order (reversed) makes the reversal give them back in reading order. Reaches into pdf-lib's
 * embedder for its fontkit font (pdf-lib 1.17.1; the test extracts Arabic words with lam-alef).
 */
function readableLigatures(font: PDFFont): PDFFont {
  type Layout = (...args: unknown[]) => FontkitRun;
  const fontkitFont = (font as unknown as { embedder: { font: { layout: Layout } } }).embedder.font;
  const layout = fontkitFont.layout.bind(fontkitFont);
  const done = new WeakSet<object>();
  fontkitFont.layout = (...args: unknown[]): FontkitRun => {
    const run = layout(...args);
    if (run.direction === 'rtl')
      for (const glyph of run.glyphs)
        if (glyph.codePoints.length > 1 && !done.has(glyph)) {
          glyph.codePoints = [...glyph.codePoints].reverse();
          done.add(glyph);
        }
    return run;
  };
  return font;
}

/**
 * Embeds Inter regular and bold into `doc` as subsets (only the glyphs drawn are stored), and
 * with `arabic` Cairo regular and bold as well. Their PDF names carry a subset tag derived from
 * `docKey` (e.g. the title), so the bytes are the same on every build and `pdffonts` reports
 * them as subsets.
 * @throws if `@fontsource/inter` (or, with `arabic`, `@fontsource/cairo`) is not installed.
 */
export async function embedFonts(
  doc: PDFDocument,
  docKey: string,
  options: { arabic?: boolean } = {},
): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const embed = (file: string, name: string) =>
    doc.embedFont(fontFile(file), {
      subset: true,
      features: { ...LAYOUT_FEATURES },
      customName: `${subsetTag(`${docKey}|${name}`)}+${name}`,
    });
  const arabic = options.arabic
    ? {
        regular: readableLigatures(await embed(ARABIC_FONT_FILES.regular, 'Cairo-Regular')),
        bold: readableLigatures(await embed(ARABIC_FONT_FILES.bold, 'Cairo-Bold')),
      }
    : undefined;
  return {
    regular: new Face(
      'Inter-Regular',
      await embed(FONT_FILES.regular, 'Inter-Regular'),
      arabic?.regular,
    ),
    bold: new Face('Inter-Bold', await embed(FONT_FILES.bold, 'Inter-Bold'), arabic?.bold),
  };
}

/** The face's ascender and descender (both positive, pt) at `size`. */
function extent(face: Face, size: number): { ascent: number; descent: number } {
  const ascent = face.heightAtSize(size, { descender: false });
  return { ascent, descent: face.heightAtSize(size) - ascent };
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

  /** The document's direction: right to left orders each line's runs with a right-to-left paragraph level. */
  readonly direction: Direction;
  private readonly prepare: (text: string) => string;

  /**
   * @param options.direction the document's ('ltr' by default)
   * @param options.prepare applied to every text before it is set (a language's typography,
   *   scripts/pdf-copy.ts `typeset`); none by default
   */
  constructor(
    private readonly doc: PDFDocument,
    options: { direction?: Direction; prepare?: (text: string) => string } = {},
  ) {
    this.direction = options.direction ?? 'ltr';
    this.prepare = options.prepare ?? ((text) => text);
  }

  /**
   * Lays `text` out at `size` (pt) within `width` (pt): the lines and the height from the
   * first line's top (ascender) to the last line's bottom (descender).
   */
  private settle(text: string, style: TextStyle, size: number, width: number): Setting {
    const lines = wrap(
      sanitize(this.prepare(text), style.font),
      style.font,
      size,
      width,
      style.breakAt,
    );
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
    const toRight = (style.align === 'end') !== (this.direction === 'rtl');
    let y = box.top - ascent;
    for (const line of setting.lines) {
      const width = style.font.widthOfTextAtSize(line, setting.size);
      const x = toRight ? box.x + box.width - width : box.x;
      style.font.draw(page, line, {
        x,
        y,
        size: setting.size,
        color: style.color,
        direction: this.direction,
      });
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
