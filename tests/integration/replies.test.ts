/**
 * Replies from the inbox (DESIGN §8 "Replies") on SQLite and PostgreSQL, against a real SMTP
 * server (npm smtp-server, support/smtp-sink.ts): a reply is e-mailed to the visitor exactly once,
 * From the site (`REPLY_FROM`), Reply-To the team, threaded under the notification's Message-ID,
 * with the visitor's message quoted; it shows in the message's thread with its delivery state;
 * the message moves to `replied` with both events in its history; the API answers 201, 400, 401,
 * 403 (editor, cross-site), 404 and 503; no field adds a header; erasure by address deletes the
 * replies and their e-mails and counts them. The SMTP outage case moves the sender's clock
 * instead of sleeping; every wait is bounded.
 */
import { weekStartOf, type ReplyTimesResponse } from '../../common/reply-times';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErasureResponse, InboxMessageDetail, InboxReply } from '../../common/admin-api';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { dumpPostgres, restorePostgres } from '../../server/db/postgres-dump';
import { backupSqlite } from '../../server/db/sqlite-backup';
import { NOTIFY_RETRY_BASE_MS, NOTIFY_RETRY_JITTER } from '../../server/notifications/limits';
import { freePort } from '../../support/free-port';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { createSqliteDatabase, databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const ADA = 'ada@team.example';
const EDITOR = 'ed@team.example';
const TEAM = ['team@example.com', 'sales@example.com'];

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

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  NOTIFY_TO: TEAM.join(', '),
  NOTIFY_FROM: 'Website <noreply@example.com>',
  REPLY_FROM: 'Acme Sales <hello@example.com>',
});

