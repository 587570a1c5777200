/**
 * Read-only links to the insights dashboard and deploy marks (DESIGN §8 "Site insights";
 * decision 0049) on SQLite and PostgreSQL: a team member makes a link (201, the token once, only
 * its SHA-256 stored); its data answers that period's dashboard and ignores a widening query
 * string; its page is the admin app's with `noindex`, `no-referrer` and `private, no-store`; an
 * unknown, revoked or expired (the clock moved on) link answers the same 404; an editor, a
 * signed-out or a cross-origin / Origin-less caller cannot make one; the public routes are
 * rate-limited per address and log no token. Two starts with one build id record one deploy; a new id a second,
 * both on the chart's annotations.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InsightsResponse,
  InsightsShareCreated,
  InsightsSharesResponse,
} from '../../common/insights-api';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { addDays, dayOf } from '../../server/insights/roll-up';
import { SHARE_RATE_LIMIT_MAX } from '../../server/insights/shares';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { captureLogs } from '../helpers/log-capture';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TEAM = 'team@example.com';
const EDITOR = 'editor@example.com';
const DAY_MS = 86_400_000;
/** The suite's clock: moved on by the expiry test (the last one). */
const START = Date.UTC(2026, 10, 20, 12);
let clock = START;
const TODAY = dayOf(START);
/** The fixed period a link shares: three days, each with its own figures. */
const FROM = addDays(TODAY, -5);
const TO = addDays(TODAY, -3);

