/**
 * The page-view write buffer's rules (server/insights/write-buffer.ts, decision 0028) that need
 * a database which fails or stalls on cue: a batch the database cannot take because it is
 * unavailable stays and is retried at the next interval (not on every new view), and flushes
 * never overlap. Rows landing in real tables: tests/integration/pageviews-api.test.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { createPageViewBuffer, type BufferedPageView } from '../../../server/insights/write-buffer';

const view = (n: number): BufferedPageView => ({
  viewed_at: '2026-05-10T12:00:00.000Z',
  path: `/${n}`,
  language: 'en',
  viewport: 'desktop',
  navigation_type: 'navigate',
});

/** A database whose INSERTs run `write(rows)`, and the batches it was given. */
function fakeDatabase(write: (rows: BufferedPageView[]) => Promise<void>) {
  const batches: BufferedPageView[][] = [];
  const db = {
    insertInto: () => ({
      values: (rows: BufferedPageView[]) => ({
        execute: async () => {
          batches.push(rows);
          await write(rows);
        },
      }),
    }),
  } as unknown as Kysely<Database>;
  return { db, batches };
}

/** A logger that records what was logged at error level. */
function recordingLog() {
  const errors: unknown[][] = [];
  const log = {
    error: (...args: unknown[]) => errors.push(args),
    warn: () => {},
    info: () => {},
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, errors };
}

describe('page-view write buffer (decision 0028)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a batch the database is unavailable for, retries at the next interval only, and logs no row', async () => {
    let down = true;
    const { db, batches } = fakeDatabase(async () => {
      if (down) throw Object.assign(new Error('terminating connection'), { code: '57P01' });
    });
    const { log, errors } = recordingLog();
    const buffer = createPageViewBuffer({ db, log, intervalMs: 250, batchRows: 2 });
    buffer.add(view(1));
    buffer.add(view(2)); // the batch size: a write at once, which fails
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(buffer.pending).toBe(2);
    // Backing off: more views do not hammer the database until the timer.
    buffer.add(view(3));
    buffer.add(view(4));
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    down = false;
    await vi.advanceTimersByTimeAsync(250);
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    // The kept batch first, in order, then the rest.
    expect(
      batches
        .slice(1)
        .flat()
        .map((row) => row.path),
    ).toEqual(['/1', '/2', '/3', '/4']);
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors)).not.toContain('/1');
    expect(errors[0]![0]).toMatchObject({ rows: 2, code: '57P01', unavailable: true });
    await buffer.close();
  });

  it('runs one flush at a time: ticks meanwhile are skipped, full batches that arrived are written next', async () => {
    let active = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const { db, batches } = fakeDatabase(async () => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => release.push(resolve));
      active -= 1;
    });
    const buffer = createPageViewBuffer({
      db,
      log: recordingLog().log,
      intervalMs: 10,
      batchRows: 3,
    });
    for (let n = 0; n < 3; n += 1) buffer.add(view(n)); // starts a write of 3
    const first = buffer.flush();
    for (let n = 3; n < 9; n += 1) buffer.add(view(n)); // two more batches' worth, meanwhile
    await vi.advanceTimersByTimeAsync(50); // timer ticks while the write stalls
    expect(batches).toHaveLength(1);
    while (release.length > 0 || buffer.pending > 0) {
      release.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    }
    await first;
    expect(most).toBe(1);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 3]);
    await buffer.close();
  });

  it('leaves a partial batch that arrived during a write for the next tick: fewer, bigger commits', async () => {
    let release: () => void = () => {};
    const { db, batches } = fakeDatabase(() => new Promise<void>((resolve) => (release = resolve)));
    const buffer = createPageViewBuffer({ db, log: recordingLog().log, intervalMs: 250 });
    buffer.add(view(1));
    await vi.advanceTimersByTimeAsync(250); // the tick starts a write of one row, which stalls
    buffer.add(view(2));
    buffer.add(view(3));
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(batches.map((batch) => batch.length)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(150);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.length)).toEqual([1, 2]);
    expect(buffer.pending).toBe(0);
    await buffer.close();
  });

  it('drops and counts what cannot be written at close', async () => {
    const { db } = fakeDatabase(async () => {
      throw Object.assign(new Error('database is locked'), { name: 'SQLITE_BUSY' });
    });
    const dropped: [string, number][] = [];
    const buffer = createPageViewBuffer({
      db,
      log: recordingLog().log,
      metrics: {
        setBufferedSource: () => {},
        flushed: () => {},
        dropped: (reason, rows) => dropped.push([reason, rows]),
      },
    });
    buffer.add(view(1));
    buffer.add(view(2));
    await buffer.close();
    expect(buffer.pending).toBe(0);
    expect(dropped).toEqual([['closed', 2]]);
    expect(buffer.add(view(3))).toBe(false);
    expect(dropped).toEqual([
      ['closed', 2],
      ['closed', 1],
    ]);
  });
});
