import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';

/** The password of every account the e2e tests create (long enough for the password policy). */
export const E2E_PASSWORD = 'amber-quarry-signal-2026';

/**
 * Runs one of the project's CLIs (`server/cli/<name>.ts`) as `npm run` does, on the e2e server's
 * database unless `env` says otherwise, and fails the test when it exits non-zero or prints an
 * error. Returns its standard output.
 */
export function runCli(
  script: string,
  args: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv } = {},
): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    input: options.input,
    encoding: 'utf8',
    env: options.env ?? { ...process.env, DATABASE_URL: `file:${process.env.E2E_DB}` },
  });
  expect(result.stderr, `${script} ${args.join(' ')}`).not.toMatch(/error/i);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/**
 * `npm run users -- add EMAIL [--role R]` with {@link E2E_PASSWORD} on standard input (passwords
 * never go on the command line; docs/inbox.md).
 */
export function addAccount(
  email: string,
  options: { role?: 'team' | 'editor'; env?: NodeJS.ProcessEnv } = {},
): void {
  const role = options.role ? ['--role', options.role] : [];
  runCli('server/cli/users.ts', ['add', ...role, email], {
    input: `${E2E_PASSWORD}\n`,
    env: options.env,
  });
}
