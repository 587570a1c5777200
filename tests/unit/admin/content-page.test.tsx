// @vitest-environment jsdom
/**
 * The content editor page (admin/content/components/content-page.tsx) and its hooks, with fetch
 * mocked at the boundary: it opens the page and language in the address, a refused save shows
 * the server's sentence and each field's reason under that field, a saved draft says so and
 * clears them, a save refused because someone else saved first shows both texts and lets the
 * editor keep theirs or take the other, and a team account is told it cannot edit.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentPage } from '../../../admin/content/components/content-page';

const DOCUMENT = {
  module: 'faq',
  language: 'fr',
  dir: 'ltr',
  draft: false,
  data: { title: 'Questions', intro: 'Bonjour' },
  english: { title: 'Questions', intro: 'Hello' },
  schema: {
    type: 'object',
    properties: { title: { type: 'string' }, intro: { type: 'string' } },
  },
  revision: 4,
  savedBy: 'ed@example.com',
  savedAt: '2026-11-29T09:00:00.000Z',
};

/** A save's answer: the draft's new revision. */
const saved = (revision: number) =>
  Response.json({ revision, savedAt: '2026-11-29T10:05:00.000Z' });

/** The 409 of a save made after someone else's. */
const CONFLICT = {
  message: 'ana@example.com saved this page after you opened it.',
  revision: 7,
  data: { title: 'Questions fréquentes', intro: 'Bonjour à tous' },
  draft: true,
  savedBy: 'ana@example.com',
  savedAt: '2026-11-29T10:02:00.000Z',
};

