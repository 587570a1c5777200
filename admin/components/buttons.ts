/**
 * The inbox's button styles (Tailwind classes): at least 40 px tall and a visible focus ring in
 * the site's brand ink (app/app.css `:focus-visible`), so every action is reachable and seen by
 * keyboard (WCAG 2.4.7, 2.5.8). Primary is the site's call to action: the brand orange with ink
 * text (6.7:1, WCAG 1.4.3 AA).
 */
export const button =
  'inline-flex min-h-10 items-center justify-center rounded border px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-ink';
export const secondary = `${button} border-slate-500 bg-white text-ink hover:bg-slate-100`;
export const primary = `${button} border-brand bg-brand font-semibold text-ink hover:border-brand-hover hover:bg-brand-hover`;
export const danger = `${button} border-red-700 bg-white text-red-800 hover:bg-red-50`;
export const dangerSolid = `${button} border-red-700 bg-red-700 text-white hover:bg-red-800`;
/** A quiet button on the navy header bar; its ring is the bright accent (7:1 on navy). */
export const onDark =
  'inline-flex min-h-10 items-center justify-center rounded border border-white/40 px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';
