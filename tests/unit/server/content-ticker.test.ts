/**
 * The content editor's ticker (server/content/schedules.ts `startContentTicker`) under fake timers:
 * its first tick comes one interval after the start, a tick never overlaps the previous one
 * however long its publish takes, several due schedules run in one tick but one that waits for
 * another publish ends it, old presence rows are purged once an hour, a failed tick is logged
 * and the next one runs, and after stop() no tick starts and a tick under way is awaited.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { startContentTicker, SCHEDULE_TICK_MS } from '../../../server/content/schedules';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const log = { error: vi.fn() } as unknown as FastifyBaseLogger & {
  error: ReturnType<typeof vi.fn>;
};

it('ticks every interval without overlapping, runs due schedules in turn, purges hourly, stops', async () => {
  type Fired = { id: number; state: 'fired' | 'failed' | 'pending' } | null;
  const answers: Fired[] = [{ id: 1, state: 'fired' }, { id: 2, state: 'failed' }, null];
  let release!: () => void;
  let calls = 0;
  const fireDue = vi.fn(async (): Promise<Fired> => {
    calls += 1;
    // The third call of the first tick is a publish that takes long.
    if (calls === 3) await new Promise<void>((resolve) => (release = resolve));
    return answers.shift() ?? null;
  });
  const purgePresence = vi.fn(async () => 0);
  const ticker = startContentTicker({
    schedules: { fireDue },
    purgePresence,
    log,
    now: () => Date.now(),
  });

  await vi.advanceTimersByTimeAsync(SCHEDULE_TICK_MS - 1);
  expect(fireDue).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  // Fired, failed, then the long one: still under way three intervals later, and alone.
  await vi.advanceTimersByTimeAsync(3 * SCHEDULE_TICK_MS);
  expect(fireDue).toHaveBeenCalledTimes(3);
  expect(purgePresence).toHaveBeenCalledTimes(1);
  release();
  await vi.advanceTimersByTimeAsync(0);
  // The next tick one interval after that one ended: a schedule that waits ends the tick.
  answers.push({ id: 3, state: 'pending' }, { id: 4, state: 'fired' });
  await vi.advanceTimersByTimeAsync(SCHEDULE_TICK_MS);
  expect(fireDue).toHaveBeenCalledTimes(4);
  await vi.advanceTimersByTimeAsync(SCHEDULE_TICK_MS);
  expect(fireDue).toHaveBeenCalledTimes(6); // id 4, then none
  expect(purgePresence).toHaveBeenCalledTimes(1); // not yet an hour
  await vi.advanceTimersByTimeAsync(3_600_000);
  expect(purgePresence).toHaveBeenCalledTimes(2);

  await ticker.stop();
  const after = fireDue.mock.calls.length;
  await vi.advanceTimersByTimeAsync(10 * SCHEDULE_TICK_MS);
  expect(fireDue).toHaveBeenCalledTimes(after);
});

it('logs a failed tick and tries again at the next; stop() waits for a tick under way', async () => {
  let fail = true;
  let release!: () => void;
  const fireDue = vi.fn(async () => {
    if (fail) {
      fail = false;
      throw new Error('database unavailable');
    }
    await new Promise<void>((resolve) => (release = resolve));
    return null;
  });
  const ticker = startContentTicker({ schedules: { fireDue }, log, intervalMs: 100 });
  await vi.advanceTimersByTimeAsync(100);
  expect(log.error).toHaveBeenCalledOnce();
  await vi.advanceTimersByTimeAsync(100);
  expect(fireDue).toHaveBeenCalledTimes(2);
  let stopped = false;
  const stopping = ticker.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped).toBe(false);
  release();
  await stopping;
  expect(stopped).toBe(true);
});
