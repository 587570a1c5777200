/**
 * The Spam folder (docs/inbox.md "Spam", docs/decisions/0039-spam-folder.md) on SQLite and
 * PostgreSQL: a filled honeypot or a link-heavy message is answered 201 like any other, stored
 * with status `spam` and its reason, and gets no notification row (migration 0018's trigger); the
 * list counts Spam; "Not spam" moves it to `new` and queues exactly one notification, also when
 * two team members press it at once (one 200, one 409); a status out of Spam by PATCH queues it
 * too, but never a second time; only team accounts may, and only from our Origin; the retention
 * job erases spam 30 days after it arrived (an injected clock), and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxListResponse, InboxMessage } from '../../common/admin-api';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { createInboxRepository } from '../../server/db/inbox-repository';
import { startRetentionJob } from '../../server/retention';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const ADA = 'ada@team.example';
const BEN = 'ben@team.example';
const EDITOR = 'ed@team.example';
const DAY_MS = 86_400_000;
const LINKS = 'https://a.example https://b.example https://c.example https://d.example';

/** A logger that records what the retention job says. */
function quietLog() {
  const lines: unknown[] = [];
  const log = {
    info: (...args: unknown[]) => lines.push(args),
    error: (...args: unknown[]) => lines.push(args),
  };
  return { lines, log: log as never };
}

describe.each(databaseKinds())('Spam folder on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let reader: OpenDatabase;
  let ada: string;
  let ben: string;
  let editor: string;

  /** Stores one row through the public API; returns its id (the answer as the visitor sees it). */
  const store = async (overrides: Record<string, unknown>) => {
    const response = await postRows(server, [validRow(overrides)], {
      prefer: 'return=representation',
    });
    expect(response.status).toBe(201);
    const [row] = (await response.json()) as { id: number; status: string }[];
    expect(row!.status).toBe('new');
    return row!.id;
  };
  const stored = async (id: number) =>
    reader.db
      .selectFrom('contact_messages')
      .select(['status', 'spam_reason'])
      .where('id', '=', id)
      .executeTakeFirst();
  const outboxRows = async (id: number) =>
    Number(
      (
        await reader.db
          .selectFrom('notification_outbox')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('message_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const notSpam = (id: number, token = ada, headers?: Record<string, string>) =>
    adminFetch(server, token, `/messages/${id}/not-spam`, { method: 'POST', headers });

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: { retentionJob: false },
    });
    for (const email of [ADA, BEN]) {
      expect((await usersCli(server.database.url, ['add', email])).code).toBe(0);
    }
    expect((await usersCli(server.database.url, ['add', '--role', 'editor', EDITOR])).code).toBe(0);
    ada = await signedIn(server, ADA);
    ben = await signedIn(server, BEN);
    editor = await signedIn(server, EDITOR);
    reader = openDatabase(server.database.url);
  });
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.close();
    await kind.teardown();
  });

  it('files a filled honeypot and a link-heavy message as spam, answered 201 and not queued', async () => {
    const trapped = await store({ website: 'https://autofill.example', subject: 'Trapped' });
    const linky = await store({ message: LINKS, subject: 'Linky' });
    const person = await store({ message: 'Our site is https://acme.example', subject: 'Person' });
    expect(await stored(trapped)).toEqual({ status: 'spam', spam_reason: 'honeypot' });
    expect(await stored(linky)).toEqual({ status: 'spam', spam_reason: 'score' });
    expect(await stored(person)).toEqual({ status: 'new', spam_reason: null });
    expect(await outboxRows(trapped)).toBe(0);
    expect(await outboxRows(linky)).toBe(0);
    expect(await outboxRows(person)).toBe(1);

    const list = (await (
      await adminFetch(server, ada, '/messages?status=spam')
    ).json()) as InboxListResponse;
    expect(list.messages.map((message) => [message.id, message.spamReason])).toEqual([
      [linky, 'score'],
      [trapped, 'honeypot'],
    ]);
    expect(list.spam).toBe(2);
    expect(list.messages[0]!.notification.state).toBe('none');
  });

  it('Not spam moves it to new and queues one notification, also when two press it at once', async () => {
    const id = await store({ website: 'x', subject: 'Twice' });
    const answers = await Promise.all([notSpam(id, ada), notSpam(id, ben)]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const moved = (await answers
      .find((response) => response.status === 200)!
      .json()) as InboxMessage;
    expect(moved).toMatchObject({ id, status: 'new', spamReason: null });
    // Queued; this server has no SMTP_URL, so the inbox says e-mail is off rather than queued.
    expect(moved.notification.state).toBe('off');
    expect(await stored(id)).toEqual({ status: 'new', spam_reason: null });
    expect(await outboxRows(id)).toBe(1);
    // Pressed again later: nothing changes, nothing is queued.
    expect((await notSpam(id)).status).toBe(409);
    expect(await outboxRows(id)).toBe(1);
    const history = await reader.db
      .selectFrom('message_history')
      .select(['from_value', 'to_value'])
      .where('message_id', '=', id)
      .execute();
    expect(history).toEqual([{ from_value: 'spam', to_value: 'new' }]);
  });

  it('a status out of Spam by PATCH queues the notification once, never a second time', async () => {
    const id = await store({ website: 'x', subject: 'Patched' });
    const patch = (status: string) =>
      adminFetch(server, ada, `/messages/${id}`, { method: 'PATCH', body: { status } });
    expect((await patch('open')).status).toBe(200);
    expect(await stored(id)).toEqual({ status: 'open', spam_reason: null });
    expect(await outboxRows(id)).toBe(1);
    // Marked spam by hand and back: the message already has its notification.
    expect((await patch('spam')).status).toBe(200);
    expect((await patch('new')).status).toBe(200);
    expect(await outboxRows(id)).toBe(1);
  });

  it('only team accounts, and only from our Origin', async () => {
    const id = await store({ website: 'x', subject: 'Guarded' });
    expect((await notSpam(id, editor)).status).toBe(403);
    expect((await notSpam(id, ada, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await notSpam(id, '')).status).toBe(401);
    expect((await notSpam(999_999)).status).toBe(404);
    expect(await stored(id)).toEqual({ status: 'spam', spam_reason: 'honeypot' });
    expect(await outboxRows(id)).toBe(0);
  });

  it('the retention job erases spam 30 days after it arrived, and nothing else', async () => {
    const spam = await store({ website: 'x', subject: 'Old spam' });
    const kept = await store({ subject: 'Old message' });
    const run = async (nowMs: number) => {
      const { log } = quietLog();
      const job = startRetentionJob({
        inbox: createInboxRepository(reader.db),
        retentionDays: 365,
        log,
        now: () => nowMs,
      });
      await job.stop();
    };
    await run(Date.now() + 29 * DAY_MS);
    expect(await stored(spam)).toBeDefined();
    await run(Date.now() + 31 * DAY_MS);
    expect(await stored(spam)).toBeUndefined();
    expect(await stored(kept)).toEqual({ status: 'new', spam_reason: null });
    // Every spam message of before is gone too; the others stay.
    const left = await reader.db.selectFrom('contact_messages').select('status').execute();
    expect(left.some((row) => row.status === 'spam')).toBe(false);
    expect(left.length).toBeGreaterThan(0);
  });
});
