/**
 * The app's not-found handler answers for every scope (DESIGN §3: unknown paths get the 404 page
 * with status 404), including one whose @fastify/static has `decorateReply: false`: the team
 * inbox's hashed files under /admin/assets/. A missing one answered 500 and logged a TypeError
 * at error level; it must be a plain 404, with nothing logged at error level.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClient, type FakeClient } from '../helpers/fake-client';
import { captureLogs, ERROR_LEVEL } from '../helpers/log-capture';
import { startTestServer, type TestServer } from '../helpers/test-server';

let client: FakeClient;
let adminDir: string;
let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  client = await createFakeClient();
  adminDir = await mkdtemp(join(tmpdir(), 'admin-build-'));
  await writeFile(join(adminDir, 'index.html'), '<!doctype html><title>Inbox</title>');
  await mkdir(join(adminDir, 'assets'));
  await writeFile(join(adminDir, 'assets', 'inbox-abc123.js'), 'console.log("inbox");\n');
  server = await startTestServer({
    clientDir: client.dir,
    admin: { adminDir, retentionJob: false },
    logger: logs.logger,
  });
});
afterAll(async () => {
  await server?.close();
  await client?.remove();
  await rm(adminDir, { recursive: true, force: true });
});

describe('missing files under /admin/assets/', () => {
  it('answer 404 with the 404 page, and nothing is logged at error level', async () => {
    const found = await fetch(`${server.url}/admin/assets/inbox-abc123.js`);
    expect(found.status).toBe(200);
    for (const path of ['/admin/assets/nope.js', '/admin/assets/deep/nope.css']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
    const head = await fetch(`${server.url}/admin/assets/nope.js`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    const errors = logs.lines().filter((line) => line.level >= ERROR_LEVEL);
    expect(errors).toEqual([]);
    // The requests were logged at all (the capture works).
    expect(logs.text()).toContain('/admin/assets/nope.js');
  });
});
