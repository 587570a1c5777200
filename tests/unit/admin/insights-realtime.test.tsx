// @vitest-environment jsdom
/**
 * The insights page's realtime count (DESIGN §8 "Site insights"): read at once, again every 10 s
 * while the tab is visible, never while it is hidden, at once when it is shown again; a failed
 * read keeps the last numbers and says so.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Realtime } from '../../../admin/insights/components/realtime';
import { REALTIME_REFRESH_MS, useRealtime } from '../../../admin/insights/hooks/use-realtime';

function Probe() {
  const state = useRealtime();
  return <Realtime data={state.data} error={state.error} />;
}

let visibility: DocumentVisibilityState = 'visible';
let answers: Response[];
let fetchMock: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};
/** Lets the answered fetches' promises settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  answers = [];
  fetchMock = vi.fn(async () => answers.shift() ?? json({ visitors: 0, pages: [] }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useRealtime', () => {
  it('reads every 10 s while visible, not while hidden, and at once when shown again', async () => {
    answers.push(json({ visitors: 2, pages: [{ path: '/', visitors: 2 }] }));
    render(<Probe />);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/insights/realtime');
    expect(screen.getByText(/visitors in the last 5 minutes/).textContent).toBe(
      '2 visitors in the last 5 minutes',
    );

    answers.push(json({ visitors: 1, pages: [{ path: '/fr', visitors: 1 }] }));
    act(() => vi.advanceTimersByTime(REALTIME_REFRESH_MS));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/in the last 5 minutes/).textContent).toBe(
      '1 visitor in the last 5 minutes',
    );

    setVisibility('hidden');
    act(() => vi.advanceTimersByTime(REALTIME_REFRESH_MS * 6));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    setVisibility('visible');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(REALTIME_REFRESH_MS - 1));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('keeps the last numbers when a read fails, and says so', async () => {
    answers.push(json({ visitors: 5, pages: [] }), json({ message: 'The database is busy.' }, 503));
    render(<Probe />);
    await settle();
    act(() => vi.advanceTimersByTime(REALTIME_REFRESH_MS));
    await settle();
    expect(screen.getByText(/in the last 5 minutes/).textContent).toBe(
      '5 visitors in the last 5 minutes',
    );
    expect(screen.getByText(/^Not refreshed/).textContent).toBe(
      'Not refreshed: The database is busy.',
    );
  });

  it('reads nothing in a tab opened hidden until it is shown', async () => {
    visibility = 'hidden';
    render(<Probe />);
    act(() => vi.advanceTimersByTime(REALTIME_REFRESH_MS * 3));
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility('visible');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
