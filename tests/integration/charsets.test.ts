/**
 * Declared charsets (RFC 9110 §8.3.2, WHATWG Encoding), on SQLite and PostgreSQL: the no-script
 * form decodes its fields in the charset its Content-Type names, so `José` posted as ISO-8859-1
 * is stored as `José`, and refuses (415) what it cannot decode; bytes that are not text in the
 * charset are refused (400) with the values shown back; the JSON API takes UTF-8 only (RFC 8259
 * §8.1) and refuses any other declared charset with 415. Nothing refused is stored.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_ERROR_ID } from '../../app/components/sections/contact-form';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** The built site (`npm run build` first): its /contact page and the server build answering it. */
const dir = resolve('build/client');

/** An urlencoded body from raw parts (bytes as given: percent-escapes or raw legacy bytes). */
const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Uint8Array.from(part))),
    ),
  );

beforeAll(() => {
  if (!existsSync(resolve(dir, '../server/index.js')))
    throw new Error('build/server/index.js is missing: run npm run build first');
});

describe.each(databaseKinds())('declared charsets on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({ database: await kind.create(), clientDir: dir });
  });
  afterAll(async () => {
    await server?.close();
    await kind.teardown();
  });
  beforeEach(async () => {
    await server.exec('delete from contact_messages');
  });

  const postForm = (contentType: string, body: Uint8Array<ArrayBuffer>) =>
    fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': contentType },
      body,
    });
  const fields = 'email=jose%40example.com&subject=Hola&message=Buenos+d%EDas';

  it('stores José posted as ISO-8859-1 (percent-escaped, as a browser sends it) as José, like UTF-8', async () => {
    const response = await postForm(
      'application/x-www-form-urlencoded; charset=iso-8859-1',
      bytes('name=Jos%E9&', fields),
    );
    expect(response.status).toBe(303);
    // UTF-8, declared or not, as before.
    for (const contentType of [
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=UTF-8',
    ]) {
      const utf8 = await postForm(
        contentType,
        bytes('name=Jos%C3%A9&email=a%40example.com&subject=s&message=Buenos+d%C3%ADas'),
      );
      expect(utf8.status).toBe(303);
    }
    const rows = await server.rows();
    expect(rows.map((row) => [row.name, row.message])).toEqual([
      ['José', 'Buenos días'],
      ['José', 'Buenos días'],
      ['José', 'Buenos días'],
    ]);
  });

  it('decodes raw legacy bytes and any WHATWG label: windows-1252, "latin1", Shift_JIS', async () => {
    const latin = await postForm(
      'application/x-www-form-urlencoded;charset="Windows-1252"',
      bytes('name=Jos', [0xe9], '&', fields),
    );
    expect(latin.status).toBe(303);
    const japanese = await postForm(
      'application/x-www-form-urlencoded; charset=Shift_JIS',
      bytes('name=%93%FA%96%7B&email=a%40example.jp&subject=x&message=', [0x93, 0xfa]),
    );
    expect(japanese.status).toBe(303);
    const names = (await server.rows()).map((row) => [row.name, row.message]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['José', 'Buenos días'],
        ['日本', '日'],
      ]),
    );
  });

  it('bytes that are not UTF-8 answer 400 with the values shown back; nothing stored', async () => {
    const response = await postForm(
      'application/x-www-form-urlencoded',
      bytes('name=Jos%E9&', fields),
    );
    expect(response.status).toBe(400);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toMatch(/could not be read/);
    expect(document.querySelector('input[name="name"]')?.getAttribute('value')).toBe('Jos\uFFFD');
    expect(document.querySelector('input[name="subject"]')?.getAttribute('value')).toBe('Hola');
    expect(await server.count()).toBe(0);
  });

  it('an unknown charset or UTF-16 answers 415 with the page; nothing stored', async () => {
    for (const charset of ['klingon', 'utf-16', 'UTF-16BE', 'replacement', '']) {
      const response = await postForm(
        `application/x-www-form-urlencoded; charset=${charset}`,
        bytes('name=Jos%E9&', fields),
      );
      expect(response.status, charset).toBe(415);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(`id="${FORM_ERROR_ID}"`);
    }
    expect(await server.count()).toBe(0);
  });

  it('JSON declaring ISO-8859-1 answers 415 PGRST107 (its bytes UTF-8 or not), UTF-8 labels are stored', async () => {
    const latin1Bytes = Buffer.from(JSON.stringify(validRow({ name: 'José' })), 'latin1');
    // The same text's UTF-8 bytes, which read as ISO-8859-1 mean "JosÃ©".
    const utf8Bytes = Buffer.from(JSON.stringify(validRow({ name: 'José' })), 'utf8');
    for (const body of [latin1Bytes, utf8Bytes]) {
      const response = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json; charset=iso-8859-1',
        },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({
        code: 'PGRST107',
        message: 'Content-Type charset not supported: "iso-8859-1"',
        hint: expect.stringContaining('UTF-8'),
      });
    }
    const unknown = await postRows(server, [validRow()], {
      'content-type': 'application/json; charset=klingon',
    });
    expect(unknown.status).toBe(415);
    expect(await server.count()).toBe(0);
    // UTF-8 under any of its labels is stored.
    for (const contentType of [
      'application/json; charset=utf-8',
      'application/json; charset="UTF-8"',
      'application/json;charset=utf8',
    ]) {
      const response = await postRows(server, [validRow({ name: 'José' })], {
        'content-type': contentType,
      });
      expect(response.status, contentType).toBe(201);
    }
    expect((await server.rows()).map((row) => row.name)).toEqual(['José', 'José', 'José']);
  });
});