let role: 'editor' | 'team';
/** The document's and the index's out-of-date marks (set by a test). */
let outOfDate: string[];
let saveAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  history.replaceState(null, '', '/admin/content?module=faq&language=fr');
  role = 'editor';
  outOfDate = [];
  saveAnswer = () => saved(5);
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/admin/me') return Response.json({ email: 'ed@example.com', role, unread: 0 });
    if (url === '/api/admin/content')
      return Response.json({
        languages: [
          { code: 'en', dir: 'ltr' },
          { code: 'fr', dir: 'ltr' },
        ],
        modules: [
          { name: 'home', drafts: [], outOfDate: {} },
          { name: 'faq', drafts: [], outOfDate: outOfDate.length ? { fr: outOfDate.length } : {} },
        ],
        canPublish: true,
      });
    if (url.startsWith('/api/admin/content/history?')) return Response.json({ publishes: [] });
    if (url === '/api/admin/content/schedules') return Response.json({ pending: [], done: [] });
    if (url === '/api/admin/content/faq/fr/presence')
      return init.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({ others: [] });
    if (url === '/api/admin/content/faq/fr')
      return init.method === 'PUT' ? saveAnswer() : Response.json({ ...DOCUMENT, outOfDate });
    return Response.json({ message: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<ContentPage>', () => {
  it('opens the page and language of the address, with the English text beside each field', async () => {
    render(<ContentPage />);
    const intro = await screen.findByLabelText('Intro');
    expect(intro).toHaveProperty('value', 'Bonjour');
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Page').value).toBe('faq');
    expect(screen.getByText('Showing the published text.')).toBeTruthy();
    expect(location.search).toBe('?module=faq&language=fr');
  });

  it("shows a refused save's sentence and each field's reason under it", async () => {
    saveAnswer = () =>
      Response.json(
        {
          message: 'The draft was not saved: 1 problem.',
          issues: [{ path: 'intro', message: 'Links must start with https:.' }],
        },
        { status: 400 },
      );
    render(<ContentPage />);
    fireEvent.change(await screen.findByLabelText('Intro'), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(screen.getByText(/You have unsaved changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('The draft was not saved: 1 problem.'),
        'Links must start with https:.',
      ]),
    );
    const field = screen.getByLabelText('Intro');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.id + '__error')?.textContent).toBe(
      'Links must start with https:.',
    );
    expect(screen.getByText(/You have unsaved changes/)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      data: { title: 'Questions', intro: 'javascript:alert(1)' },
      baseRevision: 4,
    });
  });

  it('says a saved draft is not on the site yet, and clears the earlier reasons', async () => {
    saveAnswer = () =>
      Response.json(
        { message: 'Refused.', issues: [{ path: 'intro', message: 'Too long.' }] },
        { status: 400 },
      );
    render(<ContentPage />);
    fireEvent.change(await screen.findByLabelText('Intro'), { target: { value: 'Salut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Too long.');

    saveAnswer = () => saved(5);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Draft saved. It is not on the site until you publish.',
    );
    expect(screen.queryByText('Too long.')).toBeNull();
    expect(screen.getByText('Showing your unpublished draft.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Discard draft' })).toBeTruthy();
  });

  it('a save after someone else\'s shows both texts; "Keep mine" saves on the newer revision', async () => {
    saveAnswer = () => Response.json(CONFLICT, { status: 409 });
    render(<ContentPage />);
    fireEvent.change(await screen.findByLabelText('Intro'), { target: { value: 'Salut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const panel = await screen.findByRole('region', {
      name: 'ana@example.com saved this page after you opened it',
    });
    expect(panel.textContent).toContain('Saved 2026-11-29 10:02 UTC as a draft');
    // Both texts of each differing field: theirs and mine, mine still in the form.
    expect(within(panel).getByText('title')).toBeTruthy();
    expect(within(panel).getByText('Questions fréquentes')).toBeTruthy();
    expect(within(panel).getByText('Bonjour à tous')).toBeTruthy();
    expect(within(panel).getByText('Salut')).toBeTruthy();
    expect(screen.getByLabelText('Intro')).toHaveProperty('value', 'Salut');

    saveAnswer = () => saved(8);
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep mine (save over theirs)' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Draft saved. It is not on the site until you publish.',
    );
    expect(screen.queryByRole('region', { name: /saved this page/ })).toBeNull();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { data: { title: 'Questions', intro: 'Salut' }, baseRevision: 4 },
      { data: { title: 'Questions', intro: 'Salut' }, baseRevision: 7 },
    ]);
  });

  it('"Take theirs" puts the other text in the form and sends nothing', async () => {
    saveAnswer = () => Response.json(CONFLICT, { status: 409 });
    render(<ContentPage />);
    fireEvent.change(await screen.findByLabelText('Intro'), { target: { value: 'Salut' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const panel = await screen.findByRole('region', { name: /saved this page/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Take theirs' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Intro')).toHaveProperty('value', 'Bonjour à tous'),
    );
    expect(screen.queryByRole('region', { name: /saved this page/ })).toBeNull();
    expect(screen.getByText('Showing your unpublished draft.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);

    // The next save is made on their revision.
    fireEvent.change(screen.getByLabelText('Intro'), { target: { value: 'Bonjour, tous' } });
    saveAnswer = () => saved(9);
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. It is not on the site until you publish.');
    const last = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(JSON.parse(String(last?.[1]?.body)).baseRevision).toBe(7);
  });

  it('marks the fields whose English changed since the translation was saved, with counts in the pickers', async () => {
    outOfDate = ['intro'];
    render(<ContentPage />);
    await screen.findByLabelText('Intro');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'FAQ — /faq • 1 out of date' })).toBeTruthy(),
    );
    expect(screen.getByRole('option', { name: 'French (1 out of date)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'English' })).toBeTruthy();
    const marks = screen.getAllByText('Out of date: English changed');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('p')?.id).toBe(`${screen.getByLabelText('Intro').id}__english`);
    expect(screen.getByText(/1 field out of date/)).toBeTruthy();

    // Saving the translation clears the marks (the server's index says so too).
    outOfDate = [];
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. It is not on the site until you publish.');
    expect(screen.queryByText('Out of date: English changed')).toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: 'FAQ — /faq' })).toBeTruthy());
  });

  it('tells a team account it cannot edit, with a link to the inbox', async () => {
    role = 'team';
    render(<ContentPage />);
    await waitFor(() => expect(screen.getByText(/it cannot edit the site/)).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Go to the inbox' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/content')).toBe(false);
  });
});
