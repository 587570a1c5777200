/**
 * Reads a hand-written product SVG from public/images/ and draws it into a PDF page as vector
 * shapes, so the decks carry the same imagery as the site. Supports what our art files use:
 * `<path d>`, `<rect x y width height rx>`, `<circle cx cy r>` with flat `fill`, `stroke`,
 * `stroke-width` and `stroke-dasharray`. Text, gradients and transforms are not supported.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rgb, type Color, type PDFPage } from 'pdf-lib';
import { parseSvg, svgElements, svgRoot, svgViewBox } from './svg-markup';

/** One drawable shape as an SVG path in the art's own coordinates. */
export interface ArtShape {
  d: string;
  fill?: Color;
  stroke?: Color;
  strokeWidth: number;
  dash?: number[];
}

/** A parsed art file: its viewBox size and shapes. */
export interface Art {
  width: number;
  height: number;
  shapes: ArtShape[];
}

/** '#rrggbb' (or '#rgb') → a pdf-lib colour; 'none' or missing → undefined. */
export function hexColor(value: string | undefined): Color | undefined {
  if (!value || value === 'none') return undefined;
  let hex = value.replace('#', '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = Number.parseInt(hex, 16);
  if (hex.length !== 6 || Number.isNaN(n)) return undefined;
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function num(value: string | undefined, fallback = 0): number {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
}

function rectPath(x: number, y: number, w: number, h: number, rx: number): string {
  const r = Math.min(rx, w / 2, h / 2);
  if (r <= 0) return `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
  return (
    `M${x + r} ${y} H${x + w - r} A${r} ${r} 0 0 1 ${x + w} ${y + r} V${y + h - r} ` +
    `A${r} ${r} 0 0 1 ${x + w - r} ${y + h} H${x + r} A${r} ${r} 0 0 1 ${x} ${y + h - r} ` +
    `V${y + r} A${r} ${r} 0 0 1 ${x + r} ${y} Z`
  );
}

function circlePath(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;
}

/**
 * Parses SVG markup into shapes: every `<path>`, `<rect>` and `<circle>` in document order.
 * @throws on markup that is not XML or not an SVG document (svg-markup.ts)
 */
export function parseArt(svg: string): Art {
  const nodes = parseSvg(svg);
  const viewBox = svgViewBox(svgRoot(nodes)) ?? [0, 0, 100, 100];
  const shapes: ArtShape[] = [];
  for (const { name: kind, attributes: a } of svgElements(nodes)) {
    if (kind !== 'path' && kind !== 'rect' && kind !== 'circle') continue;
    let d: string;
    if (kind === 'path') d = a.d ?? '';
    else if (kind === 'rect')
      d = rectPath(num(a.x), num(a.y), num(a.width), num(a.height), num(a.rx));
    else d = circlePath(num(a.cx), num(a.cy), num(a.r));
    if (!d) continue;
    shapes.push({
      d,
      fill: hexColor(a.fill ?? '#000000'), // SVG's default fill is black
      stroke: hexColor(a.stroke),
      strokeWidth: num(a['stroke-width'], 1),
      dash: a['stroke-dasharray']?.split(/[\s,]+/).map(Number),
    });
  }
  return { width: viewBox[2] ?? 100, height: viewBox[3] ?? 100, shapes };
}

/** Loads art from a public path such as '/images/lumen/lumen.svg'. */
export function loadArt(publicPath: string, publicDir = path.resolve('public')): Art {
  return parseArt(readFileSync(path.join(publicDir, publicPath), 'utf8'));
}

/**
 * Draws art into the box whose top-left corner is (x, top) in PDF points, scaled to fit
 * `maxWidth` × `maxHeight` while keeping its proportions.
 */
export function drawArt(
  page: PDFPage,
  art: Art,
  x: number,
  top: number,
  maxWidth: number,
  maxHeight: number,
): void {
  const scale = Math.min(maxWidth / art.width, maxHeight / art.height);
  for (const shape of art.shapes) {
    page.drawSvgPath(shape.d, {
      x,
      y: top,
      scale,
      color: shape.fill,
      borderColor: shape.stroke,
      borderWidth: shape.stroke ? shape.strokeWidth * scale : 0,
      borderDashArray: shape.dash?.map((v) => v * scale),
    });
  }
}
