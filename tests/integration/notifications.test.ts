/**
 * Notifications (DESIGN §8) on SQLite: every stored message e-mails the team once, through the
 * outbox, against a real SMTP server (npm smtp-server on a free loopback port,
 * support/smtp-sink.ts). The sender's clock is injected (`now`), so back-off is reached by
 * moving it forward, never by sleeping; every wait is bounded.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { runMessagesCli } from '../../server/cli/messages';
import {
  NOTIFY_GIVE_UP_MS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_JITTER,
} from '../../server/notifications/limits';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { createSqliteDatabase } from '../helpers/test-database';
import { freePort } from '../../support/free-port';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const TEAM = ['team@example.com', 'sales@example.com'];
const FROM = 'Website <noreply@example.com>';

/** A clock the test moves forward. */
function testClock() {
  let offsetMs = 0;
  return { now: () => Date.now() + offsetMs, advance: (ms: number) => (offsetMs += ms) };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server on a fresh SQLite file mailing `smtpUrl`, sender polling every 50 ms. */
async function serverFor(
  smtpUrl: string,
  clock = testClock(),
  env: Record<string, string> = {},
): Promise<TestServer & { file: string }> {
  const database = await createSqliteDatabase();
  const server = await startTestServer({
    database,
    env: { SMTP_URL: smtpUrl, NOTIFY_TO: TEAM.join(', '), NOTIFY_FROM: FROM, ...env },
    notifications: { now: clock.now, pollMs: 50 },
  });
  cleanups.push(() => server.close());
  return Object.assign(server, { file: database.file });
}

async function sink(options: Parameters<typeof startSmtpSink>[0] = {}): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  cleanups.push(() => started.close());
  return started;
}

