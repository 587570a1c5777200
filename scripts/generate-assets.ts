/**
 * Generates the site's PDFs from the content modules (issue 5; spec §2 'Download Presentation',
 * /cv): the Optimus presentation, the Scanova and Lumen pitch decks and the CV. They are build
 * outputs written to public/docs/ (git-ignored), which Vite then copies into build/client/docs/.
 *
 * Run: `tsx scripts/generate-assets.ts [outDir]` (the `build` script does it first).
 *
 * Text uses the standard Helvetica font, whose WinAnsi encoding lacks characters such as '≥',
 * '→', subscripts and emoji; {@link sanitize} maps or replaces them so generation never throws.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { site } from '../common/site';
import { cvDocument } from '../app/content/cv';
import { lumenDeck } from '../app/content/lumen';
import { optimusDeck } from '../app/content/optimus';
import { scanovaDeck } from '../app/content/scanova';
import { documentPaths } from '../app/config/paths';
import { drawArt, hexColor, loadArt } from './pdf-art';
import type { CvDocument, CvEntry, PresentationDeck } from '../app/types/content';

/** A4 landscape for slides, A4 portrait for the CV (PDF points). */
const SLIDE: [number, number] = [842, 595];
const A4: [number, number] = [595, 842];
const MARGIN = 56;
/** Fixed dates keep the files byte-identical between builds (reproducible builds). */
const FIXED_DATE = new Date('2024-01-01T00:00:00Z');

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.28, 0.33, 0.41);
const WHITE = rgb(1, 1, 1);
const NAVY = rgb(0.043, 0.063, 0.125);

/** Replacements for characters outside WinAnsi that our copy uses. */
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
 * Makes text drawable with a standard font: known characters are mapped (e.g. '→' to '->',
 * 'CO₂' to 'CO2'), anything else the font cannot encode becomes '?'.
 */
export function sanitize(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text) {
    const mapped = REPLACEMENTS[ch] ?? ch;
    for (const c of mapped) out += supported.has(c.codePointAt(0)!) ? c : '?';
  }
  return out;
}

/** Splits text into lines no wider than `maxWidth` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
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

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws wrapped, sanitised text from `top` downwards; returns the y below the last line. */
function paragraph(
  page: PDFPage,
  text: string,
  opts: {
    x: number;
    top: number;
    width: number;
    size: number;
    font: PDFFont;
    color?: Color;
    leading?: number;
  },
): number {
  const leading = opts.leading ?? opts.size * 1.35;
  let y = opts.top - opts.size;
  for (const line of wrap(sanitize(text, opts.font), opts.font, opts.size, opts.width)) {
    page.drawText(line, {
      x: opts.x,
      y,
      size: opts.size,
      font: opts.font,
      color: opts.color ?? INK,
    });
    y -= leading;
  }
  return y + leading - opts.size * 0.35;
}

/**
 * A new PDF with Helvetica embedded and its metadata set (fixed dates: reproducible bytes).
 * Shared by the decks and the CV.
 */
async function createDocument(
  title: string,
  subject: string,
): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  setMetadata(doc, title, subject);
  return { doc, fonts };
}

function setMetadata(doc: PDFDocument, title: string, subject: string): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(site.companyName);
  doc.setSubject(subject);
  doc.setCreator(`${site.companyName} website build`);
  doc.setProducer('pdf-lib');
  doc.setLanguage('en');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

function slideFrame(
  doc: PDFDocument,
  fonts: Fonts,
  deck: PresentationDeck,
  heading: string,
  n: number,
): PDFPage {
  const page = doc.addPage(SLIDE);
  const accent = hexColor(deck.accent) ?? INK;
  const [w, h] = SLIDE;
  page.drawRectangle({ x: 0, y: h - 10, width: w, height: 10, color: accent });
  page.drawText(sanitize(heading, fonts.bold), {
    x: MARGIN,
    y: h - MARGIN - 20,
    size: 30,
    font: fonts.bold,
    color: INK,
  });
  const footer = sanitize(`${deck.title}  |  ${site.companyName}  |  ${n}`, fonts.regular);
  page.drawText(footer, { x: MARGIN, y: 28, size: 10, font: fonts.regular, color: MUTED });
  return page;
}

function bulletSlide(
  doc: PDFDocument,
  fonts: Fonts,
  deck: PresentationDeck,
  heading: string,
  points: readonly string[],
  n: number,
) {
  const page = slideFrame(doc, fonts, deck, heading, n);
  const accent = hexColor(deck.accent) ?? INK;
  let top = SLIDE[1] - MARGIN - 64;
  const size = points.length > 6 ? 13 : 16;
  for (const point of points) {
    page.drawCircle({ x: MARGIN + 5, y: top - size * 0.38, size: 4, color: accent });
    top =
      paragraph(page, point, {
        x: MARGIN + 20,
        top,
        width: SLIDE[0] - 2 * MARGIN - 20,
        size,
        font: fonts.regular,
      }) -
      size * 0.8;
  }
}

