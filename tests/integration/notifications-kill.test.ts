/**
 * DESIGN §6 "kill -9 … its notification is sent": the real server (`server/main.ts` in
 * its own process, SQLite) answers 201, starts the send, and is killed with SIGKILL while the SMTP
 * server holds the message unanswered (after the 201, before the send completed). Restarted on
 * the same file, it releases the dead process's claim at once and the e-mail arrives, once.
 * Bounded: every wait has a time-out; processes are killed in `finally`.
 */
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { createSqliteDatabase } from '../helpers/test-database';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { validRow } from '../helpers/test-server';

/** Waits (bounded) until `check` holds. */
async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('kill -9 between the 201 and the send (SQLite)', () => {
  let smtp: SmtpSink;
  let database: Awaited<ReturnType<typeof createSqliteDatabase>>;
  beforeAll(async () => {
    smtp = await startSmtpSink({ mode: 'stall' });
    database = await createSqliteDatabase();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.dispose();
  });

  const outboxRow = () => {
    const db = new DatabaseSync(database.file, { readOnly: true, timeout: 5_000 });
    try {
      return db.prepare('select state, attempts, locked_until from notification_outbox').get() as
        { state: string; attempts: number; locked_until: string | null } | undefined;
    } finally {
      db.close();
    }
  };

  it('the e-mail still arrives after a restart, once', async () => {
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
      const response = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify([validRow({ subject: 'survives kill -9' })]),
      });
      expect(response.status).toBe(201);
      // The SMTP server has the whole message but has not answered: the send is in flight.
      await until(() => smtp.stalled === 1);
      expect(outboxRow()).toMatchObject({ state: 'queued', attempts: 1 });
      expect(outboxRow()!.locked_until).not.toBeNull();

      expect((await server.kill9()).signal).toBe('SIGKILL');
      expect(smtp.messages).toHaveLength(0);

      smtp.mode = 'accept';
      server = await startServerProcess({ env });
      const [mail] = await smtp.waitFor(1, 15_000);
      expect(decodeHeader(parseMail(mail!.raw).headers.get('subject')!)).toBe(
        '[Contact] survives kill -9',
      );
      await until(() => outboxRow()?.state === 'sent');
      expect(outboxRow()).toMatchObject({ state: 'sent', attempts: 2 });
      expect(smtp.messages).toHaveLength(1);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      server = undefined;
    } finally {
      await server?.kill9();
    }
  }, 60_000);
});
