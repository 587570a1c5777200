/**
 * The brand colours as values, for what cannot read a CSS variable: a `<canvas>` (the insights
 * charts, uPlot) and SVG drawn outside the browser (the logo in the Open Graph image, satori).
 * They equal the tokens of common/styles/brand.css (DESIGN §3; brand accent: spec §9), which
 * tests/unit/common/brand-colours.test.ts checks; components in the browser use the tokens.
 */

/** `--color-brand`: the brand orange (fills, the logo). */
export const BRAND_COLOUR = '#ff751a';
/** `--color-brand-ink`: the orange for text and lines on white (4.5:1 or more, WCAG 1.4.3). */
export const BRAND_INK_COLOUR = '#b34700';
/** `--color-ink`: the site's ink navy (text, lines on white). */
export const INK_COLOUR = '#0f172a';
