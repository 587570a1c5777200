import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadOutlineFonts,
  outlineSvgText,
  textPath,
  type OutlineFonts,
} from '../../../scripts/svg-text-outlines';

let fonts: OutlineFonts;
beforeAll(() => {
  fonts = loadOutlineFonts();
});

/** Every x coordinate of path data (fontkit writes absolute x y pairs). */
const xs = (d: string) => [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));

describe('SVG art text as outlines', () => {
  it('replaces each <text> by a path in its own or its group’s fill, and drops text attributes', () => {
    const svg =
      '<svg viewBox="0 0 200 100"><g font-family="Arial" font-size="15" fill="#e2e8f0" text-anchor="middle"><circle r="4"/><text x="100" y="50">Cloud</text></g><text x="10" y="90" font-size="20" font-weight="700" fill="#ff751a">AI</text></svg>';
    const out = outlineSvgText(svg, fonts);
    expect(out).not.toMatch(/<text|font-family|text-anchor/);
    expect(out).toContain('<circle r="4"/>');
    const paths = [...out.matchAll(/<path d="([^"]+)" fill="([^"]+)"\/>/g)];
    expect(paths.map((p) => p[2])).toEqual(['#e2e8f0', '#ff751a']);
    // 'middle' centres the run on x = 100; 'start' begins it at x = 10.
    const cloud = xs(paths[0]![1]!);
    expect((Math.min(...cloud) + Math.max(...cloud)) / 2).toBeCloseTo(100, 0);
    expect(Math.min(...xs(paths[1]![1]!))).toBeGreaterThanOrEqual(10);
  });

  it('draws Arabic in Cairo, joined and centred like any run', () => {
    const svg =
      '<svg viewBox="0 0 200 100"><text x="100" y="50" font-size="15" text-anchor="middle" fill="#fff">الأجهزة</text></svg>';
    const out = outlineSvgText(svg, fonts);
    const d = /<path d="([^"]+)"/.exec(out)![1]!;
    expect((Math.min(...xs(d)) + Math.max(...xs(d))) / 2).toBeCloseTo(100, 0);
    // Joined forms: Cairo's contextual glyphs draw the word narrower than its isolated letters.
    const arabic = fonts.arabic!.regular;
    const joined = textPath(arabic, 'الأجهزة', 15, { x: 0, y: 0 }, 'start');
    const isolated = [...'الأجهزة'].reduce(
      (sum, letter) => sum + textPath(arabic, letter, 15, { x: 0, y: 0 }, 'start').end,
      0,
    );
    expect(joined.end).toBeLessThan(isolated);
  });

  it('draws weight 700 in Inter Bold and scales the run with the font size', () => {
    const regular = textPath(fonts.regular, 'Lumen', 20, { x: 0, y: 30 }, 'start');
    const bold = textPath(fonts.bold, 'Lumen', 20, { x: 0, y: 30 }, 'start');
    const double = textPath(fonts.bold, 'Lumen', 40, { x: 0, y: 30 }, 'start');
    expect(bold.d).not.toBe(regular.d);
    expect(bold.end).toBeGreaterThan(regular.end);
    expect(double.end).toBeCloseTo(bold.end * 2, 5);
  });

  it('reads the file as XML: single-quoted attributes, a restyling <tspan>, a numeric reference', () => {
    const svg =
      "<svg viewBox='0 0 300 60'><g fill='#123456' font-size='20'><text x='10' y='40'>R&#38;D <tspan font-weight='700' fill='#ff751a'>Lab</tspan></text></g></svg>";
    const out = outlineSvgText(svg, fonts);
    const first = textPath(fonts.regular, 'R&D ', 20, { x: 10, y: 40 }, 'start');
    const second = textPath(fonts.bold, 'Lab', 20, { x: first.end, y: 40 }, 'start');
    expect(out).toBe(
      `<svg viewBox="0 0 300 60"><g fill="#123456"><path d="${first.d}" fill="#123456"/><path d="${second.d}" fill="#ff751a"/></g></svg>`,
    );
  });

  it('collapses white space as SVG does and keeps one path per fill', () => {
    const out = outlineSvgText(
      '<svg viewBox="0 0 300 60"><text x="10" y="40" font-size="20">\n  Edge\t <tspan font-weight="700">AI</tspan>\n</text></svg>\n',
      fonts,
    );
    const edge = textPath(fonts.regular, 'Edge ', 20, { x: 10, y: 40 }, 'start');
    const ai = textPath(fonts.bold, 'AI', 20, { x: edge.end, y: 40 }, 'start');
    expect(out).toBe(`<svg viewBox="0 0 300 60"><path d="${edge.d}${ai.d}" fill="#000"/></svg>\n`);
  });

  it('refuses what it cannot draw faithfully: moved tspans, missing glyphs, text past the viewBox', () => {
    expect(() =>
      outlineSvgText('<svg><text x="1" y="9">a<tspan dy="4">b</tspan></text></svg>', fonts),
    ).toThrow(/Cannot outline <tspan dy/);
    expect(() =>
      outlineSvgText('<svg><text x="1" y="9" transform="rotate(9)">a</text></svg>', fonts),
    ).toThrow(/Cannot outline <text transform/);
    expect(() => outlineSvgText('<svg><text x="1" y="9">a &nbsp; b</text></svg>', fonts)).toThrow(
      /Not an XML reference/,
    );
    expect(() => outlineSvgText('<svg><text x="1" y="9">a</svg>', fonts)).toThrow(/closing tag/);
    expect(() => outlineSvgText('<svg><text x="1" y="9">CO₂</text></svg>', fonts)).toThrow(
      /no glyph/,
    );
    expect(() =>
      outlineSvgText('<svg viewBox="0 0 60 40"><text x="38" y="27">Scanova</text></svg>', fonts),
    ).toThrow(/outside the viewBox/);
  });

  it('outlines every art file the build writes to public/images/', () => {
    const dir = path.resolve('art');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThanOrEqual(13);
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const out = outlineSvgText(source, fonts);
      expect(out, file).not.toMatch(/<text|font-family/);
      expect(out.match(/<path /g)?.length ?? 0, file).toBeGreaterThan(
        source.match(/<path /g)?.length ?? 0,
      );
    }
  });
});
