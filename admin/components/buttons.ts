/**
 * The inbox's button styles (Tailwind classes): at least 40 px tall and a visible focus ring in
 * the site's brand ink (app/app.css `:focus-visible`), so every action is reachable and seen by
 * keyboard (WCAG 2.4.7, 2.5.8). Primary is the site's call to action: the brand orange with ink
 * text (6.7:1, WCAG 1.4.3 AA).
 */
export const button =
  'inline-flex min-h-10 items-center justify-center rounded border px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-ink';
export const secondary = `${button} border-field bg-white text-ink hover:bg-subtle-strong`;
export const primary = `${button} border-brand bg-brand font-semibold text-ink hover:border-brand-hover hover:bg-brand-hover`;
export const danger = `${button} border-danger bg-white text-danger-strong hover:bg-danger-soft`;
export const dangerSolid = `${button} border-danger bg-danger text-white hover:bg-danger-strong`;
/** A quiet button on the navy header bar; its ring is the bright accent (7:1 on navy). */
export const onDark =
  'inline-flex min-h-10 items-center justify-center rounded border border-white/40 px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';
