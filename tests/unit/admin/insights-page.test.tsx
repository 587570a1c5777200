// @vitest-environment jsdom
/**
 * The insights page (DESIGN §8 "Site insights") rendered from a fixed InsightsResponse, with
 * fetch mocked at the boundary: the period picker and the URL drive the request, totals and
 * their change against the previous period, ranked rows with shares, "Too few samples", the
 * charts' data tables, the CSV links of the period, the header's navigation and the error state.
 * uPlot itself is replaced (the page's charts are drawn by a library, not by this code).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Insights } from '../../../admin/insights/components/insights-page';
import { INSIGHTS_FIXTURE } from './insights-fixture';

vi.mock('../../../admin/insights/components/uplot-chart', () => ({
  drawLineChart: () => ({ setWidth: () => {}, destroy: () => {} }),
}));
// And uPlot itself, in case the chart module is loaded unmocked (a dynamic import racing the
// mock's registration): no canvas is drawn in jsdom either way.
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    setSize() {}
    destroy() {}
  },
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const REALTIME = {
  visitors: 3,
  pages: [
    { path: '/fr/faq', visitors: 2 },
    { path: '/', visitors: 1 },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
let insightsAnswer: () => Response;

/** The URLs of the insights requests made so far (not the realtime reads nor whole lists). */
const insightsRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/insights?'));

