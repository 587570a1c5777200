/**
 * Scheduled publishing and who else has a page open (docs/editing.md "Scheduled publishing" and
 * "Who else is editing", DESIGN §8 "Content editor") on SQLite and PostgreSQL, with two server
 * instances on one database and one releases folder, both ticking every 50 ms on one moved clock:
 * a due schedule fires exactly once (one publish, one build, one job), a cancelled one never
 * fires, one due while another publish runs waits for it and then publishes, one with nothing to
 * publish fails with the reason, one that came due while every instance was stopped fires at the
 * first tick after a start; times not ISO 8601 with a zone, past or more than a year ahead are
 * refused (400). Presence: an editor reading a page is listed to another on the same page (not
 * on another page, not to themselves), a heartbeat answers the same, an editor who left or has
 * not been seen for 60 s is not listed, and rows a day old are deleted by the ticker.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContentDocumentResponse,
  ContentPresenceResponse,
  ContentSchedule,
  ContentSchedulesResponse,
  PublishRecord,
} from '../../common/content-api';
import { jsonFolderCatalogue } from '../../server/content/catalogue';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds, type TestDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const EDITOR = 'editor@example.com';
const OTHER = 'other-editor@example.com';
const TEAM = 'team@example.com';
const TICK_MS = 50;

/** Waits until `check` answers something truthy (polling every 20 ms), or fails after `ms`. */
async function until<T>(
  check: () => Promise<T | false | undefined>,
  what: string,
  ms = 15_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds())('scheduled publishing and presence on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let work: string;
  let database: TestDatabase;
  let direct: OpenDatabase;
  let servers: TestServer[] = [];
  let editor: string;
  let other: string;
  let team: string;
  let builds = 0;
  /** While set, every build waits for it. */
  let gate: Promise<void> | undefined;
  /** How far the servers' clock is ahead of the real one (ms). */
  let offset = 0;
  const now = () => Date.now() + offset;

  /** The stand-in build: the home page from the copy it is given. */
  const build = async (outDir: string, copyDir: string) => {
    builds += 1;
    await gate;
    const home = JSON.parse(readFileSync(join(copyDir, 'home', 'en.json'), 'utf8'));
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<!doctype html><h1>${home.title}</h1>`);
  };

  /** Starts an instance on the shared database and releases folder. */
  const start = async (tickMs = TICK_MS) =>
    startTestServer({
      // The suite disposes the database once, after every instance closed.
      database: { ...database, dispose: async () => {} },
      clientDir: join(work, 'initial'),
      content: {
        catalogue: jsonFolderCatalogue(join(work, 'content'), () => [], ['en', 'fr']),
        releasesDir: join(work, 'site'),
        build,
        gitDir: null,
        now,
        tickMs,
      },
    });

  const api = (token: string, path: string, init?: Parameters<typeof adminFetch>[3], n = 0) =>
    adminFetch(servers[n]!, token, `/content${path}`, init);

  /** Saves a draft of the English home title on top of what the page is at now. */
  const draft = async (title: string) => {
    const { revision } = (await (await api(editor, '/home/en')).json()) as ContentDocumentResponse;
    const saved = await api(editor, '/home/en', {
      method: 'PUT',
      body: { data: { title }, baseRevision: revision },
    });
    expect(saved.status).toBe(200);
  };

  /** Schedules a publish `inMs` from the servers' clock, on instance `n`. */
  const schedule = async (inMs: number, n = 1) => {
    const response = await api(
      editor,
      '/schedules',
      { method: 'POST', body: { at: new Date(now() + inMs).toISOString() } },
      n,
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as ContentSchedule;
    expect(response.headers.get('location')).toBe(`/api/admin/content/schedules/${created.id}`);
    return created;
  };

  const read = async (id: number, n = 0) =>
    (await (await api(editor, `/schedules/${id}`, undefined, n)).json()) as ContentSchedule;

  const publishes = async () =>
    (
      (await (await api(editor, '/history')).json()) as {
        publishes: PublishRecord[];
      }
    ).publishes;

  const count = async (table: 'content_publish_jobs' | 'content_publishes' | 'content_presence') =>
    Number(
      (
        await direct.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    await kind.setup();
    work = mkdtempSync(join(tmpdir(), 'content-schedules-'));
    for (const language of ['en', 'fr']) {
      mkdirSync(join(work, 'content', language), { recursive: true });
      writeFileSync(
        join(work, 'content', language, 'home.json'),
        JSON.stringify({ title: language === 'en' ? 'Hardware' : 'Matériel' }),
      );
      mkdirSync(join(work, 'seed-copy', 'home'), { recursive: true });
      writeFileSync(
        join(work, 'seed-copy', 'home', `${language}.json`),
        JSON.stringify({ title: language === 'en' ? 'Hardware' : 'Matériel' }),
      );
    }
    await build(join(work, 'initial'), join(work, 'seed-copy'));
    builds = 0;
    database = await kind.create();
    servers = [await start(), await start()];
    direct = openDatabase(database.url);
    for (const [email, role] of [
      [EDITOR, 'editor'],
      [OTHER, 'editor'],
      [TEAM, 'team'],
    ] as const)
      expect((await usersCli(database.url, ['add', '--role', role, email])).code).toBe(0);
    editor = await signedIn(servers[0]!, EDITOR);
    other = await signedIn(servers[1]!, OTHER);
    team = await signedIn(servers[0]!, TEAM);
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await direct?.db.destroy();
    await database?.dispose();
    await kind.teardown();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('the schedule and presence routes answer 401 signed out and 403 to the team', async () => {
    for (const [method, path, body] of [
      ['GET', '/schedules'],
      ['POST', '/schedules', { at: new Date(now() + 60_000).toISOString() }],
      ['GET', '/schedules/1'],
      ['DELETE', '/schedules/1'],
      ['POST', '/home/en/presence'],
      ['DELETE', '/home/en/presence'],
    ] as const) {
      const init = { method, body };
      expect((await adminFetch(servers[0]!, undefined, `/content${path}`, init)).status).toBe(401);
      expect((await adminFetch(servers[0]!, team, `/content${path}`, init)).status).toBe(403);
    }
    expect(await (await api(editor, '/schedules')).json()).toEqual({ pending: [], done: [] });
  });

  it('refuses a time that is not ISO 8601 with a zone, has passed, or is more than a year ahead', async () => {
    const refused = async (at: unknown) => {
      const response = await api(editor, '/schedules', { method: 'POST', body: { at } });
      expect(response.status, String(at)).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    const iso = (ms: number) => new Date(ms).toISOString();
    for (const at of [
      'tomorrow',
      '2031-01-01T09:00', // no zone: whose nine o'clock?
      '2031-01-01 09:00:00Z',
      '2031-02-30T09:00:00Z',
      '2031-01-01T24:00:00Z',
      1_900_000_000_000,
      null,
    ])
      expect(await refused(at)).toMatch(/ISO 8601/);
    expect(await refused(iso(now() - 1_000))).toMatch(/passed/);
    expect(await refused(iso(now() + 367 * 86_400_000))).toMatch(/within a year/);
    const missing = await api(editor, '/schedules', { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    // An offset is a zone: accepted, and stored as UTC.
    const later = new Date(now() + 86_400_000);
    later.setUTCMilliseconds(0);
    const withOffset = `${iso(later.getTime() + 2 * 3_600_000).slice(0, 19)}+02:00`;
    const created = await api(editor, '/schedules', { method: 'POST', body: { at: withOffset } });
    expect(created.status).toBe(201);
    const accepted = (await created.json()) as ContentSchedule;
    expect(accepted).toMatchObject({
      at: later.toISOString(),
      state: 'pending',
      requestedBy: EDITOR,
    });
    expect((await api(editor, `/schedules/${accepted.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('a due schedule fires exactly once with two instances ticking on one database', async () => {
    await draft('Hardware, scheduled');
    const publishedBefore = await count('content_publishes');
    const jobsBefore = await count('content_publish_jobs');
    const created = await schedule(1_000);
    const listed = (await (
      await api(editor, '/schedules', undefined, 0)
    ).json()) as ContentSchedulesResponse;
    expect(listed.pending.map((item) => item.id)).toEqual([created.id]);
    await sleep(10 * TICK_MS);
    expect((await read(created.id)).state).toBe('pending'); // not yet: its time has not come

    offset += 1_000;
    const fired = await until(async () => {
      const now = await read(created.id);
      return now.jobStage === 'live' && now;
    }, 'the scheduled publish to go live');
    expect(fired).toMatchObject({ state: 'fired', requestedBy: EDITOR, message: null });
    expect(fired.publishId).toBeGreaterThan(0);
    // Both instances keep ticking: still one publish, one job, one build.
    await sleep(10 * TICK_MS);
    expect(await count('content_publishes')).toBe(publishedBefore + 1);
    expect(await count('content_publish_jobs')).toBe(jobsBefore + 1);
    expect(builds).toBe(1);
    const [last] = await publishes();
    expect(last).toMatchObject({ id: fired.publishId, publishedBy: EDITOR, kind: 'publish' });
    expect(await (await fetch(`${servers[0]!.url}/`)).text()).toContain('Hardware, scheduled');
    const after = (await (
      await api(editor, '/schedules', undefined, 1)
    ).json()) as ContentSchedulesResponse;
    expect(after.pending).toEqual([]);
    expect(after.done[0]).toMatchObject({ id: created.id, state: 'fired' });

    // Too late to cancel.
    const late = await api(editor, `/schedules/${created.id}`, { method: 'DELETE' });
    expect(late.status).toBe(409);
    expect((await api(editor, '/schedules/999999', { method: 'DELETE' })).status).toBe(404);
  });

  it('a cancelled schedule never fires', async () => {
    await draft('Hardware, never');
    const publishedBefore = await count('content_publishes');
    const created = await schedule(1_000, 0);
    expect((await api(editor, `/schedules/${created.id}`, { method: 'DELETE' }, 1)).status).toBe(
      204,
    );
    // Cancelling again changes nothing.
    expect((await api(editor, `/schedules/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    offset += 2_000;
    await sleep(20 * TICK_MS);
    expect(await read(created.id)).toMatchObject({
      state: 'cancelled',
      cancelledBy: EDITOR,
      jobId: null,
    });
    expect(await count('content_publishes')).toBe(publishedBefore);
    expect(await (await fetch(`${servers[0]!.url}/`)).text()).not.toContain('Hardware, never');
  });

  it('waits while another publish runs, then publishes; with nothing to publish it fails and says why', async () => {
    // The draft of the previous test is still open. A publish holds the lock while its build waits.
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const manual = api(editor, '/publish', { method: 'POST' });
    await until(async () => builds === 2, 'the manual publish to start building');
    let created: ContentSchedule;
    try {
      created = await schedule(500);
      offset += 1_000;
      const waiting = await until(async () => {
        const now = await read(created.id);
        // Pending again with the reason: a tick may already have claimed it anew (fired) since.
        return now.state === 'pending' && now.message?.includes('Another publish') && now;
      }, 'the schedule to find the lock taken');
      expect(waiting).toMatchObject({ state: 'pending', jobId: null });
    } finally {
      // Never leave the build waiting: the tests after this one publish too.
      gate = undefined;
      open();
    }
    expect((await manual).status).toBe(200);
    // Its retry finds no draft left (the manual publish took it): failed, with the reason.
    const failed = await until(async () => {
      const now = await read(created.id);
      return now.state === 'failed' && now;
    }, 'the retried schedule to end');
    expect(failed.message).toBe('There are no drafts to publish.');
    expect(failed.jobStage).toBe('failed');
    expect(builds).toBe(2);

    // With a draft again, the next one publishes it.
    await draft('Hardware, after the wait');
    const second = await schedule(500);
    offset += 1_000;
    await until(async () => (await read(second.id)).jobStage === 'live', 'the second schedule');
    expect(await (await fetch(`${servers[1]!.url}/`)).text()).toContain('Hardware, after the wait');
  });

  it('lists who else has the page open, forgets who left or went quiet for 60 s, deletes day-old rows', async () => {
    const open = async (token: string, path: string, n = 0) =>
      ((await (await api(token, path, undefined, n)).json()) as ContentDocumentResponse).others;
    const beat = async (token: string, path: string, n = 0) => {
      const response = await api(token, `${path}/presence`, { method: 'POST' }, n);
      expect(response.status).toBe(200);
      return ((await response.json()) as ContentPresenceResponse).others.map((o) => o.email);
    };
    expect(await open(editor, '/home/fr')).toEqual([]);
    // Another account on the other instance sees the first, with when it was seen.
    const seen = await open(other, '/home/fr', 1);
    expect(seen).toEqual([{ email: EDITOR, seenAt: expect.any(String) }]);
    expect(Math.abs(Date.parse(seen[0]!.seenAt) - now())).toBeLessThan(5_000);
    expect(await beat(editor, '/home/fr')).toEqual([OTHER]);
    // Not on another page, and never oneself.
    expect(await beat(editor, '/home/en')).toEqual([]);
    expect(await beat(other, '/home/fr', 1)).toEqual([EDITOR]);

    // The editor's last word on /home/fr was 59 s ago: still listed; at 61 s, forgotten.
    offset += 59_000;
    expect(await beat(other, '/home/fr', 1)).toEqual([EDITOR]);
    offset += 2_000;
    expect(await beat(other, '/home/fr', 1)).toEqual([]);
    expect(await beat(editor, '/home/fr')).toEqual([OTHER]);
    // Leaving the page forgets at once.
    expect((await api(other, '/home/fr/presence', { method: 'DELETE' }, 1)).status).toBe(204);
    expect(await beat(editor, '/home/fr')).toEqual([]);
    expect((await api(editor, '/nope/fr/presence', { method: 'POST' })).status).toBe(404);

    expect(await count('content_presence')).toBeGreaterThan(0);
    offset += 2 * 86_400_000;
    await until(async () => (await count('content_presence')) === 0, 'the day-old rows to go');
  });

  it('a schedule that came due while every instance was stopped fires at the first tick after a start', async () => {
    await draft('Hardware, after the restart');
    const created = await schedule(1_000, 0);
    for (const server of servers) await server.close();
    servers = [];
    offset += 3_600_000; // an hour of downtime
    servers = [await start()];
    const fired = await until(async () => {
      const now = await read(created.id);
      return now.jobStage === 'live' && now;
    }, 'the overdue schedule to go live');
    expect(fired.state).toBe('fired');
    expect(await (await fetch(`${servers[0]!.url}/`)).text()).toContain(
      'Hardware, after the restart',
    );
  });
});
