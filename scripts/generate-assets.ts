/**
 * Generates the site's PDFs from the content modules (spec §2 'Download Presentation',
 * /cv): the Optimus presentation, the Scanova and Lumen pitch decks and the CV, each in every
 * language from that language's copy (docs/decisions/0043-pdfs-in-every-language.md): English's at
 * public/docs/<file>.pdf, the others' at public/docs/<locale>/<file>.pdf (common/paths.ts
 * `localizeDocumentPath`). They are build outputs (git-ignored), which Vite then copies into
 * build/client/docs/. Arabic's are set right to left with their layout mirrored.
 *
 * Run: `tsx scripts/generate-assets.ts [outDir]` (the `build` script does it first). It also writes
 * the SVG art of art/images/ to public/images/ with its text as outlines (svg-text-outlines.ts).
 *
 * Text is set in the site's font, Inter, embedded as a subset, into boxes measured with that
 * font's own metrics (scripts/pdf-text.ts), so every viewer renders the same and no
 * line leaves its box. Units: PDF points, origin bottom-left.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument, rgb, type Color, type PDFPage } from 'pdf-lib';
import { site } from '../common/site';
import { directionOf, LOCALES, type Locale } from '../common/i18n';
import { documentPaths, localizeDocumentPath } from '../app/config/paths';
import { drawArt, hexColor, loadArt } from './pdf-art';
import { writeOutlinedArt } from './svg-text-outlines';
import { pdfLabels, typeset, type PdfLabels } from './pdf-copy';
import {
  embedFonts,
  isolateLtr,
  SHRINK_STEP,
  Typesetter,
  type Box,
  type PdfFonts,
  type TextRun,
  type TextStyle,
} from './pdf-text';
import type { CvDocument, CvEntry, PresentationDeck } from '../app/content/types/shapes';
import { contentOf } from '../app/content/site-content';

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
const PALE = rgb(0.85, 0.88, 0.93);
const TILE = rgb(0.96, 0.97, 0.98);
const RULE = rgb(0.8, 0.82, 0.86);
const CV_ACCENT = '#b34700';

/** Slide chrome (pt): the accent bar, the heading line and the footer line. */
const SLIDE_BAR = 10;
const HEADING = { top: SLIDE[1] - 48, height: 44, size: 30, minSize: 20 };
const SLIDE_FOOTER = { top: 42, height: 16, size: 10 };
/** The slide body between the heading and the footer (pt). */
const BODY_TOP = SLIDE[1] - MARGIN - 64;
const BODY_BOTTOM = 56;
/** Bullet text: largest and smallest size (pt); gap after a bullet as a multiple of the size. */
const BULLET = { size: 16, minSize: 11, gap: 0.8, indent: 20, dot: 4 };
/** Where a bullet dot sits above the baseline, as a multiple of the size (Inter's x-height / 2). */
const DOT_RISE = 0.27;
/** The contact slide: company name and detail lines (pt). */
const CONTACT = { name: 22, line: 16, lineMin: 11, gap: 10 };

/** Title slide (pt): the column left of the art, and the art's box. */
const TITLE_COLUMN = { width: 380, companyTop: SLIDE[1] - 76, titleTop: SLIDE[1] - 200 };
const TITLE_ART = { width: 340, height: 360, top: SLIDE[1] - 120 };
const TITLE_SIZES = { company: 14, title: 40, titleMin: 26, subtitle: 16, subtitleMin: 11 };
/** Room for two title lines at full size. */
const TITLE_HEIGHT = 110;

/** Figure tiles (pt). */
const TILES = { cols: 4, gap: 14, maxHeight: 100, padding: 10, top: SLIDE[1] - MARGIN - 70 };
const TILE_VALUE = { size: 15, minSize: 11 };
const TILE_LABEL = { size: 10, minSize: 8 };

/** CV (pt): header band, footer, the lowest text line's bottom, and text sizes. */
const CV_BAND = { height: 150, art: 100, nameTop: A4[1] - 44, nameHeight: 36 };
const CV_FOOTER = { top: 40, height: 14, size: 8 };
const CV_BOTTOM = 60;
const CV_SKILL_COLUMN = 130;
const CV_TEXT = {
  name: 28,
  nameMin: 18,
  headline: 11,
  headlineMin: 8,
  section: 12,
  summary: 11,
  entryTitle: 11,
  body: 10,
  small: 9,
};
/**
 * CV page breaks: room (pt) a section heading or an entry's title needs below it on the page,
 * so that neither is left alone at the bottom (the text itself is measured exactly).
 */