beforeEach(() => {
  history.replaceState(null, '', '/admin/insights');
  insightsAnswer = () => json(INSIGHTS_FIXTURE);
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/admin/me'
      ? json({ email: 'team@example.com', unread: 0 })
      : url.startsWith('/api/admin/insights?')
        ? insightsAnswer()
        : url === '/api/admin/insights/realtime'
          ? json(REALTIME)
          : url === '/api/admin/insights/shares'
            ? json({ shares: [] })
            : json({ message: 'not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPage() {
  render(<Insights />);
  await screen.findByText(/Showing 21 Nov 2026 – 27 Nov 2026/);
}

describe('<Insights>', () => {
  it('asks for the last 7 days by default and shows totals with their change against the previous period', async () => {
    await renderPage();
    expect(insightsRequests()).toEqual(['/api/admin/insights?period=7d']);
    expect(screen.getByRole('status').textContent).toMatch(
      /compared with 14 Nov 2026 – 20 Nov 2026/,
    );
    const totals = screen.getByRole('region', { name: 'Visitors and page views' });
    const visitors = within(totals).getByText('Visitors').parentElement!;
    expect(visitors.textContent).toContain('1,250');
    expect(visitors.textContent).toContain('+25%');
    expect(visitors.textContent).toContain('vs 1,000');
    const views = within(totals).getByText('Page views').parentElement!;
    expect(views.textContent).toContain('4,000');
    expect(views.textContent).toContain('-20%');
  });

  it('reads the period from the URL, and the picker changes the request and the URL (Back returns)', async () => {
    history.replaceState(null, '', '/admin/insights?period=90d');
    await renderPage();
    expect(insightsRequests()).toEqual(['/api/admin/insights?period=90d']);
    expect(screen.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(insightsRequests().at(-1)).toBe('/api/admin/insights?period=30d'));
    expect(location.search).toBe('?period=30d');

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(insightsRequests().at(-1)).toBe(
        '/api/admin/insights?period=custom&from=2026-10-01&to=2026-10-31',
      ),
    );
    expect(location.search).toBe('?period=custom&from=2026-10-01&to=2026-10-31');

    history.replaceState(null, '', '/admin/insights?period=30d');
    act(() => {
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(insightsRequests().at(-1)).toBe('/api/admin/insights?period=30d'));
  });

  it('refuses a custom range that ends before it starts, without a request', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-11-10' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/start date must be on or before/);
    expect(insightsRequests()).toHaveLength(1);
  });

  it('lists ranked rows with counts and shares, naming the empty key', async () => {
    await renderPage();
    const pages = screen.getByRole('table', { name: 'Top pages' });
    const rows = within(pages).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual([
      '/',
      '/contact',
      '/fr/optimus',
    ]);
    expect(rows[0]!.textContent).toContain('2,500');
    expect(rows[0]!.textContent).toContain('900');
    expect(rows[0]!.textContent).toContain('62.5%');
    const referrers = screen.getByRole('table', { name: 'Referrers' });
    expect(within(referrers).getByRole('rowheader', { name: 'Direct or none' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'UTM campaigns' }).textContent).toContain(
      'autumn-launch',
    );
    const funnel = screen.getByRole('table', { name: 'Contact funnel per language' });
    expect(within(funnel).getAllByRole('row')[1]!.textContent).toBe('English (en)40010' + '2.5%');
  });

  it('shows vitals p75 of the chosen metric rounded, CLS with 2 decimals, and "Too few samples (n)" when p75 is null', async () => {
    await renderPage();
    const rows = () =>
      within(screen.getByRole('table', { name: /Web vitals per page/ }))
        .getAllByRole('row')
        .slice(1);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('2,341 ms');
    expect(rows()[0]!.textContent).toContain('Needs improvement');
    expect(rows()[0]!.textContent).toContain('Good 80% · Needs improvement 15% · Poor 5%');
    const metrics = screen.getByRole('group', { name: 'Metric' });
    fireEvent.click(within(metrics).getByRole('button', { name: 'CLS' }));
    expect(rows()[0]!.textContent).toContain('0.12');
    expect(rows()[0]!.textContent).not.toContain('0.123');
    fireEvent.click(within(metrics).getByRole('button', { name: 'INP' }));
    expect(rows()[0]!.textContent).toContain('/contact');
    expect(rows()[0]!.textContent).toContain('Too few samples (12)');
  });

  it('gives each chart its numbers as a table', async () => {
    await renderPage();
    const daily = screen.getByRole('table', { name: 'Visitors and page views per day' });
    expect(within(daily).getAllByRole('row')).toHaveLength(1 + 7);
    expect(within(daily).getAllByRole('row')[1]!.textContent).toBe('21 Nov 2026150480');
    const trend = screen.getByRole('table', { name: /Web vitals 75th percentile per day/ });
    expect(within(trend).getAllByRole('row')[2]!.textContent).toBe('27 Nov 20262,401 ms––––');
    expect(screen.getAllByRole('img', { name: /^Chart: / })).toHaveLength(2);
  });

  it('links each table to its CSV for the period shown', async () => {
    history.replaceState(null, '', '/admin/insights?period=30d');
    await renderPage();
    const link = screen.getByRole('link', { name: 'Download CSV of top pages' });
    expect(link.getAttribute('href')).toBe('/api/admin/insights.csv?period=30d&table=pages');
    const hrefs = screen
      .getAllByRole('link', { name: /^Download CSV/ })
      .map((a) => new URL(a.getAttribute('href')!, location.origin));
    expect(hrefs.map((url) => url.searchParams.get('table'))).toEqual([
      'daily',
      'pages',
      'languages',
      'referrers',
      'campaigns',
      'sources',
      'mediums',
      'devices',
      'countries',
      'funnel',
      'goals',
      'vitals',
    ]);
    expect(hrefs.every((url) => url.searchParams.get('period') === '30d')).toBe(true);
  });

  it('marks Insights as the current page in the header navigation', async () => {
    await renderPage();
    const nav = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(within(nav).getByRole('link', { name: 'Insights' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Inbox' }).getAttribute('href')).toBe('/admin');
    expect(within(nav).getByRole('link', { name: 'Inbox' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it("says the server's sentence in an alert when the insights cannot be read", async () => {
    insightsAnswer = () => json({ message: 'The database is busy.' }, 503);
    render(<Insights />);
    expect((await screen.findByRole('alert')).textContent).toContain('The database is busy.');
    expect(screen.queryByRole('table', { name: 'Top pages' })).toBeNull();
  });

  it('on 401 says the session ended and links to the sign-in page (the admin API client also navigates there)', async () => {
    insightsAnswer = () => json({ message: 'Sign in to use the inbox.' }, 401);
    render(<Insights />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your session has ended. Please sign in again.');
    expect(within(alert).getByRole('link', { name: 'sign in again' }).getAttribute('href')).toBe(
      '/admin/sign-in',
    );
  });

  it('names languages in English with their code, in the list and in the funnel', async () => {
    await renderPage();
    const languages = screen.getByRole('table', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['English (en)', 'French (fr)']);
  });

  it('names countries in English, unknown addresses "Unknown", and credits DB-IP with a link', async () => {
    await renderPage();
    const countries = screen.getByRole('table', { name: 'Countries' });
    expect(
      within(countries)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['United States', 'Germany', 'Unknown']);
    const region = screen.getByRole('region', { name: 'Countries' });
    const credit = within(region).getByRole('link', { name: 'IP geolocation by DB-IP' });
    expect(credit.getAttribute('href')).toBe('https://db-ip.com');
    // Only where countries are shown.
    expect(screen.getAllByRole('link', { name: 'IP geolocation by DB-IP' })).toHaveLength(1);
  });

  it('lists UTM sources and media beside the campaigns, naming the empty key', async () => {
    await renderPage();
    const sources = screen.getByRole('table', { name: 'UTM sources' });
    expect(within(sources).getByRole('rowheader', { name: 'No source' })).toBeTruthy();
    expect(within(sources).getByRole('rowheader', { name: 'newsletter' })).toBeTruthy();
    const media = screen.getByRole('table', { name: 'UTM media' });
    expect(within(media).getByRole('rowheader', { name: 'No medium' })).toBeTruthy();
    expect(within(media).getByRole('rowheader', { name: 'email' })).toBeTruthy();
  });

  it('expands a list longer than its rows with "Show all N" and shrinks it with "Show fewer"', async () => {
    const allPages = Array.from({ length: 25 }, (_, i) => ({
      key: `/page-${i}`,
      visitors: 100 - i,
      pageViews: 200 - i,
      share: (200 - i) / 4000,
    }));
    insightsAnswer = () =>
      json({
        ...INSIGHTS_FIXTURE,
        pages: allPages.slice(0, 10),
        listSizes: { ...INSIGHTS_FIXTURE.listSizes, pages: 25 },
      });
    let answerList: (response: Response) => void = () => {};
    const fallback = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string) =>
      url.startsWith('/api/admin/insights/list?')
        ? new Promise<Response>((resolve) => (answerList = resolve))
        : fallback(url),
    );
    await renderPage();
    const region = screen.getByRole('region', { name: 'Top pages' });
    const rows = () => within(region).getAllByRole('row').length - 1;
    expect(rows()).toBe(10);
    // Lists whose every row is shown have no button.
    expect(
      within(screen.getByRole('region', { name: 'Languages' })).queryByRole('button', {
        name: /Show all/,
      }),
    ).toBeNull();

    const more = within(region).getByRole('button', { name: 'Show all 25' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(
      within(region).getByRole('table').getAttribute('id'),
    );
    fireEvent.click(more);
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/list?')),
    ).toEqual(['/api/admin/insights/list?period=7d&list=pages']);
    expect(within(region).getByRole('status').textContent).toBe('Loading every row…');
    await act(async () => answerList(json({ list: 'pages', rows: allPages, total: 25 })));
    await waitFor(() => expect(rows()).toBe(25));
    const fewer = within(region).getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    expect(within(region).getAllByRole('rowheader').at(-1)!.textContent).toBe('/page-24');

    fireEvent.click(fewer);
    expect(rows()).toBe(10);
    expect(
      within(region).getByRole('button', { name: 'Show all 25' }).getAttribute('aria-expanded'),
    ).toBe('false');
    // The CSV link is the same either way.
    expect(
      within(region).getByRole('link', { name: 'Download CSV of top pages' }).getAttribute('href'),
    ).toBe('/api/admin/insights.csv?period=7d&table=pages');
  });

  it('says "No samples yet" instead of an empty vitals chart, and keeps the table', async () => {
    await renderPage();
    const vitals = screen.getByRole('region', { name: 'Web vitals' });
    // LCP has p75s: a chart.
    expect(within(vitals).getByRole('img', { name: /^Chart: LCP/ })).toBeTruthy();
    fireEvent.click(within(vitals).getByRole('button', { name: 'INP' }));
    expect(within(vitals).queryByRole('img', { name: /^Chart: / })).toBeNull();
    expect(within(vitals).getByText(/^No samples yet/).textContent).toBe(
      'No samples yet: a day needs 50 INP samples for its p75.',
    );
    expect(vitals.textContent).not.toMatch(/\d ms, \d ms/);
    expect(
      within(vitals).getByRole('table', { name: /Web vitals 75th percentile per day/ }),
    ).toBeTruthy();
  });

  it('lists publishes and notes under the daily chart, adds a note and deletes one', async () => {
    await renderPage();
    const daily = screen.getByRole('region', { name: 'Visitors and page views per day' });
    const items = within(daily)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '23 Nov: editor@example.com published faq (ar), home (fr)',
      '25 Nov: team@example.com noted “Newsletter sent”Delete',
    ]);
    const posted: unknown[] = [];
    const fallback = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === '/api/admin/insights/annotations' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(json({ kind: 'note', id: 4 }, 201));
      }
      if (url === '/api/admin/insights/annotations/3' && init?.method === 'DELETE') {
        posted.push('deleted 3');
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return fallback(url);
    });
    const form = within(daily).getByRole('form', { name: 'Add a note' });
    expect((within(form).getByLabelText('Day') as HTMLInputElement).value).toBe('2026-11-27');
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByRole('alert').textContent).toBe('Write a note first.');
    fireEvent.change(within(form).getByLabelText('Day'), { target: { value: '2026-11-24' } });
    fireEvent.change(within(form).getByLabelText('Note'), {
      target: { value: '  Trade fair starts  ' },
    });
    const before = insightsRequests().length;
    fireEvent.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(insightsRequests().length).toBe(before + 1));
    expect(posted).toEqual([{ day: '2026-11-24', text: 'Trade fair starts' }]);
    await waitFor(() =>
      expect((within(form).getByLabelText('Note') as HTMLInputElement).value).toBe(''),
    );

    fireEvent.click(
      within(daily).getByRole('button', { name: 'Delete the note of 25 Nov: Newsletter sent' }),
    );
    await waitFor(() => expect(posted).toContain('deleted 3'));
    await waitFor(() => expect(insightsRequests().length).toBe(before + 2));
  });

  it('shows the visitors of the last 5 minutes and the pages they are on', async () => {
    await renderPage();
    const now = screen.getByRole('region', { name: 'Right now' });
    await waitFor(() => expect(now.textContent).toContain('3 visitors in the last 5 minutes'));
    const rows = within(within(now).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['/fr/faq2', '/1']);
  });
});
