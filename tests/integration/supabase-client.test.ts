/**
 * Our server driven by the real Supabase clients (DESIGN §4: "pointing them at a real Supabase
 * project must work unchanged", and both client paths are tested):
 * @supabase/postgrest-js inserting with `.select()` (return=representation), and
 * @supabase/supabase-js inserting without it (return=minimal). supabase-js gets
 * `realtime: { transport: ws }`: its createClient throws on a Node without a native WebSocket
 * (Node 20).
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { INVALID_EMAIL_MESSAGE } from '../../common/contact-schema';
import { startTestServer, validRow, type TestServer } from '../helpers/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('@supabase/postgrest-js', () => {
  const client = () =>
    new PostgrestClient(`${server.url}/rest/v1`, {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${server.anonKey}` },
    });

  it('insert([row]).select() returns the stored row', async () => {
    const { data, error, status } = await client()
      .from('contact_messages')
      .insert([validRow({ email: ' Grace@Example.com ' })])
      .select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(1);
    const row = (data as Record<string, unknown>[])[0];
    expect(row).toMatchObject({ email: 'grace@example.com', status: 'new' });
    expect(
      (await server.rows()).some(
        (stored) => stored.id === row?.id && stored.email === 'grace@example.com',
      ),
    ).toBe(true);
  });

  it('a refused row gives an error whose message is fit to show the visitor', async () => {
    const before = await server.count();
    const { data, error, status } = await client()
      .from('contact_messages')
      .insert([validRow({ email: 'nope' })])
      .select();
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe(INVALID_EMAIL_MESSAGE);
    expect(await server.count()).toBe(before);
  });

  it('a wrong key is refused', async () => {
    const wrong = new PostgrestClient(`${server.url}/rest/v1`, { headers: { apikey: 'wrong' } });
    const { error, status } = await wrong.from('contact_messages').insert([validRow()]);
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });
});

describe('@supabase/supabase-js', () => {
  it('insert without select (return=minimal) succeeds with 201 and stores the row', async () => {
    const supabase = createClient(server.url, server.anonKey, {
      realtime: { transport: ws as unknown as typeof WebSocket },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const before = await server.count();
    const { data, error, status } = await supabase
      .from('contact_messages')
      .insert([validRow({ subject: 'via supabase-js' })]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await server.count()).toBe(before + 1);
    expect((await server.rows()).at(-1)?.subject).toBe('via supabase-js');
  });
});