const CV_KEEP = { section: 80, shortSection: 60, entry: 60 };
/** Between the items of a one-line list (contact details, languages, footers). */
const LIST_SEPARATOR = ' | ';
/** CV bullets: indent of the text and radius of the dot (pt). */
const CV_BULLET = { indent: 14, dot: 1.8 };

/** Deck and CV builders' result: the file and every line of text drawn (for the fit test). */
export interface BuiltPdf {
  bytes: Uint8Array;
  runs: TextRun[];
}

/** A document being built: pdf-lib's, its fonts, its typesetter and its language. */
interface Draft {
  doc: PDFDocument;
  fonts: PdfFonts;
  type: Typesetter;
  locale: Locale;
  labels: PdfLabels;
  /** Right to left: the layout is mirrored (the logical start is the page's right side). */
  rtl: boolean;
  /** Page width (pt) the layout is mirrored in. */
  pageWidth: number;
}

/**
 * The x (pt) of something `width` wide laid out at `x` from the start side: itself in a
 * left-to-right document, mirrored across the page in a right-to-left one.
 */
function mx(draft: Draft, x: number, width = 0): number {
  return draft.rtl ? draft.pageWidth - x - width : x;
}

/** A box from `top` down to `bottom` (pt), `x` from the start side (mirrored in right to left). */
function span(draft: Draft, x: number, top: number, width: number, bottom: number): Box {
  return boxDown(mx(draft, x, width), top, width, bottom);
}

/**
 * A piece of a right-to-left line that has no Arabic letter (a phone number, an address, a
 * name in Latin letters) as a left-to-right isolate (UAX #9 §2.4), so it reads whole ('+1 555'
 * keeps its '+' in front); left-to-right documents get it as it is.
 */
function ltr(draft: Draft, text: string): string {
  return draft.rtl && !/[\u0600-\u06FF]/.test(text) ? isolateLtr(text) : text;
}

/** 'Label: value' as the language writes it (French: a no-break space before the colon). */
function labelled(draft: Draft, label: string, value: string): string {
  return `${label}${draft.locale === 'fr' ? '\u00a0:' : ':'} ${ltr(draft, value)}`;
}

/** Items joined by {@link LIST_SEPARATOR}, each Latin-only one isolated in right to left. */
function listOf(draft: Draft, items: readonly (string | number)[]): string {
  return items.map((item) => ltr(draft, String(item))).join(LIST_SEPARATOR);
}

/** Style helper: `font` at `size` (pt) in `color`, with optional extras. */
function style(
  font: TextStyle['font'],
  size: number,
  color: Color,
  extra: Partial<TextStyle> = {},
): TextStyle {
  return { font, size, color, ...extra };
}

/**
 * A new PDF in `locale` with Inter (and for Arabic Cairo) embedded (subset) and its metadata set
 * (fixed dates: reproducible bytes). Shared by the decks and the CV.
 */
async function createDocument(
  title: string,
  subject: string,
  locale: Locale,
  pageWidth: number,
): Promise<Draft> {
  const doc = await PDFDocument.create();
  const rtl = directionOf(locale) === 'rtl';
  const fonts = await embedFonts(doc, title, { arabic: locale === 'ar' });
  setMetadata(doc, title, subject, locale);
  const type = new Typesetter(doc, {
    direction: directionOf(locale),
    prepare: (text) => typeset(text, locale),
  });
  return { doc, fonts, type, locale, labels: pdfLabels[locale], rtl, pageWidth };
}

async function finish(draft: Draft): Promise<BuiltPdf> {
  return { bytes: await draft.doc.save({ useObjectStreams: true }), runs: draft.type.runs };
}

function setMetadata(doc: PDFDocument, title: string, subject: string, locale: Locale): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(site.companyName);
  doc.setSubject(subject);
  doc.setCreator(`${site.companyName} website build`);
  doc.setProducer('pdf-lib');
  doc.setLanguage(locale);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
}

/**
 * Draws a bullet dot of `radius` (pt) centred at `x`, level with the middle of the x-height of
 * a first line set in `font` at `size` whose box starts at `top` (pt).
 */
