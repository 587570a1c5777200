/**
 * supabase/migrations/*.sql applied to a private PostgreSQL with Supabase's `anon` and
 * `authenticated` roles (DESIGN §3, §4): as `anon` an insert with status 'new' works, another
 * status is refused, select returns nothing, update and delete are refused, and
 * INSERT … RETURNING (PostgREST's return=representation) is refused — which is why the client
 * asks for return=minimal against Supabase. The constraints are checked to behave exactly like
 * our own migration (server/db/migrations/0001) on the same rows.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH } from '../../common/contact-schema';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';

const MIGRATIONS = resolve(import.meta.dirname, '..', '..', 'supabase', 'migrations');
const skipReason = postgresSkipReason();

/** The client columns and a valid row's values, in that order. */
const COLUMNS = ['name', 'email', 'subject', 'message', 'status', 'created_at'] as const;
type Row = Record<(typeof COLUMNS)[number], unknown>;
const valid = (overrides: Partial<Row> = {}): Row => ({
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question.',
  status: 'new',
  created_at: '2025-03-01T10:00:00Z',
  ...overrides,
});
const insertSql = (returning = false) =>
  `insert into contact_messages (${COLUMNS.join(', ')}) values ($1, $2, $3, $4, $5, $6)${returning ? ' returning *' : ''}`;
const params = (row: Row) => COLUMNS.map((column) => row[column]);

/** The SQLSTATE of a rejected promise, or 'ok'. */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return String((error as { code?: unknown }).code ?? error);
  }
}

