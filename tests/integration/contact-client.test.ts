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
  const calls: { url: string; prefer: string | null; status: number; body: string }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = await response.clone().text();
    calls.push({
      url: String(input),
      prefer: new Headers(init?.headers).get('prefer'),
      status: response.status,
      body,
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

  it('a filled honeypot is refused with a neutral message and nothing is stored', async () => {
    const before = await server.count();
    const result = await insertContactMessage(row('bot'), {
      baseUrl: server.url,
      anonKey: server.anonKey,
      honeypot: 'http://spam.example',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/could not be sent/);
    expect(await server.count()).toBe(before);
  });
});