function bulletDot(
  page: PDFPage,
  at: { x: number; top: number },
  font: TextStyle['font'],
  size: number,
  radius: number,
  color: Color,
): void {
  const baseline = at.top - font.heightAtSize(size, { descender: false });
  page.drawCircle({ x: at.x, y: baseline + size * DOT_RISE, size: radius, color });
}

/** A box from `top` down to `bottom` (pt). */
function boxDown(x: number, top: number, width: number, bottom: number): Box {
  return { x, top, width, height: top - bottom };
}

function slideFrame(draft: Draft, deck: PresentationDeck, heading: string, n: number): PDFPage {
  const { doc, fonts, type } = draft;
  const page = doc.addPage(SLIDE);
  const accent = hexColor(deck.accent) ?? INK;
  const [w, h] = SLIDE;
  page.drawRectangle({ x: 0, y: h - SLIDE_BAR, width: w, height: SLIDE_BAR, color: accent });
  type.block(page, heading, style(fonts.bold, HEADING.size, INK, { minSize: HEADING.minSize }), {
    x: MARGIN,
    top: HEADING.top,
    width: w - 2 * MARGIN,
    height: HEADING.height,
  });
  type.block(
    page,
    listOf(draft, [deck.title, site.companyName, n]),
    style(fonts.regular, SLIDE_FOOTER.size, MUTED),
    {
      x: MARGIN,
      top: SLIDE_FOOTER.top,
      width: w - 2 * MARGIN,
      height: lineHeight(fonts.regular, SLIDE_FOOTER.size, SLIDE_FOOTER.height),
    },
  );
  return page;
}

/**
 * A slide of bullet points, set at the largest size from {@link BULLET}.size down to
 * {@link BULLET}.minSize at which all of them fit the body.
 */
function bulletSlide(
  draft: Draft,
  deck: PresentationDeck,
  heading: string,
  points: readonly string[],
  n: number,
) {
  const page = slideFrame(draft, deck, heading, n);
  const accent = hexColor(deck.accent) ?? INK;
  const x = MARGIN + BULLET.indent;
  const width = SLIDE[0] - MARGIN - x;
  const total = (size: number) =>
    points.reduce(
      (sum, p) => sum + draft.type.fit(p, style(draft.fonts.regular, size, INK), width).height,
      (points.length - 1) * size * BULLET.gap,
    );
  let size = BULLET.size;
  while (size > BULLET.minSize && total(size) > BODY_TOP - BODY_BOTTOM) size -= SHRINK_STEP;
  const text = style(draft.fonts.regular, size, INK);
  let top = BODY_TOP;
  for (const point of points) {
    bulletDot(page, { x: mx(draft, MARGIN + 5), top }, text.font, size, BULLET.dot, accent);
    top =
      draft.type.block(page, point, text, span(draft, x, top, width, BODY_BOTTOM)) -
      size * BULLET.gap;
  }
}

/**
 * Builds a presentation in `locale` (English by default) from that language's deck: title (with
 * the product art), problem, solution, figures and contact pages; right to left mirrored.
 */
