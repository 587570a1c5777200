import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { createDailySalts } from '../../server/insights/visitor-hash';
import { PAGEVIEWS_RATE_LIMIT_MAX } from '../../server/limits';
import { describeOnEachDatabase } from '../helpers/each-database';
import { captureLogs } from '../helpers/log-capture';
import { startTestServer, type TestServer } from '../helpers/test-server';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const report = {
  path: '/fr/contact',
  language: 'fr',
  referrer: 'https://www.news.example/article?id=secret-query',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'launch',
  viewport: 'desktop',
  navigationType: 'navigate',
};

type Row = Record<string, unknown>;

/** Runs a read on the server's database over a connection of its own. */
async function query(server: TestServer, sql: string): Promise<Row[]> {
  const { url } = server.database;
  if (url.startsWith('file:')) {
    const db = new DatabaseSync(url.slice('file:'.length), { readOnly: true, timeout: 5_000 });
    try {
      return db.prepare(sql).all() as Row[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

const views = (server: TestServer) =>
  query(
    server,
    'select path, language, referrer_host, utm_source, utm_medium, utm_campaign, viewport, navigation_type, visitor_hash from page_views order by id',
  );
const viewCount = async (server: TestServer) => (await views(server)).length;
const salts = (server: TestServer) => query(server, 'select day, salt from insights_salts');

function post(
  server: TestServer,
  body: unknown,
  headers: Record<string, string | undefined> = { 'user-agent': CHROME },
): Promise<Response> {
  const sent: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
  return fetch(`${server.url}/api/pageviews`, {
    method: 'POST',
    headers: sent,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Another app instance on the same database (the database stays the first server's). */
const secondInstance = (server: TestServer, logger?: ReturnType<typeof captureLogs>['logger']) =>
  startTestServer({ database: { ...server.database, dispose: async () => {} }, logger });

describeOnEachDatabase('POST /api/pageviews on $name (DESIGN §8 site insights)', (server) => {
  it('two instances racing on the first requests of a day keep one shared salt', async () => {
    const other = await secondInstance(server());
    try {
      expect(await salts(server())).toEqual([]);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(i % 2 ? other : server(), report)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(204));
      expect(await salts(server())).toHaveLength(1);
      const hashes = new Set((await views(server())).map((row) => row.visitor_hash));
      // Same address and agent on both instances: one visitor.
      expect(hashes.size).toBe(1);
    } finally {
      await other.app.close();
    }
    await server().exec('delete from page_views');
  });

  it('stores the view with the referrer host only, and no address, agent or query', async () => {
    const response = await post(server(), report);
    expect(response.status).toBe(204);
    const rows = await views(server());
    expect(rows).toEqual([
      {
        path: '/fr/contact',
        language: 'fr',
        referrer_host: 'news.example',
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'launch',
        viewport: 'desktop',
        navigation_type: 'navigate',
        visitor_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    const everything = JSON.stringify(await query(server(), 'select * from page_views'));
    expect(everything).not.toContain('127.0.0.1');
    expect(everything).not.toContain('Chrome');
    expect(everything).not.toContain('secret-query');
    // A different agent from the same address is another visitor.
    await post(server(), report, { 'user-agent': `${CHROME} Edg/140.0.0.0` });
    const [first, second] = await views(server());
    expect(second!.visitor_hash).not.toBe(first!.visitor_hash);
  });

  it.each([
    ['our own host', (s: TestServer) => `${s.url}/fr/faq`, null],
    ['a non-http scheme', () => 'android-app://com.google.android.gm/', null],
    ['text that is no URL', () => 'not a url', null],
    ['a host with port and capitals', () => 'https://Search.Example:8443/x?q=1', 'search.example'],
    ['no referrer', () => undefined, null],
  ])('derives the referrer host from %s', async (_label, referrer, host) => {
    await server().exec('delete from page_views');
    expect((await post(server(), { ...report, referrer: referrer(server()) })).status).toBe(204);
    expect((await views(server()))[0]?.referrer_host).toBe(host);
  });

  it.each([
    ['a bot user agent', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ['headless Chromium', { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') }],
    ['no user agent', { 'user-agent': '' }],
    ['Global Privacy Control (Sec-GPC: 1)', { 'user-agent': CHROME, 'sec-gpc': '1' }],
  ])('answers 204 and counts nothing for %s', async (_label, headers) => {
    const before = await viewCount(server());
    const response = await post(server(), report, headers);
    expect(response.status).toBe(204);
    expect(await viewCount(server())).toBe(before);
  });

  it.each([
    ['a path with a query', { ...report, path: '/faq?q=x' }],
    ['a path that is a URL', { ...report, path: 'https://evil.example/' }],
    ['an unknown language', { ...report, language: 'it' }],
    ['an unknown viewport', { ...report, viewport: 'watch' }],
    ['an unknown navigation type', { ...report, navigationType: 'prefetch' }],
    ['an extra field (no smuggled identifiers)', { ...report, visitorId: 'abc' }],
    ['a NUL in a UTM value', { ...report, utmSource: 'a\u0000b' }],
    ['a lone surrogate in the path', { ...report, path: '/faq\ud800' }],
    ['an over-long campaign', { ...report, utmCampaign: 'x'.repeat(101) }],
    ['a missing field', { path: '/' }],
  ])('refuses %s with 400 {message} and stores nothing', async (_label, body) => {
    const before = await viewCount(server());
    const response = await post(server(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
    expect(await viewCount(server())).toBe(before);
  });

  it('refuses a body over 1 KiB with 413 and stores nothing', async () => {
    const before = await viewCount(server());
    const response = await post(server(), {
      ...report,
      referrer: `https://a.example/${'x'.repeat(1100)}`,
    });
    expect(response.status).toBe(413);
    expect(await viewCount(server())).toBe(before);
  });

  it('counts a visitor once whether the site is reached with or without www.', async () => {
    await server().exec('delete from page_views');
    for (const host of ['www.site.example', 'site.example']) {
      const response = await server().app.inject({
        method: 'POST',
        url: '/api/pageviews',
        headers: { host, 'user-agent': CHROME, 'content-type': 'application/json' },
        payload: report,
      });
      expect(response.statusCode).toBe(204);
    }
    const [www, apex] = await views(server());
    expect(www!.visitor_hash).toBe(apex!.visitor_hash);
  });

  it('deletes salts of past days at start-up and at the day change', async () => {
    await server().exec("insert into insights_salts (day, salt) values ('2000-01-01', 'old')");
    const other = await secondInstance(server());
    await other.app.close();
    expect((await salts(server())).map((row) => row.day)).not.toContain('2000-01-01');

    const { db } = openDatabase(server().database.url);
    try {
      let now = Date.parse('2030-05-01T23:59:59Z');
      const daily = createDailySalts(db, () => now);
      const monday = await daily.current();
      expect(await daily.current()).toBe(monday);
      now = Date.parse('2030-05-02T00:00:01Z');
      const tuesday = await daily.current();
      expect(tuesday).not.toBe(monday);
      expect((await salts(server())).map((row) => row.day)).toEqual(['2030-05-02']);
    } finally {
      await db.destroy();
    }
  });

  it('logs neither the address nor the user agent', async () => {
    const logs = captureLogs();
    const other = await secondInstance(server(), logs.logger);
    try {
      expect((await post(other, report)).status).toBe(204);
      expect((await post(other, { path: 'bad' })).status).toBe(400);
    } finally {
      await other.app.close();
    }
    const requestLines = logs.lines().filter((line) => line.reqId !== undefined);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(JSON.stringify(requestLines)).not.toMatch(/127\.0\.0\.1|Chrome|remoteAddress/);
  });

  it(`lets each client report ${PAGEVIEWS_RATE_LIMIT_MAX} views a minute, then 429 storing nothing`, async () => {
    const before = await viewCount(server());
    let stored = 0;
    let refused = 0;
    for (let i = 0; i < PAGEVIEWS_RATE_LIMIT_MAX + 3; i += 1) {
      const { status } = await post(server(), report);
      if (status === 204) stored += 1;
      else if (status === 429) refused += 1;
    }
    expect(refused).toBeGreaterThanOrEqual(3);
    expect(stored + refused).toBe(PAGEVIEWS_RATE_LIMIT_MAX + 3);
    expect(await viewCount(server())).toBe(before + stored);
  });
});
