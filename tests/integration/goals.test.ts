/**
 * Goals of site insights (DESIGN §8 "Site insights: goals"; decision 0042) on SQLite and
 * PostgreSQL: `POST /api/goals` under the page views' rules (stored fields; nothing for a bot, a
 * missing agent, `Sec-GPC: 1`, an uncounted page, another language, a search elsewhere; 400 for
 * an unknown goal or key, 415 for another charset, 413 past the body limit), the daily roll-up
 * per goal, page and language with contact messages counted from the stored ones, the dashboard's
 * rows and conversion rates, the whole list, the CSV and the purges.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsResponse } from '../../common/insights-api';
import type { InsightsGoalsResponse } from '../../common/insights-goals';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { GOALS_BODY_LIMIT_BYTES } from '../../server/insights/goals';
import { purgeInsights, rollUpDay } from '../../server/insights/roll-up';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EMAIL = 'team@example.com';
/** The test's "now": noon UTC. */
const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const DAY = '2026-05-10';

const download = { goal: 'download-optimus', path: '/fr/optimus', language: 'fr' };

describe.each(databaseKinds())('insights goals on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let db: Kysely<Database>;
  let dialect: SqlDialect;
  let token: string;

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: { now: () => NOW, retentionJob: false },
    });
    const opened = openDatabase(server.database.url);
    db = opened.db;
    dialect = opened.dialect;
    expect((await usersCli(server.database.url, ['add', EMAIL])).code).toBe(0);
    token = await signedIn(server, EMAIL);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await kind.teardown();
  });

  const post = (
    body: unknown,
    headers: Record<string, string> = { 'user-agent': CHROME_USER_AGENT },
  ) =>
    fetch(`${server.url}/api/goals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const events = () =>
    db
      .selectFrom('goal_events')
      .select(['goal', 'path', 'language', 'visitor_hash', 'occurred_at'])
      .orderBy('id')
      .execute();

  it('stores a goal with its page, language and the day visitor hash, nothing else', async () => {
    const response = await post(download);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A trailing slash is the same page.
    expect((await post({ ...download, path: '/fr/optimus/' })).status).toBe(204);
    const rows = await events();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.goal).toBe('download-optimus');
      expect(row.path).toBe('/fr/optimus');
      expect(row.language).toBe('fr');
      expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
      expect(new Date(row.occurred_at).toISOString()).toBe(new Date(NOW).toISOString());
    }
    expect(rows[0]!.visitor_hash).toBe(rows[1]!.visitor_hash);
    await db.deleteFrom('goal_events').execute();
  });

  it('stores nothing for a bot, no agent, Global Privacy Control or a forged page', async () => {
    const uncounted: [unknown, Record<string, string>][] = [
      [download, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }],
      [download, {}],
      [download, { 'user-agent': CHROME_USER_AGENT.replace('Chrome/', 'HeadlessChrome/') }],
      [download, { 'user-agent': CHROME_USER_AGENT, 'sec-gpc': '1' }],
      [{ ...download, path: '/fr/wp-login.php' }, { 'user-agent': CHROME_USER_AGENT }],
      [{ ...download, language: 'de' }, { 'user-agent': CHROME_USER_AGENT }],
      [{ ...download, goal: 'search' }, { 'user-agent': CHROME_USER_AGENT }],
    ];
    for (const [body, headers] of uncounted) {
      const response = await post(body, headers);
      expect(response.status, JSON.stringify([body, headers])).toBe(204);
    }
    expect(await events()).toEqual([]);
    // A search on the search page is one.
    expect((await post({ goal: 'search', path: '/ar/search', language: 'ar' })).status).toBe(204);
    expect((await events()).map((row) => row.goal)).toEqual(['search']);
    await db.deleteFrom('goal_events').execute();
  });

  it('refuses unknown goals, keys, queries, other charsets and big bodies', async () => {
    for (const body of [
      { ...download, goal: 'contact' },
      { ...download, goal: 'purchase' },
      { ...download, extra: 1 },
      { ...download, path: '/fr/optimus?email=a@b.example' },
      { ...download, path: 'fr/optimus' },
      { goal: 'download-cv', path: '/cv' },
      'not json',
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Not a goal report|JSON|body/i,
      );
    }
    const latin1 = await fetch(`${server.url}/api/goals`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=iso-8859-1',
        'user-agent': CHROME_USER_AGENT,
      },
      body: JSON.stringify(download),
    });
    expect(latin1.status).toBe(415);
    const big = await post({ ...download, path: `/${'a'.repeat(GOALS_BODY_LIMIT_BYTES)}` });
    expect(big.status).toBe(413);
    expect(await events()).toEqual([]);
  });

  it('rolls goals up per page and language and answers counts, visitors and conversion', async () => {
    const at = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    // Five visitors saw /fr/optimus; two of them downloaded (one twice); one visitor of /optimus.
    await db
      .insertInto('page_views')
      .values([
        ...['a', 'b', 'c', 'd', 'e'].map((hash, i) => ({
          viewed_at: at(i + 1),
          path: '/fr/optimus',
          language: 'fr',
          viewport: 'desktop',
          navigation_type: 'navigate',
          visitor_hash: hash,
        })),
        {
          viewed_at: at(2),
          path: '/optimus',
          language: 'en',
          viewport: 'desktop',
          navigation_type: 'navigate',
          visitor_hash: 'f',
        },
      ])
      .execute();
    await db
      .insertInto('goal_events')
      .values([
        {
          occurred_at: at(3),
          goal: 'download-optimus',
          path: '/fr/optimus',
          language: 'fr',
          visitor_hash: 'a',
        },
        {
          occurred_at: at(4),
          goal: 'download-optimus',
          path: '/fr/optimus',
          language: 'fr',
          visitor_hash: 'a',
        },
        {
          occurred_at: at(5),
          goal: 'download-optimus',
          path: '/fr/optimus',
          language: 'fr',
          visitor_hash: 'b',
        },
        {
          occurred_at: at(5),
          goal: 'platform',
          path: '/optimus',
          language: 'en',
          visitor_hash: 'f',
        },
        // The day before: not in a one-day period.
        {
          occurred_at: '2026-05-09T23:59:59.000Z',
          goal: 'download-cv',
          path: '/cv',
          language: 'en',
          visitor_hash: 'z',
        },
      ])
      .execute();
    await db
      .insertInto('contact_messages')
      .values({
        name: 'Sender',
        email: 'sender@example.com',
        subject: 'Hello',
        message: 'A message.',
        status: 'new',
        created_at: at(6),
        received_at: at(6),
        language: 'fr',
      })
      .execute();
    await rollUpDay(db, dialect, '2026-05-09', true);
    await rollUpDay(db, dialect, DAY, false);
    // Again: absolute values, not added.
    await rollUpDay(db, dialect, DAY, false);

    const response = (await (
      await adminFetch(server, token, '/insights?period=today')
    ).json()) as InsightsResponse;
    expect(response.goalsTotal).toBe(3);
    expect(response.goals).toEqual([
      {
        goal: 'download-optimus',
        path: '/fr/optimus',
        language: 'fr',
        count: 3,
        visitors: 2,
        pageVisitors: 5,
        conversion: 0.4,
      },
      {
        goal: 'contact',
        path: '/fr/contact',
        language: 'fr',
        count: 1,
        visitors: null,
        pageVisitors: 0,
        conversion: null,
      },
      {
        goal: 'platform',
        path: '/optimus',
        language: 'en',
        count: 1,
        visitors: 1,
        pageVisitors: 1,
        conversion: 1,
      },
    ]);

    const two = (await (
      await adminFetch(
        server,
        token,
        `/insights/goals?period=custom&from=2026-05-09&to=${DAY}&limit=2`,
      )
    ).json()) as InsightsGoalsResponse;
    expect(two.total).toBe(4);
    expect(two.rows.map((row) => row.goal)).toEqual(['download-optimus', 'contact']);
    const badLimit = await adminFetch(server, token, '/insights/goals?period=today&limit=0');
    expect(badLimit.status).toBe(400);
    expect((await adminFetch(server, undefined, '/insights/goals?period=today')).status).toBe(401);

    const csv = await adminFetch(
      server,
      token,
      `/insights.csv?period=custom&from=2026-05-09&to=${DAY}&table=goals`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="insights-goals-2026-05-09-${DAY}.csv"`,
    );
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      '"goal","path","language","count","visitors","page_visitors","conversion"',
    );
    expect(lines[1]).toBe('"download-optimus","/fr/optimus","fr","3","2","5","0.4"');
    // The whole list, not the page's ten: four rows, then the final line break.
    expect(lines).toHaveLength(6);
    expect(lines).toContain('"contact","/fr/contact","fr","1","","0",""');
  });

  it('drops a day’s goal row when its message is erased, and purges goals with the rest', async () => {
    await db.deleteFrom('contact_messages').execute();
    await rollUpDay(db, dialect, DAY, false);
    const goals = await db
      .selectFrom('insights_goals_daily')
      .select('goal')
      .where('day', '=', DAY)
      .orderBy('goal')
      .execute();
    expect(goals.map((row) => row.goal)).toEqual(['download-optimus', 'platform']);

    const purged = await purgeInsights(db, {
      now: Date.parse('2026-06-09T12:00:00.000Z'),
      pageViewsRetentionDays: 30,
      insightsRetentionDays: 30,
    });
    // Raw: the 9th's goal and the 10th's four (older than 30 days at 12:00 on 9 June).
    expect(purged.goalEvents).toBe(5);
    expect(await events()).toEqual([]);
    const left = await db.selectFrom('insights_goals_daily').select('day').execute();
    // The 9th's download-cv row is gone; the 10th's two stay.
    expect(left.map((row) => row.day)).toEqual([DAY, DAY]);
  });
});
