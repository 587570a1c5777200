import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths } from '../../../app/config/paths';
import {
  buildPresentation,
  decks,
  generateAssets,
  type GeneratedPdf,
} from '../../../scripts/generate-assets';
import { parseArt } from '../../../scripts/pdf-art';
import {
  embedFonts,
  LAYOUT_FEATURES,
  misfits,
  sanitize,
  Typesetter,
  wrap,
  type TextRun,
} from '../../../scripts/pdf-text';
import { contentOf } from '../../../app/content/site-content';

const { cvDocument } = contentOf('en').cv;

let out: string;
let generated: GeneratedPdf[];
let written: string[];

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'assets-'));
  generated = await generateAssets(out);
  written = generated.map((pdf) => pdf.publicPath);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const load = (publicPath: string) => PDFDocument.load(readFileSync(path.join(out, publicPath)));

describe('generate-assets', () => {
  it('writes every linked PDF (documentPaths)', () => {
    expect(written.sort()).toEqual(Object.values(documentPaths).sort());
  });

  it.each(decks.map((d) => [d.path, d] as const))(
    '%s parses, has ≥ 4 pages and its title',
    async (publicPath, deck) => {
      const doc = await load(publicPath);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
      expect(doc.getTitle()).toBe(deck.title);
      expect(doc.getAuthor()).toBeTruthy();
    },
  );

  it('the CV parses, has ≥ 2 pages and the founder in its title', async () => {
    const doc = await load(documentPaths.cv);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe(`Curriculum Vitae: ${cvDocument.name}`);
  });

  it('is reproducible: the same content gives the same bytes', async () => {
    const again = mkdtempSync(path.join(tmpdir(), 'assets-'));
    try {
      await generateAssets(again);
      for (const p of written)
        expect(readFileSync(path.join(again, p)).equals(readFileSync(path.join(out, p)))).toBe(
          true,
        );
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

/**
 * Each run's width measured again, straight from the Inter file with fontkit (not through
 * pdf-lib's embedded font that drew it): advance widths of the laid-out glyphs at the run's size.
 */
const require = createRequire(import.meta.url);
const interFiles = {
  regular: fontkit.create(
    readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
  ),
  bold: fontkit.create(
    readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
  ),
};
function measured(run: TextRun): number {
  const face = run.font === 'Inter-Bold' ? interFiles.bold : interFiles.regular;
  const units = face
    .layout(run.text, { ...LAYOUT_FEATURES })
    .glyphs.reduce((sum, g) => sum + g.advanceWidth, 0);
  return (units / face.unitsPerEm) * run.size;
}

/** A poppler tool's output, or undefined when poppler-utils is not installed. */
function poppler(tool: 'pdffonts' | 'pdftotext', args: string[]): string | undefined {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) return undefined;
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}
const hasPoppler = spawnSync('pdffonts', ['-v']).error === undefined;
const popplerNote = hasPoppler
  ? ''
  : ' (skipped: pdffonts/pdftotext not found; install Debian poppler-utils)';

describe('PDF text fit', () => {
  it('every line of every page of every PDF fits its box, measured with the embedded font', () => {
    expect(generated).toHaveLength(4);
    for (const pdf of generated) {
      expect(pdf.runs.length, pdf.publicPath).toBeGreaterThan(0);
      for (const run of pdf.runs) expect(run.width).toBeCloseTo(measured(run), 6);
      expect(misfits(pdf.runs, measured), pdf.publicPath).toEqual([]);
    }
  });

  it('every page has text runs, and every run sits on a page of its PDF', async () => {
    for (const pdf of generated) {
      const pages = (await load(pdf.publicPath)).getPageCount();
      const used = new Set(pdf.runs.map((run) => run.page));
      expect(
        [...used].sort((a, b) => a - b),
        pdf.publicPath,
      ).toEqual(Array.from({ length: pages }, (_, i) => i));
    }
  });

  it.skipIf(!hasPoppler)(
    `the runs are all the text in the files (pdftotext, page by page)${popplerNote}`,
    () => {
      const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
      for (const pdf of generated) {
        const text = poppler('pdftotext', ['-raw', path.join(out, pdf.publicPath), '-'])!;
        const pages = text.split('\f').slice(0, -1);
        pages.forEach((pageText, i) => {
          const runs = pdf.runs.filter((run) => run.page === i).map((run) => run.text);
          expect(words(pageText), `${pdf.publicPath} page ${i + 1}`).toEqual(words(runs.join(' ')));
        });
      }
    },
  );

  it.skipIf(!hasPoppler)(
    `pdffonts: every font is Inter, embedded and subset; no Helvetica${popplerNote}`,
    () => {
      for (const pdf of generated) {
        const listing = poppler('pdffonts', [path.join(out, pdf.publicPath)])!;
        const rows = listing.trim().split('\n').slice(2);
        expect(rows, pdf.publicPath).toHaveLength(2);
        for (const row of rows) {
          // name type… encoding emb sub uni object ID
          const cols = row.trim().split(/\s+/);
          expect(cols[0], row).toMatch(/^[A-Z]{6}\+Inter-(Regular|Bold)$/);
          expect(cols.slice(-5, -2), row).toEqual(['yes', 'yes', 'yes']);
        }
        expect(listing).not.toMatch(/Helvetica/);
      }
    },
  );

  it('fails on a deliberately too-long string: a word wider than its box', async () => {
    const doc = await PDFDocument.create();
    const type = new Typesetter(doc);
    const fonts = await embedFonts(doc, 'test');
    const page = doc.addPage([200, 200]);
    const style = { font: fonts.regular, size: 12, color: rgb(0, 0, 0) };
    type.block(page, 'fits', style, { x: 10, top: 190, width: 180, height: 20 });
    expect(misfits(type.runs, measured)).toEqual([]);
    type.block(page, 'Supercalifragilisticexpialidocious-and-then-some', style, {
      x: 10,
      top: 160,
      width: 100,
      height: 20,
    });
    expect(misfits(type.runs, measured).join('\n')).toMatch(/wide in a 100\.0 pt box/);
  });

  it('fails on text taller than its box, after shrinking to the smallest size allowed', async () => {
    const doc = await PDFDocument.create();
    const type = new Typesetter(doc);
    const fonts = await embedFonts(doc, 'test');
    const page = doc.addPage([200, 200]);
    const text = 'one two three four five six seven eight nine ten';
    const box = { x: 10, top: 190, width: 60, height: 30 };
    type.block(
      page,
      text,
      { font: fonts.regular, size: 12, minSize: 10, color: rgb(0, 0, 0) },
      box,
    );
    expect(type.runs.every((run) => run.size === 10)).toBe(true);
    expect(misfits(type.runs).join('\n')).toMatch(/below box bottom 160\.0/);
  });

  it('shrinks a title that would not fit to a size at which it does', async () => {
    const long = {
      ...decks[0]!,
      title: 'An exceptionally long presentation title that needs three lines at forty points',
    };
    const { runs } = await buildPresentation(long);
    const titleRuns = runs.filter((run) => run.page === 0 && long.title.includes(run.text));
    expect(titleRuns.length).toBeGreaterThan(1);
    expect(titleRuns[0]!.size).toBeLessThan(40);
    expect(misfits(runs, measured)).toEqual([]);
  });

  it('reports a deck whose content cannot fit (a too-long figure value)', async () => {
    const broken = {
      ...decks[0]!,
      figures: {
        ...decks[0]!.figures,
        items: [{ value: 'Pneumonoultramicroscopicsilicovolcanoconiosis', label: 'x' }],
      },
    };
    const problems = misfits((await buildPresentation(broken)).runs, measured);
    expect(problems.join('\n')).toMatch(/page 4 "Pneumono\w+" \(11 pt\)/);
  });
});

describe('text helpers', () => {
  it('sanitize keeps what Inter has and maps or replaces what it lacks', async () => {
    const { regular: font } = await embedFonts(await PDFDocument.create(), 'test');
    expect(sanitize('CO₂ ≥ 600 → ok ✓ ↓ 😀 µg/m³ 22 °C – “x”', font)).toBe(
      'CO2 >= 600 -> ok - ↓ ? µg/m³ 22 °C – “x”',
    );
    expect(() => font.encodeText(sanitize('≤≈←◆\u202f', font))).not.toThrow();
  });

  it('wrap keeps every line within the width', async () => {
    const { regular: font } = await embedFonts(await PDFDocument.create(), 'test');
    const lines = wrap(cvDocument.summary, font, 11, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(cvDocument.summary);
  });

  it('wrap with breakAt keeps list items whole and ends no line with the separator', async () => {
    const { regular: font } = await embedFonts(await PDFDocument.create(), 'test');
    const items = ['support@example.com', '+1 555-0100', 'University campus, Algiers'];
    const lines = wrap(items.join(' | '), font, 10, 180, ' | ');
    expect(lines).toEqual(['support@example.com | +1 555-0100', 'University campus, Algiers']);
  });

  it('parseArt turns rect, circle and path into drawable shapes', () => {
    const art = parseArt(
      '<svg viewBox="0 0 10 20"><rect x="1" y="1" width="4" height="4" rx="1" fill="#ff751a"/><circle cx="5" cy="5" r="2" fill="#000"/><path d="M0 0 L5 5" fill="none" stroke="#fff" stroke-width="2"/></svg>',
    );
    expect(art.width).toBe(10);
    expect(art.height).toBe(20);
    expect(art.shapes).toHaveLength(3);
    expect(art.shapes[2]?.fill).toBeUndefined();
    expect(art.shapes[2]?.strokeWidth).toBe(2);
  });

  it('parseArt reads the art as XML: single-quoted attributes count, commented-out shapes do not', () => {
    const art = parseArt(
      "<svg viewBox='0 0 30 40'><!-- <rect width=\"9\" height=\"9\"/> --><g><rect x='1' y='2' width='4' height='5' fill='#ff751a'/></g></svg>",
    );
    expect([art.width, art.height]).toEqual([30, 40]);
    expect(art.shapes.map((shape) => shape.d)).toEqual(['M1 2 H5 V7 H1 Z']);
    expect(art.shapes[0]?.fill).toEqual(rgb(1, 117 / 255, 26 / 255));
  });
});
