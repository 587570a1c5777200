/**
 * The metrics' building blocks (server/metrics.ts): a scrape storm reads the outbox once per
 * cache period, and database statements are labelled by a bounded set of verbs.
 */
import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { cachedRead, createMetrics, queryOperation } from '../../../server/metrics';
import { parseScrape, value } from '../../helpers/metrics-scrape';

describe('cachedRead', () => {
  it('shares one read among concurrent callers and reuses it for the cache period', async () => {
    let clock = 0;
    let reads = 0;
    let release!: () => void;
    const read = () =>
      new Promise<number>((resolve) => {
        reads += 1;
        release = () => resolve(reads);
      });
    const cached = cachedRead(read, 5_000, () => clock);
    const storm = Array.from({ length: 50 }, () => cached());
    release();
    expect(await Promise.all(storm)).toEqual(Array<number>(50).fill(1));
    clock = 4_999;
    expect(await cached()).toBe(1);
    expect(reads).toBe(1);
    clock = 5_000;
    const again = cached();
    release();
    expect(await again).toBe(2);
  });

  it('does not keep a failed read: the next call tries again', async () => {
    let reads = 0;
    const cached = cachedRead(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error('database down');
        return reads;
      },
      5_000,
      () => 0,
    );
    await expect(cached()).rejects.toThrow('database down');
    expect(await cached()).toBe(2);
  });
});

describe('queryOperation', () => {
  it.each([
    ['select name from kysely_migration', 'select'],
    ['  INSERT INTO contact_messages ("name") values ($1)', 'insert'],
    ['update "notification_outbox" set "state" = ?', 'update'],
    ['delete from admin_sessions where token_hash = ?', 'delete'],
    ['begin', 'transaction'],
    ['commit', 'transaction'],
    ['rollback', 'transaction'],
    ['with due as (select 1) update x set y = 1', 'other'],
    ['pragma journal_mode = WAL', 'other'],
    ['', 'other'],
  ])('%s → %s', (sql, operation) => {
    expect(queryOperation(sql)).toBe(operation);
  });
});

describe('createMetrics', () => {
  it('measures event-loop lag from its creation, so the first scrape already has it', async () => {
    const metrics = createMetrics();
    // The loop turns for a while before anyone scrapes (the monitor samples every 10 ms).
    await sleep(200);
    const parsed = parseScrape((await metrics.scrape()).body);
    const mean = value(parsed, 'nodejs_eventloop_lag_mean_seconds');
    expect(Number.isFinite(mean)).toBe(true);
    expect(mean).toBeGreaterThan(0);
  });
});
