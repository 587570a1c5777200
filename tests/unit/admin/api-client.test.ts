// @vitest-environment jsdom
/**
 * The admin app's one API client (admin/lib/api-client.ts) and the feature calls on top of it:
 * an ended session (401) sends the page to sign in and back to it afterwards (common/admin-api.ts
 * `signInUrl`), a wrong password does not; every refusal is one ApiError with the server's
 * sentence, its field issues and Retry-After; calls carry the session cookie and JSON.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../admin/lib/session';
import { getContentIndex, saveDraft } from '../../../admin/content/api/content';
import { getMessages, setMessageStatus } from '../../../admin/inbox/api/messages';
import { getInsights } from '../../../admin/insights/api/insights';
import {
  ApiError,
  apiDelete,
  apiPost,
  apiRequest,
  SESSION_ENDED_MESSAGE,
} from '../../../admin/lib/api-client';

let assign: ReturnType<typeof vi.fn>;
let fetchMock: ReturnType<typeof vi.fn>;

/** Answers every call with `response()`. */
function answer(response: () => Response) {
  fetchMock = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/content?module=faq&language=ar');
  assign = vi.fn();
  vi.stubGlobal('location', {
    ...window.location,
    assign,
    pathname: window.location.pathname,
    search: window.location.search,
    hash: '',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a 401 on /api/admin', () => {
  it.each([
    ['the content editor', () => getContentIndex()],
    ['the inbox', () => getMessages({ status: '', owner: '', q: '' })],
    ['the insights', () => getInsights('period=7d')],
  ])('from %s goes to sign-in with the page to come back to, and throws', async (_n, call) => {
    answer(() => new Response('{}', { status: 401 }));
    const failure = await call().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: SESSION_ENDED_MESSAGE });
    expect(assign).toHaveBeenCalledWith(
      `/admin/sign-in?next=${encodeURIComponent('/admin/content?module=faq&language=ar')}`,
    );
  });

  it('of the sign-in itself (a wrong password) stays on the page with the server sentence', async () => {
    answer(() => Response.json({ message: 'Incorrect e-mail or password.' }, { status: 401 }));
    await expect(signIn('a@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect e-mail or password.',
    });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('refusals', () => {
  it("carry a save's field issues and the server's sentence", async () => {
    const issues = [{ path: 'hero.title', message: 'Too long.' }];
    answer(() => Response.json({ message: 'The draft has 1 problem.', issues }, { status: 400 }));
    const failure = await saveDraft('home', 'fr', { hero: { title: 'x' } }, 3).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'The draft has 1 problem.', issues });
  });

  it("carry a conflict's body: the newer text and who saved it", async () => {
    const conflict = {
      message: 'ana@example.com saved this page after you opened it.',
      revision: 9,
      data: { hero: { title: 'theirs' } },
      draft: true,
      savedBy: 'ana@example.com',
      savedAt: '2026-11-29T10:00:00.000Z',
    };
    answer(() => Response.json(conflict, { status: 409 }));
    const failure = await saveDraft('home', 'fr', { hero: { title: 'mine' } }, 3).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ status: 409, message: conflict.message, body: conflict });
  });

  it('carry Retry-After in seconds (a throttled sign-in)', async () => {
    answer(() =>
      Response.json(
        { message: 'Too many attempts.' },
        { status: 429, headers: { 'retry-after': '900' } },
      ),
    );
    await expect(signIn('a@example.com', 'x')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 900,
      issues: [],
    });
  });

  it('say the status when the body is not JSON (a proxy page)', async () => {
    answer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(apiRequest('/api/admin/me')).rejects.toMatchObject({
      status: 502,
      message: 'The server answered 502.',
      retryAfterSeconds: undefined,
    });
  });
});

describe('requests', () => {
  it('send the session cookie, and a JSON body with its content type', async () => {
    answer(() => Response.json({ id: 7, status: 'closed' }));
    await setMessageStatus(7, 'closed');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/messages/7');
    expect(init).toMatchObject({
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
  });

  it('send no content type without a body, and answer undefined for a 204', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/admin/sign-out', { method: 'POST' })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('put the filter and cursor in the list query', async () => {
    answer(() => Response.json({ messages: [], nextBefore: null, unread: 0 }));
    await getMessages({ status: 'new', owner: 'me', q: '  gpu ' }, 42);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/admin/messages?status=new&owner=me&q=gpu&before=42',
    );
  });

  it('POST a JSON body only when one is given, and DELETE without one', async () => {
    answer(() => Response.json({ id: 3 }, { status: 201 }));
    await expect(apiPost('/api/admin/messages/9/notes', { text: 'Called back' })).resolves.toEqual({
      id: 3,
    });
    await apiPost('/api/admin/messages/9/resend');
    const posts = fetchMock.mock.calls as [string, RequestInit][];
    expect(posts[0]?.[1]).toMatchObject({ method: 'POST', body: '{"text":"Called back"}' });
    expect(posts[1]?.[1]).toMatchObject({ method: 'POST', body: undefined, headers: undefined });
    answer(() => new Response(null, { status: 204 }));
    await expect(apiDelete('/api/admin/messages/9')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]).toMatchObject([
      '/api/admin/messages/9',
      { method: 'DELETE', body: undefined },
    ]);
  });
});
