/**
 * The admin app's one way to the server (DESIGN §8 "Team inbox", "Site insights", "Content
 * editor"): JSON calls to `/api/admin/*` and `/admin/sign-in`. Every feature's API module
 * (admin/<feature>/api/) calls {@link apiRequest}; no component calls `fetch`.
 *
 * - **Session**: the session cookie goes with every call (`credentials: 'same-origin'`). A 401
 *   from an `/api/admin` path means the session ended: the page goes to the sign-in page with
 *   `?next=` set to the page it was on (common/admin-api.ts `signInUrl`, which keeps only an
 *   `/admin` path), so the user comes back to it after signing in. A 401 of `POST /admin/sign-in`
 *   itself is a wrong e-mail or password and stays on the page.
 * - **Cross-site request forgery**: the server refuses any `/api/admin` request whose `Origin` is
 *   not its own, and any POST, PUT, PATCH or DELETE without `Origin` (server/plugins/role-guard.ts,
 *   OWASP CSRF Prevention Cheat Sheet "Verifying Origin With Standard Headers"). Calls go only to
 *   same-origin paths, for which the browser sends `Origin` and `Sec-Fetch-Site: same-origin`
 *   itself; a script cannot set either, so the client adds no header of its own.
 * - **Errors**: any answer but 2xx throws one {@link ApiError} with the server's sentence
 *   (`{"message": …}`), the content API's field issues (`{"issues": […]}`) and `Retry-After`.
 */
import { ADMIN_PATHS, signInUrl } from '../../common/admin-api';
import type { ContentIssue } from '../../common/content-api';

/** The sentence of a 401 on an `/api/admin` path, shown until the sign-in page opens. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** A refused or failed call: the HTTP status, the server's sentence, and what came with it. */
export class ApiError extends Error {
  /**
   * @param status the HTTP status (401, 403, 404, 409, 429, 5xx …)
   * @param message the server's `message`, else "The server answered <status>."
   * @param issues the content API's validation issues (400 of a save), one per refused field;
   *   empty for every other answer
   * @param retryAfterSeconds `Retry-After` in seconds (429 of the sign-in), when sent
   * @param body the answer's parsed JSON body (e.g. the content API's 409 with the newer text),
   *   undefined when it was not JSON
   */
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ContentIssue[] = [],
    readonly retryAfterSeconds?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call's method and JSON body (sent as `application/json` when present). */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised with `JSON.stringify`; absent for calls without a body. */
  body?: unknown;
  /** Request headers besides the JSON content type (e.g. `Prefer: respond-async`). */
  headers?: Record<string, string>;
}

/** The error body of the admin and content APIs (common/admin-api.ts, common/content-api.ts). */
interface ErrorBody {
  message?: string;
  issues?: ContentIssue[];
}

/**
 * Calls `path` (same origin) and returns its JSON body, or `undefined` for a 204.
 * @param path an absolute path of this origin, e.g. `/api/admin/messages?status=new`
 * @throws ApiError for any status outside 200-299; on a 401 of an `/api/admin` path, after
 *   sending the page to the sign-in page (see the module comment)
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  const headers = {
    ...(hasBody ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: Object.keys(headers).length > 0 ? headers : undefined,
    body: hasBody ? JSON.stringify(options.body) : undefined,
  });
  if (response.status === 401 && path.startsWith(ADMIN_PATHS.api)) {
    location.assign(signInUrl(`${location.pathname}${location.search}${location.hash}`));
    throw new ApiError(401, SESSION_ENDED_MESSAGE);
  }
  if (!response.ok) {
    let body: ErrorBody = {};
    let parsed: unknown;
    try {
      parsed = await response.json();
      body = (parsed ?? {}) as ErrorBody;
    } catch {
      // Not JSON (a proxy's error page): the status sentence below.
    }
    const retryHeader = response.headers.get('retry-after');
    const retry = retryHeader === null ? NaN : Number(retryHeader);
    throw new ApiError(
      response.status,
      body.message ?? `The server answered ${response.status}.`,
      Array.isArray(body.issues) ? body.issues : [],
      Number.isFinite(retry) ? retry : undefined,
      parsed,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * `POST path` with `body` as JSON (none when absent): {@link apiRequest}'s answer and errors.
 * @param path an absolute path of this origin, e.g. `/api/admin/insights/shares`
 */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}

/**
 * `DELETE path`: resolves on the server's 2xx (204), throws {@link ApiError} otherwise.
 * @param path an absolute path of this origin, e.g. `/api/admin/messages/12`
 */
export function apiDelete(path: string): Promise<void> {
  return apiRequest<void>(path, { method: 'DELETE' });
}

/** The sentence to show for anything a call threw: an {@link ApiError}'s, else a generic one. */
export function errorMessage(caught: unknown): string {
  return caught instanceof Error ? caught.message : 'Something went wrong.';
}
