/**
 * The contact form without JavaScript (DESIGN §4). An urlencoded POST to /contact is stored by
 * the same service as the API route (same schema, honeypot, rate-limit counter), answered 303 to
 * `?sent=1#message-sent` with nothing personal in the URL; a failure answers the page again,
 * rendered by React Router's action (`npm run build` first: the test serves build/client and the
 * server build beside it), with the visitor's values (escaped) and the error in the page's
 * language.
 */
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readContentFile } from '../../app/content/schema/files';
import { FORM_ERROR_ID } from '../../app/components/sections/contact-form';
import { CONTACT_FORM_BODY_LIMIT_BYTES } from '../../server/limits';
import { startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** The built site: prerendered pages, and the server build that renders the form's answers. */
const dir = resolve('build/client');

/** The contact module's form copy in a language (app/content/modules/contact/<lang>.json). */
const formCopy = (language: 'en' | 'ar') =>
  readContentFile('contact', language).contactPageContent.form;
const arabicErrors = formCopy('ar').errors;
const arabicFieldErrors = formCopy('ar').fieldErrors;
const englishErrors = formCopy('en').errors;

let server: TestServer;

beforeAll(() => {
  for (const file of ['contact/index.html', '../server/index.js'])
    if (!existsSync(resolve(dir, file)))
      throw new Error(`build/client/${file} is missing: run npm run build first`);
});
afterEach(async () => {
  await server?.close();
});

/** Posts the form as a browser does (no redirect following, so the 303 itself is seen). */
function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  page = '/contact',
) {
  return fetch(`${server.url}${page}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

const visitor = {
  name: '  Amina Haddad ',
  email: ' Amina@Example.COM ',
  subject: 'Partnership',
  message: 'Bonjour,\nnous aimerions en savoir plus.',
};

describe('POST /contact (urlencoded, no JavaScript)', () => {
  it('stores the page language and the page from the path the form was posted to (DESIGN §4)', async () => {
    server = await startTestServer({ clientDir: dir });
    expect((await postForm({ ...visitor, website: '' }, {}, '/fr/contact')).status).toBe(303);
    expect((await postForm({ ...visitor, website: '' })).status).toBe(303);
    const rows = (await server.rows()) as unknown as {
      language: string | null;
      page: string | null;
    }[];
    expect(rows.map((row) => row.language)).toEqual(['fr', 'en']);
    expect(rows.map((row) => row.page)).toEqual(['/fr/contact', '/contact']);
  });

  it('stores the row as the script would and answers 303 to ?sent=1#message-sent', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, website: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1#message-sent');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const rows = await server.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Amina Haddad',
      email: 'amina@example.com',
      subject: 'Partnership',
      message: 'Bonjour,\nnous aimerions en savoir plus.',
      status: 'new',
    });
    // The success page is the prerendered page (GET, so a reload cannot post again).
    const page = await fetch(`${server.url}${response.headers.get('location')}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="message-sent"');
  });

  it('re-shows the page with the values kept and the error above them; stores nothing', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, email: 'amina.example.com' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(
      '<li><a href="#contact-email" class="font-medium underline">Please enter a valid email address</a></li>',
    );
    expect(html).toContain('<title>Error: Contact Us | Exemplar AI</title>');
    expect(html).toContain('value="  Amina Haddad "');
    expect(html).toContain('value="amina.example.com"');
    expect(new JSDOM(html).window.document.querySelector('textarea')?.value).toBe(visitor.message);
    expect(html).toContain('rel="stylesheet"');
    // The page hydrates like the prerendered one: its scripts are there, each allowed by its hash.
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await server.count()).toBe(0);
  });

  it('escapes markup in every field: nothing can close an attribute, the textarea or the page', async () => {
    server = await startTestServer({ clientDir: dir });
    const hostile = '"><script>alert(1)</script>&amp;';
    const response = await postForm({
      name: hostile,
      email: 'not-an-address',
      subject: `x' onfocus='alert(1)`,
      message: `</textarea><script>alert(2)</script>`,
    });
    expect(response.status).toBe(400);
    // Parsed as a browser would: no script element of the visitor's, each value exactly as typed.
    const html = await response.text();
    const { document } = new JSDOM(html).window;
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts)
      expect(script.textContent).not.toMatch(/<script|alert\(1\)<|<\/textarea/);
    expect(html.match(/<script/g)).toHaveLength(scripts.length);
    expect(document.querySelector<HTMLInputElement>('input[name=name]')?.value).toBe(hostile);
    expect(document.querySelector<HTMLInputElement>('input[name=subject]')?.value).toBe(
      `x' onfocus='alert(1)`,
    );
    expect(document.querySelector('input[name=subject]')?.getAttribute('onfocus')).toBeNull();
    expect(document.querySelector<HTMLTextAreaElement>('textarea')?.value).toBe(
      '</textarea><script>alert(2)</script>',
    );
    expect(
      document.querySelectorAll('form > *:not(p, label, input, textarea, div, button)'),
    ).toHaveLength(0);
  });

  it('a message that starts with a line break keeps it (a parser drops one after <textarea>)', async () => {
    server = await startTestServer({ clientDir: dir });
    const message = '\n\nIndented after two blank lines';
    const response = await postForm({ ...visitor, email: 'not-an-address', message });
    expect(response.status).toBe(400);
    const { document } = new JSDOM(await response.text()).window;
    expect(document.querySelector('textarea')?.value).toBe(message);
  });

  it('a browser’s post is answered whatever its Origin: `null` (no-referrer) or another site', async () => {
    server = await startTestServer({ clientDir: dir });
    // Chromium sends `Origin: null` under the site's `Referrer-Policy: no-referrer`.
    for (const origin of ['null', 'https://elsewhere.example']) {
      const refused = await postForm({ ...visitor, email: 'not-an-address' }, { origin });
      expect(refused.status).toBe(400);
      const { document } = new JSDOM(await refused.text()).window;
      expect(document.querySelector('#error-summary a[href="#contact-email"]')).not.toBeNull();
      const stored = await postForm(visitor, { origin });
      expect(stored.status).toBe(303);
    }
    expect(await server.count()).toBe(2);
  });

  it('a filled honeypot is answered like any message (303 to the success notice), stored as spam', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, website: 'http://spam.example' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1#message-sent');
    expect((await server.rows()).filter((row) => row.status === 'spam').length).toBe(1);
    expect((await server.rows()).filter((row) => row.status === 'new').length).toBe(0);
  });

  it('shares the API route rate-limit counter: form and script posts count together', async () => {
    server = await startTestServer({ clientDir: dir, env: { RATE_LIMIT_MAX: '2' } });
    const api = await fetch(`${server.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(validRow()),
    });
    expect(api.status).toBe(201);
    expect((await postForm(visitor)).status).toBe(303);
    const limited = await postForm(visitor);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('value="Partnership"');
    expect(await server.count()).toBe(2);
  });

  it('form posts count in the API route’s counter too: after the limit the API answers 429', async () => {
    server = await startTestServer({ clientDir: dir, env: { RATE_LIMIT_MAX: '2' } });
    expect((await postForm(visitor)).status).toBe(303);
    // A refused post counts as the API counts a refused row: the counter runs before validation.
    expect((await postForm({ ...visitor, email: 'not-an-address' })).status).toBe(400);
    const limited = await postForm(visitor, {}, '/ar/contact');
    expect(limited.status).toBe(429);
    const document = new JSDOM(await limited.text()).window.document;
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toBe(arabicErrors.rateLimited);
    const api = await fetch(`${server.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(validRow()),
    });
    expect(api.status).toBe(429);
    expect(await server.count()).toBe(1);
  });

  it('a post over the body limit or with unreadable bytes is answered before the counter', async () => {
    server = await startTestServer({ clientDir: dir, env: { RATE_LIMIT_MAX: '1' } });
    const tooLarge = await postForm({
      ...visitor,
      message: 'x'.repeat(CONTACT_FORM_BODY_LIMIT_BYTES),
    });
    expect(tooLarge.status).toBe(413);
    const unreadable = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=%FF&email=a%40example.com&subject=s&message=m',
    });
    expect(unreadable.status).toBe(400);
    expect((await postForm(visitor)).status).toBe(303);
    expect(await server.count()).toBe(1);
  });

  it('a body over the limit answers 413 with the page, the fields that fit kept, the cut one emptied and said so', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({
      ...visitor,
      message: 'x'.repeat(CONTACT_FORM_BODY_LIMIT_BYTES),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toBe(
      'Your message was too long to send, so the fields that did not fit were emptied. Please fill them in again, more briefly.',
    );
    expect(document.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe(
      visitor.name,
    );
    expect(document.querySelector('input[name="email"]')?.getAttribute('value')).toBe(
      visitor.email,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="subject"]')?.value).toBe(
      visitor.subject,
    );
    expect(document.querySelector('textarea')?.value).toBe('');
    expect(await server.count()).toBe(0);
  });

  it('over the limit from /ar/contact: the Arabic sentence, and the values that fit', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm(
      { ...visitor, subject: 'شراكة', message: 'مرحبا'.repeat(CONTACT_FORM_BODY_LIMIT_BYTES) },
      {},
      '/ar/contact',
    );
    expect(response.status).toBe(413);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.title).toBe('خطأ: اتصلوا بنا | Exemplar AI');
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toBe(arabicErrors.tooLargeCut);
    expect(document.querySelector<HTMLInputElement>('input[name="subject"]')?.value).toBe('شراكة');
    expect(await server.count()).toBe(0);
  });

  it('over the limit by the hidden field only: every visible value kept, the plain sentence', async () => {
    server = await startTestServer({ clientDir: dir });
    const start = new URLSearchParams({ ...visitor, message: '' }).toString();
    // `…&message=xxx` ends 3 bytes before the limit; `&website=` crosses it.
    const message = 'x'.repeat(CONTACT_FORM_BODY_LIMIT_BYTES - 3 - start.length);
    const response = await postForm({ ...visitor, message, website: '' });
    expect(response.status).toBe(413);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toBe(englishErrors.tooLarge);
    expect(document.querySelector('textarea')?.value).toBe(message);
    expect(await server.count()).toBe(0);
  });

  it('a body of megabytes is read to its end and answered 413 with the values that fit', async () => {
    server = await startTestServer({ clientDir: dir });
    const { hostname, port } = new URL(server.url);
    const head = new URLSearchParams({ ...visitor, message: '' }).toString();
    const chunk = 'x'.repeat(64 * 1024);
    const chunks = 64; // 4 MiB of message, sent chunked (no Content-Length to refuse early)
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          method: 'POST',
          path: '/contact',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (body += part));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      void (async () => {
        request.write(head);
        for (let i = 0; i < chunks; i += 1) {
          if (!request.write(chunk)) await new Promise((done) => request.once('drain', done));
        }
        request.end();
      })();
    });
    const { status, body } = await answered;
    expect(status).toBe(413);
    const document = new JSDOM(body).window.document;
    expect(document.querySelector('input[name="email"]')?.getAttribute('value')).toBe(
      visitor.email,
    );
    expect(document.querySelector('textarea')?.value).toBe('');
    expect(await server.count()).toBe(0);
  });

  it('an Arabic message as long as the schema allows fits the percent-encoded limit', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, message: 'مرحبا'.repeat(1000) });
    expect(response.status).toBe(303);
    expect(await server.count()).toBe(1);
  });

  it('a refused post from /ar/contact is explained in Arabic, title included, values kept', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, email: 'amina.example.com' }, {}, '/ar/contact');
    expect(response.status).toBe(400);
    const document = new JSDOM(await response.text()).window.document;
    expect(document.title).toBe('خطأ: اتصلوا بنا | Exemplar AI');
    expect(document.querySelector('#error-summary a[href="#contact-email"]')?.textContent).toBe(
      arabicFieldErrors.invalidEmail,
    );
    expect(document.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe(
      'amina.example.com',
    );
    expect(await server.count()).toBe(0);
  });

  it('a status the form has no sentence for falls back to its generic one, else the API’s', async () => {
    server = await startTestServer({ clientDir: dir });
    const arabic = await postForm(visitor, { 'content-type': 'application/xml' }, '/ar/contact');
    expect(arabic.status).toBe(415);
    const document = new JSDOM(await arabic.text()).window.document;
    expect(document.getElementById(FORM_ERROR_ID)?.textContent).toBe(arabicErrors.network);
    const english = await postForm({ ...visitor, email: 'x' });
    expect(await english.text()).toContain('Please enter a valid email address');
  });
});

