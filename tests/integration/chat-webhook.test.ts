/**
 * The chat webhook (docs/inbox.md "Chat webhook", docs/decisions/0047-chat-webhook-outbox.md) on
 * SQLite and PostgreSQL, against a real HTTP server on a free loopback port as the webhook: each
 * new message is posted once as Slack-compatible JSON naming who, the page and language and the
 * inbox link, never the address, subject or text unless WEBHOOK_INCLUDE_BODY=on; visitor text is
 * escaped for mrkdwn; a 500 is retried after the back-off and a 429 no sooner than its
 * Retry-After; a 400 fails the row for good with the status recorded; spam is not posted until
 * "Not spam"; erasure by address deletes the rows; a backup holds them and retention takes them
 * with their messages; without WEBHOOK_URL nothing is queued. The
 * sender's clock is injected (`now`), so back-off is reached by moving it, never by sleeping.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErasureResponse } from '../../common/admin-api';
import { site } from '../../common/site';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { createInboxRepository } from '../../server/db/inbox-repository';
import { dumpPostgres, restorePostgres } from '../../server/db/postgres-dump';
import { backupSqlite } from '../../server/db/sqlite-backup';
import { NOTIFY_RETRY_BASE_MS, NOTIFY_RETRY_JITTER } from '../../server/notifications/limits';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { scrape, value } from '../helpers/metrics-scrape';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** Longest first retry delay (base plus jitter), and a little. Milliseconds. */
const PAST_FIRST_RETRY_MS = NOTIFY_RETRY_BASE_MS * (1 + NOTIFY_RETRY_JITTER) + 1_000;

/** One request the sink received. */
interface Received {
  method: string;
  contentType: string | undefined;
  body: unknown;
}

