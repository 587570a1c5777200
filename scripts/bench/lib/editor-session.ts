/**
 * What the publishing suites (publish, publish-cluster, publisher) share: an editor account made
 * by the operator's own CLI (`npm run users -- add --role editor`, password on standard input),
 * signed in over HTTP, and the content editor's requests — read a document, change it, save it
 * on the revision read, then publish or roll back — so each suite times what an editor's page
 * asks the server for.
 */
import { spawnSync } from 'node:child_process';
import { SESSION_COOKIE } from '../../../server/auth/sessions';
import { ROOT } from '../../../support/server-process';

/** A signed-in editor on one server: where it is, and the headers each admin request carries. */
export interface EditorSession {
  /** The server, `http://host:port` (no trailing slash). */
  base: string;
  /** The session cookie and the site's Origin (the admin API's CSRF check). */
  headers: { cookie: string; origin: string };
}

/**
 * Adds an editor account with `server/cli/users.ts add --role editor`, the password piped on
 * standard input as the CLI asks off a terminal.
 * @param env the variables naming the database (`DATABASE_URL`, …), on top of this process's
 * @throws Error with the CLI's standard error when it exits other than 0 (e.g. the account exists)
 */
export function addEditor(email: string, password: string, env: Record<string, string>): void {
  const added = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/cli/users.ts', 'add', '--role', 'editor', email],
    { cwd: ROOT, input: `${password}\n`, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (added.status !== 0) throw new Error(`users add: ${added.stderr}`);
}

/**
 * Signs an account in at `base` (`http://host:port`) as the sign-in page does.
 * @throws Error when the sign-in does not answer 204 with a session cookie
 */
export async function signInEditor(
  base: string,
  email: string,
  password: string,
): Promise<EditorSession> {
  const signIn = await fetch(`${base}/admin/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  const token = /=([^;]+)/.exec(signIn.headers.getSetCookie()[0] ?? '')?.[1];
  if (signIn.status !== 204 || !token) throw new Error(`sign-in answered ${signIn.status}`);
  return { base, headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: base } };
}

/**
 * Changes one content document as the content editor does: reads
 * `GET /api/admin/content/<module>/<language>`, lets `change` edit its `data` in place, and saves
 * it with `PUT` on the revision read (`baseRevision`, so a concurrent save would answer 409).
 * @typeParam Data the document's `data` as the caller reads it (e.g. `{ faqItems: … }`)
 * @throws Error when the save does not answer 200
 */
export async function saveDocument<Data>(
  { base, headers }: EditorSession,
  document: { module: string; language: string },
  change: (data: Data) => void,
): Promise<void> {
  const path = `${base}/api/admin/content/${document.module}/${document.language}`;
  const doc = (await (await fetch(path, { headers })).json()) as { data: Data; revision: number };
  change(doc.data);
  const save = await fetch(path, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ data: doc.data, baseRevision: doc.revision }),
  });
  if (save.status !== 200) throw new Error(`save answered ${save.status}`);
}

/** POSTs an editor's action without a body and checks its status (see {@link publishSite}). */
async function postAction(
  { base, headers }: EditorSession,
  path: string,
  what: string,
  expect: number,
  extra: Record<string, string> = {},
): Promise<Response> {
  const answer = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...headers, ...extra },
  });
  if (answer.status !== expect)
    throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  return answer;
}

/**
 * Publishes the saved copy (`POST /api/admin/content/publish`, decision 0032): by default waits
 * for the publish (200, body `{ id }`); `async` asks as the editor's page does
 * (`Prefer: respond-async`, 202, the publisher process does the work, decision 0045).
 * @returns the answer, its body unread
 * @throws Error `publish answered <status>: <body>` on any other status
 */
export function publishSite(session: EditorSession, mode: 'wait' | 'async' = 'wait') {
  return mode === 'async'
    ? postAction(session, '/api/admin/content/publish', 'publish', 202, {
        prefer: 'respond-async',
      })
    : postAction(session, '/api/admin/content/publish', 'publish', 200);
}

/**
 * Rolls the whole site back to kept publish `id` (`POST …/publishes/<id>/rollback`, decision
 * 0033).
 * @throws Error `rollback answered <status>: <body>` when it does not answer 200
 */
export function rollBack(session: EditorSession, id: number): Promise<Response> {
  return postAction(session, `/api/admin/content/publishes/${id}/rollback`, 'rollback', 200);
}
