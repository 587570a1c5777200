/**
 * What the suites that time the admin API (inbox, insights) share: the server's configuration they
 * run with, the bench's team account and signing it in.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../server/auth/passwords';
import { createAdminAccounts } from '../../../server/db/admin-accounts';
import type { Database } from '../../../server/db/schema';
import { parseEnv, type ServerEnv } from '../../../server/env';

/** The bench's team account. */
export const BENCH_EMAIL = 'bench@example.com';

/**
 * The configuration a suite's in-process server runs with: any port on the loopback address,
 * `databaseUrl`, no logs, no company-profile fetches, and `extra` variables on top.
 */
export function benchEnv(databaseUrl: string, extra: Record<string, string> = {}): ServerEnv {
  return parseEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    COMPANY_PROFILE_URL: 'off',
    ...extra,
  });
}

/** Adds {@link BENCH_EMAIL} (role `team`) with `password` to `db`. */
export async function addBenchAccount(db: Kysely<Database>, password: string): Promise<void> {
  await createAdminAccounts(db).createUser(
    BENCH_EMAIL,
    await hashPassword(password),
    new Date().toISOString(),
  );
}

/**
 * Signs the bench's account in on the server at `base` (`http://127.0.0.1:port`).
 * @returns the session cookie's value
 * @throws Error when the sign-in does not answer 204 with a cookie (after up to five retries of a
 *   503)
 */
export async function signInBench(base: string, password: string): Promise<string> {
  const attempt = () =>
    fetch(`${base}/admin/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: BENCH_EMAIL, password }),
    });
  let signIn = await attempt();
  // 503 is "the database is busy, retry after Retry-After s": on a loaded host, right after a
  // large load, SQLite's busy time-out can pass once or twice.
  for (let retry = 0; signIn.status === 503 && retry < 5; retry++) {
    await new Promise((resolve) =>
      setTimeout(resolve, 1000 * Number(signIn.headers.get('retry-after') ?? 1)),
    );
    signIn = await attempt();
  }
  const token = /=([^;]+)/.exec(signIn.headers.getSetCookie()[0] ?? '')?.[1];
  if (signIn.status !== 204 || !token) throw new Error(`sign-in answered ${signIn.status}`);
  return token;
}
