/**
 * The one place that says which Chromium the tests and benchmarks drive and with which flags, so
 * that Playwright (`playwright.config.ts`), the axe pass and Lighthouse's chrome-launcher
 * (`scripts/bench/lighthouse.ts`) all drive the same one. `npm test` and `.ci/run` find the browser
 * first (`scripts/provision.sh`) and hand it over in `CHROME_PATH`.
 */

/** Where Debian's `chromium` package puts the browser; used when `CHROME_PATH` is not set. */
export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/**
 * Flags for a browser on a machine with no network beyond loopback, as root in a container:
 * no sandbox (root), no GPU, no QUIC, no first-run UI and no background traffic (updates, sync).
 * Headless mode is not among them: Playwright adds it itself, chrome-launcher callers add
 * {@link HEADLESS_FLAG}.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chrome's headless mode, for launchers that do not add it (chrome-launcher). */
export const HEADLESS_FLAG = '--headless=new';

/**
 * The browser executable to launch: `CHROME_PATH` when set and non-empty, else
 * {@link DEFAULT_CHROME_PATH}. No existence check here; `scripts/provision.sh` does that.
 * @param env the environment to read, default `process.env`
 * @returns an absolute path
 */
export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEFAULT_CHROME_PATH;
}
