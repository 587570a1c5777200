/** Test helpers for the header tests: render inside a memory router, flush lazy chunks. */
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Renders `element` at `path` inside a data router (SmartLink needs router context). */
export function renderAt(element: ReactElement, path = '/faq') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
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
