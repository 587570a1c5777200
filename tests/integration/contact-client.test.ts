/**
 * The site's own contact client (app/lib/contact-client.ts) against the running server, on both
 * databases (DESIGN §4: "the client decides from its configuration, and both paths are tested"):
 * - our server (VITE_SUPABASE_URL empty): `return=representation`, the stored row comes back;
 * - a Supabase project (VITE_SUPABASE_URL set): `return=minimal`, 201 with an empty body —
 *   the only answer the RLS policy of supabase/migrations allows `anon` (see supabase-rls.test.ts).
 * Also: a refused row yields the server's message for people, and a filled honeypot stores nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/each-database';
import { INVALID_EMAIL_MESSAGE, type ContactRow } from '../../common/contact-schema';
import { insertContactMessage } from '~/lib/contact-client';
import type { TestServer } from '../helpers/test-server';

const row = (subject: string, overrides: Partial<ContactRow> = {}): ContactRow => ({
  name: 'Ada',
  email: 'ada@example.com',
  subject,
  message: 'A question.',
  status: 'new',
  created_at: new Date().toISOString(),
  ...overrides,
});

/** fetch that records each request and the response status and body text. */
function recordingFetch() {
  const calls: {
    url: string;
    prefer: string | null;
    status: number;
    body: string;
    requestBody: string;
  }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.clone().text();
    calls.push({
      url: String(input),
      prefer: new Headers(init?.headers).get('prefer'),
      status: response.status,
      body,
      requestBody: String(init?.body ?? ''),
    });
    return response;
  };
  return { calls, fetchImpl };
}

describeOnEachDatabase('insertContactMessage against our server on $name', (started) => {
  let server: TestServer;
  beforeAll(() => {
    server = started();
  });

  it('returnRow (our server): return=representation, the stored row comes back', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const result = await insertContactMessage(row('representation'), {
      baseUrl: server.url,
      anonKey: server.anonKey,
      returnRow: true,
      fetchImpl,
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.prefer).toBe('return=representation');
    expect(calls[0]?.status).toBe(201);
    const returned = JSON.parse(calls[0]?.body ?? '') as Record<string, unknown>[];
    expect(returned).toHaveLength(1);
    expect(returned[0]).toMatchObject({ subject: 'representation', status: 'new' });
    const stored = await server.rows();
    expect(stored.find((r) => r.id === returned[0]?.id)?.subject).toBe('representation');
  });

  it('sends the page language, which is stored for the insights but not returned (DESIGN §4)', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const languageOf = async (subject: string) => {
      const id = (JSON.parse(calls.at(-1)?.body ?? '') as { id: number }[])[0]?.id;
      const rows = (await server.rows()) as unknown as { id: number; language: string | null }[];
      expect((JSON.parse(calls.at(-1)?.body ?? '') as object[])[0]).not.toHaveProperty('language');
      return { subject, language: rows.find((r) => r.id === id)?.language };
    };
    const options = { baseUrl: server.url, anonKey: server.anonKey, returnRow: true, fetchImpl };
    expect(await insertContactMessage(row('explicit'), { ...options, language: 'fr' })).toEqual({
      ok: true,
    });
    expect(await languageOf('explicit')).toEqual({ subject: 'explicit', language: 'fr' });
    // In a browser the default is the page's own language, from its path.
    const location = globalThis.location;
    Object.defineProperty(globalThis, 'location', {
      value: new URL(`${server.url}/ar/contact`),
      configurable: true,
    });
    try {
      expect(await insertContactMessage(row('from the path'), options)).toEqual({ ok: true });
    } finally {
      Object.defineProperty(globalThis, 'location', { value: location, configurable: true });
    }
    expect(await languageOf('from the path')).toEqual({ subject: 'from the path', language: 'ar' });
    // Old clients send none: stored without a language.
    expect(await insertContactMessage(row('old client'), options)).toEqual({ ok: true });
    expect(await languageOf('old client')).toEqual({ subject: 'old client', language: null });
    // Anything but a site language is refused like a check constraint, and nothing is stored.
    const before = await server.count();
    const refused = await insertContactMessage(row('bad language'), { ...options, language: 'xx' });
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(JSON.parse(calls.at(-1)?.body ?? '')).toMatchObject({ code: '23514' });
    expect(await server.count()).toBe(before);
  });

  it('sends the page path (never its query), stored for the team but not returned', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const options = { baseUrl: server.url, anonKey: server.anonKey, returnRow: true, fetchImpl };
    const pageOf = async () => {
      const returned = (JSON.parse(calls.at(-1)?.body ?? '') as Record<string, unknown>[])[0];
      expect(returned).not.toHaveProperty('page');
      const rows = (await server.rows()) as unknown as { id: number; page: string | null }[];
      return rows.find((r) => r.id === returned?.id)?.page;
    };
    const location = globalThis.location;
    Object.defineProperty(globalThis, 'location', {
      value: new URL(`${server.url}/de/contact/?from=ad&email=ada%40example.com#form`),
      configurable: true,
    });
    try {
      expect(await insertContactMessage(row('from a page'), options)).toEqual({ ok: true });
      expect(calls.at(-1)?.requestBody).toContain('"page":"/de/contact"');
      expect(calls.at(-1)?.requestBody).not.toContain('from=ad');
    } finally {
      Object.defineProperty(globalThis, 'location', { value: location, configurable: true });
    }
    expect(await pageOf()).toBe('/de/contact');
    // A path that is none of the site's pages, or a URL, is refused like a check constraint.
    const before = await server.count();
    for (const page of ['/admin', 'https://evil.example/contact', '/contact?x=1']) {
      const refused = await insertContactMessage(row('bad page'), { ...options, page });
      expect(refused).toMatchObject({ ok: false, status: 400 });
    }
    expect(await server.count()).toBe(before);
  });

  it('no returnRow (Supabase): return=minimal, 201 with an empty body, row stored', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const before = await server.count();
    const result = await insertContactMessage(row('minimal'), {
      baseUrl: server.url,
      anonKey: server.anonKey,
      returnRow: false,
      fetchImpl,
    });
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.prefer).toBe('return=minimal');
    expect(calls[0]?.url).not.toContain('select=');
    expect(calls[0]?.status).toBe(201);
    expect(calls[0]?.body).toBe('');
    expect(await server.count()).toBe(before + 1);
  });

  it('a refused row gives the message written for people; nothing is stored', async () => {
    const before = await server.count();
    const result = await insertContactMessage(row('bad', { email: 'nope' }), {
      baseUrl: server.url,
      anonKey: server.anonKey,
    });
    expect(result).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE, status: 400 });
    expect(await server.count()).toBe(before);
  });

  it('a filled honeypot succeeds for the visitor and is stored as spam', async () => {
    const before = (await server.rows()).filter((row) => row.status === 'spam').length;
    const result = await insertContactMessage(row('autofilled'), {
      baseUrl: server.url,
      anonKey: server.anonKey,
      honeypot: 'http://spam.example',
    });
    expect(result.ok).toBe(true);
    expect((await server.rows()).filter((row) => row.status === 'spam').length).toBe(before + 1);
  });
});
