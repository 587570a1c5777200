/**
 * The contact API's input rules (common/text-safety.ts) through the real server, on SQLite and on
 * PostgreSQL: the same input gets the same answer on both (year 0000 was 201 on SQLite and 500 on
 * PostgreSQL), lone surrogates, control characters and over-long address parts are refused with 400
 * 23514 and a message for people, and bidi or zero-width characters never reach the database.
 */
import { beforeAll, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE } from '../../common/contact-schema';
import { describeOnEachDatabase } from '../helpers/each-database';
import { postRows, validRow, type TestServer } from '../helpers/test-server';

describeOnEachDatabase('input rules on $name', (started) => {
  let server: TestServer;
  beforeAll(() => {
    server = started();
  });

  async function post(overrides: Record<string, unknown>) {
    // JSON.stringify escapes a lone surrogate as \ud800, so it reaches the server as sent.
    const response = await postRows(server, [validRow(overrides)], {
      prefer: 'return=representation',
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it.each([
    ['created_at in year 0000', { created_at: '0000-01-01T00:00:00Z' }, 'created_at'],
    ['created_at in year 9999', { created_at: '9999-12-31T23:59:59Z' }, 'created_at'],
    ['created_at in 1999', { created_at: '1999-12-31T23:59:59Z' }, 'created_at'],
    ['a lone surrogate in the name', { name: 'a\ud800b' }, 'name'],
    ['a lone surrogate in the message', { message: 'a\udc00b' }, 'message'],
    ['a name of zero-width characters only', { name: '\u200b\u200c\u200d\ufeff' }, 'name'],
    ['an ESC sequence in the name', { name: 'Ada\u001b[2J' }, 'name'],
    ['a C1 CSI in the subject', { subject: 'Hi\u009b2J' }, 'subject'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'message'],
    ['an OSC title sequence in the message', { message: 'a\u001b]0;owned\u0007b' }, 'message'],
    ['a local part of 65 characters', { email: `${'l'.repeat(65)}@example.com` }, 'email'],
    ['a domain label of 64 characters', { email: `a@${'d'.repeat(64)}.com` }, 'email'],
  ])('refuses %s with 400 23514 and stores nothing', async (_label, overrides, column) => {
    const before = await server.count();
    const { status, body } = await post(overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: '23514' });
    const { message, details } = body as { message: string; details: string };
    expect(message).not.toMatch(/^Invalid|wrong on our side/);
    expect(details).toContain(column);
    expect(await server.count()).toBe(before);
  });

  it('answers the exact messages the form shows', async () => {
    expect((await post({ created_at: '0000-01-01T00:00:00Z' })).body).toMatchObject({
      message: "created_at must be between 2000 and 2100; please check your device's date",
    });
    expect((await post({ name: 'a\ud800b' })).body).toMatchObject({
      message: 'Name contains a broken character; please retype it',
    });
    expect((await post({ name: '\u200b\u200b' })).body).toMatchObject({
      message: 'Please enter your name',
    });
    expect((await post({ name: 'Ada\u001b[2J' })).body).toMatchObject({
      message: 'Name must be one line, without tabs or control characters',
    });
    expect((await post({ message: 'a\u0007b' })).body).toMatchObject({
      message: 'Message must not contain control characters (line breaks and tabs are fine)',
    });
    expect((await post({ email: `${'l'.repeat(65)}@example.com` })).body).toMatchObject({
      message: INVALID_EMAIL_MESSAGE,
    });
  });

  it('accepts the range ends, stores bidi controls and invisible characters stripped', async () => {
    const subject = 'issue18-bidi Invoice \u202egpj.exe\u202c';
    const { status, body } = await post({
      name: '\ufeffAda\u200b \u2066Lovelace\u2069\u200f',
      subject,
      message: 'Hello\u202e there\r\n\tFamily 👨\u200d👩\u200d👧',
      created_at: '2000-01-01T00:00:00Z',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject([
      {
        name: 'Ada Lovelace',
        subject: 'issue18-bidi Invoice gpj.exe',
        message: 'Hello there\r\n\tFamily 👨\u200d👩\u200d👧',
      },
    ]);
    const stored = (await server.rows()).find((row) => row.subject.startsWith('issue18-bidi'));
    expect(stored).toMatchObject({ name: 'Ada Lovelace', subject: 'issue18-bidi Invoice gpj.exe' });
    expect(stored?.message).toBe('Hello there\r\n\tFamily 👨\u200d👩\u200d👧');
    expect(new Date(stored?.created_at ?? '').toISOString()).toBe('2000-01-01T00:00:00.000Z');
    expect((await post({ created_at: '2100-01-01T00:00:00Z' })).status).toBe(201);
  });
});
