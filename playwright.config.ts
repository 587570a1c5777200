import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromePath } from './scripts/chromium';

/**
 * End-to-end tests in Chromium against the production build served by `npm start`. The browser and
 * its flags come from scripts/chromium.ts (`CHROME_PATH`, which `npm test` sets from
 * scripts/provision.sh, else Debian's /usr/bin/chromium); Playwright adds `--headless`. A fresh
 * SQLite file per run; its path is shared with workers through env.
 */
const PORT = Number(process.env.E2E_PORT ?? 4391);
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${PORT}`;
process.env.E2E_DB ??= path.resolve(`test-results/e2e-db-${process.pid}/site.db`);
mkdirSync(path.dirname(process.env.E2E_DB), { recursive: true });

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: chromePath(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /no-js\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The prerendered HTML alone, at phone width (DESIGN §8 "Without JavaScript").
      name: 'no-js',
      testMatch: /no-js\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        javaScriptEnabled: false,
      },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${process.env.E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${process.env.E2E_DB}`,
      RATE_LIMIT_MAX: '10000',
      // The tests are the proxy: tests/e2e/insights-countries.spec.ts says its visitor comes from
      // 8.8.8.8 (X-Forwarded-For); requests without the header keep their own address.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // No outbound requests from tests: the LinkedIn card serves its defaults.
      COMPANY_PROFILE_URL: 'off',
    },
  },
});
