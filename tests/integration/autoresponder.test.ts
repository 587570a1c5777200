/**
 * The inbox's autoresponder (docs/inbox.md "Autoresponder") on SQLite and PostgreSQL, against a
 * real SMTP server (support/smtp-sink.ts): a new message queues one acknowledgement in its page's
 * language (French in French; Arabic with `lang="ar" dir="rtl"` in the HTML), From `REPLY_FROM`,
 * Reply-To the team, `Auto-Submitted`; at most one per address per 24 h (the clock moved, never
 * slept), also for concurrent submissions; none for spam, one on "Not spam" under the same rule;
 * the published copy in the database is used (a draft is not); erasure by address removes the
 * guard row and the acknowledgement; off by default and without SMTP nothing is queued.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressHash, erasureKey } from '../../server/db/erasure';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { AUTORESPONSE_INTERVAL_MS } from '../../server/contact/limits';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { adminFetch, signedIn, usersCli } from '../helpers/admin';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const ADA = 'ada@team.example';
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

describe.each(databaseKinds())('autoresponder on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let smtp: SmtpSink;
  let reader: OpenDatabase;
  let ada: string;
  const clock = testClock();

  /** Stores one message through the public API; returns its id (in a list). */
  const store = async (row: Record<string, unknown>) => {
    const response = await postRows(server, [validRow(row)], {
      prefer: 'return=representation',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { id: number }[]).map((row) => row.id);
  };
  /** The queued acknowledgements to `address` (lower-cased, as the outbox stores it). */
  const acknowledgements = (address: string) =>
    reader.db
      .selectFrom('mail_outbox')
      .select(['contact_message_id', 'subject', 'html_body', 'text_body'])
      .where('kind', '=', 'autoresponse')
      .where('recipient', '=', address)
      .orderBy('id')
      .execute();
  const mailsTo = (address: string) =>
    smtp.messages.filter((mail) => mail.rcptTo.includes(address));

  beforeAll(async () => {
    await kind.setup();
    smtp = await startSmtpSink();
    server = await startTestServer({
      database: await kind.create(),
      env: { ...mailEnv(smtp.url), AUTORESPONDER: 'on' },
      notifications: { pollMs: 50 },
      admin: { retentionJob: false, now: clock.now },
    });
    expect((await usersCli(server.database.url, ['add', ADA])).code).toBe(0);
    ada = await signedIn(server, ADA);
    reader = openDatabase(server.database.url);
  });
  afterAll(async () => {
    await reader?.db.destroy();
    await server?.close();
    await smtp?.close();
    await kind.teardown();
  });

  it('acknowledges a French message in French, from REPLY_FROM, Reply-To the team', async () => {
    const [id] = await store({
      name: 'Chloé Martin',
      email: 'chloe@example.fr',
      language: 'fr',
      page: '/fr/contact',
    });
    await until(() => mailsTo('chloe@example.fr').length === 1);
    const parsed = parseMail(mailsTo('chloe@example.fr')[0]!.raw);
    expect(mailsTo('chloe@example.fr')[0]!.mailFrom).toBe('hello@example.com');
    expect(decodeHeader(parsed.headers.get('from')!)).toBe('Acme Sales <hello@example.com>');
    expect(decodeHeader(parsed.headers.get('to')!)).toBe('Chloé Martin <chloe@example.fr>');
    expect(parsed.headers.get('reply-to')).toBe('team@example.com, sales@example.com');
    expect(decodeHeader(parsed.headers.get('subject')!)).toBe('Nous avons bien reçu votre message');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-replied');
    expect(parsed.text).toContain('Bonjour Chloé Martin,');
    expect(parsed.text).toContain('accusé de réception automatique');
    expect(parsed.html).toContain('<html lang="fr" dir="ltr">');
    // Nothing of the message but the name is echoed.
    expect(parsed.text).not.toContain('Optimus pricing');
    expect((await acknowledgements('chloe@example.fr'))[0]!.contact_message_id).toBe(id);
  });

  it('acknowledges an Arabic message in Arabic, right to left', async () => {
    await store({ name: 'ليلى', email: 'layla@example.org', language: 'ar', page: '/ar/contact' });
    await until(() => mailsTo('layla@example.org').length === 1);
    const parsed = parseMail(mailsTo('layla@example.org')[0]!.raw);
    expect(decodeHeader(parsed.headers.get('subject')!)).toBe('لقد تلقّينا رسالتكم');
    expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(parsed.html).toContain('<body dir="rtl">');
    expect(parsed.html).toContain('مرحبًا ليلى،');
    expect(parsed.text).toContain('مرحبًا ليلى،');
  });

  it('one per address per 24 h, whatever its case; the next one after 24 h', async () => {
    await store({ email: 'repeat@example.com', language: 'en' });
    await store({ email: 'Repeat@Example.COM', language: 'de' });
    await store({ email: 'REPEAT@example.com' });
    expect(await acknowledgements('repeat@example.com')).toHaveLength(1);
    clock.advance(AUTORESPONSE_INTERVAL_MS - 60_000);
    await store({ email: 'repeat@example.com', language: 'es' });
    expect(await acknowledgements('repeat@example.com')).toHaveLength(1);
    clock.advance(60_000);
    await store({ email: 'repeat@example.com', language: 'es' });
    const sent = await acknowledgements('repeat@example.com');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe('Hemos recibido su mensaje');
    // The clock is the sign-in's too: a session from a day ago has expired.
    ada = await signedIn(server, ADA);
  });

  it('concurrent submissions from one address produce exactly one acknowledgement', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postRows(server, [validRow({ email: 'burst@example.com', subject: `Burst ${index}` })]),
      ).map(async (response) => (await response).status),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await acknowledgements('burst@example.com')).toHaveLength(1);
    const stored = await reader.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', 'burst@example.com')
      .execute();
    expect(stored).toHaveLength(12);
  });

  it('spam gets none; "Not spam" acknowledges it once, under the same 24 h rule', async () => {
    const [spam] = await store({ email: 'caught@example.com', website: 'http://bot.example' });
    const [second] = await store({ email: 'caught@example.com', website: 'http://bot.example' });
    expect(await acknowledgements('caught@example.com')).toHaveLength(0);
    const moved = await adminFetch(server, ada, `/messages/${spam}/not-spam`, { method: 'POST' });
    expect(moved.status).toBe(200);
    const sent = await acknowledgements('caught@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.contact_message_id).toBe(spam);
    // The same address within 24 h: moved, but not acknowledged again.
    expect(
      (await adminFetch(server, ada, `/messages/${second}/not-spam`, { method: 'POST' })).status,
    ).toBe(200);
    expect(await acknowledgements('caught@example.com')).toHaveLength(1);
    // Out of Spam through the Handling form's status: the same as "Not spam".
    const [handled] = await store({ email: 'handled@example.com', website: 'x' });
    expect(await acknowledgements('handled@example.com')).toHaveLength(0);
    const changed = await adminFetch(server, ada, `/messages/${handled}`, {
      method: 'PATCH',
      body: { status: 'open' },
    });
    expect(changed.status).toBe(200);
    expect(await acknowledgements('handled@example.com')).toHaveLength(1);
  });

  it('uses the published copy of the database, not a draft', async () => {
    const published = {
      subject: 'Danke, {name}: Ihre Nachricht ist da',
      greeting: 'Guten Tag {name},',
      paragraphs: ['Wir melden uns bald.'],
      signature: 'Das Vertriebsteam',
    };
    // What a publish records (server/content/editor.ts): a published revision and the head on it.
    const seed = JSON.parse(
      (await import('node:fs')).readFileSync('app/content/modules/contact/de.json', 'utf8'),
    ) as Record<string, unknown>;
    const revision = await reader.db
      .insertInto('content_revisions')
      .values({
        module: 'contact',
        language: 'de',
        data: JSON.stringify({ ...seed, autoresponse: published }),
        kind: 'published',
        author: 'ed@team.example',
        created_at: new Date().toISOString(),
        base_revision_id: null,
        publish_id: null,
        english_revision_id: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const draft = await reader.db
      .insertInto('content_revisions')
      .values({
        module: 'contact',
        language: 'de',
        data: JSON.stringify({ ...seed, autoresponse: { ...published, subject: 'Entwurf' } }),
        kind: 'draft',
        author: 'ed@team.example',
        created_at: new Date().toISOString(),
        base_revision_id: Number(revision.id),
        publish_id: null,
        english_revision_id: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await reader.db
      .insertInto('content_heads')
      .values({
        module: 'contact',
        language: 'de',
        draft_revision_id: Number(draft.id),
        published_revision_id: Number(revision.id),
      })
      .execute();
    await store({ name: 'Jonas', email: 'jonas@example.de', language: 'de' });
    const [sent] = await acknowledgements('jonas@example.de');
    expect(sent!.subject).toBe('Danke, Jonas: Ihre Nachricht ist da');
    expect(sent!.text_body).toBe('Guten Tag Jonas,\n\nWir melden uns bald.\n\nDas Vertriebsteam\n');
    expect(sent!.html_body).toContain('<html lang="de" dir="ltr">');
  });

  it('erasure by address deletes the guard row and the acknowledgement', async () => {
    await store({ email: 'forget.me@example.com' });
    const key = await erasureKey(reader.db, null);
    const guard = () =>
      reader.db
        .selectFrom('autoresponse_guard')
        .select('last_sent_at')
        .where('address_hash', '=', addressHash(key.key, 'forget.me@example.com'))
        .execute();
    expect(await guard()).toHaveLength(1);
    const response = await adminFetch(server, ada, '/erasures', {
      method: 'POST',
      body: { email: 'Forget.Me@example.com' },
    });
    expect(response.status).toBe(200);
    expect(await guard()).toHaveLength(0);
    expect(await acknowledgements('forget.me@example.com')).toHaveLength(0);
  });
});

describe('autoresponder switched off', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.close();
  });

  const queued = async (server: TestServer) => {
    const reader = openDatabase(server.database.url);
    try {
      return await reader.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'autoresponse')
        .execute();
    } finally {
      await reader.db.destroy();
    }
  };

  it('is off by default: e-mail on, no acknowledgement queued', async () => {
    const server = await startTestServer({
      env: mailEnv(smtp.url),
      admin: { retentionJob: false },
    });
    try {
      expect(server.env.autoresponder).toBe(false);
      expect((await postRows(server, [validRow({ language: 'fr' })])).status).toBe(201);
      expect(await queued(server)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('queues nothing without SMTP_URL even when on', async () => {
    const server = await startTestServer({
      env: { AUTORESPONDER: 'on' },
      admin: { retentionJob: false },
    });
    try {
      expect(server.env.autoresponder).toBe(true);
      expect((await postRows(server, [validRow()])).status).toBe(201);
      expect(await queued(server)).toHaveLength(0);
    } finally {
      await server.close();
    }
  });
});