describe.each(databaseKinds())('replies on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let smtp: SmtpSink;
  let reader: OpenDatabase;
  let ada: string;
  let editor: string;

  /** Stores one message through the public API; returns its id. */
  const store = async (overrides: Record<string, unknown> = {}) => {
    const response = await postRows(server, [validRow(overrides)], {
      prefer: 'return=representation',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }[])[0]!.id;
  };
  const detail = async (id: number) =>
    (await (await adminFetch(server, ada, `/messages/${id}`)).json()) as InboxMessageDetail;
  const reply = (id: number, body: unknown, token = ada, headers: Record<string, string> = {}) =>
    adminFetch(server, token, `/messages/${id}/replies`, { method: 'POST', body, headers });
  /** The mails the sink got whose To is `address`. */
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.rcptTo.includes(address));

  beforeAll(async () => {
    await kind.setup();
    smtp = await startSmtpSink();
    server = await startTestServer({
      database: await kind.create(),
      env: mailEnv(smtp.url),
      notifications: { pollMs: 50 },
      admin: { retentionJob: false },
    });
    expect((await usersCli(server.database.url, ['add', ADA])).code).toBe(0);
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    ada = await signedIn(server, ADA);
    editor = await signedIn(server, EDITOR);
    reader = openDatabase(server.database.url);
  });
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.close();
    await smtp?.close();
    await kind.teardown();
  });

  it('e-mails the reply once, threaded under the notification, with the message quoted', async () => {
    const id = await store({
      name: 'Lina Haddad',
      email: 'lina@example.org',
      subject: 'Optimus pricing',
      message: 'How much for 40 units?\nDelivery to Beirut.',
    });
    // The notification to the team comes first; its Message-ID is what the reply answers.
    await until(() => smtp.messages.some((mail) => mail.rcptTo.includes(TEAM[0]!)));
    const notification = parseMail(
      smtp.messages.find((mail) => mail.rcptTo.includes(TEAM[0]!))!.raw,
    );
    const notificationId = notification.headers.get('message-id')!;
    expect(notificationId).toMatch(new RegExp(`^<contact-message\\.${id}\\.\\d+@example\\.com>$`));

    const response = await reply(id, { text: '  Hello Lina,\n40 units ship in May.  ' });
    expect(response.status).toBe(201);
    const created = (await response.json()) as InboxReply;
    expect(created).toMatchObject({
      author: ADA,
      text: 'Hello Lina,\n40 units ship in May.',
      delivery: { state: 'queued' },
    });

    await until(() => mailsTo('lina@example.org').length === 1);
    // The sender polls every 50 ms: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo('lina@example.org')).toHaveLength(1);
    const mail = mailsTo('lina@example.org')[0]!;
    expect(mail.rcptTo).toEqual(['lina@example.org']);
    expect(mail.mailFrom).toBe('hello@example.com');
    const parsed = parseMail(mail.raw);
    expect(decodeHeader(parsed.headers.get('from')!)).toBe('Acme Sales <hello@example.com>');
    expect(decodeHeader(parsed.headers.get('to')!)).toBe('Lina Haddad <lina@example.org>');
    expect(parsed.headers.get('reply-to')).toBe('team@example.com, sales@example.com');
    expect(decodeHeader(parsed.headers.get('subject')!)).toBe('Re: Optimus pricing');
    expect(parsed.headers.get('in-reply-to')).toBe(notificationId);
    expect(parsed.headers.get('references')).toBe(notificationId);
    expect(parsed.headers.get('message-id')).toMatch(/^<reply\.[0-9a-f-]+@example\.com>$/);
    expect(parsed.headers.has('auto-submitted')).toBe(false);
    expect(parsed.html).toBe('');
    const body = parsed.text.replace(/\r\n/g, '\n');
    expect(body).toContain('Hello Lina,\n40 units ship in May.\n\nOn ');
    expect(body).toContain('Lina Haddad wrote:\n> How much for 40 units?\n> Delivery to Beirut.');

    await until(async () => (await detail(id)).replies[0]?.delivery.state === 'sent');
    const seen = await detail(id);
    expect(seen.status).toBe('replied');
    expect(seen.replies).toEqual([
      {
        ...created,
        delivery: { state: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) },
      },
    ]);
    expect(
      seen.history.map(({ kind: what, actor, from, to, replyId }) => [
        what,
        actor,
        from,
        to,
        replyId,
      ]),
    ).toEqual([
      ['reply', ADA, null, null, created.id],
      ['status', ADA, 'new', 'replied', null],
    ]);

    // A second reply: threaded the same way, the status (already replied) not recorded again.
    expect((await reply(id, { text: 'PS: the quote is attached.' })).status).toBe(201);
    await until(() => mailsTo('lina@example.org').length === 2);
    const second = parseMail(mailsTo('lina@example.org')[1]!.raw);
    expect(second.headers.get('in-reply-to')).toBe(notificationId);
    expect(second.headers.get('message-id')).not.toBe(parsed.headers.get('message-id'));
    expect((await detail(id)).history.map((event) => event.kind)).toEqual([
      'reply',
      'status',
      'reply',
    ]);
  });

  it('no field adds a header: names with addresses, CR/LF from another path, encoded words', async () => {
    const id = await store({
      name: 'IT Support <it@evil.example> =?utf-8?B?QWRtaW4=?=',
      email: 'mallory@example.com',
      subject: 'Hi =?utf-8?B?QWRtaW4=?=',
    });
    // A row stored by another path, CR/LF in name and subject.
    await server.exec(
      `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
       values ('Eve' || char(13) || char(10) || 'Bcc: victim@example.net', 'eve@example.com',
               'Hi' || char(13) || char(10) || 'X-Injected: yes', 'text', 'new',
               '2025-03-01T10:00:00.000Z', ${kind.name === 'postgres' ? 'now()' : "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"})`.replace(
        /char\(/g,
        kind.name === 'postgres' ? 'chr(' : 'char(',
      ),
    );
    const eve = await reader.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'eve@example.com')
      .executeTakeFirstOrThrow();
    const text = 'Thanks\r\nBcc: victim@example.net\r\n\r\n<b>not html</b>';
    expect((await reply(id, { text })).status).toBe(201);
    expect((await reply(Number(eve.id), { text })).status).toBe(201);
    await until(
      () => mailsTo('mallory@example.com').length + mailsTo('eve@example.com').length === 2,
    );
    for (const mail of [...mailsTo('mallory@example.com'), ...mailsTo('eve@example.com')]) {
      expect(mail.rcptTo).toHaveLength(1);
      const parsed = parseMail(mail.raw);
      expect(parsed.rawHeaders).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(parsed.html).toBe('');
    }
    const mallory = parseMail(mailsTo('mallory@example.com')[0]!.raw);
    expect(decodeHeader(mallory.headers.get('to')!)).toBe(
      '"IT Support = ?utf-8?B?QWRtaW4= ?=" <mallory@example.com>',
    );
    expect(mallory.headers.get('subject')).toBe('Re: Hi = ?utf-8?B?QWRtaW4= ?=');
    const body = mallory.text.replace(/\r\n/g, '\n');
    expect(body).toContain('Thanks\nBcc: victim@example.net\n\n<b>not html</b>');
    // The quote's line names the visitor without the address they typed into their name.
    expect(body).toMatch(/, IT Support = \?utf-8\?B\?QWRtaW4= \?= wrote:\n> Hello/);
    const other = parseMail(mailsTo('eve@example.com')[0]!.raw);
    expect(decodeHeader(other.headers.get('to')!)).toBe('"Eve Bcc:" <eve@example.com>');
    expect(decodeHeader(other.headers.get('subject')!)).toBe('Re: Hi X-Injected: yes');
  });

  it('counts the time to first reply per week: the first reply only, this week last', async () => {
    const before = (await (
      await adminFetch(server, ada, '/reply-times')
    ).json()) as ReplyTimesResponse;
    const id = await store({ subject: 'Timed' });
    expect((await reply(id, { text: 'First answer' })).status).toBe(201);
    expect((await reply(id, { text: 'Second answer' })).status).toBe(201);
    const after = (await (
      await adminFetch(server, ada, '/reply-times')
    ).json()) as ReplyTimesResponse;
    expect(after.weeks).toHaveLength(8);
    const thisWeek = after.weeks.at(-1)!;
    expect(thisWeek.weekStart).toBe(new Date(weekStartOf(Date.now())).toISOString().slice(0, 10));
    // One more message answered, however many replies it got.
    expect(thisWeek.replied).toBe(before.weeks.at(-1)!.replied + 1);
    expect(thisWeek.medianMs).toBeGreaterThanOrEqual(0);
    expect(thisWeek.medianMs).toBeLessThan(60_000);
    expect((await adminFetch(server, editor, '/reply-times')).status).toBe(403);
  });

  it('answers 400, 401, 403 (editor, cross-site), 404 and keeps nothing of a refused reply', async () => {
    const id = await store({ email: 'api@example.com' });
    const empty = await reply(id, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Write a reply first.' });
    const long = await reply(id, { text: 'x'.repeat(10_001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'A reply has at most 10000 characters.' });
    expect((await reply(id, { text: 'hi', cc: 'x@example.com' })).status).toBe(400);
    expect((await reply(id, {})).status).toBe(400);
    expect((await reply(0, { text: 'hi' })).status).toBe(400);
    expect((await reply(999_999, { text: 'hi' })).status).toBe(404);
    expect((await reply(id, { text: 'hi' }, '')).status).toBe(401);
    expect((await reply(id, { text: 'hi' }, editor)).status).toBe(403);
    expect((await reply(id, { text: 'hi' }, ada, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const seen = await detail(id);
    expect(seen.replies).toEqual([]);
    expect(seen.status).toBe('new');
    const queued = await reader.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'api@example.com')
      .execute();
    expect(queued).toEqual([]);
  });

  it('a failed e-mail can be sent again (409 otherwise), with the same Message-ID', async () => {
    const id = await store({ email: 'again@example.com' });
    const created = (await (await reply(id, { text: 'One more time' })).json()) as InboxReply;
    await until(() => mailsTo('again@example.com').length === 1);
    await until(async () => (await detail(id)).replies[0]?.delivery.state === 'sent');
    const resend = () =>
      adminFetch(server, ada, `/messages/${id}/replies/${created.id}/resend`, { method: 'POST' });
    expect((await resend()).status).toBe(409);
    expect(
      (await adminFetch(server, ada, `/messages/${id}/replies/999999/resend`, { method: 'POST' }))
        .status,
    ).toBe(404);
    await reader.db
      .updateTable('mail_outbox')
      .set({ state: 'failed', last_error: '554 gave up' })
      .where('recipient', '=', 'again@example.com')
      .execute();
    expect((await detail(id)).replies[0]!.delivery).toMatchObject({
      state: 'failed',
      lastError: '554 gave up',
    });
    expect((await resend()).status).toBe(202);
    await until(() => mailsTo('again@example.com').length === 2);
    const [first, again] = mailsTo('again@example.com').map((mail) => parseMail(mail.raw));
    expect(again!.headers.get('message-id')).toBe(first!.headers.get('message-id'));
  });

  it('erasure by address deletes the replies and their e-mails and counts them', async () => {
    const id = await store({ email: 'Erase.Me@example.com' });
    expect((await reply(id, { text: 'first' })).status).toBe(201);
    expect((await reply(id, { text: 'second' })).status).toBe(201);
    const keep = await store({ email: 'keep@example.com' });
    expect((await reply(keep, { text: 'kept' })).status).toBe(201);
    const response = await adminFetch(server, ada, '/erasures', {
      method: 'POST',
      body: { email: ' erase.me@EXAMPLE.com' },
    });
    expect(response.status).toBe(200);
    const { counts } = (await response.json()) as ErasureResponse;
    expect(counts).toEqual({ messages: 1, notes: 0, history: 3, outbox: 1, replies: 2, mail: 2 });
    const left = async (table: 'message_replies' | 'mail_outbox') =>
      Number(
        (
          await reader.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect((await detail(keep)).replies).toHaveLength(1);
    const mine = await reader.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'erase.me@example.com')
      .execute();
    expect(mine).toEqual([]);
    expect(await left('message_replies')).toBeGreaterThan(0);
  });

  it('a backup holds the replies and their e-mails, and restores them', async () => {
    const id = await store({ email: 'backup@example.com' });
    expect((await reply(id, { text: 'kept in the backup' })).status).toBe(201);
    const folder = await mkdtemp(join(tmpdir(), 'replies-backup-'));
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
        const rows = await copy.db
          .selectFrom('message_replies')
          .innerJoin('mail_outbox', 'mail_outbox.id', 'message_replies.outbox_id')
          .select(['message_replies.body', 'mail_outbox.recipient'])
          .where('message_replies.message_id', '=', id)
          .execute();
        expect(rows).toEqual([{ body: 'kept in the backup', recipient: 'backup@example.com' }]);
      } finally {
        await copy.db.destroy();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('replies through an SMTP outage (SQLite)', () => {
  it('queued with the error while the server is down, then sent once; without SMTP_URL 503', async () => {
    const port = await freePort();
    const clock = testClock();
    const server = await startTestServer({
      database: await createSqliteDatabase(),
      env: mailEnv(`smtp://127.0.0.1:${port}`),
      notifications: { now: clock.now, pollMs: 50 },
      admin: { retentionJob: false },
    });
    let smtp: SmtpSink | undefined;
    try {
      expect((await usersCli(server.database.url, ['add', ADA])).code).toBe(0);
      const token = await signedIn(server, ADA);
      const stored = await postRows(server, [validRow({ email: 'down@example.com' })], {
        prefer: 'return=representation',
      });
      const [{ id }] = (await stored.json()) as [{ id: number }];
      const sent = await adminFetch(server, token, `/messages/${id}/replies`, {
        method: 'POST',
        body: { text: 'Sent while the SMTP server is down' },
      });
      expect(sent.status).toBe(201);
      const thread = async () =>
        ((await (await adminFetch(server, token, `/messages/${id}`)).json()) as InboxMessageDetail)
          .replies;
      await until(async () =>
        ((await thread())[0]?.delivery.lastError ?? '').includes('ECONNREFUSED'),
      );
      expect((await thread())[0]!.delivery).toMatchObject({ state: 'queued', attempts: 1 });

      smtp = await startSmtpSink({ port });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(0);
      clock.advance(NOTIFY_RETRY_BASE_MS * (1 + NOTIFY_RETRY_JITTER) + 1_000);
      // The notification and the reply, each once.
      await until(() => smtp!.messages.length === 2);
      await until(async () => (await thread())[0]?.delivery.state === 'sent');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages.filter((mail) => mail.rcptTo.includes('down@example.com'))).toHaveLength(
        1,
      );
      expect((await thread())[0]!.delivery).toMatchObject({
        state: 'sent',
        attempts: 2,
        lastError: null,
      });
    } finally {
      await server.close();
      await smtp?.close();
    }

    const off = await startTestServer({ admin: { retentionJob: false } });
    try {
      expect((await usersCli(off.database.url, ['add', ADA])).code).toBe(0);
      const token = await signedIn(off, ADA);
      const stored = await postRows(off, [validRow()], { prefer: 'return=representation' });
      const [{ id }] = (await stored.json()) as [{ id: number }];
      const refused = await adminFetch(off, token, `/messages/${id}/replies`, {
        method: 'POST',
        body: { text: 'no mail' },
      });
      expect(refused.status).toBe(503);
    } finally {
      await off.close();
    }
  }, 30_000);
});
