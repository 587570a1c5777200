/**
 * Countries in site insights without addresses (DESIGN §8 "Site insights"; decision 0041) on
 * SQLite and PostgreSQL, over HTTP: a visit forwarded from 8.8.8.8 by a proxy `TRUST_PROXY`
 * names is stored as `US` and nothing of the address is kept; private and loopback addresses are
 * unknown; an `X-Forwarded-For` from a peer that is not a trusted proxy is ignored (the peer's
 * own address counts). The roll-up counts the `country` dimension, and the ranked list, the
 * dashboard's answer and the CSV give the United States and "unknown".
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsListResponse, InsightsResponse } from '../../common/insights-api';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { dayOf, rollUpDay } from '../../server/insights/roll-up';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TEAM = 'team@example.com';

const report = { path: '/', language: 'en', viewport: 'desktop', navigationType: 'navigate' };

function post(server: TestServer, forwardedFor?: string, agent = CHROME_USER_AGENT) {
  return fetch(`${server.url}/api/pageviews`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': agent,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify(report),
  });
}

describe.each(databaseKinds())('insights countries on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let direct: TestServer;
  let db: Kysely<Database>;
  let dialect: SqlDialect;
  let team: string;

  beforeAll(async () => {
    await kind.setup();
    // The test client is the proxy: it connects from 127.0.0.1 and says who the visitor is.
    server = await startTestServer({
      database: await kind.create(),
      env: { TRUST_PROXY: '127.0.0.1', PAGE_VIEWS_FLUSH_MS: '60000' },
      admin: { retentionJob: false },
    });
    // Another instance on the same database that trusts no proxy.
    direct = await startTestServer({
      database: { ...server.database, dispose: async () => {} },
      env: { PAGE_VIEWS_FLUSH_MS: '60000' },
      admin: { retentionJob: false },
    });
    const opened = openDatabase(server.database.url);
    db = opened.db;
    dialect = opened.dialect;
    expect((await usersCli(server.database.url, ['add', TEAM])).code).toBe(0);
    team = await signedIn(server, TEAM);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await direct?.close();
    await server?.close();
    await kind.teardown();
  });

  const stored = async () => {
    await server.app.pageViewBuffer.flush();
    await direct.app.pageViewBuffer.flush();
    return db.selectFrom('page_views').select(['country']).orderBy('id').execute();
  };

  it('stores the country of the forwarded address, never the address; private ones unknown', async () => {
    // A second proxy hop: the trusted proxy appended the right-most entry, the visitor's.
    for (const forwarded of ['8.8.8.8', '203.0.113.9, 8.8.8.8', '192.168.1.20', undefined]) {
      expect((await post(server, forwarded)).status).toBe(204);
    }
    expect(await stored()).toEqual([
      { country: 'US' },
      { country: 'US' },
      { country: null },
      { country: null },
    ]);
    const everything = JSON.stringify(await db.selectFrom('page_views').selectAll().execute());
    expect(everything).not.toContain('8.8.8.8');
    expect(everything).not.toContain('192.168.1.20');
    expect(everything).not.toContain('127.0.0.1');
  });

  it('ignores X-Forwarded-For from a peer that is no trusted proxy', async () => {
    expect((await post(direct, '8.8.8.8', `${CHROME_USER_AGENT} Other/1`)).status).toBe(204);
    expect((await stored()).at(-1)).toEqual({ country: null });
  });

  it('rolls up countries and ranks them in the list, the dashboard and the CSV', async () => {
    const today = dayOf(Date.now());
    await rollUpDay(db, dialect, today, false);
    const period = `period=custom&from=${today}&to=${today}`;

    const listResponse = await adminFetch(server, team, `/insights/list?${period}&list=countries`);
    expect(listResponse.status).toBe(200);
    const list = (await listResponse.json()) as InsightsListResponse;
    expect(list.total).toBe(2);
    expect(list.rows.map(({ key, pageViews }) => ({ key, pageViews }))).toEqual([
      { key: 'unknown', pageViews: 3 },
      { key: 'US', pageViews: 2 },
    ]);
    // One address and agent: one visitor from the United States.
    expect(list.rows[1]!.visitors).toBe(1);
    expect(list.rows[1]!.share).toBeCloseTo(2 / 5);

    const dashboard = (await (
      await adminFetch(server, team, `/insights?${period}`)
    ).json()) as InsightsResponse;
    expect(dashboard.countries.map((row) => row.key)).toEqual(['unknown', 'US']);
    expect(dashboard.listSizes.countries).toBe(2);

    const csv = await adminFetch(server, team, `/insights.csv?${period}&table=countries`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n').slice(0, 3)).toEqual([
      '"key","visitors","page_views","share"',
      '"unknown","3","3","0.6"',
      '"US","1","2","0.4"',
    ]);
  });
});