/** An answer the sink gives: status, body and headers. */
interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** A loopback HTTP server recording every request; answers from `answers`, then 200 "ok". */
async function startSink() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, response) => {
    void read(request).then((text) => {
      received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'],
        body: JSON.parse(text) as unknown,
      });
      const answer = answers.shift() ?? { status: 200, body: 'ok' };
      response.writeHead(answer.status, answer.headers ?? {});
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/T000/B000`,
    received,
    answers,
    /** The `text` of every post so far. */
    texts: () => received.map((request) => (request.body as { text: string }).text),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits (bounded) until `check` holds, polling every 20 ms. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A clock the test moves forward. */
function testClock() {
  let offsetMs = 0;
  return { now: () => Date.now() + offsetMs, advance: (ms: number) => (offsetMs += ms) };
}

const link = (id: number) =>
  `<${new URL(`/admin?message=${id}`, site.siteUrl).href}|Open in the inbox>`;

describe.each(databaseKinds())('chat webhook on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let sink: Awaited<ReturnType<typeof startSink>>;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    await kind.setup();
  });
  afterAll(async () => {
    await kind.teardown();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A server posting to a fresh sink, its clock, and a reader of its database. */
  const serverWith = async (env: Record<string, string> = {}, webhook = true) => {
    sink = await startSink();
    cleanups.push(() => sink.close());
    const clock = testClock();
    const server = await startTestServer({
      database: await kind.create(),
      env: webhook ? { WEBHOOK_URL: sink.url, ...env } : env,
      notifications: { now: clock.now, pollMs: 50 },
      admin: { retentionJob: false },
    });
    cleanups.push(() => server.close());
    const reader = openDatabase(server.database.url);
    cleanups.push(() => reader.db.destroy());
    return { server, clock, reader };
  };

  /** Stores one row through the public API; returns its id. */
  const store = async (server: TestServer, overrides: Record<string, unknown> = {}) => {
    const response = await postRows(server, [validRow(overrides)], {
      prefer: 'return=representation',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }[])[0]!.id;
  };

  /** The webhook outbox rows, oldest first. */
  const rows = async (reader: OpenDatabase) =>
    (
      await reader.db
        .selectFrom('webhook_outbox')
        .select(['message_id', 'state', 'attempts', 'last_error'])
        .orderBy('id')
        .execute()
    ).map((row) => ({
      ...row,
      message_id: Number(row.message_id),
      attempts: Number(row.attempts),
    }));

  it('posts each new message once, without its address, subject or text, escaped', async () => {
    const { server, reader } = await serverWith();
    const id = await store(server, {
      name: 'Ada <!channel> & Co',
      email: 'ada.private@example.com',
      subject: 'Secret subject',
      message: 'Secret text',
      language: 'fr',
      page: '/fr/contact',
    });
    await until(() => sink.received.length === 1);
    expect(sink.received[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: {
        text: `New message from *Ada &lt;!channel&gt; &amp; Co* on /fr/contact (fr): ${link(id)}`,
      },
    });
    const posted = JSON.stringify(sink.received[0]!.body);
    for (const secret of ['ada.private', 'Secret subject', 'Secret text']) {
      expect(posted).not.toContain(secret);
    }
    await until(async () => (await rows(reader))[0]?.state === 'sent');
    expect(await rows(reader)).toEqual([
      { message_id: id, state: 'sent', attempts: 1, last_error: null },
    ]);

    // A second message: one more post, the first is not posted again.
    const second = await store(server, { name: 'Ben' });
    await until(() => sink.received.length === 2);
    expect(sink.texts()[1]).toBe(`New message from *Ben*: ${link(second)}`);
  });

  it('includes the subject and text with WEBHOOK_INCLUDE_BODY=on', async () => {
    const { server } = await serverWith({ WEBHOOK_INCLUDE_BODY: 'on' });
    const id = await store(server, {
      subject: 'Optimus <pricing>',
      message: 'Two lines\nsecond & last',
      page: '/contact',
      language: 'en',
    });
    await until(() => sink.received.length === 1);
    expect(sink.texts()[0]).toBe(
      `New message from *Ada Lovelace* on /contact (en): ${link(id)}\n*Optimus &lt;pricing&gt;*\n> Two lines\n> second &amp; last`,
    );
    expect(sink.texts()[0]).not.toContain('ada@example.com');
  });

  it('retries a 500 after the back-off and a 429 no sooner than its Retry-After', async () => {
    const { server, clock, reader } = await serverWith({ METRICS_PORT: '0' });
    sink.answers.push({ status: 500, body: 'upstream down' });
    const id = await store(server);
    await until(async () => (await rows(reader))[0]?.last_error !== null);
    expect(await rows(reader)).toEqual([
      { message_id: id, state: 'queued', attempts: 1, last_error: 'HTTP 500: upstream down' },
    ]);
    expect(sink.received).toHaveLength(1);
    clock.advance(PAST_FIRST_RETRY_MS);
    await until(async () => (await rows(reader))[0]?.state === 'sent');
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]!.body).toEqual(sink.received[0]!.body);
    expect((await rows(reader))[0]).toMatchObject({ attempts: 2, last_error: null });

    // 429 with Retry-After: 600 s, far beyond the first back-off (10–12 s).
    sink.answers.push({ status: 429, body: 'slow down', headers: { 'retry-after': '600' } });
    await store(server, { name: 'Ben' });
    await until(async () => (await rows(reader))[1]?.last_error !== null);
    clock.advance(PAST_FIRST_RETRY_MS);
    // Two sender polls (50 ms each) pass without a post.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(3);
    clock.advance(600_000);
    await until(async () => (await rows(reader))[1]?.state === 'sent');
    expect(sink.received).toHaveLength(4);

    // Counted as the notifications are; nothing left queued.
    const metrics = await scrape(server.metricsUrl!);
    expect(value(metrics, 'site_webhook_posts_sent_total')).toBe(2);
    expect(value(metrics, 'site_webhook_post_failures_total')).toBe(2);
    expect(value(metrics, 'site_webhook_posts_failed_total')).toBe(0);
    expect(value(metrics, 'site_webhook_outbox_queued')).toBe(0);
    expect(value(metrics, 'site_webhook_outbox_oldest_age_seconds')).toBe(0);
  });

  it('fails a 400 for good with the status recorded, and a redirect too', async () => {
    const { server, clock, reader } = await serverWith();
    sink.answers.push({ status: 400, body: 'invalid_payload' });
    const id = await store(server);
    await until(async () => (await rows(reader))[0]?.state === 'failed');
    expect(await rows(reader)).toEqual([
      { message_id: id, state: 'failed', attempts: 1, last_error: 'HTTP 400: invalid_payload' },
    ]);
    sink.answers.push({ status: 302, headers: { location: 'https://elsewhere.example/' } });
    const moved = await store(server, { name: 'Ben' });
    await until(async () => (await rows(reader))[1]?.state === 'failed');
    expect((await rows(reader))[1]).toMatchObject({
      message_id: moved,
      last_error: 'HTTP 302 (redirect not followed)',
    });
    clock.advance(3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toHaveLength(2);
  });

  it('posts nothing for spam until "Not spam", and erasure deletes the rows', async () => {
    const { server, reader } = await serverWith();
    await usersCli(server.database.url, ['add', 'ada@team.example']);
    const token = await signedIn(server, 'ada@team.example');
    const spam = await store(server, { website: 'https://autofill.example', name: 'Trapped' });
    const person = await store(server, { name: 'Person' });
    await until(() => sink.received.length === 1);
    expect(sink.texts()).toEqual([`New message from *Person*: ${link(person)}`]);
    expect((await rows(reader)).map((row) => row.message_id)).toEqual([person]);

    expect(
      (await adminFetch(server, token, `/messages/${spam}/not-spam`, { method: 'POST' })).status,
    ).toBe(200);
    await until(() => sink.received.length === 2);
    expect(sink.texts()[1]).toBe(`New message from *Trapped*: ${link(spam)}`);

    sink.answers.push({ status: 503 }, { status: 503 });
    const erased = [
      await store(server, { email: 'erase.me@example.com' }),
      await store(server, { email: 'Erase.Me@example.com' }),
    ];
    await until(async () => (await rows(reader)).length === 4);
    const response = await adminFetch(server, token, '/erasures', {
      method: 'POST',
      body: { email: 'erase.me@example.com' },
    });
    expect(response.status).toBe(200);
    // Both messages' notification rows and webhook rows.
    expect(((await response.json()) as ErasureResponse).counts.outbox).toBe(4);
    const left = (await rows(reader)).map((row) => row.message_id);
    expect(left).toEqual([person, spam]);
    expect(left).not.toContain(erased[0]);
  });

  it('a backup holds the queued posts, and retention takes them with their messages', async () => {
    const { server, reader } = await serverWith();
    sink.answers.push({ status: 503 });
    const id = await store(server, { name: 'Kept' });
    await until(async () => (await rows(reader))[0]?.last_error !== null);
    const folder = await mkdtemp(join(tmpdir(), 'webhook-backup-'));
    try {
      const target = join(folder, kind.name === 'sqlite' ? 'site.db' : 'site.dump');
      const restored = kind.name === 'sqlite' ? undefined : await kind.create();
      if (kind.name === 'sqlite') {
        await backupSqlite(server.database.url.replace(/^file:/, ''), target);
      } else {
        await dumpPostgres(server.database.url, target, { env: process.env });
        await restorePostgres(target, restored!.url, { env: process.env });
      }
      const copy = openDatabase(kind.name === 'sqlite' ? `file:${target}` : restored!.url);
      try {
        expect(await rows(copy)).toEqual([
          { message_id: id, state: 'queued', attempts: 1, last_error: 'HTTP 503' },
        ]);
      } finally {
        await copy.db.destroy();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    // Retention's purge of everything received before tomorrow erases the message and its row.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(await createInboxRepository(reader.db).purgeReceivedBefore(tomorrow)).toBe(1);
    expect(await rows(reader)).toEqual([]);
  });

  it('queues nothing without WEBHOOK_URL', async () => {
    const { server, reader } = await serverWith({}, false);
    await store(server);
    await store(server, { name: 'Ben' });
    expect(await rows(reader)).toEqual([]);
    expect(
      Number(
        (await reader.db.selectFrom('webhook_settings').select('enabled').executeTakeFirstOrThrow())
          .enabled,
      ),
    ).toBe(0);
    expect(sink.received).toEqual([]);
  });
});
