/**
 * The contact form without JavaScript (DESIGN §4). An urlencoded POST to /contact is stored by
 * the same service as the API route (same schema, honeypot, rate-limit counter), answered 303 to
 * `?sent=1#message-sent` with nothing personal in the URL; a failure answers the page again with
 * the visitor's values (escaped) and the error in the page's language, and no scripts.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_BODY_LIMIT_BYTES } from '../../server/limits';
import {
  contactErrors as arabicErrors,
  contactFieldErrors as arabicFieldErrors,
} from '../../common/contact-errors/ar';
import { contactErrors as englishErrors } from '../../common/contact-errors/en';
import { FORM_ERROR_ID } from '../../server/contact/form-page';
import { startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** A page shaped like the prerendered /contact: scripts, a module preload, the form. */
const CONTACT_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact Us | Exemplar AI</title>
<link rel="modulepreload" href="/assets/entry.client-abc.js"><link rel="stylesheet" href="/assets/root-abc.css"></head>
<body><main><h1>Contact Us</h1><div id="contact-form"><p id="message-sent" role="status" class="hidden target:block">Message sent successfully!</p>
<form method="post" action="/contact" novalidate="" class="mt-6"><label for="contact-name">Name</label><input id="contact-name" name="name" required="" value=""/>
<input id="contact-email" name="email" type="email" required="" value=""/><input id="contact-subject" name="subject" required="" value=""/>
<textarea id="contact-message" name="message" rows="4" required=""></textarea><div aria-hidden="true"><input id="contact-website" name="website" tabindex="-1" value=""/></div>
<button type="submit">Send Message</button></form></div></main>
<script>window.__reactRouterContext = {"url":"/contact"};</script><script type="module">import("/assets/entry.client-abc.js");</script></body></html>`;

/** The Arabic page: the server answers it in Arabic (common/contact-errors/ar.ts). */
const ARABIC_PAGE = CONTACT_PAGE.replace('<html lang="en">', '<html lang="ar" dir="rtl">')
  .replace('<title>Contact Us | Exemplar AI</title>', '<title>اتصلوا بنا | Exemplar AI</title>')
  .replace('<form method="post" action="/contact"', '<form method="post" action="/ar/contact"');

/** The French page, for a sentence with a label and a limit in it (common/contact-errors/fr.ts). */
const FRENCH_PAGE = CONTACT_PAGE.replace('<html lang="en">', '<html lang="fr">').replace(
  '<form method="post" action="/contact"',
  '<form method="post" action="/fr/contact"',
);

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-form-'));
  await writeFile(join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  await mkdir(join(dir, 'contact'));
  await writeFile(join(dir, 'contact', 'index.html'), CONTACT_PAGE);
  await mkdir(join(dir, 'ar', 'contact'), { recursive: true });
  await writeFile(join(dir, 'ar', 'contact', 'index.html'), ARABIC_PAGE);
  await mkdir(join(dir, 'fr', 'contact'), { recursive: true });
  await writeFile(join(dir, 'fr', 'contact', 'index.html'), FRENCH_PAGE);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
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
  it('stores the page language from the path the form was posted to (DESIGN §4)', async () => {
    server = await startTestServer({ clientDir: dir });
    expect((await postForm({ ...visitor, website: '' }, {}, '/fr/contact')).status).toBe(303);
    expect((await postForm({ ...visitor, website: '' })).status).toBe(303);
    const rows = (await server.rows()) as unknown as { language: string | null }[];
    expect(rows.map((row) => row.language)).toEqual(['fr', 'en']);
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

  it('re-shows the page with the values kept, the error above them, no scripts; stores nothing', async () => {
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
    expect(html).toContain('>\nBonjour,\nnous aimerions en savoir plus.</textarea>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('rel="stylesheet"');
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
    // Parsed as a browser would: no script element, each value exactly as typed.
    const { document } = new JSDOM(await response.text()).window;
    expect(document.querySelectorAll('script')).toHaveLength(0);
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

  it('a filled honeypot stores nothing and answers the neutral sentence', async () => {
    server = await startTestServer({ clientDir: dir });
    const response = await postForm({ ...visitor, website: 'http://spam.example' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Your message could not be sent.');
    expect(html).not.toContain('spam.example');
    expect(await server.count()).toBe(0);
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
