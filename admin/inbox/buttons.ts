/**
 * The inbox's button styles (Tailwind classes): at least 40 px tall and a visible focus ring, so
 * every action is reachable and seen by keyboard (WCAG 2.4.7, 2.5.8).
 */
export const button =
  'inline-flex min-h-10 items-center justify-center rounded border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
export const secondary = `${button} border-slate-500 bg-white text-slate-900 hover:bg-slate-100`;
export const primary = `${button} border-blue-700 bg-blue-700 text-white hover:bg-blue-800`;
export const danger = `${button} border-red-700 bg-white text-red-800 hover:bg-red-50`;
export const dangerSolid = `${button} border-red-700 bg-red-700 text-white hover:bg-red-800`;
