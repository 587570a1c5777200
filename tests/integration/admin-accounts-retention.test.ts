/**
 * The team inbox's accounts and retention (DESIGN §8) on SQLite and PostgreSQL: the users CLI
 * (policy, no password in argv, list, remove and reset-password ending sessions), the retention
 * purge (daily job at start-up with a fake clock, and `npm run messages -- purge`) erasing old
 * messages with their notifications and search entries, and the admin pages, inbox and insights
 * (noindex, strict CSP, redirects by session).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS_DEFAULT } from '../../common/retention';
import { runMessagesCli } from '../../server/cli/messages';
import { parseEnv } from '../../server/env';
import { ADMIN_CSP } from '../../server/plugins/admin-app';
import { adminFetch, GOOD_PASSWORD, signIn, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds, type TestDatabase } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const DAY = 86_400_000;
const NOW = Date.parse('2026-06-01T12:00:00.000Z');

/** Inserts a message received at `receivedAt` straight into the database (with its outbox row). */
async function storeAt(database: TestDatabase, subject: string, receivedAt: string) {
  await database.exec(
    `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
     values ('Old Visitor', 'old@example.com', '${subject}', 'retention probe', 'new', '${receivedAt}', '${receivedAt}')`,
  );
}

describe('RETENTION_DAYS', () => {
  it('defaults to the shared constant and refuses nonsense', () => {
    expect(RETENTION_DAYS_DEFAULT).toBe(365);
    expect(parseEnv({}).retentionDays).toBe(RETENTION_DAYS_DEFAULT);
    expect(parseEnv({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(() => parseEnv({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
    expect(() => parseEnv({ RETENTION_DAYS: '1.5' })).toThrow(/RETENTION_DAYS/);
  });
});

describe.each(databaseKinds())('accounts, retention and pages on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let database: TestDatabase;

  beforeAll(async () => {
    await kind.setup();
    database = await kind.create();
    // A first start creates the schema; old rows go in; the second start's job purges them.
    const first = await startTestServer({ database, admin: { retentionJob: false } });
    await first.app.close();
    await storeAt(database, 'older than 30 days', new Date(NOW - 31 * DAY).toISOString());
    await storeAt(database, 'younger than 30 days', new Date(NOW - 29 * DAY).toISOString());
    const adminDir = await mkdtemp(join(tmpdir(), 'admin-build-'));
    await writeFile(join(adminDir, 'index.html'), '<!doctype html><title>Inbox</title>');
    server = await startTestServer({
      database,
      env: { RETENTION_DAYS: '30' },
      admin: { now: () => NOW, adminDir },
    });
  });
  afterAll(async () => {
    await server?.close();
    await kind.teardown();
  });

  it('the daily job erases messages older than RETENTION_DAYS at start-up, and search no longer finds them', async () => {
    await expect
      .poll(async () => (await server.rows()).map((row) => row.subject))
      .toEqual(['younger than 30 days']);
    const token = await signedIn(server, await addUser('retention@example.com'));
    const found = await adminFetch(server, token, '/messages?q=retention');
    expect(
      ((await found.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject),
    ).toEqual(['younger than 30 days']);
  });

  it('npm run messages -- purge erases what is older than --days (or RETENTION_DAYS)', async () => {
    const response = await postRows(server, [validRow({ subject: 'fresh' })]);
    expect(response.status).toBe(201);
    let out = '';
    const run = (argv: string[], env: Record<string, string> = {}) =>
      runMessagesCli(
        argv,
        { DATABASE_URL: database.url, ...env },
        { out: (text) => (out += text), err: (text) => (out += text) },
      );
    expect(await run(['purge'])).toBe(0);
    expect(out).toMatch(/^0 message\(s\) received before/);
    expect(await run(['purge', '--days', '0'])).toBe(2);
    out = '';
    expect(await run(['purge', '--days', '28'])).toBe(0);
    expect(out).toMatch(/^1 message\(s\) received before .* erased \(older than 28 days\)/);
    expect((await server.rows()).map((row) => row.subject)).toEqual(['fresh']);
    await database.exec(`delete from contact_messages`);
  });

  it('users CLI: policy, duplicates, list, remove and reset-password end sessions', async () => {
    const url = database.url;
    expect((await usersCli(url, ['add', 'short@example.com'], 'too-short')).code).toBe(2);
    const common = await usersCli(url, ['add', 'common@example.com'], '123456789abc');
    expect(common).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^The password is too easy to guess .* commonly used password/),
    });
    const own = await usersCli(url, ['add', 'lovelace@example.com'], 'lovelace-is-my-password');
    expect(own).toMatchObject({ code: 2, err: expect.stringMatching(/e-mail/) });
    expect(
      (await usersCli(url, ['add', 'x@example.com', '--password', 'abcdefghijklmnop'])).code,
    ).toBe(2);
    expect((await usersCli(url, ['add', 'not-an-email'])).code).toBe(2);
    expect((await usersCli(url, ['add', 'Member@Example.com'])).code).toBe(0);
    expect((await usersCli(url, ['add', 'member@example.com'])).code).toBe(1);
    expect((await usersCli(url, ['list'])).out).toMatch(
      /^member@example\.com {2}team {2}created /m,
    );

    const token = await signedIn(server, 'member@example.com');
    const newPassword = 'a-brand-new-passphrase-9';
    expect((await usersCli(url, ['reset-password', 'member@example.com'], newPassword)).code).toBe(
      0,
    );
    expect((await adminFetch(server, token, '/me')).status).toBe(401);
    expect((await signIn(server, 'member@example.com', GOOD_PASSWORD)).status).toBe(401);
    const again = await signedIn(server, 'member@example.com', newPassword);
    expect((await usersCli(url, ['remove', 'member@example.com'])).code).toBe(0);
    expect((await adminFetch(server, again, '/me')).status).toBe(401);
    expect((await usersCli(url, ['remove', 'member@example.com'])).code).toBe(1);
  });

  it('pages: /admin redirects to sign-in without a session; both are noindex with the strict CSP', async () => {
    const inbox = await fetch(`${server.url}/admin`, { redirect: 'manual' });
    expect(inbox.status).toBe(303);
    expect(inbox.headers.get('location')).toBe('/admin/sign-in');
    const page = await fetch(`${server.url}/admin/sign-in`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(ADMIN_CSP).not.toMatch(/unsafe/);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const token = await signedIn(server, await addUser('pages@example.com'));
    const cookie = { cookie: `__Host-inbox-session=${token}` };
    const signedInPage = await fetch(`${server.url}/admin`, {
      headers: cookie,
      redirect: 'manual',
    });
    expect(signedInPage.status).toBe(200);
    const signInAgain = await fetch(`${server.url}/admin/sign-in`, {
      headers: cookie,
      redirect: 'manual',
    });
    expect(signInAgain.status).toBe(303);
    expect(signInAgain.headers.get('location')).toBe('/admin');
    // Signed in already: the sign-in page goes on to the page asked for, if it is an admin page.
    for (const [next, location] of [
      ['/admin/insights?period=7d', '/admin/insights?period=7d'],
      ['https://evil.example/admin', '/admin'],
      ['//evil.example/admin', '/admin'],
      ['/admin/../evil', '/admin'],
    ] as const) {
      const onward = await fetch(`${server.url}/admin/sign-in?next=${encodeURIComponent(next)}`, {
        headers: cookie,
        redirect: 'manual',
      });
      expect(onward.headers.get('location'), next).toBe(location);
    }
  });

  it('pages: /admin/insights redirects to sign-in without a session and answers the admin page with its CSP with one', async () => {
    const anonymous = await fetch(`${server.url}/admin/insights?period=7d`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    // Back to the page asked for, its period included, once signed in.
    expect(anonymous.headers.get('location')).toBe(
      '/admin/sign-in?next=%2Fadmin%2Finsights%3Fperiod%3D7d',
    );
    const token = await signedIn(server, await addUser('insights@example.com'));
    const page = await fetch(`${server.url}/admin/insights?period=30d`, {
      headers: { cookie: `__Host-inbox-session=${token}` },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<title>Inbox</title>');
    expect(page.headers.get('content-security-policy')).toBe(ADMIN_CSP);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  /** Creates an account with the good password; returns its e-mail. */
  async function addUser(email: string): Promise<string> {
    expect((await usersCli(database.url, ['add', email])).code).toBe(0);
    return email;
  }
});