export async function buildPresentation(
  deck: PresentationDeck,
  publicDir = path.resolve('public'),
  locale: Locale = 'en',
): Promise<BuiltPdf> {
  const draft = await createDocument(deck.title, deck.subtitle, locale, SLIDE[0]);
  const { doc, fonts, type, labels } = draft;
  const [w, h] = SLIDE;
  const accent = hexColor(deck.accent) ?? INK;

  // 1. Title page with the product art as vector shapes.
  const title = doc.addPage(SLIDE);
  title.drawRectangle({ x: 0, y: 0, width: w, height: h, color: NAVY });
  title.drawRectangle({ x: mx(draft, 0, 14), y: 0, width: 14, height: h, color: accent });
  const artX = mx(draft, w - MARGIN - TITLE_ART.width, TITLE_ART.width);
  drawArt(
    title,
    loadArt(deck.art, publicDir),
    artX,
    TITLE_ART.top,
    TITLE_ART.width,
    TITLE_ART.height,
  );
  const column = TITLE_COLUMN.width;
  type.block(
    title,
    site.companyName,
    style(fonts.bold, TITLE_SIZES.company, accent),
    span(
      draft,
      MARGIN,
      TITLE_COLUMN.companyTop,
      column,
      TITLE_COLUMN.companyTop - 2 * TITLE_SIZES.company,
    ),
  );
  const below = type.block(
    title,
    deck.title,
    style(fonts.bold, TITLE_SIZES.title, WHITE, { minSize: TITLE_SIZES.titleMin, leading: 1.15 }),
    span(draft, MARGIN, TITLE_COLUMN.titleTop, column, TITLE_COLUMN.titleTop - TITLE_HEIGHT),
  );
  type.block(
    title,
    deck.subtitle,
    style(fonts.regular, TITLE_SIZES.subtitle, PALE, { minSize: TITLE_SIZES.subtitleMin }),
    span(draft, MARGIN, below - 20, column - 20, MARGIN),
  );

  // 2–3. Problem and solution.
  bulletSlide(draft, deck, deck.problem.heading, deck.problem.points, 2);
  bulletSlide(draft, deck, deck.solution.heading, deck.solution.points, 3);

  // 4. Figures as a grid of value/label tiles, from the start side.
  const figures = slideFrame(draft, deck, deck.figures.heading, 4);
  const { cols, gap, padding } = TILES;
  const tileW = (w - 2 * MARGIN - (cols - 1) * gap) / cols;
  const rows = Math.ceil(deck.figures.items.length / cols);
  const tileH = Math.min(TILES.maxHeight, (TILES.top - BODY_BOTTOM - (rows - 1) * gap) / rows);
  deck.figures.items.forEach((item, i) => {
    const x = mx(draft, MARGIN + (i % cols) * (tileW + gap), tileW);
    const top = TILES.top - Math.floor(i / cols) * (tileH + gap);
    figures.drawRectangle({
      x,
      y: top - tileH,
      width: tileW,
      height: tileH,
      color: TILE,
      borderColor: accent,
      borderWidth: 1,
    });
    const inner = boxDown(x + padding, top - padding, tileW - 2 * padding, top - tileH + padding);
    const after = type.block(
      figures,
      item.value,
      style(fonts.bold, TILE_VALUE.size, INK, { minSize: TILE_VALUE.minSize, leading: 1.2 }),
      inner,
    );
    type.block(
      figures,
      item.label,
      style(fonts.regular, TILE_LABEL.size, MUTED, { minSize: TILE_LABEL.minSize }),
      boxDown(inner.x, after - 4, inner.width, inner.top - inner.height),
    );
  });

  // 5. Contact page with the company details (common/site.ts; the address in the language).
  const contact = slideFrame(draft, deck, labels.contactHeading, 5);
  const lines = [
    ltr(draft, site.companyName),
    ltr(draft, contentOf(locale).company.companyCopy.location),
    labelled(draft, labels.email, `${site.emails.sales}  /  ${site.emails.support}`),
    labelled(draft, labels.phone, site.phone.display),
    labelled(draft, labels.web, site.siteUrl),
    labelled(draft, labels.linkedin, site.links.linkedinCompany),
  ];
  let top = BODY_TOP;
  lines.forEach((line, i) => {
    const lineStyle =
      i === 0
        ? style(fonts.bold, CONTACT.name, INK)
        : style(fonts.regular, CONTACT.line, INK, { minSize: CONTACT.lineMin });
    top =
      type.block(contact, line, lineStyle, boxDown(MARGIN, top, w - 2 * MARGIN, BODY_BOTTOM)) -
      CONTACT.gap;
  });
  return finish(draft);
}

/**
 * Height (pt) of a one-line box for `face` at `size`: `least`, or the face's whole height where
 * that is more (Cairo's ascender and descender are taller than Inter's).
 */
function lineHeight(face: TextStyle['font'], size: number, least: number): number {
  return Math.max(least, Math.ceil(face.heightAtSize(size)));
}

/** A CV section heading with its rule; returns the top (pt) of what follows. */
function cvSection(draft: Draft, page: PDFPage, heading: string, top: number): number {
  const color = hexColor(CV_ACCENT) ?? INK;
  const sectionHeight = lineHeight(draft.fonts.bold, CV_TEXT.section, 16);
  draft.type.block(
    page,
    heading.toLocaleUpperCase(draft.locale),
    style(draft.fonts.bold, CV_TEXT.section, color),
    { x: MARGIN, top, width: A4[0] - 2 * MARGIN, height: sectionHeight },
  );
  page.drawLine({
    start: { x: MARGIN, y: top - sectionHeight - 2 },
    end: { x: A4[0] - MARGIN, y: top - sectionHeight - 2 },
    thickness: 0.75,
    color: RULE,
  });
  return top - sectionHeight - 14;
}

