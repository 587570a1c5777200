import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { createDailySalts } from '../../server/insights/visitor-hash';
import { createPageViewBuffer } from '../../server/insights/write-buffer';
import { createMetrics } from '../../server/metrics';
import { PAGEVIEWS_RATE_LIMIT_MAX } from '../../server/insights/limits';
import { describeOnEachDatabase } from '../helpers/each-database';
import { captureLogs } from '../helpers/log-capture';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';

/** A page-view row as the collect route hands it to the write buffer, tagged by its campaign. */
function bufferedRow(campaign: string) {
  return {
    viewed_at: new Date().toISOString(),
    path: '/',
    language: 'en',
    viewport: 'desktop',
    navigation_type: 'navigate',
    utm_campaign: campaign,
  };
}

const CHROME = CHROME_USER_AGENT;

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

/**
 * Every stored view, after writing what the server's buffer holds (decision 0028): a 204 means
 * "in the buffer", the flush makes it a row.
 */
const views = async (server: TestServer) => {
  await server.app.pageViewBuffer.flush();
  return query(
    server,
    'select path, language, referrer_host, utm_source, utm_medium, utm_campaign, viewport, navigation_type, visitor_hash from page_views order by id',
  );
};
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
const secondInstance = (
  server: TestServer,
  logger?: ReturnType<typeof captureLogs>['logger'],
  env?: Record<string, string>,
) => startTestServer({ database: { ...server.database, dispose: async () => {} }, logger, env });

