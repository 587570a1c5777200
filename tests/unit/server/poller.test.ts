/**
 * The workers' poll loop (server/poller.ts): a poll per interval, wakes coalesced into one
 * follow-up poll, never two polls at a time, no timer with an interval of 0, and nothing after
 * `halt` (which hands back the poll under way). Fake timers: no test waits for real time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPoller } from '../../../server/poller';

/** A poll that stays under way until the test ends it. */
function gatedPoll() {
  const ends: (() => void)[] = [];
  const poll = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        ends.push(resolve);
      }),
  );
  /** Ends the poll under way and lets the loop react. */
  const finish = async () => {
    ends.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { poll, finish };
}

describe('createPoller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls after each interval, counted from the end of the last poll', async () => {
    const poll = vi.fn(async () => {});
    const poller = createPoller(1_000, poll);
    poller.later();
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poll).toHaveBeenCalledTimes(2);
    await poller.halt();
  });

  it('polls at once when woken, and restarts the interval from that poll', async () => {
    const poll = vi.fn(async () => {});
    const poller = createPoller(1_000, poll);
    poller.later();
    await vi.advanceTimersByTimeAsync(600);
    poller.wake();
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await poller.halt();
  });

  it('turns wakes during a poll into one more poll right after it, never two at once', async () => {
    const { poll, finish } = gatedPoll();
    const poller = createPoller(1_000, poll);
    poller.wake();
    poller.wake();
    poller.wake();
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poller.woken).toBe(true);
    await finish();
    expect(poll).toHaveBeenCalledTimes(2);
    expect(poller.woken).toBe(false);
    await finish();
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.halt();
    await finish();
  });

  it('leaves the follow-up to the interval when the poll cleared the wake itself', async () => {
    let polls = 0;
    let end: () => void = () => {};
    const poller = createPoller(1_000, async () => {
      polls += 1;
      await new Promise<void>((resolve) => (end = resolve));
      poller.woken = false;
    });
    poller.wake();
    poller.wake();
    end();
    await vi.advanceTimersByTimeAsync(999);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    poller.halt();
    end();
  });

  it('with an interval of 0 polls only when woken', async () => {
    const poll = vi.fn(async () => {});
    const poller = createPoller(0, poll);
    poller.later();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(0);
    poller.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('after halt runs no poll, and hands back the one under way', async () => {
    const { poll, finish } = gatedPoll();
    const poller = createPoller(1_000, poll);
    poller.wake();
    poller.wake();
    const running = poller.halt();
    expect(running).toBeInstanceOf(Promise);
    expect(poller.stopped).toBe(true);
    let ended = false;
    void running?.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(false);
    await finish();
    expect(ended).toBe(true);
    poller.wake();
    poller.later();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poller.halt()).toBeUndefined();
  });
});
