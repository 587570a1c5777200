/**
 * The team inbox's server (DESIGN §8 "Team inbox") on SQLite and PostgreSQL: sign-in (generic
 * error, equal work, throttling with 429 + Retry-After), server-side sessions (cookie attributes,
 * rotation, sign-out, idle and absolute expiry on a fake clock), the Origin checks (403) and the
 * session check (401) of every /api/admin route, and the API itself (newest-first keyset pages,
 * status filter, full-text search, open / unread / archive / spam / erase / resend, CSV export).
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InboxListResponse, InboxMessage } from '../../common/admin-api';
import { SESSION_COOKIE, sha256Hex } from '../../server/auth/sessions';
import type * as Passwords from '../../server/auth/passwords';
import { toCsv } from '../../server/messages-csv';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SIGN_IN_FAILURE_WINDOW_MS,
  SIGN_IN_MAX_FAILURES,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  SIGN_IN_SLOWDOWN_BASE_MS,
} from '../../server/auth/limits';
import {
  adminFetch,
  GOOD_PASSWORD,
  sessionToken,
  signIn,
  signedIn,
  usersCli,
} from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/**
 * Every argon2id verification the in-process server makes, by hash: the sign-in's work is
 * observed directly, not by timing it (OWASP Authentication Cheat Sheet, "Authentication
 * Responses": the same work whether or not the account exists). The real function still runs.
 */
const verifiedHashes = vi.hoisted((): string[] => []);
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      verifiedHashes.push(hash);
      return actual.verifyPassword(hash, password);
    },
  };
});

/** An argon2id PHC string's algorithm, version and cost parameters: `$argon2id$v=19$m=…,t=…,p=…`. */
const argon2Parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');

/** Every route of the API (DESIGN §8: each answers 401 without a session, 403 cross-origin). */
const ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/me' },
  { method: 'GET', path: '/messages' },
  { method: 'GET', path: '/messages?status=new&q=ada' },
  { method: 'GET', path: '/messages.csv' },
  { method: 'GET', path: '/messages/1' },
  { method: 'PATCH', path: '/messages/1', body: { status: 'closed' } },
  { method: 'POST', path: '/messages/1/notes', body: { text: 'A note' } },
  { method: 'GET', path: '/team' },
  { method: 'POST', path: '/erasures', body: { email: 'ada@example.com' } },
  { method: 'DELETE', path: '/messages/1' },
  { method: 'POST', path: '/messages/1/resend' },
  { method: 'POST', path: '/messages/1/not-spam' },
  { method: 'POST', path: '/sign-out' },
];

const EMAIL = 'team@example.com';
const T0 = Date.parse('2026-05-01T09:00:00.000Z');

