/**
 * What the header's icon controls sit on: `light` text on the shared header's dark bar, `dark`
 * text on its white or transparent top, or `bar`, a page's own themed bar (app.css bar tokens).
 */
export type HeaderTone = 'light' | 'dark' | 'bar';

/** The hover background of an icon control on each {@link HeaderTone}. */
export function hoverClass(tone: HeaderTone): string {
  if (tone === 'light') return 'hover:bg-white/10';
  if (tone === 'bar') return 'hover:bg-bar-line';
  return 'hover:bg-night/5';
}
