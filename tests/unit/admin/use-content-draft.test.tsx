// @vitest-environment jsdom
/**
 * The editor's page-and-language reads (admin/content/hooks/use-content-draft.ts): when the
 * editor picks a page and then a language before the first answer is back, the answers may come
 * in either order, and only the newest choice's text may fill the form.
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
    { initialProps: { choice: { module: 'pages', language: 'en' } } },
  );
  rerender({ choice: { module: 'pages', language: 'fr' } });
  await waitFor(() => expect(releases.size).toBe(2));

  // The French answer first, then the English one the editor no longer wants.
  await act(async () => releases.get('pages/fr')!());
  await waitFor(() => expect(result.current.formData).toEqual({ heading: 'pages/fr' }));
  await act(async () => releases.get('pages/en')!());
  await new Promise((resolve) => setTimeout(resolve, 20));

  expect(result.current.formData).toEqual({ heading: 'pages/fr' });
  expect(result.current.doc?.language).toBe('fr');
  expect(status.report).not.toHaveBeenCalled();
});
