// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const sendPageView = vi.hoisted(() => vi.fn());
vi.mock('~/lib/pageviews', () => ({ sendPageView }));

describe('countPageView (DESIGN §6: nothing before the page is interactive)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads the beacon for the document load at the next idle period, and at once for client navigations', async () => {
    vi.useFakeTimers();
    const { countPageView } = await import('~/lib/count-page-view');
    countPageView();
    await Promise.resolve();
    expect(sendPageView).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(1));
    expect(sendPageView).toHaveBeenLastCalledWith(`${location.origin}/`, true);

    history.pushState(null, '', '/fr/faq?utm_source=x');
    countPageView();
    await vi.waitFor(() => expect(sendPageView).toHaveBeenCalledTimes(2));
    expect(sendPageView).toHaveBeenLastCalledWith(`${location.origin}/fr/faq?utm_source=x`, false);
  });
});
