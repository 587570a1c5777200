import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. React Router's Vite plugin, which builds and serves the app, is kept
 * out of Vitest, so this config stands apart from vite.config.ts and repeats its aliases.
 */
/** Every unit and integration test file. */
const ALL_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'];

/**
 * Files whose assertions depend on time-outs, drains or restarts of servers they start (HAProxy,
 * PostgreSQL, the app killed mid-request): they run alone, after the rest.
 */
const TIMING_SENSITIVE = [
  'tests/integration/several-instances.test.ts',
  'tests/integration/database-faults.test.ts',
  'tests/integration/kill-recovery.test.ts',
  'tests/integration/notifications-kill.test.ts',
  'tests/integration/overload.test.ts',
  'tests/integration/readiness.test.ts',
  'tests/integration/main-process.test.ts',
];

/**
 * Files that replace modules (`vi.mock`, `vi.doMock`, `vi.hoisted`, `vi.resetModules`): they need a
 * module cache of their own. Every other file shares its worker's cache with the files before it
 * (`isolate: false`), which spares importing the server and its libraries again per file: the
 * integration files took 141.6 s instead of 208.7 s side by side, most of it import time.
 */
const MODULE_MOCKS = globSync(ALL_TESTS).filter((file) =>
  /\bvi\.(mock|doMock|hoisted|resetModules)\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker per core less one: a single worker on the 2-core CI machine.
    // Most files wait on PostgreSQL, child processes and sockets rather than the CPU, so three run
    // side by side. The files that measure time-outs, drains and restarts under load run after
    // them, one at a time, so other files' load cannot stretch what they time
    // (docs/decisions/0007-test-run-time.md has the figures).
    projects: [
      {
        extends: true,
        test: {
          name: 'side-by-side',
          include: ALL_TESTS,
          exclude: [...TIMING_SENSITIVE, ...MODULE_MOCKS],
          isolate: false,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: MODULE_MOCKS,
          exclude: TIMING_SENSITIVE,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'alone',
          include: TIMING_SENSITIVE,
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
