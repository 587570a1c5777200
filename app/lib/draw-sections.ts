/**
 * Sections of `<main>` that the browser has not been asked to draw yet. app.css gives them
 * `content-visibility: auto` (keep the two selectors equal): every section after the first view,
 * until {@link drawSections} marks it `data-drawn`.
 */
export const UNDRAWN_SECTIONS_SELECTOR = 'main>section:not(:first-child,[data-drawn])';

/**
 * Draws the page's below-the-fold sections after the load, one per animation frame (DESIGN §6).
 *
 * The first layout covers only the first view (app.css skips the other sections, and a section
 * nearing the screen is drawn by the browser itself), so it is a shorter task on a phone and
 * under Lighthouse's 4× CPU slowdown. Once the document has loaded (images included, so the
 * page's own work is done), each frame marks one section, whose style and layout that frame
 * computes: short tasks instead of one long one. Afterwards the page is an ordinary page, so
 * axe (our tests, Lighthouse) and scroll positions see every section at its real size; a
 * skipped section is only a placeholder of `contain-intrinsic-size` to them.
 * Sections added later (client navigation re-runs it, see `useDrawSections`) are found by the
 * query of each frame. Without JavaScript the sections stay `auto`, drawn as they near the screen.
 *
 * @returns a cleanup that stops the drawing.
 */
export function drawSections(): () => void {
  let stopped = false;
  const drawNext = () => {
    const next = stopped ? null : document.querySelector(UNDRAWN_SECTIONS_SELECTOR);
    next?.setAttribute('data-drawn', '');
    if (next) requestAnimationFrame(drawNext);
  };
  // A task of its own after the load event's. After the cleanup, a pending callback (or a load
  // still to come) finds `stopped` and ends.
  const start = () => setTimeout(drawNext);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start);
  return () => {
    stopped = true;
  };
}
