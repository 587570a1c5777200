/**
 * The 1200×630 social preview card (Open Graph / Twitter): a JSX card laid out by satori in the
 * site's own fonts (Inter from `@fontsource/inter`, the files the PDFs embed; Cairo for Arabic,
 * the file app.css serves) and rendered to PNG by resvg
 * (docs/decisions/0012-svg-parser-and-satori-social-cards.md). Satori shapes text with HarfBuzz,
 * so Arabic is joined and ordered right to left. Deterministic: the same card gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { Logo } from '../app/components/ui/logo';
import { FONT_FILES } from './pdf-text';

/** What a card says, and which way its language runs. */
export interface SocialCard {
  /** The large line, e.g. the company name. */
  title: string;
  /** The line under it, e.g. the home page's title in the card's language. */
  tagline: string;
  /** `rtl` mirrors the card: text and mark start at the right. */
  direction: 'ltr' | 'rtl';
}

/** Card size in px (Open Graph's recommended 1.91:1). */
export const CARD = { width: 1200, height: 630 } as const;
/** The space left and right of the text column (px). */
const MARGIN = 100;
const NAVY = '#0b1020';
const ORANGE = '#ff751a'; // spec §9 brand accent
const WHITE = '#f1f5f9';
/** Cairo's variable Arabic subset; satori draws its default instance (weight 400). */
const CAIRO = '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2';

let fonts: Font[] | undefined;
/** Inter 400 and 700 and Cairo, read once per process. */
function cardFonts(): Font[] {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(file));
  fonts ??= [
    { name: 'Inter', data: read(FONT_FILES.regular), weight: 400, style: 'normal' },
    { name: 'Inter', data: read(FONT_FILES.bold), weight: 700, style: 'normal' },
    { name: 'Cairo', data: read(CAIRO), weight: 400, style: 'normal' },
  ];
  return fonts;
}

function Card({ title, tagline, direction }: SocialCard) {
  // The glow sits behind the mark, on the side the text starts from.
  const glowX = direction === 'rtl' ? CARD.width - 260 : 260;
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        backgroundColor: NAVY,
        backgroundImage: `radial-gradient(circle at ${glowX}px 200px, rgba(255, 117, 26, 0.22), rgba(255, 117, 26, 0) 700px)`,
        color: WHITE,
        fontFamily: 'Inter, Cairo',
      }}
    >
      {/* A fixed-width column: satori misplaces an rtl box's padding, not its margin. */}
      <div
        dir={direction}
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          width: CARD.width - 2 * MARGIN,
          marginLeft: MARGIN,
        }}
      >
        <div style={{ display: 'flex', width: 144, height: 144 }}>
          <Logo />
        </div>
        <div style={{ fontSize: 104, fontWeight: 700, letterSpacing: -2, marginTop: 36 }}>
          {title}
        </div>
        <div style={{ fontSize: 48, color: ORANGE, marginTop: 12, textWrap: 'balance' }}>
          {tagline}
        </div>
      </div>
    </div>
  );
}

/**
 * The card as SVG, its text as glyph outlines (satori's output, before rasterizing).
 * @throws when a character of the card is in none of the fonts (it would be left out)
 */
export async function ogCardSvg(card: SocialCard): Promise<string> {
  return satori(<Card {...card} />, {
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
