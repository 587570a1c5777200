/**
 * Runs one action of the page (`call`: the request and what it changes on screen) and says
 * whether it went through; a failure goes to `report` (the page's error alert) instead of
 * throwing, so a form can keep what was written.
 * @returns true when `call` resolved; false when it threw (after `report` got what it threw)
 */
export async function attempt(
  call: () => Promise<unknown>,
  report: (caught: unknown) => void,
): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (caught) {
    report(caught);
    return false;
  }
}