describe.each(databaseKinds())('team inbox API on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let clock = T0;
  let ids: number[] = [];
  /** The sign-in slow-down's waits, recorded instead of waited (ms); each moves the clock on. */
  const sleeps: number[] = [];

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: {
        now: () => clock,
        // The wait passes on the fake clock, as it would on the real one: an account's queued
        // checks (decision 0040) start after the previous one's wait.
        sleep: async (ms) => {
          sleeps.push(ms);
          clock += ms;
        },
        retentionJob: false,
      },
    });
    expect((await usersCli(server.database.url, ['add', EMAIL])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', 'other@example.com'])).code).toBe(0);
    ids = [];
    for (const row of [
      validRow({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Optimus pricing' }),
      validRow({ name: 'Grace Hopper', email: 'grace@navy.example', subject: 'Lumen demo' }),
      validRow({
        name: 'Mallory',
        email: 'mallory@evil.example',
        subject: '<img src=x onerror=alert(1)>',
        message: 'Hello <script>alert("x")</script> & goodbye',
      }),
      validRow({
        name: 'Zoë Straße',
        email: 'zoe@example.com',
        subject: 'Quarterly order',
        message: 'Ünïcode wörds here',
      }),
    ]) {
      const response = await postRows(server, [row], { prefer: 'return=representation' });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }[])[0]!.id);
    }
  });
  afterAll(async () => {
    await server?.close();
    await kind.teardown();
  });

  describe('sign-in and sessions', () => {
    it('sets a __Host- cookie: Secure, HttpOnly, SameSite=Strict, Path=/, 7-day Max-Age', async () => {
      const response = await signIn(server, EMAIL, GOOD_PASSWORD);
      expect(response.status).toBe(204);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith(SESSION_COOKIE));
      expect(cookie).toBeDefined();
      const attributes = cookie!
        .split(/;\s*/)
        .slice(1)
        .map((a) => a.toLowerCase());
      expect(attributes).toEqual(
        expect.arrayContaining([
          'path=/',
          'httponly',
          'secure',
          'samesite=strict',
          `max-age=${SESSION_ABSOLUTE_TIMEOUT_MS / 1000}`,
        ]),
      );
      expect(attributes.some((a) => a.startsWith('domain='))).toBe(false);
      const token = sessionToken(response)!;
      expect(token.length).toBeGreaterThanOrEqual(43);
      const me = await adminFetch(server, token, '/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ email: EMAIL, role: 'team', unread: expect.any(Number) });
    });

    it('accepts the e-mail in any case and stores only a hash of the token', async () => {
      const token = await signedIn(server, 'Team@Example.COM');
      expect((await adminFetch(server, token, '/me')).status).toBe(200);
      const stored = (where: string) =>
        countRows(server, `select count(*) as n from admin_sessions where token_hash = '${where}'`);
      expect(await stored(sha256Hex(token))).toBe(1);
      expect(await stored(token)).toBe(0);
    });

    it('answers one generic 401 for a wrong password and for an unknown e-mail, after the same argon2id work', async () => {
      // An unknown e-mail is verified against a dummy hash of the same cost, so it answers after
      // one argon2id verification like a wrong password, not after one indexed SELECT.
      for (let round = 0; round < 2; round++) {
        for (const email of ['other@example.com', `nobody${round}@example.com`]) {
          verifiedHashes.length = 0;
          const response = await signIn(server, email, 'not-the-password-at-all');
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ message: 'Incorrect e-mail or password.' });
          expect(sessionToken(response)).toBeUndefined();
          expect(verifiedHashes, email).toHaveLength(1);
          expect(argon2Parameters(verifiedHashes[0]!), email).toBe(
            argon2Parameters(await accountHash(server, 'other@example.com')),
          );
        }
        clock += SIGN_IN_FAILURE_WINDOW_MS; // keeps this client's count below the limit
      }
    });

    it("makes a new session at every sign-in and ends the old cookie's session", async () => {
      const first = await signedIn(server, EMAIL);
      const response = await fetch(`${server.url}/admin/sign-in`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          cookie: `${SESSION_COOKIE}=${first}`,
        },
        body: JSON.stringify({ email: EMAIL, password: GOOD_PASSWORD }),
      });
      const second = sessionToken(response)!;
      expect(second).not.toBe(first);
      expect((await adminFetch(server, first, '/me')).status).toBe(401);
      expect((await adminFetch(server, second, '/me')).status).toBe(200);
    });

    it('refuses the cookie after sign-out', async () => {
      const token = await signedIn(server, EMAIL);
      const out = await adminFetch(server, token, '/sign-out', { method: 'POST' });
      expect(out.status).toBe(204);
      expect(out.headers.getSetCookie().join()).toMatch(
        new RegExp(`${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, 'i'),
      );
      expect((await adminFetch(server, token, '/me')).status).toBe(401);
      expect((await adminFetch(server, token, '/messages')).status).toBe(401);
    });

    it('ends a session idle for 8 hours (fake clock)', async () => {
      const token = await signedIn(server, EMAIL);
      clock += SESSION_IDLE_TIMEOUT_MS - 60_000;
      expect((await adminFetch(server, token, '/me')).status).toBe(200);
      clock += SESSION_IDLE_TIMEOUT_MS - 60_000; // used a minute short of 8 h ago: still alive
      expect((await adminFetch(server, token, '/me')).status).toBe(200);
      clock += SESSION_IDLE_TIMEOUT_MS;
      expect((await adminFetch(server, token, '/me')).status).toBe(401);
    });

    it('ends a session 7 days after sign-in however often it is used (fake clock)', async () => {
      const token = await signedIn(server, EMAIL);
      const signedInAt = clock;
      while (clock + 6 * 3_600_000 < signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS) {
        clock += 6 * 3_600_000;
        expect((await adminFetch(server, token, '/me')).status).toBe(200);
      }
      clock = signedInAt + SESSION_ABSOLUTE_TIMEOUT_MS;
      expect((await adminFetch(server, token, '/me')).status).toBe(401);
    });

    /** A sign-in through inject, from a chosen client address. */
    const attemptFrom = (ip: string, email: string, password: string) =>
      server.app.inject({
        method: 'POST',
        url: '/admin/sign-in',
        remoteAddress: ip,
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:80',
          host: 'localhost:80',
        },
        payload: { email, password },
      });

    it('answers 429 with Retry-After after 5 failures from one address, even for the right password', async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      for (let n = 1; n <= 5; n++) {
        const response = await attemptFrom('10.0.0.1', 'other@example.com', 'wrong-guess');
        expect(response.statusCode).toBe(401);
      }
      clock += 60_000;
      const refused = await attemptFrom('10.0.0.1', 'other@example.com', GOOD_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(SIGN_IN_FAILURE_WINDOW_MS / 1000 - 60);
      clock += SIGN_IN_FAILURE_WINDOW_MS - 60_000;
      expect((await attemptFrom('10.0.0.1', 'other@example.com', GOOD_PASSWORD)).statusCode).toBe(
        204,
      );
    });

    it('lets the owner in from another address while a stranger is throttled (no lock-out)', async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      sleeps.length = 0;
      for (let n = 1; n <= 5; n++) {
        expect((await attemptFrom('203.0.113.66', EMAIL, 'wrong-guess')).statusCode).toBe(401);
      }
      expect((await attemptFrom('203.0.113.66', EMAIL, GOOD_PASSWORD)).statusCode).toBe(429);
      const owner = await attemptFrom('198.51.100.20', EMAIL, GOOD_PASSWORD);
      expect(owner.statusCode).toBe(204);
      // Five failures on the account: the owner's check waited the first slow-down step.
      expect(sleeps).toEqual([SIGN_IN_SLOWDOWN_BASE_MS]);
    });

    it('slows guesses from many addresses down exponentially, and the right password still signs in', async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      sleeps.length = 0;
      for (let n = 1; n <= 8; n++) {
        expect((await attemptFrom(`192.0.2.${n}`, EMAIL, 'wrong-guess')).statusCode).toBe(401);
      }
      expect((await attemptFrom('192.0.2.200', EMAIL, GOOD_PASSWORD)).statusCode).toBe(204);
      expect(sleeps).toEqual([1_000, 2_000, 4_000, 8_000]);
      // The success reset the account: the next failure waits nothing.
      sleeps.length = 0;
      expect((await attemptFrom('192.0.2.201', EMAIL, 'wrong-guess')).statusCode).toBe(401);
      expect(sleeps).toEqual([]);
    });

    it('answers 429 after 20 failures from one address across accounts', async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      for (let n = 1; n <= SIGN_IN_MAX_FAILURES_PER_ADDRESS; n++) {
        const response = await attemptFrom('192.0.2.7', `guess${n}@example.com`, GOOD_PASSWORD);
        expect(response.statusCode).toBe(401);
      }
      const refused = await attemptFrom('192.0.2.7', EMAIL, GOOD_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.parse(refused.body)).toEqual({ message: expect.stringMatching(/too many/i) });
    });

    it('checks at most 5 of 100 parallel wrong passwords for one account from one address', async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      const responses = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          signIn(server, 'other@example.com', `parallel-guess-${n}`),
        ),
      );
      // 401 is the answer of a checked password, 429 of an attempt refused before the check.
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_MAX_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(100 - SIGN_IN_MAX_FAILURES);
      // The right password from the same address is refused too until the window ends.
      expect((await signIn(server, 'other@example.com', GOOD_PASSWORD)).status).toBe(429);
    });
  });

  describe('every /api/admin route', () => {
    let token: string;
    beforeAll(async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      token = await signedIn(server, EMAIL);
    });

    for (const route of ROUTES) {
      it(`${route.method} ${route.path}: 401 without a session or with an unknown one`, async () => {
        for (const cookie of [undefined, 'forged-token-value']) {
          const response = await adminFetch(server, cookie, route.path, route);
          expect(response.status).toBe(401);
          expect(response.headers.get('cache-control')).toBe('no-store');
        }
      });

      it(`${route.method} ${route.path}: 403 from a foreign Origin or cross-site, even signed in`, async () => {
        for (const headers of [
          { origin: 'http://evil.example' },
          { origin: 'null' },
          { 'sec-fetch-site': 'cross-site' },
          { 'sec-fetch-site': 'same-site', origin: server.url },
        ] as Record<string, string>[]) {
          const response = await adminFetch(server, token, route.path, { ...route, headers });
          expect(response.status).toBe(403);
        }
      });
    }

    it('state-changing requests without an Origin answer 403', async () => {
      for (const route of ROUTES.filter((r) => r.method !== 'GET')) {
        const response = await fetch(`${server.url}/api/admin${route.path}`, {
          method: route.method,
          headers: {
            cookie: `${SESSION_COOKIE}=${token}`,
            ...(route.body ? { 'content-type': 'application/json' } : {}),
          },
          body: route.body ? JSON.stringify(route.body) : undefined,
        });
        expect(response.status).toBe(403);
      }
      // Sign-in too (login CSRF), from a foreign page or without Origin.
      expect(
        (await signIn(server, EMAIL, GOOD_PASSWORD, { origin: 'http://evil.example' })).status,
      ).toBe(403);
      const noOrigin = await fetch(`${server.url}/admin/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: GOOD_PASSWORD }),
      });
      expect(noOrigin.status).toBe(403);
    });
  });

  describe('the inbox', () => {
    let token: string;
    const list = async (query = '') => {
      const response = await adminFetch(server, token, `/messages${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('server-timing')).toMatch(/^app;dur=\d+(\.\d+)?$/);
      return (await response.json()) as InboxListResponse;
    };
    beforeAll(async () => {
      clock += SIGN_IN_FAILURE_WINDOW_MS;
      token = await signedIn(server, EMAIL);
    });

    it('lists newest first with the unread count and each notification state', async () => {
      const body = await list();
      expect(body.messages.map((m) => m.id)).toEqual([...ids].reverse());
      expect(body.unread).toBe(4);
      expect(body.nextBefore).toBeNull();
      // This server has no SMTP_URL: a queued notification says e-mail is off.
      expect(body.messages[0]!.notification).toEqual({
        state: 'off',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
    });

    it('shows each message with the page and language it was sent from', async () => {
      const posted = await postRows(
        server,
        [validRow({ subject: 'From the French page', language: 'fr', page: '/fr/contact' })],
        { prefer: 'return=representation' },
      );
      expect(posted.status).toBe(201);
      const [{ id }] = (await posted.json()) as [{ id: number }];
      try {
        const one = (await (
          await adminFetch(server, token, `/messages/${id}`)
        ).json()) as InboxMessage;
        expect(one).toMatchObject({ language: 'fr', page: '/fr/contact' });
        const listed = (await list()).messages;
        expect(listed.find((m) => m.id === id)).toMatchObject({ page: '/fr/contact' });
        // Messages stored without them say so with null.
        expect(listed.find((m) => m.id === ids[0])).toMatchObject({ language: null, page: null });
      } finally {
        await adminFetch(server, token, `/messages/${id}`, { method: 'DELETE' });
      }
    });

    it('pages by keyset (before = the last id of the previous page)', async () => {
      const first = await list('?limit=3');
      expect(first.messages.map((m) => m.id)).toEqual([ids[3], ids[2], ids[1]]);
      expect(first.nextBefore).toBe(ids[1]);
      const second = await list(`?limit=3&before=${first.nextBefore}`);
      expect(second.messages.map((m) => m.id)).toEqual([ids[0]]);
      expect(second.nextBefore).toBeNull();
    });

    it('searches name, e-mail, subject and message by word prefixes', async () => {
      const found = async (q: string) =>
        (await list(`?q=${encodeURIComponent(q)}`)).messages.map((m) => m.id);
      expect(await found('ada')).toEqual([ids[0]]);
      expect(await found('LOVEL')).toEqual([ids[0]]);
      expect(await found('navy.example')).toEqual([ids[1]]);
      expect(await found('grace@navy.example')).toEqual([ids[1]]);
      expect(await found('lumen')).toEqual([ids[1]]);
      expect(await found('goodbye')).toEqual([ids[2]]);
      expect(await found('script alert')).toEqual([ids[2]]);
      expect(await found('wörds')).toEqual([ids[3]]);
      expect(await found('hello')).toEqual([ids[2], ids[1], ids[0]]);
      expect(await found('nothing-like-this')).toEqual([]);
      // Search operators are not interpreted: OR is a word here (no match), and text without any
      // word filters nothing instead of failing.
      expect(await found('ada OR grace')).toEqual([]);
      expect(await found('" * ( ) : ^ -')).toHaveLength(4);
    });

    it('opens a message (open), marks it unread, closes, files as spam, filters by status', async () => {
      const patch = (id: number, status: string) =>
        adminFetch(server, token, `/messages/${id}`, { method: 'PATCH', body: { status } });
      const opened = await patch(ids[0]!, 'open');
      expect(opened.status).toBe(200);
      expect(((await opened.json()) as InboxMessage).status).toBe('open');
      expect((await list()).unread).toBe(3);
      expect((await list('?status=open')).messages.map((m) => m.id)).toEqual([ids[0]]);
      // The names of before migration 0016 still work, and answer with the new ones.
      expect((await list('?status=read')).messages.map((m) => m.id)).toEqual([ids[0]]);
      await patch(ids[0]!, 'new');
      expect((await list()).unread).toBe(4);
      const archived = await patch(ids[1]!, 'archived');
      expect(((await archived.json()) as InboxMessage).status).toBe('closed');
      await patch(ids[2]!, 'spam');
      expect((await list('?status=closed')).messages.map((m) => m.id)).toEqual([ids[1]]);
      expect((await list('?status=archived')).messages.map((m) => m.id)).toEqual([ids[1]]);
      expect((await list('?status=spam')).messages.map((m) => m.id)).toEqual([ids[2]]);
      expect((await list('?status=new')).messages.map((m) => m.id)).toEqual([ids[3], ids[0]]);
      expect((await list('?status=spam&q=mallory')).messages).toHaveLength(1);
      expect((await list('?status=new&q=mallory')).messages).toHaveLength(0);
      expect((await patch(ids[0]!, 'deleted')).status).toBe(400);
      expect((await patch(999_999, 'open')).status).toBe(404);
      expect((await adminFetch(server, token, '/messages?status=bogus')).status).toBe(400);
    });

    it('returns visitor text verbatim as JSON strings (the page renders it as text)', async () => {
      const response = await adminFetch(server, token, `/messages/${ids[2]}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const message = (await response.json()) as InboxMessage;
      expect(message.message).toBe('Hello <script>alert("x")</script> & goodbye');
      expect(message.subject).toBe('<img src=x onerror=alert(1)>');
    });

    it("exports the current filter as the CLI's RFC 4180 CSV", async () => {
      const response = await adminFetch(server, token, '/messages.csv?status=spam');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="messages-spam-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = (await server.rows()).filter((row) => row.id === ids[2]);
      expect(await response.text()).toBe(toCsv(rows));
      const all = await (await adminFetch(server, token, '/messages.csv?q=example')).text();
      expect(all.trim().split('\r\n')).toHaveLength(1 + 4);
    });

    it('resends a notification', async () => {
      await server.exec(
        `update notification_outbox set state = 'failed', attempts = 7, last_error = 'boom' where message_id = ${ids[3]}`,
      );
      const before = (await (
        await adminFetch(server, token, `/messages/${ids[3]}`)
      ).json()) as InboxMessage;
      expect(before.notification).toMatchObject({
        state: 'failed',
        attempts: 7,
        lastError: 'boom',
      });
      const response = await adminFetch(server, token, `/messages/${ids[3]}/resend`, {
        method: 'POST',
      });
      expect(response.status).toBe(202);
      expect(((await response.json()) as InboxMessage).notification).toEqual({
        state: 'off',
        attempts: 0,
        lastError: null,
        sentAt: null,
      });
    });

    it('erases a message for good, with its notification and search entry', async () => {
      const response = await adminFetch(server, token, `/messages/${ids[2]}`, { method: 'DELETE' });
      expect(response.status).toBe(204);
      expect((await server.rows()).map((row) => row.id)).not.toContain(ids[2]);
      expect((await adminFetch(server, token, `/messages/${ids[2]}`)).status).toBe(404);
      expect((await list('?q=mallory')).messages).toEqual([]);
      expect(
        await countRows(
          server,
          `select count(*) as n from notification_outbox where message_id = ${ids[2]}`,
        ),
      ).toBe(0);
      expect(
        (await adminFetch(server, token, `/messages/${ids[2]}`, { method: 'DELETE' })).status,
      ).toBe(404);
    });
  });
});

/** The first row of `query` over the server's database, through a fresh connection. */
async function firstRow(server: TestServer, query: string): Promise<Record<string, unknown>> {
  if (server.database.url.startsWith('file:')) {
    const db = new DatabaseSync(server.database.url.slice('file:'.length), {
      readOnly: true,
      timeout: 5_000,
    });
    try {
      return db.prepare(query).get() as Record<string, unknown>;
    } finally {
      db.close();
    }
  }
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: server.database.url });
  await client.connect();
  try {
    return (await client.query(query)).rows[0] as Record<string, unknown>;
  } finally {
    await client.end();
  }
}

/** A count(*) query (`… as n`) over the server's database. */
async function countRows(server: TestServer, query: string): Promise<number> {
  return Number((await firstRow(server, query)).n);
}

/** The stored argon2id hash of the account `email` (a PHC string). */
async function accountHash(server: TestServer, email: string): Promise<string> {
  const row = await firstRow(
    server,
    `select password_hash from admin_users where email = '${email}'`,
  );
  return String(row.password_hash);
}
