/**
 * The insights dashboard's additions (DESIGN §8 "Site insights"; decision 0036) on SQLite and
 * PostgreSQL: UTM source and medium roll-ups (absolute on a re-run), whole ranked lists beyond
 * the top ten (`/insights/list`, `limit`, `listSizes`; the CSV keeps its ten), the team's notes
 * (`POST` / `DELETE /insights/annotations`: 201, 400s, 204, 404, 401 signed out, 403 to an
 * editor and cross-origin) and publishes of the copy marked from `content_publishes`, and the
 * realtime count (views of the last 5 minutes from the table and from this instance's write
 * buffer, each visitor on their latest page, an older view not counted).
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  InsightsAnnotation,
  InsightsListResponse,
  InsightsRealtime,
  InsightsResponse,
} from '../../common/insights-api';
import { openDatabase, type SqlDialect } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { addDays, dayOf, rollUpDay } from '../../server/insights/roll-up';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TEAM = 'team@example.com';
const EDITOR = 'editor@example.com';
/** A past day the suite's raw rows and notes are on (the server's clock is the real one). */
const NOW = Date.now();
const TODAY = dayOf(NOW);
const DAY = addDays(TODAY, -3);
const PERIOD = `period=custom&from=${DAY}&to=${DAY}`;
/** 13 pages: more than the ten of a ranked list. */
const PATHS = Array.from({ length: 13 }, (_, i) => (i === 0 ? '/' : `/page-${i}`));
/** UTM source and medium per view: `[source, medium, views]`, none for the rest. */
const UTM = [
  ['newsletter', 'email', 5],
  ['linkedin', 'social', 3],
  ['newsletter', 'social', 1],
] as const;

function view(at: string, overrides: Record<string, unknown> = {}) {
  return {
    viewed_at: at,
    path: '/',
    language: 'en',
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    viewport: 'desktop',
    navigation_type: 'navigate',
    visitor_hash: 'h0',
    ...overrides,
  };
}

/** The day's raw views: page i viewed 20 - i times; the first views carry the UTM values. */
function dayViews() {
  const rows: ReturnType<typeof view>[] = [];
  const utm = UTM.flatMap(([source, medium, n]) =>
    Array.from({ length: n }, () => [source, medium]),
  );
  PATHS.forEach((path, i) => {
    for (let k = 0; k < 20 - i; k++) {
      const [source, medium] = utm[rows.length] ?? [null, null];
      rows.push(
        view(`${DAY}T10:${String(k).padStart(2, '0')}:00.000Z`, {
          path,
          utm_source: source,
          utm_medium: medium,
          visitor_hash: `v${k % 7}`,
        }),
      );
    }
  });
  return rows;
}

