/**
 * The lead desk (DESIGN §8 "Lead desk") on SQLite and PostgreSQL, through the HTTP API and the
 * messages CLI: status and owner changes and notes land in the message's history with who, when
 * and from → to; two concurrent PATCHes are both in the history and the later one's status wins;
 * the list filters by owner (me, none, an e-mail); an account removed leaves its messages without
 * owner; erasure by address deletes exactly that address's rows in every table, in any case and
 * with spaces, and writes an audit row with the counts and a keyed hash, never the address; the
 * CLI prints the counts and refuses without --yes when it cannot ask.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErasureResponse,
  InboxListResponse,
  InboxMessage,
  InboxMessageDetail,
  InboxNote,
} from '../../common/admin-api';
import { runMessagesCli } from '../../server/cli/messages';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const ADA = 'ada@team.example';
const BEN = 'ben@team.example';
const EDITOR = 'ed@team.example';
const T0 = Date.parse('2026-12-01T09:00:00.000Z');

describe.each(databaseKinds())('lead desk on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let reader: OpenDatabase;
  let clock = T0;
  let ada: string;
  let ben: string;
  let editor: string;

  /** Stores one message through the public API; returns its id. */
  const store = async (email: string, subject = 'Hello') => {
    const response = await postRows(server, [validRow({ email, subject })], {
      prefer: 'return=representation',
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }[])[0]!.id;
  };
  const detail = async (id: number, token = ada) =>
    (await (await adminFetch(server, token, `/messages/${id}`)).json()) as InboxMessageDetail;
  const patch = (id: number, body: unknown, token = ada) =>
    adminFetch(server, token, `/messages/${id}`, { method: 'PATCH', body });
  const list = async (query: string, token = ada) =>
    (
      (await (await adminFetch(server, token, `/messages${query}`)).json()) as InboxListResponse
    ).messages.map((message) => message.id);
  /** Rows of `table` whose message is one of `ids` (or every row without `ids`). */
  const count = async (
    table: 'contact_messages' | 'message_notes' | 'message_history' | 'notification_outbox',
    ids?: number[],
  ) => {
    const column = table === 'contact_messages' ? 'id' : 'message_id';
    let query = reader.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'));
    if (ids) query = query.where(column, 'in', ids.length ? ids : [0]);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      admin: { now: () => clock, retentionJob: false },
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

  it('records status and owner changes and notes, oldest first, in the detail', async () => {
    const id = await store('lead@example.com', 'Pricing');
    clock = T0 + 60_000;
    const changed = await patch(id, { status: 'open', owner: BEN });
    expect(changed.status).toBe(200);
    expect((await changed.json()) as InboxMessage).toMatchObject({ status: 'open', owner: BEN });
    clock = T0 + 120_000;
    const note = await adminFetch(server, ben, `/messages/${id}/notes`, {
      method: 'POST',
      body: { text: '  Called them; wants 40 units.  ' },
    });
    expect(note.status).toBe(201);
    const stored = (await note.json()) as InboxNote;
    expect(stored).toMatchObject({
      author: BEN,
      text: 'Called them; wants 40 units.',
      createdAt: new Date(T0 + 120_000).toISOString(),
    });
    clock = T0 + 180_000;
    // The same status again is no change: nothing recorded for it.
    await patch(id, { status: 'open', owner: null }, ben);

    const seen = await detail(id);
    expect(seen).toMatchObject({ status: 'open', owner: null, sameAddress: 1 });
    expect(seen.notes).toEqual([stored]);
    expect(
      seen.history.map(({ at, actor, kind: what, from, to, noteId }) => ({
        at,
        actor,
        what,
        from,
        to,
        noteId,
      })),
    ).toEqual([
      {
        at: new Date(T0 + 60_000).toISOString(),
        actor: ADA,
        what: 'status',
        from: 'new',
        to: 'open',
        noteId: null,
      },
      {
        at: new Date(T0 + 60_000).toISOString(),
        actor: ADA,
        what: 'owner',
        from: null,
        to: BEN,
        noteId: null,
      },
      {
        at: new Date(T0 + 120_000).toISOString(),
        actor: BEN,
        what: 'note',
        from: null,
        to: null,
        noteId: stored.id,
      },
      {
        at: new Date(T0 + 180_000).toISOString(),
        actor: BEN,
        what: 'owner',
        from: BEN,
        to: null,
        noteId: null,
      },
    ]);
  });

  it('refuses bad changes and notes, and editors', async () => {
    const id = await store('refused@example.com');
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(id, { status: 'lost' })).status).toBe(400);
    expect((await patch(id, { owner: 'stranger@example.com' })).status).toBe(400);
    expect((await patch(id, { owner: EDITOR })).status).toBe(400);
    expect((await patch(id, { color: 'red' })).status).toBe(400);
    expect((await patch(999_999, { status: 'open' })).status).toBe(404);
    const note = (text: unknown, target = id) =>
      adminFetch(server, ada, `/messages/${target}/notes`, { method: 'POST', body: { text } });
    const empty = await note('   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: 'Write a note first.' });
    const long = await note('x'.repeat(2001));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ message: 'A note has at most 2000 characters.' });
    expect((await note('x'.repeat(2000))).status).toBe(201);
    expect((await note('hello', 999_999)).status).toBe(404);
    expect((await patch(id, { status: 'open' }, editor)).status).toBe(403);
    expect(
      (
        await adminFetch(server, editor, '/erasures', {
          method: 'POST',
          body: { email: 'refused@example.com' },
        })
      ).status,
    ).toBe(403);
    expect((await detail(id)).history).toHaveLength(1);
  });

  it('keeps both of two concurrent status changes in the history; the later one wins', async () => {
    const id = await store('race@example.com');
    await patch(id, { status: 'open' });
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        patch(id, { status: 'replied' }, ada),
        patch(id, { status: 'closed' }, ben),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const seen = await detail(id);
      const last = seen.history.slice(-2);
      // Both are recorded, each from the status the other left: nothing was overwritten unseen.
      expect(last.map((event) => event.actor).sort()).toEqual([ADA, BEN]);
      expect(last[1]!.from).toBe(last[0]!.to);
      expect(seen.status).toBe(last[1]!.to);
      await patch(id, { status: 'open' });
    }
  });

  it('filters the list by owner: me, none, an e-mail; a removed account leaves no owner', async () => {
    const mine = await store('mine@example.com');
    const bens = await store('bens@example.com');
    const nobodys = await store('nobody@example.com');
    await patch(mine, { owner: ADA });
    await patch(bens, { owner: BEN });
    expect(await list('?owner=me')).toEqual([mine]);
    expect(await list('?owner=me', ben)).toContain(bens);
    expect(await list(`?owner=${encodeURIComponent(BEN)}`)).toEqual([bens]);
    expect(await list(`?owner=${encodeURIComponent(' BEN@team.example ')}`)).toEqual([bens]);
    expect(await list('?owner=none')).toContain(nobodys);
    expect(await list('?owner=none')).not.toContain(mine);
    expect(await list('?owner=nobody%40else.example')).toEqual([]);
    expect(await list('?owner=me&status=closed')).toEqual([]);
    expect((await adminFetch(server, ada, '/messages?owner=not-an-address')).status).toBe(400);
    const team = await (await adminFetch(server, ada, '/team')).json();
    expect(team).toEqual({ accounts: [ADA, BEN] });

    const extra = 'gone@team.example';
    expect((await usersCli(server.database.url, ['add', extra])).code).toBe(0);
    await patch(nobodys, { owner: extra });
    expect((await usersCli(server.database.url, ['remove', extra])).code).toBe(0);
    expect(await detail(nobodys)).toMatchObject({ owner: null });
    expect(await list('?owner=none')).toContain(nobodys);
  });

  it('erases exactly one address in every table, audited with counts and a keyed hash', async () => {
    const target = [
      await store('erase.me@example.com', 'One'),
      await store('erase.me@example.com'),
    ];
    // A row stored before addresses were normalised: the erasure still finds it.
    await server.exec(
      `update contact_messages set email = ' Erase.Me@Example.COM ' where id = ${target[1]}`,
    );
    const other = await store('keep.me@example.com');
    for (const id of [...target, other]) {
      await patch(id, { status: 'open', owner: BEN });
      await adminFetch(server, ada, `/messages/${id}/notes`, {
        method: 'POST',
        body: { text: `note on ${id}` },
      });
    }
    expect((await detail(target[0]!)).sameAddress).toBe(2);
    const before = {
      messages: await count('contact_messages'),
      notes: await count('message_notes'),
      history: await count('message_history'),
      outbox: await count('notification_outbox'),
    };
    const expected = {
      messages: 2,
      notes: await count('message_notes', target),
      history: await count('message_history', target),
      outbox: await count('notification_outbox', target),
      // No replies here (tests/integration/replies.test.ts erases those).
      replies: 0,
      mail: 0,
    };
    expect(expected).toEqual({ messages: 2, notes: 2, history: 6, outbox: 2, replies: 0, mail: 0 });

    clock = T0 + 3_600_000;
    const response = await adminFetch(server, ada, '/erasures', {
      method: 'POST',
      body: { email: '  ERASE.me@example.com ' },
    });
    expect(response.status).toBe(200);
    const result = (await response.json()) as ErasureResponse;
    expect(result.counts).toEqual(expected);

    for (const table of [
      'contact_messages',
      'message_notes',
      'message_history',
      'notification_outbox',
    ] as const) {
      expect(await count(table, target), table).toBe(0);
    }
    expect(await count('contact_messages')).toBe(before.messages - 2);
    expect(await count('message_notes')).toBe(before.notes - expected.notes);
    expect(await count('message_history')).toBe(before.history - expected.history);
    expect(await count('notification_outbox')).toBe(before.outbox - expected.outbox);
    expect(await count('contact_messages', [other])).toBe(1);
    expect(await count('message_notes', [other])).toBe(1);
    expect(await count('notification_outbox', [other])).toBe(1);
    expect((await adminFetch(server, ada, `/messages?q=erase`)).ok).toBe(true);
    expect(await list('?q=erase')).toEqual([]);

    const audit = await reader.db
      .selectFrom('erasure_audit')
      .selectAll()
      .where('id', '=', result.auditId)
      .executeTakeFirstOrThrow();
    const key = await reader.db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow();
    expect({
      by: audit.erased_by,
      at: new Date(audit.erased_at).toISOString(),
      messages: Number(audit.messages),
      notes: Number(audit.notes),
      history: Number(audit.history),
      outbox: Number(audit.outbox),
      replies: Number(audit.replies),
      mail: Number(audit.mail),
      hash: audit.address_hash,
    }).toEqual({
      by: ADA,
      at: new Date(T0 + 3_600_000).toISOString(),
      ...expected,
      hash: createHmac('sha256', key.value).update('erase.me@example.com').digest('hex'),
    });
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('erase.me');

    // Nothing left to erase: still answered and audited, with zero counts.
    const again = (await (
      await adminFetch(server, ada, '/erasures', {
        method: 'POST',
        body: { email: 'erase.me@example.com' },
      })
    ).json()) as ErasureResponse;
    expect(again.counts).toEqual({
      messages: 0,
      notes: 0,
      history: 0,
      outbox: 0,
      replies: 0,
      mail: 0,
    });
    expect(
      (
        await adminFetch(server, ada, '/erasures', {
          method: 'POST',
          body: { email: 'not an address' },
        })
      ).status,
    ).toBe(400);
  });

  it('CLI: erase prints the counts, asks on a terminal, refuses without --yes otherwise', async () => {
    const ids = [await store('cli.erase@example.com'), await store('cli.erase@example.com')];
    await patch(ids[0]!, { status: 'replied' });
    const run = async (argv: string[], confirm?: (question: string) => Promise<boolean>) => {
      let out = '';
      let err = '';
      const code = await runMessagesCli(
        argv,
        { DATABASE_URL: server.database.url },
        { out: (text) => (out += text), err: (text) => (err += text) },
        confirm,
      );
      return { code, out, err };
    };

    const refused = await run(['erase', 'cli.erase@example.com']);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('add --yes');
    expect(await count('contact_messages', ids)).toBe(2);

    const questions: string[] = [];
    const declined = await run(['erase', 'cli.erase@example.com'], async (question) => {
      questions.push(question);
      return false;
    });
    expect(declined).toMatchObject({ code: 1, err: 'Nothing erased.\n' });
    expect(questions[0]).toContain('Erase 2 message(s) from cli.erase@example.com');
    expect(await count('contact_messages', ids)).toBe(2);

    const done = await run(['erase', 'CLI.Erase@example.com', '--yes']);
    expect(done.code).toBe(0);
    expect(done.out).toMatch(
      /^Erased 2 message\(s\), 0 note\(s\), 1 history event\(s\), 2 notification\(s\), 0 reply\(ies\), 0 queued e-mail\(s\); audit #\d+\.\n$/,
    );
    expect(await count('contact_messages', ids)).toBe(0);
    const audit = await reader.db
      .selectFrom('erasure_audit')
      .select(['erased_by', 'messages'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.erased_by).toMatch(/^cli/);
    expect(Number(audit.messages)).toBe(2);

    for (const argv of [['erase'], ['erase', 'nope'], ['erase', 'a@b.example', 'c@d.example']]) {
      expect((await run(argv)).code, argv.join(' ')).toBe(2);
    }
  });
});
