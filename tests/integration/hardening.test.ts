/**
 * The smaller findings of an attack probe of the server, each kept as a case so it never comes
 * back: headers on every answer, no caching of API answers, encoded bodies refused, the HTTP
 * parser's own errors neutral and with headers, each route's own 413, HTTPS and the client
 * address behind a proxy (never a forged `X-Forwarded-Host` or left-most `X-Forwarded-For`),
 * slow bodies cut off, and SQLite's full disk answered 503 and recovered from.
 */
import { get as httpGet } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { DEV_ANON_KEY, parseEnv } from '../../server/env';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** Sends raw bytes and resolves with everything the server wrote before closing (bounded). */
function rawExchange(port: number, request: string | ((socket: Socket) => void)): Promise<string> {
  return new Promise((resolveExchange, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within 15 s; got: ${answer}`));
    }, 15_000);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(bound);
      resolveExchange(answer);
    });
    socket.on('connect', () => {
      if (typeof request === 'string') socket.write(request);
      else request(socket);
    });
  });
}

describe('probe findings on the API', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('every answer carries a Permissions-Policy that denies camera, microphone, geolocation, payment, usb', async () => {
    for (const response of [
      await fetch(`${server.url}/healthz`),
      await postRows(server, [validRow()]),
      await fetch(`${server.url}/api/nope`),
    ]) {
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  it('API answers that may echo a row are never cached (no-store on 201 and on errors)', async () => {
    const created = await postRows(server, [validRow()], { prefer: 'return=representation' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const refused = await postRows(server, [validRow({ email: 'nope' })]);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('a body in any Content-Encoding but identity answers 415 and stores nothing', async () => {
    const before = await server.count();
    for (const encoding of ['br', 'gzip', 'deflate, identity']) {
      const response = await postRows(server, [validRow()], { 'content-encoding': encoding });
      expect(response.status, encoding).toBe(415);
    }
    expect(await server.count()).toBe(before);
    expect((await postRows(server, [validRow()], { 'content-encoding': 'identity' })).status).toBe(
      201,
    );
  });

  it('a URL that does not decode answers a neutral 400 with the security headers, not echoing it', async () => {
    const answer = await rawExchange(
      port,
      'GET /rest/v1/%zz<script> HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).not.toContain('%zz');
    expect(answer).not.toContain('<script>');
    expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(answer.toLowerCase()).toContain('x-content-type-options: nosniff');
  });

  it('oversized headers answer a neutral 431 with the security headers', async () => {
    const answer = await rawExchange(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Flood: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'none'");
    expect(answer.toLowerCase()).toContain('permissions-policy:');
    expect(answer).toContain('"message":"Request headers too large"');
  });

  it('/api/vitals over its 2 KiB cap answers in its own words, not the contact form’s', async () => {
    const response = await fetch(`${server.url}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'LCP', padding: 'x'.repeat(3_000) }),
    });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { message: string; details: string };
    expect(body.message).toMatch(/web-vitals report/);
    expect(body.details).toContain('2048 bytes');
  });
});

