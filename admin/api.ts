/**
 * The inbox page's one way to the server (DESIGN §8 "Team inbox"): JSON calls to /api/admin with
 * the session cookie (same origin, so the browser adds it and our Origin), and sign-in / sign-out.
 * A 401 anywhere means the session ended: the page goes to the sign-in page.
 */
import {
  ADMIN_PATHS,
  signInUrl,
  type InboxListResponse,
  type InboxMeResponse,
  type InboxMessage,
  type InboxStatus,
} from '../common/admin-api';
import type { InsightsCsvTable, InsightsResponse } from '../common/insights-api';

/** An answer other than the expected one, with the server's sentence. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: init.body ? { 'content-type': 'application/json' } : undefined,
  });
  if (response.status === 401 && path.startsWith(ADMIN_PATHS.api)) {
    // Back to this page once signed in again (only an /admin path is kept: common/admin-api.ts).
    location.assign(signInUrl(`${location.pathname}${location.search}${location.hash}`));
    throw new ApiFailure(401, 'Your session has ended. Please sign in again.');
  }
  if (!response.ok) {
    let message = `The server answered ${response.status}.`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: keep the status sentence.
    }
    const retry = Number(response.headers.get('retry-after'));
    throw new ApiFailure(response.status, message, Number.isFinite(retry) ? retry : undefined);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Filter of the list and the export. */
export interface ListFilter {
  status: InboxStatus | '';
  q: string;
}

/** The query string of a filter (and a cursor). */
export function filterQuery(filter: ListFilter, before?: number | null): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (before) params.set('before', String(before));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const api = {
  signIn: (email: string, password: string) =>
    call<void>(ADMIN_PATHS.signIn, { method: 'POST', body: JSON.stringify({ email, password }) }),
  signOut: () => call<void>(`${ADMIN_PATHS.api}/sign-out`, { method: 'POST' }),
  me: () => call<InboxMeResponse>(`${ADMIN_PATHS.api}/me`),
  list: (filter: ListFilter, before?: number | null) =>
    call<InboxListResponse>(`${ADMIN_PATHS.api}/messages${filterQuery(filter, before)}`),
  setStatus: (id: number, status: InboxStatus) =>
    call<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status }),
    }),
  erase: (id: number) => call<void>(`${ADMIN_PATHS.api}/messages/${id}`, { method: 'DELETE' }),
  resend: (id: number) =>
    call<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}/resend`, { method: 'POST' }),
  /** URL of the CSV export of a filter (a plain download link). */
  exportUrl: (filter: ListFilter) => `${ADMIN_PATHS.api}/messages.csv${filterQuery(filter)}`,
  /**
   * The insights of a period (DESIGN §8 "Site insights"); `query` is
   * admin/insights/period.ts `periodQuery` (`period=…&from=…&to=…`).
   */
  insights: (query: string) => call<InsightsResponse>(`${ADMIN_PATHS.api}/insights?${query}`),
  /** URL of one insights table as CSV for the same period (a plain download link). */
  insightsCsvUrl: (query: string, table: InsightsCsvTable) =>
    `${ADMIN_PATHS.api}/insights.csv?${query}&table=${table}`,
};
