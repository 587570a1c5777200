/**
 * GET /api/company-profile follows redirects only on the configured page's own host, so a
 * configured page that redirects to loopback cannot make the server fetch from there. Fixture
 * servers on 127.0.0.1: the "page" host, and an "internal" one on another port that must never be
 * asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyProfile } from '../../common/company-profile';
import { MAX_PROFILE_REDIRECTS, isSameHostRedirect } from '../../server/routes/company-profile';
import { buildProfileApp, type LogLine } from '../helpers/profile-app';

const ldPage = (name: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Organization',
    name,
  })}</script></head></html>`;

const pageHits = new Map<string, number>();
let internalHits = 0;
let page: Server;
let internal: Server;
let pageBase = '';
let internalBase = '';
let internalPort = 0;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  internal = createServer((_req, res) => {
    internalHits++;
    res.writeHead(200, { 'content-type': 'text/html' }).end(ldPage('Internal Admin Panel'));
  });
  internalPort = await listen(internal);
  internalBase = `http://127.0.0.1:${internalPort}`;

  page = createServer((req, res) => {
    const path = req.url ?? '/';
    pageHits.set(path, (pageHits.get(path) ?? 0) + 1);
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (path === '/valid') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(ldPage('Fixture Robotics'));
    } else if (hop) {
      const left = Number(hop[1]);
      res.writeHead(302, { location: left === 0 ? '/valid' : `/hop/${left - 1}` }).end();
    } else if (path === '/to-absolute-same') {
      res.writeHead(301, { location: `${pageBase}/valid` }).end();
    } else if (path === '/to-loopback-port') {
      res.writeHead(302, { location: `${internalBase}/admin` }).end();
    } else if (path === '/to-localhost') {
      res.writeHead(307, { location: `http://localhost:${internalPort}/admin` }).end();
    } else if (path === '/to-ipv6-loopback') {
      res.writeHead(308, { location: `http://[::1]:${internalPort}/admin` }).end();
    } else if (path === '/to-file') {
      res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
    } else if (path === '/no-location') {
      res.writeHead(302).end();
    } else {
      res.writeHead(404).end();
    }
  });
  pageBase = `http://127.0.0.1:${await listen(page)}`;
});

afterAll(async () => {
  for (const server of [page, internal]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let app: FastifyInstance | null = null;
let logs: LogLine[] = [];

afterEach(async () => {
  await app?.close();
  app = null;
});

/** A fresh app reading `path` on the page host; returns the profile it serves. */
async function profileFor(path: string) {
  ({ app, logs } = await buildProfileApp({
    pageUrl: `${pageBase}${path}`,
    timeoutMs: 2000,
    maxBytes: 64 * 1024,
    cacheMs: 600_000,
  }));
  const response = await app.inject({ method: 'GET', url: '/api/company-profile' });
  expect(response.statusCode).toBe(200);
  return response.json() as typeof defaultCompanyProfile;
}

const failure = () => logs.find((l) => l.msg === 'company profile: fetch failed; serving defaults');

describe('company profile redirects', () => {
  it.each([
    ['a relative redirect on the same host', '/hop/0'],
    ['an absolute redirect to the same origin', '/to-absolute-same'],
    [`a chain of ${MAX_PROFILE_REDIRECTS} redirects`, `/hop/${MAX_PROFILE_REDIRECTS - 1}`],
  ])('follows %s', async (_label, path) => {
    expect(await profileFor(path)).toMatchObject({ name: 'Fixture Robotics', source: 'page' });
    expect(failure()).toBeUndefined();
  });

  it.each([
    ['another port on loopback', '/to-loopback-port', /another host.*127\.0\.0\.1/],
    ['localhost', '/to-localhost', /another host.*localhost/],
    ['IPv6 loopback', '/to-ipv6-loopback', /another host.*\[::1\]/],
    ['a file: URL', '/to-file', /another host/],
  ])(
    'refuses a redirect to %s without asking it, and serves the defaults',
    async (_l, path, why) => {
      internalHits = 0;
      expect(await profileFor(path)).toEqual(defaultCompanyProfile);
      expect(internalHits).toBe(0);
      expect(failure()?.err?.message).toMatch(why);
    },
  );

  it(`gives up after ${MAX_PROFILE_REDIRECTS} redirects (a loop, or a chain one too long)`, async () => {
    pageHits.delete('/loop');
    expect(await profileFor('/loop')).toEqual(defaultCompanyProfile);
    expect(pageHits.get('/loop')).toBe(MAX_PROFILE_REDIRECTS + 1);
    expect(failure()?.err?.message).toMatch(`more than ${MAX_PROFILE_REDIRECTS} redirects`);

    pageHits.delete('/valid');
    expect(await profileFor(`/hop/${MAX_PROFILE_REDIRECTS}`)).toEqual(defaultCompanyProfile);
    expect(pageHits.get('/valid')).toBeUndefined();
  });

  it('treats a redirect without Location as a failure', async () => {
    expect(await profileFor('/no-location')).toEqual(defaultCompanyProfile);
    expect(failure()?.err?.message).toMatch(/302 without Location/);
  });
});

describe('isSameHostRedirect', () => {
  const at = (url: string) => new URL(url);
  it('allows the same origin and the HTTPS upgrade of a default-port http page only', () => {
    const https = at('https://www.linkedin.com/company/x');
    expect(isSameHostRedirect(https, at('https://www.linkedin.com/authwall?x=1'))).toBe(true);
    expect(isSameHostRedirect(https, at('https://www.linkedin.com:443/a'))).toBe(true);
    expect(isSameHostRedirect(https, at('http://www.linkedin.com/a'))).toBe(false);
    expect(isSameHostRedirect(https, at('https://linkedin.com/a'))).toBe(false);
    expect(isSameHostRedirect(https, at('https://www.linkedin.com.evil.example/a'))).toBe(false);
    expect(isSameHostRedirect(https, at('https://www.linkedin.com:8443/a'))).toBe(false);
    expect(isSameHostRedirect(https, at('http://127.0.0.1/a'))).toBe(false);
    const http = at('http://example.com/page');
    expect(isSameHostRedirect(http, at('https://example.com/page'))).toBe(true);
    expect(isSameHostRedirect(at('http://example.com:8080/'), at('https://example.com/'))).toBe(
      false,
    );
  });
});