/**
 * The GOV.UK Design System error summary and error message patterns
 * (design-system.service.gov.uk/components/error-summary/, /components/error-message/): every
 * refused field listed above the form, each a link to its field, each field marked with its own
 * message; the summary focused on load (`autofocus`, no script needed) so the page opens on it.
 */
describe('POST /contact refused by the schema: an error summary and a message per field', () => {
  const fields = ['name', 'email', 'subject', 'message'] as const;

  /** The summary, its links (href → text) and each field's marking, parsed as a browser would. */
  async function refused(response: Response) {
    expect(response.status).toBe(400);
    const { document } = new JSDOM(await response.text()).window;
    const summary = document.getElementById('error-summary');
    const links = [...(summary?.querySelectorAll('li a') ?? [])].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    return { document, summary, links };
  }

  /** Each listed field: aria-invalid, described by its own message, which says `text`. */
  function expectMarked(document: Document, field: string, text: string) {
    const control = document.querySelector(`[name="${field}"]`);
    expect(control?.getAttribute('aria-invalid')).toBe('true');
    const describedBy = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(`contact-${field}-error`);
    expect(document.getElementById(`contact-${field}-error`)?.textContent).toContain(text);
  }

  it('an empty English form lists all four fields, not the first only, and marks each', async () => {
    server = await startTestServer({ clientDir: dir });
    const { document, summary, links } = await refused(
      await postForm({ name: '', email: '', subject: '', message: '', website: '' }),
    );
    expect(summary?.getAttribute('tabindex')).toBe('-1');
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    expect(summary?.querySelector('h2')?.textContent).toBe('There is a problem');
    // The schema's own sentences (common/contact-schema.ts), the API's for the same row.
    const expected = {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please enter a message',
    };
    expect(links).toEqual(fields.map((field) => [`#contact-${field}`, expected[field]]));
    for (const field of fields) expectMarked(document, field, expected[field]);
    // The summary comes before the form's first field; the honeypot is never marked.
    const form = document.querySelector('form')!;
    expect(summary!.compareDocumentPosition(form) & 4 /* FOLLOWING */).toBeTruthy();
    expect(document.querySelector('[name="website"]')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.title).toBe('Error: Contact Us | Exemplar AI');
    expect(await server.count()).toBe(0);
  });

  it('keeps every value and marks only the refused fields', async () => {
    server = await startTestServer({ clientDir: dir });
    const { document, links } = await refused(
      await postForm({ ...visitor, name: '   ', email: 'amina.example.com' }),
    );
    expect(links).toEqual([
      ['#contact-name', 'Please enter your name'],
      ['#contact-email', 'Please enter a valid email address'],
    ]);
    expectMarked(document, 'name', 'Please enter your name');
    expectMarked(document, 'email', 'Please enter a valid email address');
    expect(document.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('   ');
    expect(document.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe(
      'amina.example.com',
    );
    for (const field of ['subject', 'message']) {
      const control = document.querySelector(`[name="${field}"]`);
      expect(control?.hasAttribute('aria-invalid')).toBe(false);
      expect(control?.hasAttribute('aria-describedby')).toBe(false);
    }
    expect(document.querySelector<HTMLInputElement>('[name="subject"]')?.value).toBe('Partnership');
    expect(document.querySelector('textarea')?.value).toBe(visitor.message);
  });

  it('an empty Arabic form: the summary, each field’s sentence and the title in Arabic', async () => {
    server = await startTestServer({ clientDir: dir });
    const { document, summary, links } = await refused(
      await postForm({ name: '', email: '', subject: 'سؤال', message: '' }, {}, '/ar/contact'),
    );
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    expect(summary?.querySelector('h2')?.textContent).toBe('توجد مشكلة');
    const expected = {
      name: 'يُرجى إدخال اسمكم',
      email: 'يُرجى إدخال عنوان بريد إلكتروني صالح',
      message: 'يُرجى إدخال الرسالة',
    };
    expect(links).toEqual(
      Object.entries(expected).map(([field, text]) => [`#contact-${field}`, text]),
    );
    for (const [field, text] of Object.entries(expected)) expectMarked(document, field, text);
    expect(document.querySelector<HTMLInputElement>('[name="subject"]')?.value).toBe('سؤال');
    expect(document.title).toBe('خطأ: اتصلوا بنا | Exemplar AI');
  });

  it('a too-long field is named in the page’s language with its limit', async () => {
    server = await startTestServer({ clientDir: dir });
    const { document, links } = await refused(
      await postForm({ ...visitor, subject: 'x'.repeat(201) }, {}, '/fr/contact'),
    );
    expect(links).toEqual([['#contact-subject', 'Objet : 200 caractères au maximum']]);
    expectMarked(document, 'subject', 'Objet : 200 caractères au maximum');
  });
});
