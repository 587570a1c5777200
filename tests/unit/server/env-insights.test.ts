/**
 * The site insights' retention settings of server/env.ts (DESIGN §2): raw page views kept 30
 * days and roll-ups 400 by default, whole numbers of days only, and at least 2 days of raw page
 * views so yesterday is always rolled up from all its rows.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/env';

describe('parseEnv: PAGE_VIEWS_RETENTION_DAYS, INSIGHTS_RETENTION_DAYS', () => {
  it('keeps raw page views 30 days and roll-ups 400 by default', () => {
    expect(parseEnv({}).insights).toEqual({
      pageViewsRetentionDays: 30,
      insightsRetentionDays: 400,
    });
    expect(
      parseEnv({ PAGE_VIEWS_RETENTION_DAYS: '7', INSIGHTS_RETENTION_DAYS: '730' }).insights,
    ).toEqual({ pageViewsRetentionDays: 7, insightsRetentionDays: 730 });
  });

  it('refuses anything but a whole number of days in range, naming the variable', () => {
    for (const [name, value] of [
      ['PAGE_VIEWS_RETENTION_DAYS', '1'],
      ['PAGE_VIEWS_RETENTION_DAYS', '30.5'],
      ['PAGE_VIEWS_RETENTION_DAYS', 'month'],
      ['INSIGHTS_RETENTION_DAYS', '0'],
      ['INSIGHTS_RETENTION_DAYS', '-5'],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(EnvError);
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

describe('parseEnv: PAGE_VIEWS_FLUSH_MS, PAGE_VIEWS_FLUSH_ROWS (decision 0028)', () => {
  it('flushes every 250 ms or at 500 rows by default', () => {
    expect(parseEnv({}).pageViewsFlush).toEqual({ intervalMs: 250, batchRows: 500 });
    expect(
      parseEnv({ PAGE_VIEWS_FLUSH_MS: '1000', PAGE_VIEWS_FLUSH_ROWS: '100' }).pageViewsFlush,
    ).toEqual({ intervalMs: 1000, batchRows: 100 });
  });

  it('refuses a value out of range, naming the variable', () => {
    for (const [name, value] of [
      ['PAGE_VIEWS_FLUSH_MS', '0'],
      ['PAGE_VIEWS_FLUSH_MS', '60001'],
      ['PAGE_VIEWS_FLUSH_ROWS', '0'],
      // 2,001 rows × 10 columns would near SQLite's 32,766 bound parameters.
      ['PAGE_VIEWS_FLUSH_ROWS', '2001'],
    ] as const) {
      expect(() => parseEnv({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});
