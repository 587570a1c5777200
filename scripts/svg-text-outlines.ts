/**
 * Our SVG art is written with `<text>` (art/images/, hand-made), and the build writes
 * each file to public/images/ with every `<text>` replaced by the outlines of its glyphs in
 * Inter, the site's font. An `<img>` of an SVG with text makes the browser match the named
 * system font (Arial: on Linux a synchronous fontconfig query, on a phone whatever stands in
 * for it) and lay the text out on the main thread while the page paints; outlines draw the
 * same on every device, in the brand's typeface, with no font work at all.
 *
 * Supports one line per `<text x y>`: its content and `<tspan>`s that restyle without moving
 * it, with `font-size`, `font-weight`, `fill` and `text-anchor` on the element or inherited
 * from enclosing elements; anything else in a `<text>` is refused, not dropped. The file is read
 * and written through an XML parser (svg-markup.ts). Units are the SVG's user units; everything
 * else is kept as parsed (`<g>` loses its text-only attributes).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font, type GlyphRun } from '@pdf-lib/fontkit';
import { FONT_FILES } from './pdf-text';
import {
  parseSvg,
  serializeSvg,
  svgRoot,
  svgViewBox,
  type SvgElement,
  type SvgNode,
} from './svg-markup';

/**
 * The two weights we outline with (`font-weight` ≥ 600 takes the bold), and the same for text in
 * Arabic script, which takes Cairo as on the site (app/app.css unicode-range).
 */
export interface OutlineFonts {
  regular: Font;
  bold: Font;
  arabic?: { regular: Font; bold: Font };
}

/** Arabic script (Unicode blocks Arabic, Arabic Supplement and the presentation forms). */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Text attributes that `<g>` passes down to the `<text>` inside it (SVG 1.1 §10.10). */
type Inherited = 'font-size' | 'font-weight' | 'fill' | 'text-anchor';
/** Attributes that only mean something to text: dropped from `<g>` once no text is left. */
const TEXT_ONLY = new Set(['font-family', 'font-size', 'font-weight', 'text-anchor']);
/** SVG's initial values for the inherited attributes. */
const INITIAL: Record<Inherited, string> = {
  'font-size': '16',
  'font-weight': '400',
  fill: '#000',
  'text-anchor': 'start',
};
/** Decimal places kept in the path data (user units: 0.1 is a fifth of a device pixel at 2×). */
const PRECISION = 1;

/**
 * Loads Inter regular and bold (`@fontsource/inter`, the files the PDFs embed) and Cairo's
 * variable Arabic subset at its default weight, 400 (`@fontsource-variable/cairo`, the site's file).
 */
export function loadOutlineFonts(): OutlineFonts {
  const require = createRequire(import.meta.url);
  const load = (file: string) => fontkit.create(readFileSync(require.resolve(file)));
  const cairo = load('@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2');
  return {
    regular: load(FONT_FILES.regular),
    bold: load(FONT_FILES.bold),
    // The variable font's default instance (wght 400) for both: fontkit cannot instance a WOFF2
    // variable font, and the art's Arabic labels are regular.
    arabic: { regular: cairo, bold: cairo },
  };
}

const round = (value: number) => String(Number(value.toFixed(PRECISION)));

/** An inherited attribute's value: the nearest of `styles` (outermost first) that sets it. */
const resolve = (styles: Array<Record<string, string>>, name: Inherited) =>
  styles.findLast((attributes) => name in attributes)?.[name] ?? INITIAL[name];

const withoutTextOnly = (attributes: Record<string, string>) =>
  Object.fromEntries(Object.entries(attributes).filter(([name]) => !TEXT_ONLY.has(name)));

/**
 * One text run as SVG path data: the glyphs of `text` in `font` at `size`, the baseline's start
 * at (x, y) in user units, shifted for `anchor` ('start' | 'middle' | 'end'). `run` is the
 * text's layout when the caller has it already.
 * @returns the path data and the run's horizontal extent (`start`, `end`, user units)
 * @throws when the font has no glyph for a character (it would draw as an empty box)
 */
