// @vitest-environment jsdom
/**
 * The content editor's API client: an ended session (401) sends the editor to sign in and back to
 * the editor page afterwards (common/admin-api.ts `signInUrl`), like the inbox's client.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentFailure, contentApi } from '../../../admin/content/content-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('contentApi on a 401', () => {
  it('goes to sign-in with the editor page to come back to, and throws', async () => {
    window.history.replaceState(null, '', '/admin/content?module=faq&language=ar');
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      pathname: window.location.pathname,
      search: window.location.search,
      hash: '',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(contentApi.index()).rejects.toBeInstanceOf(ContentFailure);
    expect(assign).toHaveBeenCalledWith(
      `/admin/sign-in?next=${encodeURIComponent('/admin/content?module=faq&language=ar')}`,
    );
  });
});