describe.each(databaseKinds())('shared insights links on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let db: Kysely<Database>;
  let team: string;
  let editor: string;
  let adminDir: string;
  const logs = captureLogs();

  beforeAll(async () => {
    clock = START;
    await kind.setup();
    adminDir = mkdtempSync(join(tmpdir(), 'share-admin-'));
    writeFileSync(
      join(adminDir, 'index.html'),
      '<!doctype html><meta name="robots" content="noindex, nofollow"><div id="root"></div>',
    );
    server = await startTestServer({
      database: await kind.create(),
      admin: { retentionJob: false, now: () => clock, adminDir },
      logger: logs.logger,
    });
    db = openDatabase(server.database.url).db;
    // Ten days of figures, day i with 10 + i views: a wider period would add up to more.
    await db
      .insertInto('insights_daily')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          day: addDays(TODAY, -i),
          dimension: 'all',
          key: '',
          views: 10 + i,
          visitors: 1 + i,
        })),
      )
      .execute();
    await db
      .insertInto('insights_annotations')
      .values({ day: FROM, text: 'Newsletter sent', author: TEAM })
      .execute();
    expect((await usersCli(server.database.url, ['add', TEAM])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    team = await signedIn(server, TEAM);
    editor = await signedIn(server, EDITOR);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await kind.teardown();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  const create = (
    body: unknown,
    token: string | undefined = team,
    headers?: Record<string, string>,
  ) => adminFetch(server, token, '/insights/shares', { method: 'POST', body, headers });
  const shared = (path: string) => fetch(`${server.url}/api${path}`);
  const dataOf = (created: InsightsShareCreated, query = '') =>
    fetch(`${server.url}/api${created.path}${query}`);

  let fixed: InsightsShareCreated;

  it('makes a link whose data is its period only, whatever the query string', async () => {
    const response = await create({ period: 'custom', from: FROM, to: TO, expiresInDays: 7 });
    expect(response.status).toBe(201);
    fixed = (await response.json()) as InsightsShareCreated;
    expect(fixed).toMatchObject({
      period: 'custom',
      from: FROM,
      to: TO,
      createdBy: TEAM,
      revokedAt: null,
      expiresAt: new Date(clock + 7 * DAY_MS).toISOString(),
    });
    const token = fixed.path.replace('/share/insights/', '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored, never the token.
    const rows = await db.selectFrom('insights_shares').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);

    const answer = await dataOf(fixed);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const data = (await answer.json()) as InsightsResponse;
    expect(data.range).toEqual({ from: FROM, to: TO });
    expect(data.daily.map((row) => row.pageViews)).toEqual([15, 14, 13]);
    expect(data.totals).toEqual({ visitors: 15, pageViews: 42 });
    // The same answer as the team's own, minus who wrote the note.
    const own = await adminFetch(server, team, `/insights?period=custom&from=${FROM}&to=${TO}`);
    const ownData = (await own.json()) as InsightsResponse;
    expect(data).toEqual({
      ...ownData,
      annotations: ownData.annotations.map((mark) => ({ ...mark, by: '' })),
    });
    expect(JSON.stringify(data)).not.toContain(TEAM);

    // A widened period in the query string changes nothing.
    const widened = await dataOf(fixed, `?period=90d&from=${addDays(TODAY, -9)}&to=${TODAY}`);
    expect(widened.status).toBe(200);
    expect(((await widened.json()) as InsightsResponse).range).toEqual({ from: FROM, to: TO });

    // The token is a secret: the request log names the route, never the link.
    expect(logs.text()).toContain('/api/share/insights/:token');
    expect(logs.text()).not.toContain(token);
  });

  it('resolves a rolling period against today', async () => {
    const response = await create({ period: '7d', expiresInDays: 30 });
    expect(response.status).toBe(201);
    const rolling = (await response.json()) as InsightsShareCreated;
    const data = (await (await dataOf(rolling)).json()) as InsightsResponse;
    expect(data.range).toEqual({ from: addDays(TODAY, -6), to: TODAY });
  });

  it('serves the admin page for a live link and a 404 page otherwise, never indexed', async () => {
    const page = await fetch(`${server.url}${fixed.path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain('<meta name="robots" content="noindex');
    const unknown = await fetch(`${server.url}/share/insights/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('answers one 404 for an unknown or malformed token', async () => {
    const unknown = await shared(`/share/insights/${'A'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    const malformed = await shared('/share/insights/not-a-token');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual(body);
  });

  it('refuses an editor, a signed-out caller, a foreign origin and a missing Origin', async () => {
    const body = { period: '30d', expiresInDays: 7 };
    expect((await create(body, editor)).status).toBe(403);
    expect(
      (await adminFetch(server, undefined, '/insights/shares', { method: 'POST', body })).status,
    ).toBe(401);
    expect((await create(body, team, { origin: 'https://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(`${server.url}/api/admin/insights/shares`, {
      method: 'POST',
      headers: {
        cookie: `${SESSION_COOKIE}=${team}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    expect(noOrigin.status).toBe(403);
    expect((await adminFetch(server, editor, '/insights/shares')).status).toBe(403);
    expect((await create({ period: 'custom', from: TO, to: FROM, expiresInDays: 7 })).status).toBe(
      400,
    );
    expect((await create({ period: '30d', expiresInDays: 365 })).status).toBe(400);
    expect((await create({ ...body, token: 'mine' })).status).toBe(400);
  });

  it('lists the live links and revokes one: its data and page answer 404', async () => {
    const listed = (await (
      await adminFetch(server, team, '/insights/shares')
    ).json()) as InsightsSharesResponse;
    expect(listed.shares.map((share) => share.id)).toContain(fixed.id);
    expect(JSON.stringify(listed)).not.toContain(fixed.path);

    expect(
      (await adminFetch(server, editor, `/insights/shares/${fixed.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(403);
    const revoked = await adminFetch(server, team, `/insights/shares/${fixed.id}`, {
      method: 'DELETE',
    });
    expect(revoked.status).toBe(204);
    const again = await adminFetch(server, team, `/insights/shares/${fixed.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
    expect((await dataOf(fixed)).status).toBe(404);
    expect((await fetch(`${server.url}${fixed.path}`)).status).toBe(404);
    const after = (await (
      await adminFetch(server, team, '/insights/shares')
    ).json()) as InsightsSharesResponse;
    expect(after.shares.map((share) => share.id)).not.toContain(fixed.id);
  });

  it('records one deploy per build id, however many instances start with it', async () => {
    const start = async (buildId: string) => {
      const app = await buildApp({
        env: server.env,
        db,
        deployBuildId: buildId,
        admin: { adminDir: null, retentionJob: false, now: () => clock },
        content: null,
      });
      await app.ready();
      return app;
    };
    const first = await Promise.all([start('0123456789abcdef'), start('0123456789abcdef')]);
    await Promise.all(first.map((app) => app.close()));
    expect(await db.selectFrom('insights_deploys').select('build_id').execute()).toEqual([
      { build_id: '0123456789abcdef' },
    ]);
    clock += 60_000;
    await (await start('fedcba9876543210')).close();
    const data = (await (
      await adminFetch(server, team, '/insights?period=today')
    ).json()) as InsightsResponse;
    expect(
      data.annotations.filter((mark) => mark.kind === 'deploy').map((mark) => mark.buildId),
    ).toEqual(['0123456789abcdef', 'fedcba9876543210']);
  });

  it('answers 404 once a link has expired', async () => {
    const response = await create({ period: '30d', expiresInDays: 7 });
    const link = (await response.json()) as InsightsShareCreated;
    expect((await dataOf(link)).status).toBe(200);
    clock += 7 * DAY_MS - 1000;
    expect((await dataOf(link)).status).toBe(200);
    clock += 1000;
    const expired = await dataOf(link);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual(
      await (await shared(`/share/insights/${'A'.repeat(43)}`)).json(),
    );
  });

  it('limits the shared routes per address, as the other public endpoints', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SHARE_RATE_LIMIT_MAX + 1; i++) {
      statuses.push((await shared(`/share/insights/${'B'.repeat(43)}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 404).length).toBeLessThan(SHARE_RATE_LIMIT_MAX);
  });
});
