import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingOf, VITALS_RATE_LIMIT_MAX } from '../../server/routes/vitals';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';
import { createSqliteDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const report = {
  name: 'LCP',
  value: 1834.2,
  rating: 'good',
  id: 'v5-1700000000000-123',
  navigationType: 'navigate',
  path: '/faq',
};

describe('POST /api/vitals (spec §7)', () => {
  let server: TestServer;
  let file: string;
  beforeAll(async () => {
    const database = await createSqliteDatabase();
    file = database.file;
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const rows = () => {
    const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
    try {
      return db
        .prepare('select name, value, rating, metric_id, navigation_type, path from web_vitals')
        .all();
    } finally {
      db.close();
    }
  };
  const post = (
    body: unknown,
    contentType = 'application/json',
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'user-agent': CHROME_USER_AGENT, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores a valid report and answers 204', async () => {
    const response = await post(report);
    expect(response.status).toBe(204);
    expect(rows()).toEqual([
      {
        name: 'LCP',
        value: 1834.2,
        rating: 'good',
        metric_id: report.id,
        navigation_type: 'navigate',
        path: '/faq',
      },
    ]);
  });

  it.each([
    ['Global Privacy Control (Sec-GPC: 1)', report, { 'sec-gpc': '1' }],
    ['a bot', report, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['a path that is none of the pages', { ...report, path: '/forged-1<script>' }, {}],
  ])('answers 204 for %s and stores nothing', async (_label, body, headers) => {
    const before = rows().length;
    const response = await post(body, 'application/json', headers);
    expect(response.status).toBe(204);
    expect(rows()).toHaveLength(before);
  });

  it('rates the value itself: a 600 s LCP sent as "good" is stored as poor', async () => {
    const id = 'v5-forged-rating';
    expect((await post({ ...report, id, value: 600_000, rating: 'good' })).status).toBe(204);
    expect(rows().filter((row) => row.metric_id === id)).toEqual([
      expect.objectContaining({ value: 600_000, rating: 'poor' }),
    ]);
  });

  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['INP', 350, 'needs-improvement'],
    ['FCP', 1800, 'good'],
    ['TTFB', 1801, 'poor'],
  ] as const)('rates %s %d as %s (web.dev thresholds)', (name, value, rating) => {
    expect(ratingOf(name, value)).toBe(rating);
  });

  it.each([
    ['an unknown metric', { ...report, name: 'FID' }],
    ['a negative value', { ...report, value: -1 }],
    ['an extra field (no smuggled identifiers)', { ...report, userAgent: 'x' }],
    ['a path that is a URL', { ...report, path: 'https://evil.example/' }],
    ['a NUL in the path (PostgreSQL text cannot hold one)', { ...report, path: '/faq\u0000x' }],
    ['a lone surrogate in the path', { ...report, path: '/faq\ud800' }],
    ['a missing field', { name: 'CLS', value: 0.01 }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    const before = rows().length;
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/web-vitals report/);
    expect(rows()).toHaveLength(before);
  });

  it('refuses JSON that declares charset=iso-8859-1 with 415 and stores nothing', async () => {
    const before = rows().length;
    const response = await post(report, 'application/json; charset=iso-8859-1');
    expect(response.status).toBe(415);
    expect(rows()).toHaveLength(before);
  });

  it('refuses a body over 2 KiB with 413', async () => {
    const response = await post({ ...report, id: 'x'.repeat(3000) });
    expect(response.status).toBe(413);
  });

  it(`limits each client to ${VITALS_RATE_LIMIT_MAX} reports a minute (429)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VITALS_RATE_LIMIT_MAX + 1; i += 1)
      statuses.push((await post(report)).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
