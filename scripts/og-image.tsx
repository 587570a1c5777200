/**
 * The 1200×630 social preview card (Open Graph / Twitter) of one page in one language: the site's
 * mark and name, the page's own title and lead, and the page's art (the product on a product
 * page) beside them (docs/decisions/0044-a-social-card-per-page.md). A JSX card laid out by
 * satori in the site's own fonts (scripts/og-card-assets.ts `CARD_FONT_FILES`) and rendered to PNG
 * by resvg (docs/decisions/0012-svg-parser-and-satori-social-cards.md). Satori shapes text with
 * HarfBuzz, so Arabic is joined and ordered right to left. Deterministic: the same card gives the
 * same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { site } from '../common/site';
import type { SocialCard } from '../common/social-card';
import { Logo } from '../app/components/ui/logo';
import { artFile, CARD_FONT_FILES } from './og-card-assets';

export type { SocialCard } from '../common/social-card';

/** Card size in px (Open Graph's recommended 1.91:1). */
export const CARD = { width: 1200, height: 630 } as const;
/** The space around the card's content (px). */
const MARGIN = 72;
/** The art's square box (px) and the gap between it and the text. */
const ART = 400;
const GAP = 56;
const NAVY = '#0b1020';
const ORANGE = '#ff751a'; // spec §9 brand accent
const WHITE = '#f1f5f9';
const MUTED = '#cbd5e1';

let fonts: Font[] | undefined;
/** Inter 400 and 700 and Cairo, read once per process. */
function cardFonts(): Font[] {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(file));
  fonts ??= [
    { name: 'Inter', data: read(CARD_FONT_FILES.regular), weight: 400, style: 'normal' },
    { name: 'Inter', data: read(CARD_FONT_FILES.bold), weight: 700, style: 'normal' },
    { name: 'Cairo', data: read(CARD_FONT_FILES.arabic), weight: 400, style: 'normal' },
  ];
  return fonts;
}

const artCache = new Map<string, string>();
/** An art file as a data URL (satori draws images from their bytes). */
function artDataUrl(art: string): string {
  let url = artCache.get(art);
  if (url === undefined) {
    url = `data:image/svg+xml;base64,${readFileSync(artFile(art)).toString('base64')}`;
    artCache.set(art, url);
  }
  return url;
}

/** Title sizes tried, largest first (px). */
const TITLE_SIZES = [88, 76, 64, 56, 48, 42] as const;

/**
 * The largest title size (px) at which the title is estimated to fit the column in two lines
 * (three below 64 px, so the lead keeps its room) and its longest word on one: long titles (German, French) shrink, short ones (a product name)
 * fill the card. The estimate takes Inter Bold's average advance as 0.58 em (its widest words'
 * letters are up to 0.66 em), with a tenth of each line kept free; the title is also clamped to
 * three lines, so a wrong estimate ends in an ellipsis, never in overflow.
 */
function titleSize(title: string, column: number): number {
  const length = [...title].length;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => [...word].length));
  const fits = (size: number) =>
    longestWord * 0.66 * size <= column &&
    Math.ceil((length * 0.58 * size) / (column * 0.9)) <= (size >= 64 ? 2 : 3);
  return TITLE_SIZES.find(fits) ?? TITLE_SIZES[TITLE_SIZES.length - 1]!;
}

function Card({ title, tagline, direction, art }: SocialCard) {
  const rtl = direction === 'rtl';
  const column = art ? CARD.width - 2 * MARGIN - ART - GAP : CARD.width - 2 * MARGIN;
  // The glow sits behind the art (or the mark), on the side the art is.
  const glowX = art ? (rtl ? MARGIN + ART / 2 : CARD.width - MARGIN - ART / 2) : rtl ? 1000 : 200;
  const size = titleSize(title, column);
  return (
    <div
      style={{
        display: 'flex',
        // Explicit, not by `dir`: satori mirrors padding and rows of an rtl box unreliably.
        flexDirection: rtl ? 'row-reverse' : 'row',
        alignItems: 'center',
        width: '100%',
        height: '100%',
        backgroundColor: NAVY,
        backgroundImage: `radial-gradient(circle at ${glowX}px 315px, rgba(255, 117, 26, 0.24), rgba(255, 117, 26, 0) 560px)`,
        color: WHITE,
        fontFamily: 'Inter, Cairo',
      }}
    >
      {/* A fixed-width column placed by margins: satori misplaces an rtl box's padding. */}
      <div
        dir={direction}
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: column,
          height: CARD.height - 2 * MARGIN,
          // The start side keeps the card's margin; the end side the gap before the art.
          marginLeft: rtl && art ? GAP : MARGIN,
          marginRight: !rtl && art ? GAP : MARGIN,
        }}
      >
        {/* A row in the rtl column runs right to left already (satori's `dir`). */}
        <div style={{ display: 'flex', flexDirection: 'row', alignItems: 'center' }}>
          <div style={{ display: 'flex', width: 64, height: 64 }}>
            <Logo />
          </div>
          <div
            dir="ltr"
            style={{
              fontSize: 36,
              fontWeight: 700,
              letterSpacing: -0.5,
              marginLeft: 20,
              marginRight: 20,
            }}
          >
            {site.companyName}
          </div>
        </div>
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            flexGrow: 1,
          }}
        >
          <div
            style={{
              display: 'block',
              fontSize: size,
              fontWeight: 700,
              lineHeight: rtl ? 1.3 : 1.12,
              letterSpacing: rtl ? 0 : -1.5,
              lineClamp: 3,
              width: column,
            }}
          >
            {title}
          </div>
          {tagline ? (
            <div
              style={{
                display: 'block',
                fontSize: 30,
                lineHeight: 1.35,
                color: MUTED,
                marginTop: 24,
                lineClamp: 3,
                width: column,
              }}
            >
              {tagline}
            </div>
          ) : null}
        </div>
        <div style={{ display: 'flex', width: 96, height: 6, backgroundColor: ORANGE }} />
      </div>
      {art ? (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: ART,
            height: ART,
            marginLeft: rtl ? MARGIN : 0,
            marginRight: rtl ? 0 : MARGIN,
          }}
        >
          <img
            src={artDataUrl(art)}
            width={ART}
            height={ART}
            style={{ objectFit: 'contain', borderRadius: 24 }}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The card as SVG, its text as glyph outlines (satori's output, before rasterizing).
 * @throws when a character of the card is in none of the fonts (it would be left out), or its
 *   art file is missing
 */
export async function ogCardSvg(card: SocialCard): Promise<string> {
  // French puts a narrow no-break space before ; : ! ? (U+202F), which Inter's Latin subset
  // lacks: the card draws the no-break space (U+00A0), a little wider, still unbreakable.
  const drawable = (text: string) => text.replaceAll('\u202f', '\u00a0');
  const text = { ...card, title: drawable(card.title), tagline: drawable(card.tagline) };
  return satori(<Card {...text} />, {
    ...CARD,
    fonts: cardFonts(),
    // Satori asks for more fonts when a character is in none of ours: refuse instead.
    loadAdditionalAsset: (language, segment) => {
      throw new Error(`No card font has '${segment}' (${language})`);
    },
  });
}

/**
 * Renders a card.
 * @returns PNG bytes, {@link CARD}.width × {@link CARD}.height px
 * @throws as {@link ogCardSvg}
 */
export async function renderOgImage(card: SocialCard): Promise<Buffer> {
  const svg = await ogCardSvg(card);
  // Satori has turned all text into paths: resvg needs no fonts of its own.
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}