describe('behind a proxy (TRUST_PROXY=loopback: the proxy is this host)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A GET with a chosen Host header (fetch always sends the URL's own). */
  const getWithHost = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; location: string | undefined }>((resolveGet, reject) => {
      const request = httpGet(`${server.url}${path}`, { headers }, (response) => {
        response.resume();
        resolveGet({ status: response.statusCode ?? 0, location: response.headers.location });
      });
      request.on('error', reject);
    });

  it('redirects plain HTTP to HTTPS with 308 (method kept) and serves HTTPS requests', async () => {
    const plain = await getWithHost('/contact?x=1', {
      'x-forwarded-proto': 'http',
      host: 'www.example.com',
    });
    expect(plain).toEqual({ status: 308, location: 'https://www.example.com/contact?x=1' });
    const secure = await fetch(`${server.url}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.status).toBe(200);
  });

  it('never redirects to a forged X-Forwarded-Host, only to the Host the proxy was asked for', async () => {
    const forged = await getWithHost('/contact', {
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'evil.example',
      host: 'www.example.com',
    });
    expect(forged).toEqual({ status: 308, location: 'https://www.example.com/contact' });
    const badHost = await getWithHost('/contact', {
      'x-forwarded-proto': 'http',
      host: 'www.example.com/@evil.example',
    });
    expect(badHost.status).toBe(400);
  });

  it('takes the client address the proxy appended, not a forged left-most X-Forwarded-For', async () => {
    // The proxy (this host) appends the real client, 203.0.113.9, after whatever the client sent.
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n++) {
      const response = await postRows(server, [validRow({ subject: `forged ${n}` })], {
        'x-forwarded-proto': 'https',
        'x-forwarded-for': `198.51.100.${n}, 203.0.113.9`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect(await server.count()).toBe(3);
  });
});

describe('the no-JS contact form behind a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The built site (`npm run build` first): React Router's action answers the form.
    server = await startTestServer({
      clientDir: resolve('build/client'),
      env: { TRUST_PROXY: 'loopback' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('stores a visitor’s HTTPS post that the proxy forwarded (no redirect loop)', async () => {
    const response = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
      },
      body: new URLSearchParams({
        name: 'Amina',
        email: 'amina@example.com',
        subject: 'Hello',
        message: 'Sent without scripts',
      }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?sent=1#message-sent');
    expect(await server.count()).toBe(1);
  });
});

describe('TRUST_PROXY values', () => {
  const env = (value: string) =>
    parseEnv({ TRUST_PROXY: value, DATABASE_URL: 'file::memory:', COMPANY_PROFILE_URL: 'off' });

  it('refuses true and hop counts at start-up, saying what to write instead', () => {
    for (const value of ['true', 'TRUE', '1', '2']) {
      expect(() => env(value)).toThrow(/TRUST_PROXY[\s\S]*TRUST_PROXY=127\.0\.0\.1/);
    }
    expect(() => env('10.0.0.0/33')).toThrow(/'10\.0\.0\.0\/33' is neither/);
    expect(() => env('proxy.internal')).toThrow(/'proxy\.internal' is neither/);
  });

  it('takes no proxy, or the proxies’ addresses, ranges and range names', () => {
    expect(env('false').trustProxy).toBe(false);
    expect(env('0').trustProxy).toBe(false);
    expect(env('').trustProxy).toBe(false);
    expect(env('127.0.0.1').trustProxy).toEqual(['127.0.0.1']);
    expect(env('10.0.0.2, 172.18.0.0/16,::1,fd00::/8,uniquelocal').trustProxy).toEqual([
      '10.0.0.2',
      '172.18.0.0/16',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });
});

describe('time-outs and a full disk', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-hardening-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  /** A quiet server environment on a SQLite file in the temporary folder, no rate limit. */
  const envFor = (file: string) =>
    parseEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${join(dir, file)}`,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '0',
      COMPANY_PROFILE_URL: 'off',
    });

  it('a body dripped byte by byte is cut off by the request time-out with 408', async () => {
    const app = await buildApp({
      env: envFor('slow.db'),
      clientDir: null,
      requestTimeout: { timeoutMs: 1_000, checkIntervalMs: 200 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      let drip: NodeJS.Timeout | undefined;
      const answer = await rawExchange(port, (socket) => {
        socket.write(
          'POST /rest/v1/contact_messages HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
            `apikey: ${DEV_ANON_KEY}\r\nContent-Length: 1000\r\n\r\n`,
        );
        drip = setInterval(() => socket.writable && socket.write(' '), 100);
      });
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await app.close();
    }
  });

  it('SQLite full answers 503 with Retry-After, and recovers once space is there again', async () => {
    const opened = openDatabase(`file:${join(dir, 'full.db')}`);
    await migrateToLatest(opened.db, 'sqlite');
    const app = await buildApp({ env: envFor('full.db'), db: opened.db, clientDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const send = () =>
        fetch(`http://127.0.0.1:${port}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: DEV_ANON_KEY, 'content-type': 'application/json' },
          body: JSON.stringify([validRow({ message: 'x'.repeat(4_000) })]),
        });
      // The server's one SQLite connection: cap the file at its current size.
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(opened.db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count + 2}`).execute(opened.db);
      let full: Response | undefined;
      for (let i = 0; i < 50 && !full; i++) {
        const response = await send();
        if (response.status !== 201) full = response;
      }
      expect(full?.status).toBe(503);
      expect(Number(full?.headers.get('retry-after'))).toBeGreaterThan(0);
      await sql.raw('pragma max_page_count = 1073741823').execute(opened.db);
      expect((await send()).status).toBe(201);
    } finally {
      await app.close();
      await opened.db.destroy();
    }
  });
});
