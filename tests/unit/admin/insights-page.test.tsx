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

let fetchMock: ReturnType<typeof vi.fn>;
let insightsAnswer: () => Response;

/** The URLs of the insights requests made so far. */
const insightsRequests = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/admin/insights'));

beforeEach(() => {
  history.replaceState(null, '', '/admin/insights');
  insightsAnswer = () => json(INSIGHTS_FIXTURE);
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/admin/me'
      ? json({ email: 'team@example.com', unread: 0 })
      : url.startsWith('/api/admin/insights?')
        ? insightsAnswer()
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
    expect(within(funnel).getAllByRole('row')[1]!.textContent).toBe('en40010' + '2.5%');
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
      'devices',
      'funnel',
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
    expect(screen.queryByRole('table')).toBeNull();
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
});
