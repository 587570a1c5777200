import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  publishSite,
  rollBack,
  saveDocument,
  signInEditor,
  type EditorSession,
} from '../../../scripts/bench/lib/editor-session';
import { SESSION_COOKIE } from '../../../server/auth/sessions';

/** One request as the stand-in server saw it. */
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A stand-in admin API answering each request with `answer`; records what it was sent. */
async function standIn(
  answer: (seen: Seen) => { status: number; body?: unknown; cookie?: string },
) {
  const seen: Seen[] = [];
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = { method: request.method!, url: request.url!, headers: request.headers, body };
      seen.push(entry);
      const { status, body: out, cookie } = answer(entry);
      if (cookie) response.setHeader('set-cookie', cookie);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(out === undefined ? '' : JSON.stringify(out));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, seen };
}

describe('bench editor session', () => {
  it('signs in with the address and password, and keeps the cookie and Origin', async () => {
    const { base, seen } = await standIn(() => ({
      status: 204,
      cookie: `${SESSION_COOKIE}=tok-123; Path=/; HttpOnly`,
    }));
    const session = await signInEditor(base, 'ed@example.com', 'pw');
    expect(session).toEqual({
      base,
      headers: { cookie: `${SESSION_COOKIE}=tok-123`, origin: base },
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/admin/sign-in' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'ed@example.com', password: 'pw' });
  });

  it('refuses a sign-in without a cookie', async () => {
    const { base } = await standIn(() => ({ status: 401, body: { message: 'no' } }));
    await expect(signInEditor(base, 'ed@example.com', 'pw')).rejects.toThrow(
      'sign-in answered 401',
    );
  });

  it('saves the changed document on the revision it read', async () => {
    const { base, seen } = await standIn((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: { faqItems: [{ answer: 'old' }] }, revision: 7 } }
        : { status: 200, body: {} },
    );
    const session: EditorSession = { base, headers: { cookie: 'c=1', origin: base } };
    await saveDocument<{ faqItems: { answer: string }[] }>(
      session,
      { module: 'faq', language: 'fr' },
      (data) => {
        data.faqItems[0]!.answer = 'new';
      },
    );
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/admin/content/faq/fr',
      'PUT /api/admin/content/faq/fr',
    ]);
    expect(seen[1]!.headers.cookie).toBe('c=1');
    expect(JSON.parse(seen[1]!.body)).toEqual({
      data: { faqItems: [{ answer: 'new' }] },
      baseRevision: 7,
    });
  });

  it('throws when the save is refused', async () => {
    const { base } = await standIn((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: {}, revision: 1 } }
        : { status: 409, body: {} },
    );
    const session: EditorSession = { base, headers: { cookie: 'c=1', origin: base } };
    await expect(
      saveDocument(session, { module: 'faq', language: 'fr' }, () => {}),
    ).rejects.toThrow('save answered 409');
  });

  it('publishes waiting (200) or as the page asks (Prefer: respond-async, 202)', async () => {
    const { base, seen } = await standIn((request) =>
      request.headers.prefer === 'respond-async'
        ? { status: 202, body: { queued: true } }
        : { status: 200, body: { id: 4 } },
    );
    const session: EditorSession = { base, headers: { cookie: 'c=1', origin: base } };
    expect(await (await publishSite(session)).json()).toEqual({ id: 4 });
    expect((await publishSite(session, 'async')).status).toBe(202);
    expect(seen.map((s) => `${s.method} ${s.url} ${s.headers.prefer ?? '-'}`)).toEqual([
      'POST /api/admin/content/publish -',
      'POST /api/admin/content/publish respond-async',
    ]);
  });

  it('names the action, its status and its answer when a rollback fails', async () => {
    const { base, seen } = await standIn(() => ({ status: 404, body: { message: 'gone' } }));
    const session: EditorSession = { base, headers: { cookie: 'c=1', origin: base } };
    await expect(rollBack(session, 9)).rejects.toThrow('rollback answered 404: {"message":"gone"}');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/content/publishes/9/rollback',
    });
  });
});
