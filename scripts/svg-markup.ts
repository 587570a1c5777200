/**
 * Reading our hand-written SVG art (art/images/, public/images/) without an XML parser: the
 * files use double-quoted attributes only. Shared by the PDF art (pdf-art.ts) and the build's
 * text outliner (svg-text-outlines.ts).
 */

/** A tag's attributes ('x="4" fill="#fff"' → { x: '4', fill: '#fff' }). */
export function svgAttributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w-]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

/** The root's viewBox as [minX, minY, width, height] (user units), or undefined without one. */
export function svgViewBox(svg: string): number[] | undefined {
  return /viewBox="([^"]+)"/
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
}