/**
 * Builds the CV (≥ 2 pages) in `locale` (English by default) from that language's copy: profile
 * and experience, then education, skills and languages; its title is the CV page's heading.
 */
export async function buildCv(
  cv: CvDocument,
  publicDir = path.resolve('public'),
  locale: Locale = 'en',
): Promise<BuiltPdf> {
  const draft = await createDocument(
    contentOf(locale).cv.cvContent.heading,
    cv.headline,
    locale,
    A4[0],
  );
  const { doc, fonts, type, labels } = draft;
  const [w, h] = A4;
  const width = w - 2 * MARGIN;
  let page = doc.addPage(A4);
  let pageNo = 1;
  const footer = () =>
    type.block(
      page,
      listOf(draft, [cv.name, cv.note, pageNo]),
      style(fonts.regular, CV_FOOTER.size, MUTED, { minSize: 6 }),
      {
        x: MARGIN,
        top: CV_FOOTER.top,
        width,
        height: lineHeight(fonts.regular, CV_FOOTER.size, CV_FOOTER.height),
      },
    );
  const newPage = (): number => {
    footer();
    page = doc.addPage(A4);
    pageNo += 1;
    return h - MARGIN;
  };
  /** `top`, or the top of a new page when `needed` pt do not fit above the bottom margin. */
  const ensure = (top: number, needed: number): number =>
    top - needed >= CV_BOTTOM ? top : newPage();
  /**
   * Draws a flowing paragraph at `x` from the start side and `top`, on a new page if its
   * measured height needs one.
   */
  const flow = (text: string, textStyle: TextStyle, x: number, top: number, boxWidth: number) => {
    const start = ensure(top, type.fit(text, textStyle, boxWidth).height);
    return type.block(page, text, textStyle, span(draft, x, start, boxWidth, CV_BOTTOM));
  };

  // Header band with the portrait art at the end side.
  page.drawRectangle({
    x: 0,
    y: h - CV_BAND.height,
    width: w,
    height: CV_BAND.height,
    color: NAVY,
  });
  drawArt(
    page,
    loadArt('/images/cv/portrait.svg', publicDir),
    mx(draft, w - MARGIN - CV_BAND.art, CV_BAND.art),
    h - 25,
    CV_BAND.art,
    CV_BAND.art,
  );
  const bandText = width - CV_BAND.art - 20;
  const nameBottom = type.block(
    page,
    cv.name,
    style(fonts.bold, CV_TEXT.name, WHITE, { minSize: CV_TEXT.nameMin }),
    span(draft, MARGIN, CV_BAND.nameTop, bandText, CV_BAND.nameTop - CV_BAND.nameHeight),
  );
  type.block(
    page,
    cv.headline,
    style(fonts.regular, CV_TEXT.headline, PALE, { minSize: CV_TEXT.headlineMin }),
    span(draft, MARGIN, nameBottom - 6, bandText, h - CV_BAND.height + 10),
  );
  let top = h - CV_BAND.height - 20;
  const list = { breakAt: LIST_SEPARATOR };
  const contact = style(fonts.regular, CV_TEXT.small, MUTED, list);
  top = flow(listOf(draft, cv.contact), contact, MARGIN, top, width) - 14;
  top = cvSection(draft, page, labels.profile, top);
  top = flow(cv.summary, style(fonts.regular, CV_TEXT.summary, INK), MARGIN, top, width) - 14;

  const body = style(fonts.regular, CV_TEXT.body, INK);
  const entries = (heading: string, list: readonly CvEntry[]) => {
    top = cvSection(draft, page, heading, ensure(top, CV_KEEP.section));
    for (const entry of list) {
      top = ensure(top, CV_KEEP.entry);
      const period = style(fonts.regular, CV_TEXT.body, MUTED, { align: 'end' });
      const periodWidth = fonts.regular.widthOfTextAtSize(
        typeset(entry.period, draft.locale),
        period.size,
      );
      const periodBottom = type.block(page, entry.period, period, {
        x: MARGIN,
        top,
        width,
        height: lineHeight(fonts.regular, CV_TEXT.body, 16),
      });
      const titleBottom = type.block(
        page,
        entry.title,
        style(fonts.bold, CV_TEXT.entryTitle, INK),
        span(draft, MARGIN, top, width - periodWidth - 12, CV_BOTTOM),
      );
      top = Math.min(titleBottom, periodBottom) - 3;
      top =
        flow(entry.organisation, style(fonts.regular, CV_TEXT.body, MUTED), MARGIN, top, width) - 5;
      const pointWidth = width - CV_BULLET.indent;
      for (const point of entry.points) {
        top = ensure(top, type.fit(point, body, pointWidth).height);
        bulletDot(
          page,
          { x: mx(draft, MARGIN + 4), top },
          body.font,
          body.size,
          CV_BULLET.dot,
          INK,
        );
        top = flow(point, body, MARGIN + CV_BULLET.indent, top, pointWidth) - 4;
      }
      top -= 8;
    }
  };
  entries(labels.experience, cv.experience);
  // Education starts the second page: the CV is always at least two pages.
  top = newPage();
  entries(labels.education, cv.education);
  top = cvSection(draft, page, labels.skills, ensure(top, CV_KEEP.section));
  for (const group of cv.skills) {
    const items = group.items.map((item) => ltr(draft, item)).join(draft.rtl ? '، ' : ', ');
    const itemsWidth = width - CV_SKILL_COLUMN;
    top = ensure(top, type.fit(items, body, itemsWidth).height);
    const groupBottom = type.block(
      page,
      group.group,
      style(fonts.bold, CV_TEXT.entryTitle, INK),
      span(draft, MARGIN, top, CV_SKILL_COLUMN - 10, CV_BOTTOM),
    );
    const itemsBottom = flow(items, body, MARGIN + CV_SKILL_COLUMN, top, itemsWidth);
    top = Math.min(groupBottom, itemsBottom) - 10;
  }
  top = cvSection(draft, page, labels.languages, ensure(top, CV_KEEP.shortSection));
  top = flow(listOf(draft, cv.languages), { ...body, ...list }, MARGIN, top, width) - 14;
  flow(cv.note, style(fonts.regular, CV_TEXT.small, MUTED), MARGIN, top, width);
  footer();
  return finish(draft);
}

