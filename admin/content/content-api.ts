/**
 * The content editor's calls to `/api/admin/content` (common/content-api.ts; DESIGN §8 "Content
 * editor"). A 401 goes to the sign-in page (admin/api.ts); a 400 carries the issues to show.
 */
import { ADMIN_PATHS, signInUrl } from '../../common/admin-api';
import type {
  ContentDocumentResponse,
  ContentHistoryResponse,
  ContentIndexResponse,
  ContentIssue,
  ContentValue,
  PublishRecord,
} from '../../common/content-api';

/** A refused call: the server's sentence and, for validation, every issue. */
export class ContentFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ContentIssue[] = [],
  ) {
    super(message);
  }
}

const base = `${ADMIN_PATHS.api}/content`;

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    ...init,
    credentials: 'same-origin',
    headers: init.body ? { 'content-type': 'application/json' } : undefined,
  });
  if (response.status === 401) {
    // Back to this page and language after signing in again (common/admin-api.ts `signInUrl`).
    location.assign(signInUrl(`${location.pathname}${location.search}${location.hash}`));
    throw new ContentFailure(401, 'Your session has ended. Please sign in again.');
  }
  if (!response.ok) {
    let body: { message?: string; issues?: ContentIssue[] } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // Not JSON: the status sentence below.
    }
    throw new ContentFailure(
      response.status,
      body.message ?? `The server answered ${response.status}.`,
      body.issues,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The page's calls. Module and language are sent as path segments, encoded. */
export const contentApi = {
  index: () => call<ContentIndexResponse>(''),
  read: (module: string, language: string) =>
    call<ContentDocumentResponse>(`/${encodeURIComponent(module)}/${encodeURIComponent(language)}`),
  save: (module: string, language: string, data: ContentValue) =>
    call<void>(`/${encodeURIComponent(module)}/${encodeURIComponent(language)}`, {
      method: 'PUT',
      body: JSON.stringify({ data }),
    }),
  discard: (module: string, language: string) =>
    call<void>(`/${encodeURIComponent(module)}/${encodeURIComponent(language)}`, {
      method: 'DELETE',
    }),
  previewUrl: (module: string, language: string) =>
    `${base}/${encodeURIComponent(module)}/${encodeURIComponent(language)}/preview`,
  publish: () => call<PublishRecord>('/publish', { method: 'POST' }),
  history: (module: string, language: string) =>
    call<ContentHistoryResponse>(
      `/history?module=${encodeURIComponent(module)}&language=${encodeURIComponent(language)}`,
    ),
  revert: (id: number) => call<PublishRecord>(`/publishes/${id}/revert`, { method: 'POST' }),
};
