/**
 * DESIGN §6 "kill -9 … sent once", for the team's replies: the real server (`server/main.ts` in
 * its own process, SQLite) answers 201 to a reply, starts the send, and is killed with SIGKILL
 * while the SMTP server holds the reply unanswered (after the 201, before the send completed).
 * Restarted on the same file, it releases the dead process's claim at once and the reply
 * arrives, once, threaded as before. Bounded: every wait has a time-out; processes are killed in
 * `finally`.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { createSqliteDatabase } from '../helpers/test-database';
import { validRow } from '../helpers/test-server';

/** Waits (bounded) until `check` holds. */
async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const ADA = 'ada@team.example';

describe('kill -9 between a reply’s 201 and its send (SQLite)', () => {
  let smtp: SmtpSink;
  let database: Awaited<ReturnType<typeof createSqliteDatabase>>;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    database = await createSqliteDatabase();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  const mailRow = () => {
    const db = new DatabaseSync(database.file, { readOnly: true, timeout: 5_000 });
    try {
      return db.prepare('select state, attempts, locked_until from mail_outbox').get() as
        { state: string; attempts: number; locked_until: string | null } | undefined;
    } finally {
      db.close();
    }
  };
  const toVisitor = () => smtp.messages.filter((mail) => mail.rcptTo.includes('ada@example.com'));

  it('the reply still arrives after a restart, once', async () => {
    const env = {
      DATABASE_URL: database.url,
      ANON_KEY: DEV_ANON_KEY,
      SMTP_URL: smtp.url,
      NOTIFY_TO: 'team@example.com',
      NOTIFY_FROM: 'noreply@example.com',
      COMPANY_PROFILE_URL: 'off',
    };
    let server: ServerProcess | undefined = await startServerProcess({ env });
    try {
      expect((await usersCli(database.url, ['add', ADA])).code).toBe(0);
      const stored = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: {
          apikey: DEV_ANON_KEY,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
        body: JSON.stringify([validRow({ subject: 'survives kill -9' })]),
      });
      expect(stored.status).toBe(201);
      const [{ id }] = (await stored.json()) as [{ id: number }];
      // The team's notification first, so the stalled send below is the reply's.
      await smtp.waitFor(1, 15_000);
      const notificationId = parseMail(smtp.messages[0]!.raw).headers.get('message-id');

      smtp.mode = 'stall';
      const token = await signedIn(server, ADA);
      const sent = await adminFetch(server, token, `/messages/${id}/replies`, {
        method: 'POST',
        body: { text: 'Answer that must not be lost' },
      });
      expect(sent.status).toBe(201);
      // The SMTP server has the whole reply but has not answered: the send is in flight.
      await until(() => smtp.stalled === 1);
      expect(mailRow()).toMatchObject({ state: 'queued', attempts: 1 });
      expect(mailRow()!.locked_until).not.toBeNull();

      expect((await server.kill9()).signal).toBe('SIGKILL');
      expect(toVisitor()).toHaveLength(0);

      smtp.mode = 'accept';
      server = await startServerProcess({ env });
      await until(() => toVisitor().length === 1);
      await until(() => mailRow()?.state === 'sent');
      expect(mailRow()).toMatchObject({ state: 'sent', attempts: 2 });
      const reply = parseMail(toVisitor()[0]!.raw);
      expect(reply.headers.get('in-reply-to')).toBe(notificationId);
      expect(reply.text).toContain('Answer that must not be lost');
      // Give a duplicate the chance to show up (the sender polls every 5 s; woken at start).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(toVisitor()).toHaveLength(1);
      expect(smtp.messages).toHaveLength(2);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      server = undefined;
    } finally {
      await server?.kill9();
    }
  }, 90_000);
});