describe.skipIf(Boolean(skipReason))('supabase/migrations with RLS, as anon', () => {
  let cluster: PrivatePostgres;
  let supabaseUrl: string;
  let ownUrl: string;
  let superuser: pg.Client;

  /**
   * Runs `fn` as `role` inside a transaction on a superuser connection (SET LOCAL ROLE),
   * committed when it resolves, rolled back when it throws.
   */
  async function as<T>(role: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: supabaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${role}`);
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  }
  const count = async () =>
    Number((await superuser.query('select count(*) as n from contact_messages')).rows[0]?.n);

  beforeAll(async () => {
    cluster = await startPostgres();
    // Supabase's API roles; the migration must not depend on anything else of Supabase.
    await cluster.query('create role anon nologin; create role authenticated nologin;');
    supabaseUrl = await cluster.createDatabase();
    superuser = new pg.Client({ connectionString: supabaseUrl });
    await superuser.connect();
    const files = readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await superuser.query(readFileSync(join(MIGRATIONS, file), 'utf8'));
    // Supabase lets the API roles use the public schema.
    await superuser.query('grant usage on schema public to anon, authenticated');

    ownUrl = await cluster.createDatabase();
    const own = openDatabase(ownUrl);
    await migrateToLatest(own.db, own.dialect);
    await own.db.destroy();
  });
  afterAll(async () => {
    await superuser?.end();
    await cluster?.stop();
  });

  it('anon inserts a row with status new; it is stored with received_at set', async () => {
    const before = await count();
    await as('anon', (client) =>
      client.query(insertSql(), params(valid({ subject: 'from anon' }))),
    );
    expect(await count()).toBe(before + 1);
    const stored = await superuser.query(
      "select status, received_at from contact_messages where subject = 'from anon'",
    );
    expect(stored.rows[0]?.status).toBe('new');
    expect(stored.rows[0]?.received_at).toBeInstanceOf(Date);
  });

  it('without a status the default new applies and passes the policy', async () => {
    await as('anon', (client) =>
      client.query(
        "insert into contact_messages (name, email, subject, message, created_at) values ('Bo', 'bo@example.com', 'default', 'Hi', now())",
      ),
    );
    const stored = await superuser.query(
      "select status from contact_messages where subject = 'default'",
    );
    expect(stored.rows).toEqual([{ status: 'new' }]);
  });

  it('anon may send the page it wrote from: a site path only, never a URL or a query', async () => {
    const insertWithPage = (subject: string, page: string) =>
      as('anon', (client) =>
        client.query(
          'insert into contact_messages (name, email, subject, message, created_at, page) values ($1, $2, $3, $4, now(), $5)',
          ['Bo', 'bo@example.com', subject, 'Hi', page],
        ),
      );
    await insertWithPage('with page', '/fr/contact');
    const stored = await superuser.query(
      "select page from contact_messages where subject = 'with page'",
    );
    expect(stored.rows).toEqual([{ page: '/fr/contact' }]);
    const before = await count();
    for (const page of ['https://evil.example/contact', '/contact?email=a@b.c', '/Contact', '']) {
      const error = await insertWithPage('bad page', page).catch(
        (caught: unknown) => caught as { code: string },
      );
      expect(error).toMatchObject({ code: '23514' });
    }
    expect(await count()).toBe(before);
  });

  it('another status is refused by the policy (42501) and nothing is stored', async () => {
    const before = await count();
    const error = await as('anon', (client) =>
      client.query(insertSql(), params(valid({ status: 'open' }))),
    ).catch((caught: unknown) => caught as { code: string; message: string });
    expect(error).toMatchObject({ code: '42501' });
    expect((error as { message: string }).message).toContain('row-level security policy');
    expect(await count()).toBe(before);
  });

  it('a filled honeypot is stored as spam (reason honeypot) without its value; anon cannot file spam itself', async () => {
    const insert = (website: string, status = 'new') =>
      as('anon', (client) =>
        client.query(
          'insert into contact_messages (name, email, subject, message, status, created_at, website) values ($1, $2, $3, $4, $5, now(), $6)',
          [
            'Ada',
            'ada@example.com',
            `honeypot ${website || 'empty'} ${status}`,
            'Hi',
            status,
            website,
          ],
        ),
      );
    await insert('https://autofill.example');
    await insert('');
    const stored = await superuser.query(
      "select subject, status, spam_reason, website from contact_messages where subject like 'honeypot %' order by id",
    );
    expect(stored.rows).toEqual([
      {
        subject: 'honeypot https://autofill.example new',
        status: 'spam',
        spam_reason: 'honeypot',
        website: null,
      },
      { subject: 'honeypot empty new', status: 'new', spam_reason: null, website: null },
    ]);
    const before = await count();
    expect(await outcome(insert('', 'spam'))).toBe('42501');
    expect(
      await outcome(
        as('anon', (client) =>
          client.query(
            "insert into contact_messages (name, email, subject, message, created_at, spam_reason) values ('A', 'a@b.co', 's', 'm', now(), 'score')",
          ),
        ),
      ),
    ).toBe('42501');
    expect(await count()).toBe(before);
  });

  it('server columns (id, received_at) are not writable by anon', async () => {
    const before = await count();
    expect(
      await outcome(
        as('anon', (client) =>
          client.query(
            "insert into contact_messages (name, email, subject, message, created_at, received_at) values ('A', 'a@b.co', 's', 'm', now(), now())",
          ),
        ),
      ),
    ).toBe('42501');
    expect(await count()).toBe(before);
  });

  it('select returns nothing although rows exist', async () => {
    expect(await count()).toBeGreaterThan(0);
    const selected = await as('anon', (client) => client.query('select * from contact_messages'));
    expect(selected.rows).toEqual([]);
    const authenticated = await as('authenticated', (client) =>
      client.query('select * from contact_messages'),
    );
    expect(authenticated.rows).toEqual([]);
  });

  it('insert … returning (return=representation) is refused, so the client asks for return=minimal', async () => {
    const before = await count();
    expect(
      await outcome(as('anon', (client) => client.query(insertSql(true), params(valid())))),
    ).toBe('42501');
    expect(await count()).toBe(before);
  });

  it('update and delete are refused (permission denied) and change nothing', async () => {
    const snapshot = (await superuser.query('select * from contact_messages order by id')).rows;
    expect(
      await outcome(
        as('anon', (client) => client.query("update contact_messages set status = 'open'")),
      ),
    ).toBe('42501');
    expect(
      await outcome(as('anon', (client) => client.query('delete from contact_messages'))),
    ).toBe('42501');
    expect(await outcome(as('anon', (client) => client.query('truncate contact_messages')))).toBe(
      '42501',
    );
    expect((await superuser.query('select * from contact_messages order by id')).rows).toEqual(
      snapshot,
    );
  });

  it('the constraints answer exactly like our own migration on the same rows', async () => {
    const cases: Row[] = [
      valid(),
      valid({ name: '' }),
      valid({ name: 'n'.repeat(CONTACT_MAX_LENGTH.name) }),
      valid({ name: 'n'.repeat(CONTACT_MAX_LENGTH.name + 1) }),
      valid({ name: null }),
      valid({ email: 'ab' }),
      valid({ email: 'no-at-sign' }),
      valid({ email: '@x' }),
      valid({ email: `${'e'.repeat(CONTACT_MAX_LENGTH.email - 6)}@x.com` }),
      valid({ email: `${'e'.repeat(CONTACT_MAX_LENGTH.email - 5)}@x.com` }),
      valid({ email: null }),
      valid({ subject: '' }),
      valid({ subject: 's'.repeat(CONTACT_MAX_LENGTH.subject + 1) }),
      valid({ message: 'm'.repeat(CONTACT_MAX_LENGTH.message) }),
      valid({ message: 'm'.repeat(CONTACT_MAX_LENGTH.message + 1) }),
      valid({ message: null }),
      valid({ status: 'open' }),
      valid({ status: 'spam' }),
      valid({ status: 'deleted' }),
      valid({ status: null }),
      valid({ created_at: null }),
      valid({ created_at: 'not a date' }),
    ];
    const run = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const results: string[] = [];
        for (const row of cases) {
          await client.query('begin');
          results.push(await outcome(client.query(insertSql(), params(row))));
          await client.query('rollback');
        }
        return results;
      } finally {
        await client.end();
      }
    };
    const supabase = await run(supabaseUrl);
    expect(supabase).toEqual(await run(ownUrl));
    expect(supabase).toEqual([
      'ok',
      '23514',
      'ok',
      '23514',
      '23502',
      '23514',
      '23514',
      '23514',
      'ok',
      '23514',
      '23502',
      '23514',
      '23514',
      'ok',
      '23514',
      '23502',
      'ok',
      'ok',
      '23514',
      '23502',
      '23502',
      '22007',
    ]);
  });
});

if (skipReason) {
  describe('supabase/migrations with RLS', () => {
    it.skip(skipReason, () => {});
  });
}
