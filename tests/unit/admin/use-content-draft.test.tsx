// @vitest-environment jsdom
/**
 * The editor's page-and-language reads (admin/content/hooks/use-content-draft.ts): when the
 * editor picks a page and then a language before the first answer is back, the answers may come
 * in either order, and only the newest choice's text may fill the form; a discard made after
 * someone else's save is refused with their text, kept beside the form's until the editor chooses.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { ContentDocumentResponse } from '../../../common/content-api';
import { useContentDraft } from '../../../admin/content/hooks/use-content-draft';
import type { ContentChoice } from '../../../admin/content/hooks/use-content-catalogue';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A document answer for `module`/`language` whose one field names them. */
function documentOf(module: string, language: string): ContentDocumentResponse {
  return {
    module,
    language,
    dir: 'ltr',
    draft: false,
    schema: {},
    english: {},
    data: { heading: `${module}/${language}` },
  } as unknown as ContentDocumentResponse;
}

it('an older choice answered last does not replace the newer one in the form', async () => {
  const releases = new Map<string, () => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          const [module, language] = url.split('/').slice(-2) as [string, string];
          releases.set(`${module}/${language}`, () =>
            resolve(Response.json(documentOf(module, language))),
          );
        }),
    ),
  );
  const status = { show: vi.fn(), report: vi.fn(), clear: vi.fn() };
  const afterChange = vi.fn(async () => {});
  const { result, rerender } = renderHook(
    ({ choice }: { choice: ContentChoice }) => useContentDraft(choice, status, afterChange),
    { initialProps: { choice: { module: 'home', language: 'en' } } },
  );
  rerender({ choice: { module: 'home', language: 'fr' } });
  await waitFor(() => expect(releases.size).toBe(2));

  // The French answer first, then the English one the editor no longer wants.
  await act(async () => releases.get('home/fr')!());
  await waitFor(() => expect(result.current.formData).toEqual({ heading: 'home/fr' }));
  await act(async () => releases.get('home/en')!());
  await new Promise((resolve) => setTimeout(resolve, 20));

  expect(result.current.formData).toEqual({ heading: 'home/fr' });
  expect(result.current.doc?.language).toBe('fr');
  expect(status.report).not.toHaveBeenCalled();
});

it('a discard refused because someone saved after the read keeps the form and shows their text', async () => {
  const conflict = {
    message: 'ana@example.com saved this page after you opened it.',
    revision: 12,
    data: { heading: 'theirs' },
    draft: true,
    savedBy: 'ana@example.com',
    savedAt: '2026-11-29T10:02:00.000Z',
  };
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET' });
      if (init.method === 'DELETE') return Response.json(conflict, { status: 409 });
      return Response.json({ ...documentOf('home', 'fr'), draft: true, revision: 11 });
    }),
  );
  const status = { show: vi.fn(), report: vi.fn(), clear: vi.fn() };
  const choice = { module: 'home', language: 'fr' };
  const afterChange = async () => {};
  const { result } = renderHook(() => useContentDraft(choice, status, afterChange));
  await waitFor(() => expect(result.current.doc?.revision).toBe(11));
  await act(async () => result.current.discard());

  expect(calls.at(-1)).toEqual({
    url: '/api/admin/content/home/fr?baseRevision=11',
    method: 'DELETE',
  });
  expect(result.current.conflict).toEqual(conflict);
  expect(result.current.formData).toEqual({ heading: 'home/fr' });
  expect(status.report).toHaveBeenCalledTimes(1);
  act(() => result.current.takeTheirs());
  expect(result.current.formData).toEqual({ heading: 'theirs' });
  expect(result.current.doc?.revision).toBe(12);
  expect(result.current.conflict).toBeNull();
});
