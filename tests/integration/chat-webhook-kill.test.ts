/**
 * The chat webhook is at-least-once across kill -9 (docs/decisions/0047-chat-webhook-outbox.md):
 * the real server (`server/main.ts` in its own process, SQLite) answers 201 and posts, and is
 * killed with SIGKILL while the webhook holds the post unanswered. Restarted on the same file, it
 * releases the dead process's lease at once and posts again; the row ends sent after two
 * attempts. Bounded: every wait has a time-out; processes are killed in `finally`.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY } from '../../common/anon-key';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { createSqliteDatabase } from '../helpers/test-database';
import { validRow } from '../helpers/test-server';

/** Waits (bounded) until `check` holds. */
async function until(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('kill -9 while the webhook post is in flight (SQLite)', () => {
  let database: Awaited<ReturnType<typeof createSqliteDatabase>>;
  const bodies: string[] = [];
  const held: ServerResponse[] = [];
  let stall = true;
  const sink = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push(body);
      if (stall) held.push(response);
      else response.end('ok');
    });
  });
  let sinkUrl = '';

  beforeAll(async () => {
    database = await createSqliteDatabase();
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    for (const response of held) response.destroy();
    await new Promise((resolve) => sink.close(resolve));
    await database?.dispose();
  });

  const outboxRow = () => {
    const db = new DatabaseSync(database.file, { readOnly: true, timeout: 5_000 });
    try {
      return db.prepare('select state, attempts, locked_until from webhook_outbox').get() as
        { state: string; attempts: number; locked_until: string | null } | undefined;
    } finally {
      db.close();
    }
  };

  it('posts again after a restart', async () => {
    const env = {
      DATABASE_URL: database.url,
      ANON_KEY: DEV_ANON_KEY,
      WEBHOOK_URL: sinkUrl,
      COMPANY_PROFILE_URL: 'off',
    };
    let server: ServerProcess | undefined = await startServerProcess({ env });
    try {
      const response = await fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify([validRow({ name: 'Survivor' })]),
      });
      expect(response.status).toBe(201);
      await until(() => held.length === 1);
      expect(outboxRow()).toMatchObject({ state: 'queued', attempts: 1 });
      expect(outboxRow()!.locked_until).not.toBeNull();

      expect((await server.kill9()).signal).toBe('SIGKILL');
      stall = false;
      server = await startServerProcess({ env });
      await until(() => outboxRow()?.state === 'sent');
      expect(outboxRow()).toMatchObject({ state: 'sent', attempts: 2 });
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toBe(bodies[0]);
      expect(JSON.parse(bodies[1]!)).toMatchObject({ text: expect.stringContaining('*Survivor*') });
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      server = undefined;
    } finally {
      await server?.kill9();
    }
  }, 60_000);
});
