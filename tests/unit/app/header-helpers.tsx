/**
 * Test helpers for components: render inside a memory router whose root route carries the
 * root loader's data (the page's language and the shell's copy), flush lazy chunks.
 */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { localeFromPath } from '@common/i18n';
import { notFoundCardOf, shellOf } from '~/content/site-content';
import type { RootData } from '~/hooks/use-shell';

/** The root loader's data for a path, as app/root.tsx computes it at build time. */
export function rootDataFor(path: string): RootData {
  const locale = localeFromPath(path);
  return { locale, shell: shellOf(locale), notFoundCard: notFoundCardOf(locale) };
}

/**
 * Renders `element` at `path` inside a data router (SmartLink needs router context), under a
 * root route with the root loader's data in the path's language.
 */
export function renderAt(element: ReactElement, path = '/faq') {
  const root = rootDataFor(path);
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: ({ request }: { request: Request }) => rootDataFor(new URL(request.url).pathname),
        // As app/root.tsx: the shell's copy is fetched again only when the language changes.
        shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
          localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname),
        element: <Outlet />,
        children: [
          { index: true, element },
          { path: '*', element },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Lets React.lazy chunks resolve and render under fake timers. */
export async function flushLazy() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

/** A fetch stub answering /api/company-profile with `body` (or failing when `body` is an Error). */
export function stubProfileFetch(body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
