import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { UNDRAWN_SECTIONS_SELECTOR } from '../../app/lib/draw-sections';
import { LOADING_OVERLAY_MS } from '../../app/config/timing';

/**
 * Shared e2e fixtures: every page starts with consent already chosen (so the banner does not
 * cover the page) unless a test opts out, and console errors fail the test.
 */
export const test = base.extend<{
  consent: 'accepted' | 'declined' | null;
  consoleErrors: string[];
  skipOverlayWait: boolean;
}>({
  consent: ['declined', { option: true }],
  /**
   * When true (the default), the page gets Playwright's clock, running at real speed, and
   * {@link waitForReady} moves it past the page-ready delay and the loading overlay (spec §2:
   * 1.5 s) instead of waiting for them in real time. Tests about those timers use
   * {@link pauseClock}, which takes the page off this path; a test about real-time behaviour after
   * load may set it to false.
   */
  skipOverlayWait: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  page: async ({ page, consent, skipOverlayWait }, use) => {
    if (skipOverlayWait) {
      await page.clock.install();
      runningClock.add(page);
    }
    if (consent) {
      await page.addInitScript((value) => {
        // Init scripts run in every frame; embedded PDF viewers and sandboxed frames have no storage.
        if (window.top !== window) return;
        if (!window.localStorage.getItem('cookieConsent'))
          window.localStorage.setItem('cookieConsent', value);
      }, consent);
    }
    await use(page);
  },
});

export { expect };

/** Pages whose clock the fixture installed and left running (see `skipOverlayWait`). */
const runningClock = new WeakSet<Page>();

/** How long a page may take to hydrate and mark itself ready in tests (ms); not a spec timer. */
const READY_TIMEOUT_MS = 15_000;

/** Waits until the loading overlay (spec §2: 1.5 s) is gone and the page has hydrated. */
export async function waitForReady(page: Page): Promise<void> {
  if (runningClock.has(page)) {
    // The timers start at hydration; moving the clock past them fires them now, in order.
    await waitForHydration(page);
    await page.clock.fastForward(LOADING_OVERLAY_MS);
  }
  // Longer than Playwright's 5 s default: on a busy 2-core machine hydration can take longer.
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true', {
    timeout: READY_TIMEOUT_MS,
  });
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await wake(page, page.locator('header[data-interactive]').first());
}

/**
 * Waits until every section of <main> is laid out (drawn one per frame after the load,
 * app/lib/draw-sections.ts). Call before axe: a section still skipped by `content-visibility` is a
 * placeholder to its colour-contrast check. Not under a paused clock (frames would not run).
 */
export async function waitForSectionsDrawn(page: Page): Promise<void> {
  await expect(page.locator(UNDRAWN_SECTIONS_SELECTOR)).toHaveCount(0);
}

/**
 * axe-core for `page`, run in the page itself (axe's legacy mode): it does not open a blank page
 * to merge the frames' results, which costs a page and about a second per run. Cross-origin
 * frames are then not analysed; the only one is the embedded third-party platform on /iffer.
 * Every rule still runs; only violations are reported in detail (axe's `resultTypes` option), which
 * skips building the node lists of passes and incomplete checks that no test reads.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * axe-core's violations on the page as it is now, once every section is drawn
 * ({@link waitForSectionsDrawn}), one line each: "rule-id: target target …" (empty when clean).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await waitForSectionsDrawn(page);
  return (await axeOn(page).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`,
  );
}

/** How long one wake-up key press is given before it is pressed again (ms); not a spec timer. */
const WAKE_RETRY_MS = 2_000;

/**
 * Acts as a visitor's first move (a lone Shift changes nothing) until `part` answers
 * (`data-interactive="true"`): the header and footer hydrate on the first activity
 * (app/lib/first-activity.ts), and on a busy machine the press can come before the part's
 * listeners exist, so it is repeated until the part answers or {@link READY_TIMEOUT_MS} passes.
 */
export async function wake(page: Page, part: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(part).toHaveAttribute('data-interactive', 'true', { timeout: WAKE_RETRY_MS });
  }).toPass({ timeout: READY_TIMEOUT_MS });
}

/**
 * Installs Playwright's clock and pauses it before the page loads, so timers fire only on
 * `page.clock.runFor(ms)` (spec timings are checked to the millisecond, never by waiting).
 * Call before `page.goto`.
 */
export async function pauseClock(page: Page): Promise<void> {
  const t0 = new Date('2026-03-01T09:00:00Z').getTime();
  if (runningClock.delete(page)) {
    // The fixture installed the clock already: set it back and pause it, no second install.
    await page.clock.setSystemTime(t0);
  } else {
    await page.clock.install({ time: t0 });
  }
  await page.clock.pauseAt(t0 + 1000);
}

/** Waits for hydration (the moment the overlay and page-ready timers start) under a paused clock. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
}

/**
 * After `pauseClock` and `goto`: waits for hydration, then runs the clock through the page-ready
 * delay (500 ms) and the loading overlay (1.5 s, spec §2, §4) so the page is usable.
 */
export async function readyOnPausedClock(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.clock.runFor(1500);
  await waitForReady(page);
}

/** The stored contact row with this subject, read from the e2e server's SQLite file (E2E_DB). */
export function findRow(subject: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(process.env.E2E_DB!, { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare('SELECT * FROM contact_messages WHERE subject = ?').get(subject) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}
