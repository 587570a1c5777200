// @vitest-environment jsdom
/**
 * Read-only links (DESIGN §8 "Site insights: shared links"): the shared page renders the
 * dashboard of its one answer with no note form, no Delete, no Share panel, no CSV, no "Show
 * all", no link into the admin area and no request but its own data; a 404 says the link no
 * longer works; a deploy mark reads "Deploy <8 hex digits>". The team's Share panel makes a link
 * for the picker's period (shown once) and revokes one. fetch is mocked at the boundary; uPlot
 * is replaced.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsResponse, InsightsShare } from '../../../common/insights-api';
import { Insights } from '../../../admin/insights/components/insights-page';
import {
  SHARE_GONE_MESSAGE,
  SharedInsights,
} from '../../../admin/insights/components/shared-insights-page';
import { INSIGHTS_FIXTURE } from './insights-fixture';

vi.mock('../../../admin/insights/components/uplot-chart', () => ({
  drawLineChart: () => ({ setWidth: () => {}, destroy: () => {} }),
}));
vi.mock('uplot', () => ({
  default: class {
    static tzDate = (date: Date) => date;
    setSize() {}
    destroy() {}
  },
}));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TOKEN = 'Q'.repeat(43);

/** The fixture as a shared link answers it: no addresses, one deploy more. */
const SHARED: InsightsResponse = {
  ...INSIGHTS_FIXTURE,
  // More rows than shown: the team's page would offer "Show all".
  listSizes: { ...INSIGHTS_FIXTURE.listSizes, pages: 40 },
  annotations: [
    ...INSIGHTS_FIXTURE.annotations.map((mark) =>
      mark.kind === 'deploy' ? mark : { ...mark, by: '' },
    ),
    {
      kind: 'deploy',
      id: 1,
      day: '2026-11-26',
      at: '2026-11-26T09:00:00.000Z',
      buildId: '0123456789abcdef',
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<SharedInsights>', () => {
  beforeEach(() => {
    fetchMock = vi.fn(async (url: string) =>
      url === `/api/share/insights/${TOKEN}` ? json(SHARED) : json({ message: 'gone' }, 404),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows the dashboard read-only: no note form, no Share panel, no CSV, no way into the admin area', async () => {
    const { container } = render(<SharedInsights token={TOKEN} />);
    await screen.findByText(/Read-only\. Showing 21 Nov 2026 – 27 Nov 2026/);
    const daily = screen.getByRole('region', { name: 'Visitors and page views per day' });
    expect(
      within(daily)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '23 Nov: published faq (ar), home (fr)',
      '25 Nov: note “Newsletter sent”',
      '26 Nov: Deploy 01234567',
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Add note|Make link|Revoke/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Share/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Right now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    expect(screen.queryByText('Download CSV')).toBeNull();
    // Every link leaves the admin area (the country database's credit), none goes into it.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('/'))).toEqual([]);
    expect(screen.getByRole('region', { name: 'Top pages' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      `/api/share/insights/${TOKEN}`,
    ]);
  });

  it('says the link no longer works on a 404', async () => {
    render(<SharedInsights token={'R'.repeat(43)} />);
    expect((await screen.findByRole('alert')).textContent).toBe(SHARE_GONE_MESSAGE);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the Share panel of <Insights>', () => {
  const live: InsightsShare = {
    id: 5,
    period: '30d',
    from: null,
    to: null,
    createdBy: 'team@example.com',
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-27T10:00:00.000Z',
    revokedAt: null,
  };
  let shares: InsightsShare[];
  let calls: { method: string; url: string; body?: unknown }[];

  beforeEach(() => {
    history.replaceState(null, '', '/admin/insights?period=custom&from=2026-11-01&to=2026-11-07');
    shares = [live];
    calls = [];
    fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/insights/shares' && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
        calls.push({ method, url, body });
        const made = { ...live, id: 6, period: 'custom', from: '2026-11-01', to: '2026-11-07' };
        shares = [made as InsightsShare, ...shares];
        return json({ ...made, path: `/share/insights/${TOKEN}` }, 201);
      }
      if (url.startsWith('/api/admin/insights/shares/') && method === 'DELETE') {
        calls.push({ method, url });
        shares = shares.filter((share) => `/api/admin/insights/shares/${share.id}` !== url);
        return new Response(null, { status: 204 });
      }
      if (url === '/api/admin/insights/shares') return json({ shares });
      if (url === '/api/admin/me') return json({ email: 'team@example.com', unread: 0 });
      if (url.startsWith('/api/admin/insights?')) return json(INSIGHTS_FIXTURE);
      if (url === '/api/admin/insights/realtime') return json({ visitors: 0, pages: [] });
      return json({ message: 'not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  it('makes a link to the period shown, shows it once, and revokes a link', async () => {
    render(<Insights />);
    const panel = await screen.findByRole('region', { name: 'Share a read-only link' });
    await within(panel).findByText(/Last 30 days, made by team@example.com/);
    expect(panel.textContent).toContain('Period: 1 Nov 2026 – 7 Nov 2026');
    fireEvent.change(within(panel).getByLabelText('Link works for'), { target: { value: '7' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Make link' }));
    const link = (await within(panel).findByLabelText(/The new link/)) as HTMLInputElement;
    expect(link.value).toBe(`${location.origin}/share/insights/${TOKEN}`);
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/admin/insights/shares',
      body: { period: 'custom', from: '2026-11-01', to: '2026-11-07', expiresInDays: 7 },
    });
    await within(panel).findByText(/1 Nov 2026 – 7 Nov 2026, made by/);
    // The token stays out of the page's URL.
    expect(location.href).not.toContain(TOKEN);

    fireEvent.click(
      within(panel).getByRole('button', {
        name: 'Revoke the link to 1 Nov 2026 – 7 Nov 2026 made by team@example.com',
      }),
    );
    await waitFor(() => expect(within(panel).queryByLabelText(/The new link/)).toBeNull());
    expect(calls[1]).toEqual({ method: 'DELETE', url: '/api/admin/insights/shares/6' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
  });
});