/** A language's decks, one per linked presentation (app/config/paths.ts documentPaths). */
export function decksOf(locale: Locale): readonly PresentationDeck[] {
  const copy = contentOf(locale);
  return [copy.optimus.optimusDeck, copy.scanova.scanovaDeck, copy.lumen.lumenDeck];
}

/** English's decks. */
export const decks: readonly PresentationDeck[] = decksOf('en');

/** One generated PDF: its public path (documentPaths, in its language), bytes and text runs. */
export interface GeneratedPdf extends BuiltPdf {
  publicPath: string;
  locale: Locale;
}

/**
 * Builds a language's PDFs from its copy (the decks, then the CV), without writing them.
 * @param publicDir where the product art is read from (public/, or a built client folder)
 * @returns each PDF with its public path (English's at documentPaths, the others' under
 *   /docs/<locale>/), language, bytes and text runs
 */
export async function buildDocuments(
  locale: Locale,
  publicDir = path.resolve('public'),
): Promise<GeneratedPdf[]> {
  const outputs: GeneratedPdf[] = [];
  for (const deck of decksOf(locale))
    outputs.push({
      publicPath: localizeDocumentPath(deck.path, locale),
      locale,
      ...(await buildPresentation(deck, publicDir, locale)),
    });
  outputs.push({
    publicPath: localizeDocumentPath(documentPaths.cv, locale),
    locale,
    ...(await buildCv(contentOf(locale).cv.cvDocument, publicDir, locale)),
  });
  return outputs;
}

/**
 * Writes every PDF of every language in `locales` (all by default) under `outRoot` at its
 * public path (by default public/docs/… for English, public/docs/<locale>/… for the others),
 * reading the product art from `publicDir`.
 * @returns each written file with its public path, language, bytes and text runs
 */
export async function generateAssets(
  outRoot = path.resolve('public'),
  publicDir = path.resolve('public'),
  locales: readonly Locale[] = LOCALES,
): Promise<GeneratedPdf[]> {
  const outputs: GeneratedPdf[] = [];
  for (const locale of locales) outputs.push(...(await buildDocuments(locale, publicDir)));
  for (const { publicPath, bytes } of outputs) {
    const file = path.join(outRoot, publicPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return outputs;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outRoot = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const art = writeOutlinedArt(path.resolve('art'), outRoot);
  const written = await generateAssets(outRoot);
  console.log(
    `generate-assets: outlined the text of ${art.length} SVGs; wrote ${written.length} PDFs (${LOCALES.join(', ')}): ${written.map((pdf) => pdf.publicPath).join(', ')}`,
  );
}
