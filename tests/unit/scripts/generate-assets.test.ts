import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream, rgb } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/i18n';
import {
  documentPaths,
  localizeDocumentPath,
  localizedDocumentPaths,
} from '../../../app/config/paths';
import {
  buildPresentation,
  decks,
  decksOf,
  generateAssets,
  type GeneratedPdf,
} from '../../../scripts/generate-assets';
import { parseArt } from '../../../scripts/pdf-art';
import {
  ARABIC_FONT_FILES,
  embedFonts,
  FONT_FILES,
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
  it('writes every linked PDF in every language, English at its old paths', () => {
    expect([...written].sort()).toEqual([...localizedDocumentPaths].sort());
    expect(localizedDocumentPaths).toHaveLength(4 * LOCALES.length);
    for (const path of Object.values(documentPaths)) expect(written).toContain(path);
    expect(written).toContain('/docs/ar/cv.pdf');
  });

  it.each(LOCALES.filter((l) => l !== 'en'))(
    "%s: each deck's title is its language's and the file says its language",
    async (locale) => {
      for (const deck of decksOf(locale)) {
        const doc = await load(localizeDocumentPath(deck.path, locale));
        expect(doc.getTitle()).toBe(deck.title);
        expect(doc.getTitle()).not.toBe(decks.find((d) => d.path === deck.path)!.title);
        expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toContain(locale);
      }
    },
  );

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
 * Each run's width measured again, straight from the font files with fontkit (not through
 * pdf-lib's embedded fonts that drew it): advance widths of the laid-out glyphs at the run's
 * size, Arabic letters in Cairo and everything else in Inter, bidi controls left out.
 */
const require = createRequire(import.meta.url);
const open = (file: string) => fontkit.create(readFileSync(require.resolve(file)));
const fontFiles = {
  regular: { latin: open(FONT_FILES.regular), arabic: open(ARABIC_FONT_FILES.regular) },
  bold: { latin: open(FONT_FILES.bold), arabic: open(ARABIC_FONT_FILES.bold) },
};
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/;
function measured(run: TextRun): number {
  const faces = run.font === 'Inter-Bold' ? fontFiles.bold : fontFiles.regular;
  const text = run.text.replace(/[\u2066-\u2069]/g, '');
  // Runs of one script, each laid out in its font.
  const pieces =
    text.match(
      /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]+|[^\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]+/g,
    ) ?? [];
  return pieces.reduce((sum, piece) => {
    const face = ARABIC.test(piece) ? faces.arabic : faces.latin;
    const units = face
      .layout(piece, { ...LAYOUT_FEATURES })
      .glyphs.reduce((total, g) => total + g.advanceWidth, 0);
    return sum + (units / face.unitsPerEm) * run.size;
  }, 0);
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
    expect(generated).toHaveLength(20);
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
      // Arabic's lines are extracted in reading order without -raw: see the Arabic tests.
      for (const pdf of generated.filter((p) => p.locale !== 'ar')) {
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
    `pdffonts: every font is Inter (and Cairo in Arabic), embedded and subset; no Helvetica${popplerNote}`,
    () => {
      for (const pdf of generated) {
        const listing = poppler('pdffonts', [path.join(out, pdf.publicPath)])!;
        const rows = listing.trim().split('\n').slice(2);
        expect(rows, pdf.publicPath).toHaveLength(pdf.locale === 'ar' ? 4 : 2);
        for (const row of rows) {
          // name type… encoding emb sub uni object ID
          const cols = row.trim().split(/\s+/);
          expect(cols[0], row).toMatch(
            pdf.locale === 'ar'
              ? /^[A-Z]{6}\+(Inter|Cairo)-(Regular|Bold)$/
              : /^[A-Z]{6}\+Inter-(Regular|Bold)$/,
          );
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
    expect(() => font.latin.encodeText(sanitize('≤≈←◆\u202f', font))).not.toThrow();
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

/** Every entry of the ToUnicode CMaps of a PDF's fonts named like `font`: glyph → text. */
async function toUnicode(publicPath: string, font: RegExp): Promise<Map<string, string>> {
  const doc = await load(publicPath);
  const entries = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const base = object.get(PDFName.of('BaseFont'))?.toString() ?? '';
    const cmapRef = object.get(PDFName.of('ToUnicode'));
    if (!font.test(base) || !cmapRef) continue;
    const stream = doc.context.lookup(cmapRef);
    if (!(stream instanceof PDFRawStream)) continue;
    const text = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const [, glyph, hex] of text.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = hex!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16));
      entries.set(`${base}:${glyph}`, String.fromCharCode(...units));
    }
  }
  return entries;
}

describe('PDFs in every language', () => {
  const arabicDecks = decksOf('ar');

  it.skipIf(!hasPoppler)(
    `Arabic: pdftotext reads each deck and the CV in Arabic, in reading order${popplerNote}`,
    () => {
      // Words without punctuation: poppler may set an Arabic comma off from its word.
      const words = (text: string) =>
        text
          .replace(/[\u202a-\u202e]/g, '')
          .replace(/[\u060c\u061b\u061f.,:;()]/g, ' ')
          .split(/\s+/)
          .filter(Boolean);
      for (const deck of arabicDecks) {
        const file = path.join(out, localizeDocumentPath(deck.path, 'ar'));
        const page2 = words(poppler('pdftotext', ['-f', '2', '-l', '2', file, '-'])!).join(' ');
        expect(page2, deck.path).toContain(words(deck.problem.heading).join(' '));
        // The first point word for word in reading order, lam-alef ligatures ('الأوعية', 'لا') included.
        expect(page2, deck.path).toContain(words(deck.problem.points[0]!).join(' '));
      }
      const cv = poppler('pdftotext', [path.join(out, '/docs/ar/cv.pdf'), '-'])!;
      expect(cv).toContain('الخبرة المهنية');
      expect(cv).toContain(contentOf('ar').cv.cvDocument.experience[0]!.title);
    },
  );

  it.skipIf(!hasPoppler)(
    `Arabic: a line's words run right to left (pdftotext -bbox)${popplerNote}`,
    () => {
      const deck = arabicDecks[0]!;
      // Two neighbouring words of plain letters (no marks); -bbox lists each word's glyphs as
      // drawn, so its text is the word reversed.
      const plain = deck.problem.points[0]!.split(' ');
      const at = plain.findIndex(
        (w, i) => /^[\u0621-\u064a]+$/.test(w) && /^[\u0621-\u064a]+$/.test(plain[i + 1] ?? ''),
      );
      const [first, second] = [plain[at]!, plain[at + 1]!].map((w) => [...w].reverse().join(''));
      const file = path.join(out, localizeDocumentPath(deck.path, 'ar'));
      const html = poppler('pdftotext', ['-bbox', '-f', '2', '-l', '3', file, '-'])!;
      const box = (word: string) => {
        const m = new RegExp(`xMin="([\\d.]+)"[^>]*xMax="([\\d.]+)"[^>]*>${word}<`).exec(html);
        expect(m, word).not.toBeNull();
        return { xMin: Number(m![1]), xMax: Number(m![2]) };
      };
      expect(box(first!).xMin).toBeGreaterThan(box(second!).xMax);
      // The point keeps to the right half of the slide (842 pt wide).
      expect(box(first!).xMax).toBeGreaterThan(421);
    },
  );

  it('Arabic: glyphs are shaped (one letter drawn by several joining forms, lam-alef as one glyph)', async () => {
    for (const publicPath of ['/docs/ar/optimus-presentation.pdf', '/docs/ar/cv.pdf']) {
      const cmap = [...(await toUnicode(publicPath, /Cairo-Regular/)).values()];
      const lam = cmap.filter((text) => text === '\u0644');
      const beh = cmap.filter((text) => text === '\u0628' || text === '\u064a');
      expect(lam.length, `${publicPath}: glyphs drawing lam`).toBeGreaterThanOrEqual(2);
      expect(beh.length, `${publicPath}: glyphs drawing beh/yeh`).toBeGreaterThanOrEqual(2);
      // Lam-alef: one glyph for two letters, stored in drawing order (see readableLigatures).
      expect(cmap.some((text) => text.length === 2 && text.endsWith('\u0644'))).toBe(true);
    }
  });

  it('Arabic: every Arabic line is set flush right, each page mirrors the start side', () => {
    const cv = generated.find((pdf) => pdf.publicPath === '/docs/ar/cv.pdf')!;
    const arabicRuns = cv.runs.filter(
      (run) => /^[\u0600-\u06ff]/.test(run.text) && run.box.width > 200,
    );
    expect(arabicRuns.length).toBeGreaterThan(10);
    for (const run of arabicRuns.filter((r) => r.text.length > 0))
      expect(run.x + run.width, run.text).toBeCloseTo(run.box.x + run.box.width, 6);
  });

  it('French: no break before a colon or question mark (no-break spaces, no plain space)', () => {
    const french = generated.filter((pdf) => pdf.locale === 'fr');
    const colons = french.flatMap((pdf) => pdf.runs).filter((run) => /[:?;!]/.test(run.text));
    expect(colons.length).toBeGreaterThan(5);
    for (const run of colons) {
      expect(run.text, run.text).not.toMatch(/ [:;?!»]/);
      expect(run.text, run.text).not.toMatch(/^[:;?!»]/);
    }
    expect(colons.some((run) => /\u00a0:/.test(run.text))).toBe(true);
    expect(colons.some((run) => /\u00a0;/.test(run.text))).toBe(true);
  });

  it.each(['fr', 'es', 'de'] as const)('%s: the CV is in its language (pdftotext)', (locale) => {
    if (!hasPoppler) return;
    const text = poppler('pdftotext', [path.join(out, `/docs/${locale}/cv.pdf`), '-'])!;
    const cv = contentOf(locale).cv.cvDocument;
    expect(text.replace(/\s+/g, ' ')).toContain(cv.experience[0]!.title);
    expect(text).not.toContain(
      cvDocument.experience[0]!.title === cv.experience[0]!.title
        ? '\u0000'
        : cvDocument.summary.slice(0, 40),
    );
  });
});
