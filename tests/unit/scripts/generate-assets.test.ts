import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPaths } from '../../../app/config/paths';
import { cvDocument } from '../../../app/content/cv';
import { decks, generateAssets, sanitize, wrap } from '../../../scripts/generate-assets';
import { parseArt } from '../../../scripts/pdf-art';

let out: string;
let written: string[];

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'assets-'));
  written = await generateAssets(out);
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

describe('text helpers', () => {
  it('sanitize maps or replaces what WinAnsi cannot encode', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(sanitize('CO₂ ≥ 600 → ok ✓ 😀 µg/m³ 22 °C – “x”', font)).toBe(
      'CO2 >= 600 -> ok - ? µg/m³ 22 °C – “x”',
    );
    expect(() => font.encodeText(sanitize('≤≈←↓◆\u202f', font))).not.toThrow();
  });

  it('wrap keeps every line within the width', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrap(cvDocument.summary, font, 11, 200);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(cvDocument.summary);
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
});