describe.each(databaseKinds())('insights dashboard on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let db: Kysely<Database>;
  let dialect: SqlDialect;
  let team: string;
  let editor: string;
  const views = dayViews();

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      // The realtime test reads views still in the buffer: no flush unless the test asks.
      env: { PAGE_VIEWS_FLUSH_MS: '60000' },
      admin: { retentionJob: false },
    });
    const opened = openDatabase(server.database.url);
    db = opened.db;
    dialect = opened.dialect;
    await db.insertInto('page_views').values(views).execute();
    expect((await usersCli(server.database.url, ['add', TEAM])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    team = await signedIn(server, TEAM);
    editor = await signedIn(server, EDITOR);
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await kind.teardown();
  });

  const getJson = async <T>(path: string, token = team): Promise<T> => {
    const response = await adminFetch(server, token, path);
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  it('rolls up UTM sources and media per day as absolute values, and lists them', async () => {
    await rollUpDay(db, dialect, DAY, true);
    await rollUpDay(db, dialect, DAY, true);
    const rows = await db
      .selectFrom('insights_daily')
      .select(['dimension', 'key', 'views', 'visitors'])
      .where('day', '=', DAY)
      .where('dimension', 'in', ['utm_source', 'utm_medium'])
      .orderBy('dimension')
      .orderBy('key')
      .execute();
    const none = views.length - 9;
    expect(rows.map((row) => [row.dimension, row.key, Number(row.views)])).toEqual([
      ['utm_medium', '', none],
      ['utm_medium', 'email', 5],
      ['utm_medium', 'social', 4],
      ['utm_source', '', none],
      ['utm_source', 'linkedin', 3],
      ['utm_source', 'newsletter', 6],
    ]);
    const body = await getJson<InsightsResponse>(`/insights?${PERIOD}`);
    expect(body.sources.map((row) => [row.key, row.pageViews])).toEqual([
      ['', none],
      ['newsletter', 6],
      ['linkedin', 3],
    ]);
    expect(body.mediums.map((row) => [row.key, row.pageViews])).toEqual([
      ['', none],
      ['email', 5],
      ['social', 4],
    ]);
    expect(body.sources[1]!.share).toBeCloseTo(6 / views.length, 12);
    // The newsletter's views are k 0–4 and 8 of page '/': visitors v0–v4 (8 is v1 again).
    expect(body.sources[1]!.visitors).toBe(5);
    const csv = await (
      await adminFetch(server, team, `/insights.csv?${PERIOD}&table=mediums`)
    ).text();
    expect(csv).toBe(
      `"key","visitors","page_views","share"\r\n"","7","${none}","${none / views.length}"\r\n"email","5","5","${5 / views.length}"\r\n"social","4","4","${4 / views.length}"\r\n`,
    );
  });

  it('answers a whole ranked list beyond the ten, with its size, and keeps the CSV at ten', async () => {
    const body = await getJson<InsightsResponse>(`/insights?${PERIOD}`);
    expect(body.pages).toHaveLength(10);
    expect(body.listSizes).toEqual({
      pages: 13,
      languages: 1,
      referrers: 1,
      campaigns: 1,
      sources: 3,
      mediums: 3,
      devices: 1,
      // The raw rows carry no country: all unknown.
      countries: 1,
    });
    const whole = await getJson<InsightsListResponse>(`/insights/list?${PERIOD}&list=pages`);
    expect(whole.list).toBe('pages');
    expect(whole.total).toBe(13);
    expect(whole.rows.map((row) => row.key)).toEqual(PATHS);
    expect(whole.rows.slice(0, 10)).toEqual(body.pages);
    expect(whole.rows.at(-1)).toMatchObject({ key: '/page-12', pageViews: 8 });
    expect(whole.rows.at(-1)!.share).toBeCloseTo(8 / views.length, 12);

    const five = await getJson<InsightsListResponse>(`/insights/list?${PERIOD}&list=pages&limit=5`);
    expect([five.rows.length, five.total]).toEqual([5, 13]);
    const empty = await getJson<InsightsListResponse>(
      `/insights/list?period=custom&from=${TODAY}&to=${TODAY}&list=referrers`,
    );
    expect(empty).toEqual({ list: 'referrers', rows: [], total: 0 });

    for (const query of [
      `${PERIOD}&list=pages&limit=0`,
      `${PERIOD}&list=pages&limit=1001`,
      `${PERIOD}&list=pages&limit=2.5`,
      `${PERIOD}&list=pages&limit=all`,
      `${PERIOD}&list=users`,
      `${PERIOD}`,
      'period=1y&list=pages',
    ]) {
      const response = await adminFetch(server, team, `/insights/list?${query}`);
      expect(response.status, query).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string');
    }
    const csv = await (
      await adminFetch(server, team, `/insights.csv?${PERIOD}&table=pages`)
    ).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 10);
  });

  it('stores, lists and deletes the team’s notes; refuses bad ones', async () => {
    const post = (body: unknown, token = team, headers?: Record<string, string>) =>
      adminFetch(server, token, '/insights/annotations', { method: 'POST', body, headers });
    // 200 characters exactly, one of them outside the BMP (two UTF-16 units, one character).
    const longest = `🚀${'a'.repeat(199)}`;
    const created = await post({ day: DAY, text: `  ${longest}  ` });
    expect(created.status).toBe(201);
    const note = (await created.json()) as InsightsAnnotation;
    expect(note).toMatchObject({ kind: 'note', day: DAY, by: TEAM, text: longest });
    expect(Math.abs(Date.parse(note.at) - Date.now())).toBeLessThan(60_000);

    const second = await post({ day: addDays(DAY, 1), text: 'Trade fair starts' });
    expect(second.status).toBe(201);
    const secondNote = (await second.json()) as InsightsAnnotation;

    for (const body of [
      { day: DAY, text: '' },
      { day: DAY, text: '   ' },
      { day: DAY, text: 'a'.repeat(201) },
      { day: DAY, text: 'two\nlines' },
      { day: DAY, text: 'bell\u0007' },
      { day: DAY, text: 'lone \ud800 surrogate' },
      { day: '2026-02-30', text: 'no such day' },
      { day: '29/11/2026', text: 'wrong form' },
      { day: DAY, text: 'extra', author: 'someone@else.example' },
      { day: DAY },
      { text: 'no day' },
      'a string',
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string');
    }

    const listed = (await getJson<InsightsResponse>(`/insights?${PERIOD}`)).annotations;
    expect(listed.filter((mark) => mark.kind === 'note')).toEqual([note]);
    const both = await getJson<InsightsResponse>(
      `/insights?period=custom&from=${DAY}&to=${addDays(DAY, 1)}`,
    );
    expect(both.annotations.filter((mark) => mark.kind === 'note').map((mark) => mark.id)).toEqual([
      note.id,
      secondNote.id,
    ]);

    const removed = await adminFetch(server, team, `/insights/annotations/${note.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    for (const id of [String(note.id), '0', '-1', 'abc', '99999999999']) {
      const again = await adminFetch(server, team, `/insights/annotations/${id}`, {
        method: 'DELETE',
      });
      expect(again.status, id).toBe(404);
    }
    const after = (await getJson<InsightsResponse>(`/insights?${PERIOD}`)).annotations;
    expect(after.filter((mark) => mark.kind === 'note')).toEqual([]);
  });

  it('lets only signed-in team accounts from our origin read or write notes', async () => {
    const body = { day: DAY, text: 'Not allowed' };
    const signedOut = await adminFetch(server, undefined, '/insights/annotations', {
      method: 'POST',
      body,
    });
    expect(signedOut.status).toBe(401);
    const byEditor = await adminFetch(server, editor, '/insights/annotations', {
      method: 'POST',
      body,
    });
    expect(byEditor.status).toBe(403);
    const foreign = await adminFetch(server, team, '/insights/annotations', {
      method: 'POST',
      body,
      headers: { origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    for (const path of ['/insights/realtime', `/insights/list?${PERIOD}&list=pages`]) {
      expect((await adminFetch(server, undefined, path)).status, path).toBe(401);
      expect((await adminFetch(server, editor, path)).status, path).toBe(403);
    }
    expect(
      (await adminFetch(server, editor, '/insights/annotations/1', { method: 'DELETE' })).status,
    ).toBe(403);
    const notes = await db.selectFrom('insights_annotations').select('text').execute();
    expect(notes.map((row) => row.text)).not.toContain('Not allowed');
  });

  it('marks every publish of the copy on its day, with who and which pages', async () => {
    const change = (module: string, language: string) => ({
      module,
      language,
      before: { title: 'Before' },
      after: { title: 'After' },
    });
    await db
      .insertInto('content_publishes')
      .values([
        {
          published_at: `${DAY}T09:30:00.000Z`,
          published_by: EDITOR,
          kind: 'publish',
          reverts_id: null,
          changes: JSON.stringify([change('faq', 'ar'), change('home', 'fr')]),
          git_commit: null,
          release_id: null,
          restores_id: null,
        },
        {
          published_at: `${DAY}T23:59:59.000Z`,
          published_by: 'other@example.com',
          kind: 'revert',
          reverts_id: 1,
          changes: JSON.stringify([change('faq', 'ar')]),
          git_commit: null,
          release_id: null,
          restores_id: null,
        },
        {
          // The next day: outside the period asked for.
          published_at: `${addDays(DAY, 1)}T00:00:00.000Z`,
          published_by: EDITOR,
          kind: 'revert',
          reverts_id: null,
          changes: JSON.stringify([change('home', 'en')]),
          git_commit: null,
          release_id: null,
          restores_id: 1,
        },
      ])
      .execute();
    const note = await adminFetch(server, team, '/insights/annotations', {
      method: 'POST',
      body: { day: DAY, text: 'Newsletter sent' },
    });
    expect(note.status).toBe(201);
    const marks = (await getJson<InsightsResponse>(`/insights?${PERIOD}`)).annotations;
    expect(marks.map(({ at: _at, id: _id, ...rest }) => rest)).toEqual([
      {
        kind: 'publish',
        action: 'publish',
        day: DAY,
        by: EDITOR,
        pages: [
          { module: 'faq', language: 'ar' },
          { module: 'home', language: 'fr' },
        ],
      },
      {
        kind: 'publish',
        action: 'revert',
        day: DAY,
        by: 'other@example.com',
        pages: [{ module: 'faq', language: 'ar' }],
      },
      // Written today about that day: after the day's publishes.
      { kind: 'note', day: DAY, by: TEAM, text: 'Newsletter sent' },
    ]);
    expect(marks[0]!.at).toBe(`${DAY}T09:30:00.000Z`);
    const next = (
      await getJson<InsightsResponse>(
        `/insights?period=custom&from=${addDays(DAY, 1)}&to=${addDays(DAY, 1)}`,
      )
    ).annotations.filter((mark) => mark.kind === 'publish');
    expect(next).toMatchObject([
      { action: 'rollback', pages: [{ module: 'home', language: 'en' }] },
    ]);
  });

  it('counts the visitors of the last 5 minutes on their latest page, buffered views included', async () => {
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    await db
      .insertInto('page_views')
      .values([
        // rt-a: two pages, the later one counts.
        view(ago(4), { path: '/', visitor_hash: 'rt-a' }),
        view(ago(2), { path: '/fr', language: 'fr', visitor_hash: 'rt-a' }),
        view(ago(3), { path: '/faq', visitor_hash: 'rt-b' }),
        // Older than 5 minutes: not counted.
        view(ago(6), { path: '/learn', visitor_hash: 'rt-old' }),
        // No hash: not a visitor.
        view(ago(1), { path: '/learn', visitor_hash: null }),
      ])
      .execute();
    const first = await getJson<InsightsRealtime>('/insights/realtime');
    expect(first).toEqual({
      visitors: 2,
      pages: [
        { path: '/faq', visitors: 1 },
        { path: '/fr', visitors: 1 },
      ],
    });

    // A visit through the beacon waits in this instance's buffer (flushes every 60 s here).
    const beacon = await fetch(`${server.url}/api/pageviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_USER_AGENT },
      body: JSON.stringify({
        path: '/lumen',
        language: 'en',
        viewport: 'desktop',
        navigationType: 'navigate',
      }),
    });
    expect(beacon.status).toBe(204);
    expect(server.app.pageViewBuffer.pending).toBe(1);
    const buffered = await getJson<InsightsRealtime>('/insights/realtime');
    expect(buffered).toEqual({
      visitors: 3,
      pages: [
        { path: '/faq', visitors: 1 },
        { path: '/fr', visitors: 1 },
        { path: '/lumen', visitors: 1 },
      ],
    });
    // Written: still one visitor, not two.
    await server.app.pageViewBuffer.flush();
    expect(server.app.pageViewBuffer.pending).toBe(0);
    expect(await getJson<InsightsRealtime>('/insights/realtime')).toEqual(buffered);
  });
});
