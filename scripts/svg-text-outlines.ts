/**
 * Our SVG art is written with `<text>` (art/images/, hand-made), and the build writes
 * each file to public/images/ with every `<text>` replaced by the outlines of its glyphs in
 * Inter, the site's font. An `<img>` of an SVG with text makes the browser match the named
 * system font (Arial: on Linux a synchronous fontconfig query, on a phone whatever stands in
 * for it) and lay the text out on the main thread while the page paints; outlines draw the
 * same on every device, in the brand's typeface, with no font work at all.
 *
 * Supports what our art uses: `<text x y>` with plain content, `font-size`, `font-weight`,
 * `fill` and `text-anchor` on the element or inherited from enclosing `<g>` elements. Units are
 * the SVG's user units; everything else is kept as written (`<g>` loses its text-only attributes).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { FONT_FILES } from './pdf-text';
import { svgAttributes, svgViewBox } from './svg-markup';

/** The two weights we outline with; `font-weight` ≥ 600 takes the bold. */
export interface OutlineFonts {
  regular: Font;
  bold: Font;
}

/** Text attributes that `<g>` passes down to the `<text>` inside it (SVG 1.1 §10.10). */
type Inherited = 'font-size' | 'font-weight' | 'fill' | 'text-anchor';
/** Attributes that only mean something to text: dropped from `<g>` once no text is left. */
const TEXT_ONLY = /\s(?:font-family|font-size|font-weight|text-anchor)="[^"]*"/g;
/** SVG's initial values for the inherited attributes. */
const INITIAL: Record<Inherited, string> = {
  'font-size': '16',
  'font-weight': '400',
  fill: '#000',
  'text-anchor': 'start',
};
/** Decimal places kept in the path data (user units: 0.1 is a fifth of a device pixel at 2×). */
const PRECISION = 1;

/** Loads Inter regular and bold (`@fontsource/inter`, the files the PDFs embed). */
export function loadOutlineFonts(): OutlineFonts {
  const require = createRequire(import.meta.url);
  const load = (file: string) => fontkit.create(readFileSync(require.resolve(file)));
  return { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
}

const round = (value: number) => String(Number(value.toFixed(PRECISION)));

/**
 * One text run as SVG path data: the glyphs of `text` in `font` at `size`, the baseline's start
 * at (x, y) in user units, shifted for `anchor` ('start' | 'middle' | 'end').
 * @returns the path data and the run's horizontal extent (`start`, `end`, user units)
 * @throws when the font has no glyph for a character (it would draw as an empty box)
 */
export function textPath(
  font: Font,
  text: string,
  size: number,
  at: { x: number; y: number },
  anchor: string,
): { d: string; start: number; end: number } {
  const run = font.layout(text);
  const missing = run.glyphs.find((glyph) => glyph.id === 0);
  if (missing) throw new Error(`Inter has no glyph for a character of '${text}'`);
  const scale = size / font.unitsPerEm;
  const width = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  const start = at.x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  let penX = start;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const originX = penX + position.xOffset * scale;
    const originY = at.y - position.yOffset * scale;
    // fontkit writes absolute M/L/Q/C/Z commands in font units, y up.
    parts.push(
      glyph.path
        .toSVG()
        .replace(
          /(-?\d*\.?\d+(?:e-?\d+)?)\s+(-?\d*\.?\d+(?:e-?\d+)?)/g,
          (_, x, y) =>
            `${round(originX + Number(x) * scale)} ${round(originY - Number(y) * scale)}`,
        ),
    );
    penX += position.xAdvance * scale;
  });
  return { d: parts.join(''), start, end: start + width };
}

/**
 * The SVG with each `<text>` replaced by a `<path>` of its outlines, in its resolved fill.
 * @throws on a `<text>` with child elements (`<tspan>`) or a character Inter lacks
 */
export function outlineSvgText(svg: string, fonts: OutlineFonts): string {
  const inherited: Array<Record<string, string>> = [];
  const [minX = 0, , width = Infinity] = svgViewBox(svg) ?? [];
  return svg.replace(
    /<text\b([^>]*)>([^<]*)<\/text>|<text\b[^>]*>|<g\b([^>]*)>|<\/g>/g,
    (tag, textAttrs?: string, content?: string, groupAttrs?: string) => {
      if (groupAttrs !== undefined) {
        inherited.push(svgAttributes(groupAttrs));
        return tag.replace(TEXT_ONLY, '');
      }
      if (tag === '</g>') {
        inherited.pop();
        return tag;
      }
      if (textAttrs === undefined || content === undefined) {
        throw new Error(`Only plain <text> can be outlined: ${tag}`);
      }
      const own = svgAttributes(textAttrs);
      const value = (name: Inherited) =>
        own[name] ?? inherited.findLast((group) => name in group)?.[name] ?? INITIAL[name];
      const font = Number(value('font-weight')) >= 600 ? fonts.bold : fonts.regular;
      const text = content.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
      const { d, start, end } = textPath(
        font,
        text,
        Number(value('font-size')),
        { x: Number(own.x ?? 0), y: Number(own.y ?? 0) },
        value('text-anchor'),
      );
      // Inter is wider than the Arial the art was drawn around: say so rather than crop.
      if (start < minX || end > minX + width) {
        throw new Error(`'${text}' spans ${round(start)}–${round(end)}, outside the viewBox`);
      }
      return `<path d="${d}" fill="${value('fill')}"/>`;
    },
  );
}

/**
 * Writes every SVG under `sourceDir` (art/) to the same relative path under `outDir`
 * (public/), its text outlined.
 * @returns the relative paths written, e.g. 'images/brands/lumen.svg'
 */
export function writeOutlinedArt(
  sourceDir = path.resolve('art'),
  outDir = path.resolve('public'),
): string[] {
  const fonts = loadOutlineFonts();
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .sort();
  for (const file of files) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, outlineSvgText(readFileSync(path.join(sourceDir, file), 'utf8'), fonts));
  }
  return files;
}