/** The outbox row of each message, read over a separate connection. */
function outbox(file: string) {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare('select * from notification_outbox order by id').all() as {
      message_id: number;
      state: string;
      attempts: number;
      last_error: string | null;
      locked_until: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** Waits (bounded) until `check` holds, polling every 20 ms. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Longest first retry delay (base plus jitter), and a little. Milliseconds. */
const PAST_FIRST_RETRY_MS = NOTIFY_RETRY_BASE_MS * (1 + NOTIFY_RETRY_JITTER) + 1_000;

describe('notifications (SQLite, real SMTP server)', () => {
  it('a submission produces exactly one e-mail to the team with the right headers and body', async () => {
    const smtp = await sink({ auth: { user: 'mailer', pass: 's3cret/pass' } });
    const server = await serverFor(smtp.url);
    const response = await postRows(
      server,
      [validRow({ name: 'Ada Lovelace', subject: 'Optimus pricing' })],
      {
        prefer: 'return=representation',
      },
    );
    expect(response.status).toBe(201);
    const [stored] = (await response.json()) as { id: number; received_at: string }[];
    const [mail] = await smtp.waitFor(1);
    // Give a duplicate the chance to show up: the sender polls every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);

    expect(mail!.rcptTo.sort()).toEqual([...TEAM].sort());
    expect(mail!.rcptTo).not.toContain('ada@example.com');
    expect(mail!.mailFrom).toBe('noreply@example.com');
    const parsed = parseMail(mail!.raw);
    expect(decodeHeader(parsed.headers.get('subject')!)).toBe('[Contact] Optimus pricing');
    expect(parsed.headers.get('reply-to')).toBe('Ada Lovelace <ada@example.com>');
    expect(parsed.headers.get('to')).toBe('team@example.com, sales@example.com');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.text).toContain('Name: Ada Lovelace');
    expect(parsed.text).toContain('E-mail: ada@example.com');
    expect(parsed.text).toContain('Subject: Optimus pricing');
    expect(parsed.text).toContain('Hello, I would like a quote.');
    expect(parsed.text).toContain(
      `Received: ${stored!.received_at.replace('T', ' ').replace(/\.\d+Z$/, '')} UTC`,
    );
    expect(parsed.html).toContain(
      '<td style="padding:2px 12px 2px 0;vertical-align:top">Ada Lovelace</td>',
    );
    expect(parsed.html).toContain('Hello, I would like a quote.');
    expect(parsed.html).not.toMatch(/<img|src=|url\(|https?:/i);

    await until(() => outbox(server.file)[0]?.state === 'sent');
    expect(outbox(server.file)).toMatchObject([
      { message_id: stored!.id, state: 'sent', attempts: 1 },
    ]);
  });

  it('HTML in every field is escaped; CR/LF cannot inject headers, even in rows stored by another path', async () => {
    const smtp = await sink();
    const server = await serverFor(smtp.url);
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';
    // Through the API: a one-line field with CR/LF is refused (nothing stored, nothing sent)…
    const refused = await postRows(server, [
      validRow({ subject: 'Hi\r\nBcc: victim@example.net' }),
    ]);
    expect(refused.status).toBe(400);
    // …and markup in every field is stored as text.
    const response = await postRows(server, [
      validRow({
        name: `Mallory ${evil}`,
        email: 'mallory@example.com',
        subject: `Hello ${evil}`,
        message: `Text\r\n.\r\nMAIL FROM:<x@example.net>\r\n${evil}`,
      }),
    ]);
    expect(response.status).toBe(201);
    // A row written by another path (the trigger queues those too) with CR/LF in name and subject.
    await server.exec(
      `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
       values ('Eve' || char(13) || char(10) || 'Bcc: victim@example.net', 'eve@example.com',
               'Hi' || char(13) || char(10) || 'Bcc: victim@example.net' || char(10) || 'X-Injected: yes'
                 || char(13) || char(10) || char(13) || char(10) || '<b>body</b>',
               'text', 'new', '2025-03-01T10:00:00.000Z', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    );
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(2);
    for (const mail of smtp.messages) {
      expect(mail.rcptTo.sort()).toEqual([...TEAM].sort());
      const parsed = parseMail(mail.raw);
      expect(parsed.headers.has('bcc')).toBe(false);
      expect(parsed.headers.has('x-injected')).toBe(false);
      expect(parsed.rawHeaders).not.toMatch(/^(Bcc|X-Injected):/im);
      expect(parsed.html).not.toMatch(/<script|<img|<b>/);
    }
    // The sender may deliver the two in either order: tell them apart by their reply address.
    const parsedMails = smtp.messages.map((mail) => parseMail(mail.raw));
    const fromApi = (mail: (typeof parsedMails)[number]) =>
      decodeHeader(mail.headers.get('reply-to')!).includes('mallory@example.com');
    const api = parsedMails.find(fromApi);
    const other = parsedMails.find((mail) => !fromApi(mail));
    expect(decodeHeader(api!.headers.get('subject')!)).toBe(`[Contact] Hello ${evil}`);
    expect(decodeHeader(api!.headers.get('reply-to')!)).toContain('<mallory@example.com>');
    const escaped =
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&quot;&#x27;&amp;';
    expect(api!.html).toContain(`Mallory ${escaped}`);
    expect(api!.html).toContain(`Hello ${escaped}`);
    expect(api!.html).toContain(`MAIL FROM:&lt;x@example.net&gt;`);
    // The message's lone "." line is not the end of DATA (SMTP dot-stuffing, RFC 5321 §4.5.2).
    expect(api!.text).toContain('MAIL FROM:<x@example.net>');
    expect(decodeHeader(other!.headers.get('subject')!)).toBe(
      '[Contact] Hi Bcc: victim@example.net X-Injected: yes <b>body</b>',
    );
    // The name keeps no address of its own (server/notifications/email.ts displayName).
    expect(decodeHeader(other!.headers.get('reply-to')!)).toBe('"Eve Bcc:" <eve@example.com>');
    expect(other!.html).toContain('&lt;b&gt;body&lt;/b&gt;');
  });

  it('honeypot (stored as spam) and rate-limited submissions send nothing', async () => {
    const smtp = await sink();
    const server = await serverFor(smtp.url, testClock(), { RATE_LIMIT_MAX: '2' });
    // Filed as spam: answered 201 like any message, but never mailed (migration 0018's trigger).
    expect((await postRows(server, [validRow({ website: 'http://spam.example' })])).status).toBe(
      201,
    );
    expect((await postRows(server, [validRow({ subject: 'first' })])).status).toBe(201);
    expect((await postRows(server, [validRow({ subject: 'limited' })])).status).toBe(429);
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect(decodeHeader(parseMail(smtp.messages[0]!.raw).headers.get('subject')!)).toBe(
      '[Contact] first',
    );
    expect(outbox(server.file)).toHaveLength(1);
  });

  it('Not spam mails the team once, also when two team members press it at once', async () => {
    const smtp = await sink();
    const server = await serverFor(smtp.url);
    const response = await postRows(
      server,
      [validRow({ website: 'https://autofill.example', subject: 'autofilled' })],
      { prefer: 'return=representation' },
    );
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { id: number }[])[0]!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(0);

    for (const email of ['ada@team.example', 'ben@team.example']) {
      expect((await usersCli(server.database.url, ['add', email])).code).toBe(0);
    }
    const tokens = await Promise.all(
      ['ada@team.example', 'ben@team.example'].map((email) => signedIn(server, email)),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        adminFetch(server, token, `/messages/${id}/not-spam`, { method: 'POST' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
    expect(decodeHeader(parseMail(smtp.messages[0]!.raw).headers.get('subject')!)).toBe(
      '[Contact] autofilled',
    );
    expect(outbox(server.file)).toMatchObject([{ message_id: id, state: 'sent' }]);
  });

  it('an SMTP server that is down, then comes up, gets the e-mail once', async () => {
    const port = await freePort();
    const clock = testClock();
    const server = await serverFor(`smtp://127.0.0.1:${port}`, clock);
    expect((await postRows(server, [validRow()])).status).toBe(201);
    await until(() => (outbox(server.file)[0]?.last_error ?? '').includes('ECONNREFUSED'));
    expect(outbox(server.file)[0]).toMatchObject({ state: 'queued', attempts: 1 });

    const smtp = await sink({ port });
    // Before the back-off has run out nothing is retried…
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(0);
    // …after it, the e-mail goes out once.
    clock.advance(PAST_FIRST_RETRY_MS);
    await smtp.waitFor(1);
    await until(() => outbox(server.file)[0]?.state === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(1);
    expect(outbox(server.file)[0]).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('SMTP refusing with 4xx, then accepting: sent once after the back-off', async () => {
    const smtp = await sink({ mode: 'tempfail' });
    const clock = testClock();
    const server = await serverFor(smtp.url, clock);
    expect((await postRows(server, [validRow()])).status).toBe(201);
    await until(() => (outbox(server.file)[0]?.last_error ?? '').startsWith('451'));
    expect(smtp.refused).toBe(1);
    smtp.mode = 'accept';
    clock.advance(PAST_FIRST_RETRY_MS);
    await smtp.waitFor(1);
    await until(() => outbox(server.file)[0]?.state === 'sent');
    expect(smtp.refused).toBe(1);
    expect(smtp.messages).toHaveLength(1);
  });

  it('gives up after 24 h: failed with the last error, shown by the CLI; resend queues it again', async () => {
    const smtp = await sink({ mode: 'tempfail' });
    const clock = testClock();
    const server = await serverFor(smtp.url, clock);
    const response = await postRows(server, [validRow()], { prefer: 'return=representation' });
    const [{ id }] = (await response.json()) as [{ id: number }];
    /** Attempt `n` has ended (the row is no longer claimed), or the row left 'queued'. */
    const attemptEnded = (n: number) => () => {
      const row = outbox(server.file)[0];
      return !!row && ((row.attempts >= n && row.locked_until === null) || row.state !== 'queued');
    };
    await until(attemptEnded(1));
    // Retries follow the back-off; move the clock past each until a day has gone by.
    let moved = 0;
    while (outbox(server.file)[0]?.state === 'queued') {
      const attempts = outbox(server.file)[0]!.attempts;
      clock.advance(3_600_000 * 1.3);
      moved += 3_600_000 * 1.3;
      expect(moved).toBeLessThan(NOTIFY_GIVE_UP_MS + 3 * 3_600_000);
      await until(attemptEnded(attempts + 1));
    }
    expect(outbox(server.file)[0]).toMatchObject({ state: 'failed' });
    expect(outbox(server.file)[0]!.last_error).toMatch(/^451/);
    expect(smtp.messages).toHaveLength(0);

    const io = { out: '', err: '' };
    const cli = (...argv: string[]) =>
      runMessagesCli(
        argv,
        { DATABASE_URL: server.database.url },
        {
          out: (text) => (io.out += text),
          err: (text) => (io.err += text),
        },
      );
    expect(await cli('list')).toBe(0);
    expect(io.out).toMatch(/Notification: failed \(\d+ attempts\): 451/);

    // The next day the SMTP server is fixed; the team resends (the CLI uses the real clock).
    smtp.mode = 'accept';
    clock.advance(-moved);
    expect(await cli('resend', String(id))).toBe(0);
    expect(io.out).toContain(`Notification of message #${id} queued.`);
    await smtp.waitFor(1);
    await until(() => outbox(server.file)[0]?.state === 'sent');
    io.out = '';
    expect(await cli('list')).toBe(0);
    expect(io.out).toContain('Notification: sent');
    expect(await cli('resend', '999999')).toBe(1);
  });
});
