// @vitest-environment jsdom
/**
 * The insights page's Goals panel (DESIGN §8 "Site insights: goals") from a fixed answer, fetch
 * mocked at the boundary: each row's goal, page, language, count, visitors and conversion, "–"
 * where a figure has no meaning, the CSV link of the period, and "Show all" asking for the whole
 * list.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Insights } from '../../../admin/insights/components/insights-page';
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
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const ALL_GOALS = {
  rows: [
    ...INSIGHTS_FIXTURE.goals,
    {
      goal: 'search',
      path: '/ar/search',
      language: 'ar',
      count: 1,
      visitors: 1,
      pageVisitors: 4,
      conversion: 0.25,
    },
  ],
  total: 3,
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  history.replaceState(null, '', '/admin/insights');
  fetchMock = vi.fn(async (url: string) =>
    url === '/api/admin/me'
      ? json({ email: 'team@example.com', unread: 0 })
      : url.startsWith('/api/admin/insights?')
        ? json({ ...INSIGHTS_FIXTURE, goalsTotal: 3 })
        : url.startsWith('/api/admin/insights/goals?')
          ? json(ALL_GOALS)
          : url === '/api/admin/insights/realtime'
            ? json({ visitors: 0, pages: [] })
            : json({ message: 'not found' }, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<Insights> goals', () => {
  it('shows each goal per page and language with its conversion, a CSV, and every row on demand', async () => {
    render(<Insights />);
    const panel = await screen.findByRole('region', { name: 'Goals' });
    const table = within(panel).getByRole('table', { name: 'Goals per page and language' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Optimus presentation (PDF)/fr/optimusFrench (fr)129' + '60' + '15%',
      'Contact message sent/contactEnglish (en)4–0–',
    ]);
    expect(
      within(panel).getByRole('link', { name: 'Download CSV of goals' }).getAttribute('href'),
    ).toBe('/api/admin/insights.csv?period=7d&table=goals');

    fireEvent.click(within(panel).getByRole('button', { name: 'Show all 3' }));
    await waitFor(() => expect(within(panel).getAllByRole('row')).toHaveLength(4));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/insights/goals?period=7d',
    );
    expect(within(panel).getByText('Search used')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Show fewer' })).toBeTruthy();
  });
});