/** Builds a presentation: title (with the product art), problem, solution, figures and contact pages. */
export async function buildPresentation(
  deck: PresentationDeck,
  publicDir = path.resolve('public'),
): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument(deck.title, deck.subtitle);
  const [w, h] = SLIDE;
  const accent = hexColor(deck.accent) ?? INK;

  // 1. Title page with the product art as vector shapes.
  const title = doc.addPage(SLIDE);
  title.drawRectangle({ x: 0, y: 0, width: w, height: h, color: NAVY });
  title.drawRectangle({ x: 0, y: 0, width: 14, height: h, color: accent });
  drawArt(title, loadArt(deck.art, publicDir), w - MARGIN - 340, h - 120, 340, 360);
  title.drawText(sanitize(site.companyName, fonts.bold), {
    x: MARGIN,
    y: h - 90,
    size: 14,
    font: fonts.bold,
    color: accent,
  });
  const below = paragraph(title, deck.title, {
    x: MARGIN,
    top: h - 200,
    width: 380,
    size: 40,
    font: fonts.bold,
    color: WHITE,
  });
  paragraph(title, deck.subtitle, {
    x: MARGIN,
    top: below - 20,
    width: 360,
    size: 16,
    font: fonts.regular,
    color: rgb(0.85, 0.88, 0.93),
  });

  // 2–3. Problem and solution.
  bulletSlide(doc, fonts, deck, deck.problem.heading, deck.problem.points, 2);
  bulletSlide(doc, fonts, deck, deck.solution.heading, deck.solution.points, 3);

  // 4. Figures as a grid of value/label tiles.
  const figures = slideFrame(doc, fonts, deck, deck.figures.heading, 4);
  const cols = 4;
  const gap = 14;
  const tileW = (w - 2 * MARGIN - (cols - 1) * gap) / cols;
  const rows = Math.ceil(deck.figures.items.length / cols);
  const tileH = Math.min(100, (h - MARGIN - 110 - 50 - (rows - 1) * gap) / rows);
  deck.figures.items.forEach((item, i) => {
    const x = MARGIN + (i % cols) * (tileW + gap);
    const top = h - MARGIN - 70 - Math.floor(i / cols) * (tileH + gap);
    figures.drawRectangle({
      x,
      y: top - tileH,
      width: tileW,
      height: tileH,
      color: rgb(0.96, 0.97, 0.98),
      borderColor: accent,
      borderWidth: 1,
    });
    const after = paragraph(figures, item.value, {
      x: x + 10,
      top: top - 10,
      width: tileW - 20,
      size: 15,
      font: fonts.bold,
      color: INK,
    });
    paragraph(figures, item.label, {
      x: x + 10,
      top: after - 4,
      width: tileW - 20,
      size: 10,
      font: fonts.regular,
      color: MUTED,
    });
  });

  // 5. Contact page with the company details (common/site.ts).
  const contact = slideFrame(doc, fonts, deck, 'Contact us', 5);
  const lines = [
    site.companyName,
    site.location,
    `Email: ${site.emails.sales}  /  ${site.emails.support}`,
    `Phone: ${site.phone.display}`,
    `Web: ${site.siteUrl}`,
    `LinkedIn: ${site.links.linkedinCompany}`,
  ];
  let top = h - MARGIN - 80;
  lines.forEach((line, i) => {
    top =
      paragraph(contact, line, {
        x: MARGIN,
        top,
        width: w - 2 * MARGIN,
        size: i === 0 ? 22 : 16,
        font: i === 0 ? fonts.bold : fonts.regular,
      }) - 10;
  });
  return doc.save({ useObjectStreams: true });
}

function cvSection(page: PDFPage, fonts: Fonts, heading: string, top: number): number {
  page.drawText(sanitize(heading.toUpperCase(), fonts.bold), {
    x: MARGIN,
    y: top - 12,
    size: 12,
    font: fonts.bold,
    color: hexColor('#b34700'),
  });
  page.drawLine({
    start: { x: MARGIN, y: top - 18 },
    end: { x: A4[0] - MARGIN, y: top - 18 },
    thickness: 0.75,
    color: rgb(0.8, 0.82, 0.86),
  });
  return top - 30;
}