describeOnEachDatabase('POST /api/pageviews on $name (DESIGN §8 site insights)', (server) => {
  it('two instances racing on the first requests of a day keep one shared salt', async () => {
    const other = await secondInstance(server());
    try {
      expect(await salts(server())).toEqual([]);
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(i % 2 ? other : server(), report)),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(204));
      await other.app.pageViewBuffer.flush();
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

  it("answers 204 and stores nothing for a path that is none of the site's pages", async () => {
    await server().exec('delete from page_views');
    for (const path of ['/wp-login.php', '/fr/404', '/faq/../../etc', '/it/contact', '/FAQ']) {
      expect((await post(server(), { ...report, path })).status, path).toBe(204);
    }
    // The search page and a trailing slash are pages; the slash is not kept.
    for (const path of ['/de/search', '/fr/faq/']) {
      expect((await post(server(), { ...report, path })).status, path).toBe(204);
    }
    expect((await views(server())).map((row) => row.path)).toEqual(['/de/search', '/fr/faq']);
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

  it.each(['iso-8859-1', 'utf-16', 'no-such-charset'])(
    'refuses JSON that declares charset=%s with 415 and stores nothing (RFC 8259 §8.1)',
    async (charset) => {
      const before = await viewCount(server());
      const response = await post(server(), report, {
        'user-agent': CHROME,
        'content-type': `application/json; charset=${charset}`,
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { message: string }).message).toMatch(/UTF-8/);
      expect(await viewCount(server())).toBe(before);
    },
  );

  it('takes JSON that declares charset=utf-8', async () => {
    const before = await viewCount(server());
    const response = await post(server(), report, {
      'user-agent': CHROME,
      'content-type': 'application/json; charset=UTF-8',
    });
    expect(response.status).toBe(204);
    expect(await viewCount(server())).toBe(before + 1);
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

describeOnEachDatabase('page-view write buffer on $name (decision 0028)', (server) => {
  /** Rows tagged with `campaign`, read without flushing anything. */
  const tagged = async (campaign: string) =>
    Number(
      (
        await query(
          server(),
          `select count(*) as n from page_views where utm_campaign = '${campaign}'`,
        )
      )[0]!.n,
    );

  it('answers 204 before the row is written; the flush, the batch size or the interval writes it', async () => {
    const slow = await secondInstance(server(), undefined, { PAGE_VIEWS_FLUSH_MS: '60000' });
    try {
      expect((await post(slow, { ...report, utmCampaign: 'buffered' })).status).toBe(204);
      expect(slow.app.pageViewBuffer.pending).toBe(1);
      expect(await tagged('buffered')).toBe(0);
      await slow.app.pageViewBuffer.flush();
      expect(slow.app.pageViewBuffer.pending).toBe(0);
      expect(await tagged('buffered')).toBe(1);
    } finally {
      await slow.app.close();
    }
    // Five waiting rows start a flush at once, whatever the interval.
    const batch = await secondInstance(server(), undefined, {
      PAGE_VIEWS_FLUSH_MS: '60000',
      PAGE_VIEWS_FLUSH_ROWS: '5',
    });
    try {
      for (let i = 0; i < 5; i += 1) await post(batch, { ...report, utmCampaign: 'batch' });
      await vi.waitFor(async () => expect(await tagged('batch')).toBe(5), { timeout: 5_000 });
    } finally {
      await batch.app.close();
    }
    // And the interval writes a single view with no one asking.
    const quick = await secondInstance(server(), undefined, { PAGE_VIEWS_FLUSH_MS: '20' });
    try {
      await post(quick, { ...report, utmCampaign: 'interval' });
      await vi.waitFor(async () => expect(await tagged('interval')).toBe(1), { timeout: 5_000 });
    } finally {
      await quick.app.close();
    }
  });

  it('stores each of 300 concurrent views exactly once across overlapping batches', async () => {
    // No rate limit (RATE_LIMIT_MAX=0), batches of 32 rows: the batch-size trigger and the
    // interval race while requests keep arriving.
    const busy = await secondInstance(server(), undefined, {
      RATE_LIMIT_MAX: '0',
      PAGE_VIEWS_FLUSH_MS: '10',
      PAGE_VIEWS_FLUSH_ROWS: '32',
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          post(busy, { ...report, utmCampaign: `many-${i}`, utmSource: 'many' }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(300).fill(204));
      await busy.app.pageViewBuffer.flush();
      const rows = await query(
        server(),
        "select utm_campaign from page_views where utm_source = 'many'",
      );
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((row) => row.utm_campaign)).size).toBe(300);
    } finally {
      await busy.app.close();
    }
  });

  it('drops and counts views past its cap instead of growing', async () => {
    const metrics = createMetrics();
    const { db } = openDatabase(server().database.url);
    const buffer = createPageViewBuffer({
      db,
      log: server().app.log,
      intervalMs: 60_000,
      batchRows: 10,
      maxRows: 10,
      metrics: metrics.pageViews,
    });
    try {
      const row = bufferedRow('capped');
      // The tenth row starts a write of ten; until it is done, the 11th and 12th find no room.
      const added = Array.from({ length: 12 }, () => buffer.add(row));
      expect(added).toEqual([...Array(10).fill(true), false, false]);
      await buffer.flush();
      expect(await tagged('capped')).toBe(10);
      const scrape = await metrics.scrape();
      expect(scrape.body).toContain('site_page_views_dropped_total{reason="full"} 2');
      expect(scrape.body).toContain('site_page_views_flushed_total 10');
      expect(buffer.add(row)).toBe(true);
    } finally {
      await buffer.close();
      await db.destroy();
    }
    expect(await tagged('capped')).toBe(11);
  });

  it('drops and counts a batch the database refuses, and writes the next ones', async () => {
    const metrics = createMetrics();
    const { db } = openDatabase(server().database.url);
    const buffer = createPageViewBuffer({
      db,
      log: server().app.log,
      intervalMs: 60_000,
      metrics: metrics.pageViews,
    });
    const row = bufferedRow('refused');
    try {
      // A NOT NULL column left null: refused whatever the retry, so dropped, not kept forever.
      buffer.add({ ...row, language: null as unknown as string });
      await buffer.flush();
      expect(buffer.pending).toBe(0);
      buffer.add(row);
      await buffer.flush();
      expect(await tagged('refused')).toBe(1);
      expect((await metrics.scrape()).body).toContain(
        'site_page_views_dropped_total{reason="refused"} 1',
      );
    } finally {
      await buffer.close();
      await db.destroy();
    }
  });

  it('writes what it holds when the app closes, before the database closes', async () => {
    const closing = await secondInstance(server(), undefined, { PAGE_VIEWS_FLUSH_MS: '60000' });
    for (let i = 0; i < 3; i += 1) {
      expect((await post(closing, { ...report, utmCampaign: 'shutdown' })).status).toBe(204);
    }
    expect(closing.app.pageViewBuffer.pending).toBe(3);
    await closing.app.close();
    expect(await tagged('shutdown')).toBe(3);
  });
});
