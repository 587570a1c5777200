/**
 * Personal data stays out of the logs (OWASP Logging Cheat Sheet, "Data to exclude"): a search
 * in the inbox (`?q=someone@example.com`, the list and the CSV export) or on the site is logged
 * with its path and its parameter names, never the values (server/request-log.ts), on every
 * route; and a request that fails with an error-level log line does not carry them either. On
 * SQLite and PostgreSQL, since the inbox search reads the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, REDACTED } from '../../server/request-log';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { createFakeClient, type FakeClient } from '../helpers/fake-client';
import { captureLogs, ERROR_LEVEL } from '../helpers/log-capture';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const ADDRESS = 'someone@example.com';
/** Any spelling of the address a log could carry: as typed, percent-encoded, or in part. */
const TRACES = [ADDRESS, 'someone%40example.com', 'someone', 'example.com'];

describe('redactUrl', () => {
  it('keeps the path and plain names, replaces every value and any other name', () => {
    expect(redactUrl('/api/admin/messages?q=someone%40example.com&limit=50')).toBe(
      `/api/admin/messages?q=${REDACTED}&limit=${REDACTED}`,
    );
    expect(redactUrl('/search?someone@example.com&flag&=x&&')).toBe(
      `/search?${REDACTED}&flag&${REDACTED}=${REDACTED}`,
    );
    expect(redactUrl('/contact')).toBe('/contact');
    expect(redactUrl('/contact?')).toBe('/contact?');
  });
});

describe.each(databaseKinds())('request logs on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let client: FakeClient;
  let token: string;
  const logs = captureLogs();

  beforeAll(async () => {
    await kind.setup();
    client = await createFakeClient();
    server = await startTestServer({
      database: await kind.create(),
      clientDir: client.dir,
      admin: { retentionJob: false },
      logger: logs.logger,
    });
    expect((await usersCli(server.database.url, ['add', 'team@example.com'])).code).toBe(0);
    token = await signedIn(server, 'team@example.com');
    expect((await postRows(server, [validRow({ email: ADDRESS })])).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    await client?.remove();
    await kind.teardown();
  });

  /** Every log line written while `run` ran, as text. */
  const loggedDuring = async (run: () => Promise<void>) => {
    const before = logs.text().length;
    await run();
    // pino writes synchronously to the stream; the completion line follows the response.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return logs.text().slice(before);
  };

  it('an inbox search (list and CSV) logs its path and `q`, never the address', async () => {
    const text = await loggedDuring(async () => {
      const list = await adminFetch(server, token, `/messages?q=${encodeURIComponent(ADDRESS)}`);
      expect(list.status).toBe(200);
      expect(((await list.json()) as { messages: unknown[] }).messages).toHaveLength(1);
      const csv = await adminFetch(server, token, `/messages.csv?q=${ADDRESS}&status=new`);
      expect(csv.status).toBe(200);
      expect(await csv.text()).toContain(ADDRESS);
    });
    expect(text).toContain(`"url":"/api/admin/messages?q=${REDACTED}"`);
    expect(text).toContain(`"url":"/api/admin/messages.csv?q=${REDACTED}&status=${REDACTED}"`);
    for (const trace of TRACES) expect(text).not.toContain(trace);
  });

  it('every route: a page, a 404 page, the API and an unknown /api path', async () => {
    const text = await loggedDuring(async () => {
      for (const path of ['/contact', '/search', '/nope', '/api/nope', '/rest/v1/contact_messages'])
        await fetch(`${server.url}${path}?q=${ADDRESS}&email=${ADDRESS}`);
    });
    expect(text).toContain(`"url":"/contact?q=${REDACTED}&email=${REDACTED}"`);
    expect(text).toContain('"url":"/api/nope?');
    for (const trace of TRACES) expect(text).not.toContain(trace);
  });

  it('a search that fails with an error-level log carries no address either', async () => {
    await server.exec('ALTER TABLE contact_messages RENAME TO contact_messages_gone');
    try {
      const text = await loggedDuring(async () => {
        const response = await adminFetch(server, token, `/messages?q=${ADDRESS}`);
        expect(response.status).toBe(500);
      });
      const errors = text
        .split('\n')
        .filter((line) => line !== '')
        .filter((line) => (JSON.parse(line) as { level: number }).level >= ERROR_LEVEL);
      expect(errors.length).toBeGreaterThan(0);
      expect(text).toContain(`"url":"/api/admin/messages?q=${REDACTED}"`);
      for (const trace of TRACES) expect(text).not.toContain(trace);
    } finally {
      await server.exec('ALTER TABLE contact_messages_gone RENAME TO contact_messages');
    }
  });
});