/** Builds the CV (≥ 2 pages): profile and experience, then education, skills and languages. */
export async function buildCv(
  cv: CvDocument,
  publicDir = path.resolve('public'),
): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument(`Curriculum Vitae: ${cv.name}`, cv.headline);
  const [w, h] = A4;
  const width = w - 2 * MARGIN;
  let page = doc.addPage(A4);
  let pageNo = 1;
  const footer = (p: PDFPage, n: number) =>
    p.drawText(sanitize(`${cv.name}  |  ${cv.note}  |  ${n}`, fonts.regular), {
      x: MARGIN,
      y: 28,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  const ensure = (top: number, needed: number): number => {
    if (top - needed > 60) return top;
    footer(page, pageNo);
    page = doc.addPage(A4);
    pageNo += 1;
    return h - MARGIN;
  };

  // Header band with the portrait art.
  page.drawRectangle({ x: 0, y: h - 150, width: w, height: 150, color: NAVY });
  drawArt(page, loadArt('/images/cv/portrait.svg', publicDir), w - MARGIN - 100, h - 25, 100, 100);
  page.drawText(sanitize(cv.name, fonts.bold), {
    x: MARGIN,
    y: h - 70,
    size: 28,
    font: fonts.bold,
    color: WHITE,
  });
  paragraph(page, cv.headline, {
    x: MARGIN,
    top: h - 82,
    width: width - 120,
    size: 11,
    font: fonts.regular,
    color: rgb(0.85, 0.88, 0.93),
  });
  let top = h - 170;
  top =
    paragraph(page, cv.contact.join('  |  '), {
      x: MARGIN,
      top,
      width,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    }) - 14;
  top = cvSection(page, fonts, 'Profile', top);
  top = paragraph(page, cv.summary, { x: MARGIN, top, width, size: 11, font: fonts.regular }) - 14;

  const entries = (heading: string, list: readonly CvEntry[]) => {
    top = cvSection(page, fonts, heading, ensure(top, 80));
    for (const entry of list) {
      top = ensure(top, 60);
      page.drawText(sanitize(entry.title, fonts.bold), {
        x: MARGIN,
        y: top - 11,
        size: 11,
        font: fonts.bold,
        color: INK,
      });
      const period = sanitize(entry.period, fonts.regular);
      page.drawText(period, {
        x: w - MARGIN - fonts.regular.widthOfTextAtSize(period, 10),
        y: top - 11,
        size: 10,
        font: fonts.regular,
        color: MUTED,
      });
      top =
        paragraph(page, entry.organisation, {
          x: MARGIN,
          top: top - 16,
          width,
          size: 10,
          font: fonts.regular,
          color: MUTED,
        }) - 4;
      for (const point of entry.points) {
        top = ensure(top, 20);
        page.drawCircle({ x: MARGIN + 4, y: top - 7, size: 1.8, color: INK });
        top =
          paragraph(page, point, {
            x: MARGIN + 14,
            top,
            width: width - 14,
            size: 10,
            font: fonts.regular,
          }) - 4;
      }
      top -= 8;
    }
  };
  entries('Experience', cv.experience);
  // Education starts the second page: the CV is always at least two pages (issue 5).
  footer(page, pageNo);
  page = doc.addPage(A4);
  pageNo += 1;
  top = h - MARGIN;
  entries('Education', cv.education);
  top = cvSection(page, fonts, 'Skills', ensure(top, 80));
  for (const group of cv.skills) {
    top = ensure(top, 30);
    page.drawText(sanitize(group.group, fonts.bold), {
      x: MARGIN,
      y: top - 11,
      size: 11,
      font: fonts.bold,
      color: INK,
    });
    top =
      paragraph(page, group.items.join(', '), {
        x: MARGIN + 130,
        top,
        width: width - 130,
        size: 10,
        font: fonts.regular,
      }) - 10;
  }
  top = cvSection(page, fonts, 'Languages', ensure(top, 60));
  top =
    paragraph(page, cv.languages.join('  |  '), {
      x: MARGIN,
      top,
      width,
      size: 10,
      font: fonts.regular,
    }) - 14;
  paragraph(page, cv.note, {
    x: MARGIN,
    top: ensure(top, 30),
    width,
    size: 9,
    font: fonts.regular,
    color: MUTED,
  });
  footer(page, pageNo);
  return doc.save({ useObjectStreams: true });
}

/** The decks and their content, one per linked presentation (app/config/paths.ts documentPaths). */
export const decks: readonly PresentationDeck[] = [optimusDeck, scanovaDeck, lumenDeck];

/**
 * Writes every PDF under `outRoot` at its documentPaths location (by default public/docs/…),
 * reading the product art from `publicDir`.
 * @returns the written files' public paths
 */
export async function generateAssets(
  outRoot = path.resolve('public'),
  publicDir = path.resolve('public'),
): Promise<string[]> {
  const outputs: Array<[string, Uint8Array]> = [];
  for (const deck of decks) outputs.push([deck.path, await buildPresentation(deck, publicDir)]);
  outputs.push([documentPaths.cv, await buildCv(cvDocument, publicDir)]);
  for (const [publicPath, bytes] of outputs) {
    const file = path.join(outRoot, publicPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return outputs.map(([publicPath]) => publicPath);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const written = await generateAssets(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`generate-assets: wrote ${written.join(', ')}`);
}