export function textPath(
  font: Font,
  text: string,
  size: number,
  at: { x: number; y: number },
  anchor: string,
  run: GlyphRun = font.layout(text),
): { d: string; start: number; end: number } {
  const missing = run.glyphs.find((glyph) => glyph.id === 0);
  if (missing) throw new Error(`${font.familyName} has no glyph for a character of '${text}'`);
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

/** One stretch of a `<text>` in one style: the text's own content or a `<tspan>`'s. */
interface Run {
  text: string;
  font: Font;
  size: number;
  fill: string;
}

/** Attributes a `<text>` may carry (anything else would be dropped unseen: refused instead). */
const TEXT_ATTRIBUTES = new Set(['x', 'y', 'font-family', ...Object.keys(INITIAL)]);
/** A `<tspan>` continues the line: it may restyle the run but not move it. */
const TSPAN_ATTRIBUTES = new Set(['font-family', 'font-size', 'font-weight', 'fill']);

/**
 * The runs of a `<text>` element with each run's resolved style, its white space handled as
 * SVG's default `xml:space` does (SVG 1.1 §10.15: newlines removed, tabs made spaces, leading
 * and trailing spaces stripped, runs of spaces collapsed, across `<tspan>` boundaries).
 * @throws on a child element other than `<tspan>`, an attribute the outliner would drop, or a
 * `font-size` that is not a number of user units
 */
function textRuns(text: SvgElement, inherited: Array<Record<string, string>>, fonts: OutlineFonts) {
  const runs: Run[] = [];
  const visit = (element: SvgElement, styles: Array<Record<string, string>>) => {
    const allowed = element === text ? TEXT_ATTRIBUTES : TSPAN_ATTRIBUTES;
    const refused = Object.keys(element.attributes).find((name) => !allowed.has(name));
    if (refused) throw new Error(`Cannot outline <${element.name} ${refused}="…">`);
    const value = (name: Inherited) => resolve(styles, name);
    for (const child of element.children) {
      if (child.kind === 'element') {
        if (child.name !== 'tspan') throw new Error(`Cannot outline <${child.name}> in <text>`);
        visit(child, [...styles, child.attributes]);
      } else if (child.kind !== 'other') {
        const size = Number(value('font-size'));
        if (!(size > 0)) throw new Error(`font-size '${value('font-size')}' is not in user units`);
        const family = ARABIC_SCRIPT.test(child.text) ? fonts.arabic : fonts;
        if (!family) throw new Error(`No Arabic font to outline '${child.text}'`);
        const font = Number(value('font-weight')) >= 600 ? family.bold : family.regular;
        runs.push({ text: child.text, font, size, fill: value('fill') });
      }
    }
  };
  visit(text, [...inherited, text.attributes]);
  let afterSpace = true; // strips the leading spaces
  for (const run of runs) {
    run.text = run.text
      .replace(/[\r\n]/g, '')
      .replace(/\t/g, ' ')
      .replace(/ {2,}/g, ' ');
    if (afterSpace) run.text = run.text.replace(/^ /, '');
    if (run.text) afterSpace = run.text.endsWith(' ');
  }
  const last = runs.findLast((run) => run.text);
  if (last) last.text = last.text.replace(/ $/, '');
  return runs.filter((run) => run.text);
}

/** Width of a laid-out run in user units, as {@link textPath} advances it. */
function runWidth({ font, size }: Run, layout: GlyphRun): number {
  const advance = layout.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  return advance * (size / font.unitsPerEm);
}

/**
 * The SVG with each `<text>` replaced by `<path>`s of its outlines, one per run of one fill.
 * @throws on markup that is not XML, a `<text>` it cannot draw faithfully (see the module
 * comment; a `<tspan>` may restyle but not reposition), a character Inter lacks, or a line
 * past the viewBox
 */
export function outlineSvgText(svg: string, fonts: OutlineFonts): string {
  const nodes = parseSvg(svg);
  const [minX = 0, , width = Infinity] = svgViewBox(svgRoot(nodes)) ?? [];
  const outline = (text: SvgElement, inherited: Array<Record<string, string>>): SvgElement[] => {
    const runs = textRuns(text, inherited, fonts);
    const layouts = runs.map((run) => run.font.layout(run.text));
    const widths = runs.map((run, i) => runWidth(run, layouts[i]!));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const anchor = resolve([...inherited, text.attributes], 'text-anchor');
    const [x, y] = [text.attributes.x ?? '0', text.attributes.y ?? '0'].map(Number) as [
      number,
      number,
    ];
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      throw new Error(
        `<text x y> must be one number each, not '${text.attributes.x}' '${text.attributes.y}'`,
      );
    }
    const start = x - (anchor === 'middle' ? total / 2 : anchor === 'end' ? total : 0);
    // Inter is wider than the Arial the art was drawn around: say so rather than crop.
    if (start < minX || start + total > minX + width) {
      const line = runs.map((run) => run.text).join('');
      throw new Error(
        `'${line}' spans ${round(start)}–${round(start + total)}, outside the viewBox`,
      );
    }
    const paths: SvgElement[] = [];
    let penX = start;
    for (const [i, run] of runs.entries()) {
      const at = { x: penX, y };
      const { d } = textPath(run.font, run.text, run.size, at, 'start', layouts[i]);
      penX += widths[i]!;
      const previous = paths.at(-1);
      if (previous?.attributes.fill === run.fill) previous.attributes.d += d;
      else
        paths.push({
          kind: 'element',
          name: 'path',
          attributes: { d, fill: run.fill },
          children: [],
        });
    }
    return paths;
  };
  const walk = (children: SvgNode[], inherited: Array<Record<string, string>>): SvgNode[] =>
    children.flatMap((node): SvgNode[] => {
      if (node.kind !== 'element') return [node];
      if (node.name === 'text') return outline(node, inherited);
      const attributes = node.name === 'g' ? withoutTextOnly(node.attributes) : node.attributes;
      return [
        { ...node, attributes, children: walk(node.children, [...inherited, node.attributes]) },
      ];
    });
  // The parser drops what follows the root; keep the file's final newline.
  return serializeSvg(walk(nodes, [])) + /\s*$/.exec(svg)![0];
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
