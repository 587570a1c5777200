/**
 * Helpers for the team inbox's tests: create an account through the users CLI,
 * sign in over HTTP, and call the `/api/admin` routes with the session cookie and our Origin.
 */
import { runUsersCli } from '../../server/cli/users';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import type { TestServer } from './test-server';

/** A password that meets the policy. */
export const GOOD_PASSWORD = 'violet-harbour-lantern-42';

/** Runs `npm run users -- …` in-process; the password reader answers `password`. */
export async function usersCli(databaseUrl: string, argv: string[], password = GOOD_PASSWORD) {
  let out = '';
  let err = '';
  const code = await runUsersCli(
    argv,
    { DATABASE_URL: databaseUrl },
    { out: (text) => (out += text), err: (text) => (err += text) },
    async () => password,
  );
  return { code, out, err };
}

/** The session token of a sign-in answer's Set-Cookie, or undefined. */
export function sessionToken(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie);
    if (match) return match[1] || undefined;
  }
  return undefined;
}

/** POST /admin/sign-in with JSON and our Origin (extra headers may override). */
export function signIn(
  server: Pick<TestServer, 'url'>,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, ...headers },
    body: JSON.stringify({ email, password }),
    redirect: 'manual',
  });
}

/** Signs in and returns the session token. @throws when sign-in does not answer 204 */
export async function signedIn(
  server: Pick<TestServer, 'url'>,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const response = await signIn(server, email, password);
  const token = sessionToken(response);
  if (response.status !== 204 || !token) {
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  }
  return token;
}

/** Calls an /api/admin route (path after /api/admin) with the session and our Origin. */
export function adminFetch(
  server: Pick<TestServer, 'url'>,
  token: string | undefined,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = {
    ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
    ...(method === 'GET' ? {} : { origin: server.url }),
    ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...init.headers,
  };
  return fetch(`${server.url}/api/admin${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    redirect: 'manual',
  });
}
