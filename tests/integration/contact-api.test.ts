/**
 * The contact API over real HTTP (DESIGN §4), every test run twice: against a temporary SQLite
 * file and against a private PostgreSQL (DESIGN §1; skipped with the reason when initdb is
 * missing). Covers every status the design lists, the error body shape, and — checked on the
 * database itself — that a 201 row is stored and that nothing is stored on any error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/each-database';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
} from '../../common/contact-schema';
import { CONTACT_BODY_LIMIT_BYTES, CONTACT_MAX_ROWS_PER_REQUEST } from '../../server/limits';
import {
  TEST_ALLOWED_ORIGIN,
  startTestServer,
  validRow,
  type TestServer,
} from '../helpers/test-server';

describeOnEachDatabase('contact API on $name', (started, kind) => {
  let server: TestServer;
  const endpoint = () => `${server.url}/rest/v1/contact_messages`;

  /** Headers as supabase-js sends them. */
  function headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
      ...extra,
    };
  }

  /** POSTs a body (JSON-encoded unless a string) to the table. */
  function post(body: unknown, extra: Record<string, string> = {}, query = ''): Promise<Response> {
    return fetch(`${endpoint()}${query}`, {
      method: 'POST',
      headers: headers(extra),
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  /** Asserts a PostgREST-shaped error and returns it. */
  async function expectError(response: Response, status: number, code: string | null) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe(code);
    expect(typeof body.message).toBe('string');
    return body as {
      code: string | null;
      message: string;
      details: string | null;
      hint: string | null;
    };
  }

  /** Runs `act` and asserts the row count in the file did not change. */
  async function expectNothingStored(act: () => Promise<void>) {
    const before = await server.count();
    await act();
    expect(await server.count()).toBe(before);
  }

  beforeAll(() => {
    server = started();
  });

  describe('201 Created', () => {
    it('return=representation answers the stored rows and the row is in the file', async () => {
      const response = await post([validRow({ name: '  Ada  ', email: '  ADA@Example.COM ' })], {
        prefer: 'return=representation',
      });
      expect(response.status).toBe(201);
      const rows = (await response.json()) as Record<string, unknown>[];
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Optimus pricing',
        message: 'Hello, I would like a quote.',
        status: 'new',
        created_at: '2025-03-01T10:00:00.000Z',
      });
      expect(typeof row?.id).toBe('number');
      expect(Date.parse(String(row?.received_at))).not.toBeNaN();

      const stored = (await server.rows()).find((r) => r.id === row?.id);
      expect(stored).toMatchObject({ name: 'Ada', email: 'ada@example.com', status: 'new' });
      expect(stored?.received_at).toBe(row?.received_at);
    });

    it('return=minimal and no Prefer answer an empty body; rows are stored', async () => {
      const before = await server.count();
      const minimal = await post([validRow({ subject: 'minimal' })], { prefer: 'return=minimal' });
      expect(minimal.status).toBe(201);
      expect(await minimal.text()).toBe('');
      const none = await post([validRow({ subject: 'no prefer' })]);
      expect(none.status).toBe(201);
      expect(await none.text()).toBe('');
      expect(await server.count()).toBe(before + 2);
      expect((await server.rows()).map((r) => r.subject)).toEqual(
        expect.arrayContaining(['minimal', 'no prefer']),
      );
    });

    it('accepts a single object as well as an array of one', async () => {
      const single = await post(validRow({ subject: 'single' }), {
        prefer: 'return=representation',
      });
      expect(single.status).toBe(201);
      expect(((await single.json()) as unknown[]).length).toBe(1);

      const one = await post([validRow({ subject: 'one' })], { prefer: 'return=representation' });
      expect(one.status).toBe(201);
      const rows = (await one.json()) as { id: number; subject: string }[];
      expect(rows.map((r) => r.subject)).toEqual(['one']);
    });

    it('select= picks and renames the returned columns; select=* returns all', async () => {
      const picked = await post(
        [validRow()],
        { prefer: 'return=representation' },
        '?select=id,name,mail:email',
      );
      expect(picked.status).toBe(201);
      const [row] = (await picked.json()) as Record<string, unknown>[];
      expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'mail', 'name']);
      expect(row?.mail).toBe('ada@example.com');

      const all = await post([validRow()], { prefer: 'return=representation' }, '?select=*');
      const [full] = (await all.json()) as Record<string, unknown>[];
      expect(Object.keys(full ?? {}).sort()).toEqual(
        ['created_at', 'email', 'id', 'message', 'name', 'received_at', 'status', 'subject'].sort(),
      );
    });

    it('columns= (quoted, as postgrest-js sends it) chooses the keys read; others are ignored', async () => {
      const response = await post(
        [{ ...validRow(), ignored_extra: 'x' }],
        { prefer: 'return=representation' },
        '?columns="name","email","subject","message","status","created_at"&select=*',
      );
      expect(response.status).toBe(201);
      const [row] = (await response.json()) as Record<string, unknown>[];
      expect(row).not.toHaveProperty('ignored_extra');
    });

    it('a missing status takes the column default, new', async () => {
      const { status: _status, ...row } = validRow();
      const response = await post([row], { prefer: 'return=representation' });
      expect(response.status).toBe(201);
      expect(((await response.json()) as { status: string }[])[0]?.status).toBe('new');
    });

    it('an empty array answers 201 [] and stores nothing', async () => {
      await expectNothingStored(async () => {
        const response = await post([], { prefer: 'return=representation' });
        expect(response.status).toBe(201);
        expect(await response.json()).toEqual([]);
      });
    });

    it('a Bearer token alone is accepted (the key may come in either header)', async () => {
      const response = await fetch(endpoint(), {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify([validRow()]),
      });
      expect(response.status).toBe(201);
    });
  });

  describe('400 Bad Request', () => {
    it('PGRST102 for malformed JSON, an empty body, a scalar, and mismatched keys', async () => {
      await expectNothingStored(async () => {
        await expectError(await post('{"name": '), 400, 'PGRST102');
        await expectError(await post(''), 400, 'PGRST102');
        await expectError(await post('42'), 400, 'PGRST102');
        await expectError(await post([validRow(), 'not an object']), 400, 'PGRST102');
      });
    });

    it('23502 for a missing or null required column, in PostgreSQL words', async () => {
      await expectNothingStored(async () => {
        const { message: _m, ...noMessage } = validRow();
        const missing = await expectError(await post([noMessage]), 400, '23502');
        expect(missing.message).toBe(
          'null value in column "message" of relation "contact_messages" violates not-null constraint',
        );
        const nullName = await expectError(await post([validRow({ name: null })]), 400, '23502');
        expect(nullName.message).toContain('"name"');
        const { created_at: _c, ...noDate } = validRow();
        expect((await expectError(await post([noDate]), 400, '23502')).message).toContain(
          '"created_at"',
        );
      });
    });

    it('23514 with a message written for people', async () => {
      await expectNothingStored(async () => {
        const email = await expectError(
          await post([validRow({ email: 'not-an-address' })]),
          400,
          '23514',
        );
        expect(email.message).toBe(INVALID_EMAIL_MESSAGE);
        expect(email.details).toContain('violates check constraint');

        const blank = await expectError(await post([validRow({ name: '   ' })]), 400, '23514');
        expect(blank.message).toBe('Please enter your name');

        const long = await expectError(
          await post([validRow({ subject: 's'.repeat(CONTACT_MAX_LENGTH.subject + 1) })]),
          400,
          '23514',
        );
        expect(long.message).toBe(
          `Subject must be at most ${CONTACT_MAX_LENGTH.subject} characters`,
        );

        const notText = await expectError(await post([validRow({ message: 42 })]), 400, '23514');
        expect(notText.message).toBe('Message must be text');

        await expectError(await post([validRow({ created_at: 'yesterday' })]), 400, '23514');
        await expectError(
          await post([validRow({ created_at: '2025-02-31T10:00:00Z' })]),
          400,
          '23514',
        );
      });
    });

    it('a filled honeypot is stored as spam but answered 201 like any row; an empty one is ignored', async () => {
      const spamBefore = (await server.rows()).filter((row) => row.status === 'spam').length;
      const trapped = await post([validRow({ [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' })], {
        prefer: 'return=representation',
      });
      expect(trapped.status).toBe(201);
      const [answered] = (await trapped.json()) as Record<string, unknown>[];
      // The answer never tells a bot it was caught: the row reads as any visitor's.
      expect(answered).toMatchObject({ status: 'new' });
      expect(answered).not.toHaveProperty(CONTACT_HONEYPOT_FIELD);
      expect(answered).not.toHaveProperty('spam_reason');
      expect((await server.rows()).filter((row) => row.status === 'spam').length).toBe(
        spamBefore + 1,
      );
      const before = await server.count();
      const response = await post([validRow({ [CONTACT_HONEYPOT_FIELD]: '' })], {
        prefer: 'return=representation',
      });
      expect(response.status).toBe(201);
      const [row] = (await response.json()) as Record<string, unknown>[];
      expect(row).not.toHaveProperty(CONTACT_HONEYPOT_FIELD);
      expect(await server.count()).toBe(before + 1);
    });

    it('54000 for more than one row: the rate limit counts messages, not requests', async () => {
      await expectNothingStored(async () => {
        const body = await expectError(await post([validRow(), validRow()]), 400, '54000');
        expect(body.message).toBe('Send one message per request');
        await expectError(await post([validRow(), validRow({ email: 'bad' })]), 400, '54000');
      });
    });

    it('PGRST204 for an unknown column, in the payload or in columns=', async () => {
      await expectNothingStored(async () => {
        // A name no field of common/contact-fields.ts will take (a phone field may come).
        const body = await expectError(
          await post([validRow({ shoe_size: '42' })]),
          400,
          'PGRST204',
        );
        expect(body.message).toBe(
          "Could not find the 'shoe_size' column of 'contact_messages' in the schema cache",
        );
        await expectError(await post([validRow()], {}, '?columns=name,shoe_size'), 400, 'PGRST204');
      });
    });

    it('42703 for an unknown select column, PGRST100 for select syntax outside the subset', async () => {
      await expectNothingStored(async () => {
        await expectError(
          await post([validRow()], { prefer: 'return=representation' }, '?select=nope'),
          400,
          '42703',
        );
        await expectError(
          await post([validRow()], { prefer: 'return=representation' }, '?select=name::text'),
          400,
          'PGRST100',
        );
      });
    });

    it(`54000 for more than ${CONTACT_MAX_ROWS_PER_REQUEST} rows`, async () => {
      await expectNothingStored(async () => {
        const rows = Array.from({ length: CONTACT_MAX_ROWS_PER_REQUEST + 1 }, () => ({
          name: 'a',
        }));
        await expectError(await post(rows), 400, '54000');
      });
    });
  });

  describe('401 Unauthorized', () => {
    it('a missing key answers the gateway message', async () => {
      await expectNothingStored(async () => {
        const response = await fetch(endpoint(), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([validRow()]),
        });
        expect((await expectError(response, 401, null)).message).toBe(
          'No API key found in request',
        );
      });
    });

    it('a wrong key, in apikey or in the Bearer token, is refused', async () => {
      await expectNothingStored(async () => {
        const wrongApikey = await post([validRow()], {
          apikey: 'wrong',
          authorization: 'Bearer wrong',
        });
        expect((await expectError(wrongApikey, 401, null)).message).toBe('Invalid API key');
        const wrongBearer = await post([validRow()], { authorization: 'Bearer wrong' });
        expect((await expectError(wrongBearer, 401, null)).message).toBe('Invalid API key');
      });
    });

    it('42501 with WWW-Authenticate: Bearer for a status other than new (RLS)', async () => {
      await expectNothingStored(async () => {
        const response = await post([validRow({ status: 'read' })]);
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
        const body = await expectError(response, 401, '42501');
        expect(body.message).toBe(
          'new row violates row-level security policy for table "contact_messages"',
        );
        await expectError(await post([validRow({ status: null })]), 401, '42501');
      });
    });

    it('42501 for server columns (id, received_at)', async () => {
      await expectNothingStored(async () => {
        await expectError(await post([validRow({ id: 1 })]), 401, '42501');
        await expectError(
          await post([validRow({ received_at: '2025-01-01T00:00:00Z' })]),
          401,
          '42501',
        );
      });
    });
  });

  describe('404, 405, 413, 415', () => {
    it('404 PGRST205 for an unknown table (after the key check)', async () => {
      const response = await fetch(`${server.url}/rest/v1/other`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify([validRow()]),
      });
      const body = await expectError(response, 404, 'PGRST205');
      expect(body.message).toBe("Could not find the table 'public.other' in the schema cache");
      const noKey = await fetch(`${server.url}/rest/v1/other`, { method: 'GET' });
      await expectError(noKey, 401, null);
    });

    it('405 for GET, PATCH and DELETE: anonymous visitors read nothing', async () => {
      await expectNothingStored(async () => {
        for (const method of ['GET', 'PATCH', 'DELETE']) {
          const response = await fetch(`${endpoint()}?select=*`, {
            method,
            headers: headers(),
            ...(method === 'PATCH' ? { body: JSON.stringify({ status: 'read' }) } : {}),
          });
          expect(response.headers.get('allow')).toBe('POST, OPTIONS');
          await expectError(response, 405, 'PGRST117');
        }
      });
    });

    it(`413 for a body over ${CONTACT_BODY_LIMIT_BYTES} bytes`, async () => {
      await expectNothingStored(async () => {
        const big = JSON.stringify([validRow({ message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) })]);
        await expectError(await post(big), 413, null);
      });
    });

    it('415 for a Content-Type other than JSON', async () => {
      await expectNothingStored(async () => {
        const response = await post(JSON.stringify([validRow()]), { 'content-type': 'text/plain' });
        const body = await expectError(response, 415, 'PGRST107');
        expect(body.message).toBe('Content-Type not acceptable: text/plain');
      });
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      fetch(endpoint(), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey, authorization, content-profile, content-type, prefer, x-client-info',
        },
      });

    it('a preflight from an allowed origin echoes the requested headers, max-age 86400', async () => {
      const response = await preflight(TEST_ALLOWED_ORIGIN);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ALLOWED_ORIGIN);
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'apikey, authorization, content-profile, content-type, prefer, x-client-info',
      );
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      expect(response.headers.get('access-control-max-age')).toBe('86400');
    });

    it('a preflight from another origin gets no CORS headers', async () => {
      const response = await preflight('http://evil.example');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
      await expectError(response, 403, null);
    });

    it('the actual request and its errors carry Access-Control-Allow-Origin for allowed origins only', async () => {
      const ok = await post([validRow()], { origin: TEST_ALLOWED_ORIGIN });
      expect(ok.status).toBe(201);
      expect(ok.headers.get('access-control-allow-origin')).toBe(TEST_ALLOWED_ORIGIN);
      const refused = await post([validRow({ email: 'bad' })], { origin: TEST_ALLOWED_ORIGIN });
      expect(refused.status).toBe(400);
      expect(refused.headers.get('access-control-allow-origin')).toBe(TEST_ALLOWED_ORIGIN);
      const foreign = await post([validRow()], { origin: 'http://evil.example' });
      expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('429 Too Many Requests', () => {
    let limited: TestServer;
    beforeAll(async () => {
      limited = await startTestServer({
        env: { RATE_LIMIT_MAX: '2' },
        database: await kind.create(),
      });
    });
    afterAll(async () => {
      await limited?.close();
    });

    it('past RATE_LIMIT_MAX answers 429 with Retry-After and stores nothing', async () => {
      const send = () =>
        fetch(`${limited.url}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: limited.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify([validRow()]),
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const response = await send();
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = await expectError(response, 429, null);
      expect(body.message).toMatch(/wait/i);
      expect(await limited.count()).toBe(2);
    });

    it('100-row arrays cannot carry more messages than the limit', async () => {
      const fresh = await startTestServer({
        env: { RATE_LIMIT_MAX: '20' },
        database: await kind.create(),
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 22; i++) {
          const response = await fetch(`${fresh.url}/rest/v1/contact_messages`, {
            method: 'POST',
            headers: { apikey: fresh.anonKey, 'content-type': 'application/json' },
            body: JSON.stringify(Array.from({ length: 100 }, () => validRow())),
          });
          statuses.push(response.status);
        }
        // 400 (one message per request) or 413 (over 16 KiB), by the rows' size.
        expect(statuses.slice(0, 20).every((status) => status === 400 || status === 413)).toBe(
          true,
        );
        expect(statuses.slice(20)).toEqual([429, 429]);
        expect(await fresh.count()).toBe(0);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('robustness', () => {
    let broken: TestServer;
    beforeAll(async () => {
      broken = await startTestServer({ database: await kind.create() });
    });
    afterAll(async () => {
      await broken?.close();
    });

    it('a database failure answers a PostgREST-shaped 500 and the server keeps serving', async () => {
      // CASCADE on PostgreSQL: the notification outbox (migration 0003) references the table.
      await broken.exec(
        kind.name === 'postgres'
          ? 'drop table contact_messages cascade'
          : 'drop table contact_messages',
      );
      const response = await fetch(`${broken.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: broken.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify([validRow()]),
      });
      expect(response.status).toBe(500);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({
        code: null,
        message: 'Something went wrong on our side. Please try again later.',
        details: null,
        hint: null,
      });
      expect((await fetch(`${broken.url}/healthz`)).status).toBe(200);
    });

    it('unknown /rest/v1 paths and /api paths answer JSON 404', async () => {
      const nested = await fetch(`${broken.url}/rest/v1/contact_messages/extra`, {
        headers: { apikey: broken.anonKey },
      });
      await expectError(nested, 404, 'PGRST125');
      const api = await fetch(`${broken.url}/api/nope`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    });
  });
});
