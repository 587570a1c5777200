/**
 * GET /api/company-profile (spec §7, §8; DESIGN §3) against fixture pages served on 127.0.0.1:
 * valid JSON-LD, broken JSON-LD, no JSON-LD, 500, a hang past the timeout and a huge body.
 * Every failure answers the spec §3 defaults and is logged, never shown.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyProfile } from '../../common/company-profile';
import {
  parseCompanyJsonLd,
  type CompanyProfileOptions,
} from '../../server/routes/company-profile';
import { buildProfileApp, type LogLine } from '../helpers/profile-app';

const ldPage = (...blocks: string[]) =>
  `<!doctype html><html><head><title>x</title>${blocks
    .map((b) => `<script type="application/ld+json">${b}</script>`)
    .join('')}</head><body>about</body></html>`;

const organization = JSON.stringify({
  '@context': 'http://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'About page' },
    {
      '@type': 'Organization',
      name: 'Fixture Robotics',
      description: '  Builds   fixture robots.  ',
    },
  ],
});

const hits = new Map<string, number>();
let fixture: Server;
let base = '';

beforeAll(async () => {
  fixture = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case '/valid':
        res.writeHead(200, { 'content-type': 'text/html' }).end(ldPage(organization));
        return;
      case '/broken-then-valid':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(ldPage('{"name": "Broken', organization));
        return;
      case '/broken':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end(ldPage('{"@type": "Organization", "name": '));
        return;
      case '/none':
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body><h1>No structured data</h1></body></html>');
        return;
      case '/500':
        res.writeHead(500, { 'content-type': 'text/html' }).end(ldPage(organization));
        return;
      case '/hang':
        // Headers and the start of a page, then silence: the body read must time out.
        res.writeHead(200, { 'content-type': 'text/html' });
        res.write('<html><head>');
        return;
      case '/huge': {
        // 3 MiB, chunked (no content-length), JSON-LD at the very end.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = 'x'.repeat(64 * 1024);
        for (let i = 0; i < 48; i++) res.write(chunk);
        res.end(ldPage(organization));
        return;
      }
      case '/huge-declared':
        res.writeHead(200, {
          'content-type': 'text/html',
          'content-length': String(10 * 1024 * 1024),
        });
        res.write('<html>');
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});

afterAll(async () => {
  fixture.closeAllConnections();
  await new Promise((resolve) => fixture.close(resolve));
});

let app: FastifyInstance | null = null;
let logs: LogLine[] = [];

afterEach(async () => {
  await app?.close();
  app = null;
});

async function build(path: string, extra: Partial<CompanyProfileOptions> = {}) {
  ({ app, logs } = await buildProfileApp({
    pageUrl: `${base}${path}`,
    // Long enough for a loopback fetch on a loaded CI host (a cold first fetch took over 400 ms);
    // the tests of the time-out set their own.
    timeoutMs: 5_000,
    maxBytes: 256 * 1024,
    cacheMs: 600_000,
    ...extra,
  }));
  return app;
}

async function getProfile(server: FastifyInstance) {
  const response = await server.inject({ method: 'GET', url: '/api/company-profile' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json() as typeof defaultCompanyProfile;
}

const warnings = () => logs.filter((l) => l.level === 40).map((l) => l.msg);

describe('GET /api/company-profile', () => {
  it('takes name and description from the Organization in a valid JSON-LD block, other fields from the defaults', async () => {
    const body = await getProfile(await build('/valid'));
    expect(body).toEqual({
      ...defaultCompanyProfile,
      name: 'Fixture Robotics',
      description: 'Builds fixture robots.',
      source: 'page',
    });
    expect(warnings()).toEqual([]);
  });

  it('logs and skips a broken block but still reads a valid one after it', async () => {
    const body = await getProfile(await build('/broken-then-valid'));
    expect(body.name).toBe('Fixture Robotics');
    expect(warnings()).toEqual(['company profile: JSON-LD block did not parse; ignored']);
  });

  it.each([
    ['broken JSON-LD', '/broken'],
    ['no JSON-LD', '/none'],
    ['a 500 answer', '/500'],
    ['a hang past the timeout', '/hang'],
    ['a huge chunked body', '/huge'],
    ['a huge declared body', '/huge-declared'],
    ['a refused connection', ':1/unreachable'],
  ])('answers the defaults after %s, and logs why', async (_label, path) => {
    const url = path.startsWith(':') ? `http://127.0.0.1${path}` : undefined;
    // A failure answers the defaults within the fetch's time-out: 400 ms here, as before.
    const server = await build(path, { timeoutMs: 400, ...(url ? { pageUrl: url } : {}) });
    const started = Date.now();
    const body = await getProfile(server);
    expect(body).toEqual(defaultCompanyProfile);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warnings()).toContain('company profile: fetch failed; serving defaults');
    expect(JSON.stringify(body)).not.toMatch(/fail|error|timeout/i);
  });

  it('gives up on a hanging page at the timeout', async () => {
    const server = await build('/hang', { timeoutMs: 300 });
    const started = Date.now();
    await getProfile(server);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
  });

  it.each([
    ['/huge', /exceeds 262144 bytes/],
    ['/huge-declared', /declares 10485760 bytes/],
    ['/500', /answered 500/],
    ['/hang', /within 400 ms/],
  ])('names the reason for %s in the log', async (path, reason) => {
    await getProfile(await build(path, { timeoutMs: 400 }));
    const entry = logs.find((l) => l.msg === 'company profile: fetch failed; serving defaults');
    expect(entry?.err?.message).toMatch(reason);
  });

  it('caches a result for cacheMs and shares one fetch between concurrent requests', async () => {
    let clock = 1_000_000;
    const server = await build('/valid', { now: () => clock });
    hits.delete('/valid');
    await Promise.all([getProfile(server), getProfile(server), getProfile(server)]);
    expect(hits.get('/valid')).toBe(1);
    clock += 600_000 - 1;
    await getProfile(server);
    expect(hits.get('/valid')).toBe(1);
    clock += 1;
    await getProfile(server);
    expect(hits.get('/valid')).toBe(2);
  });

  it('caches the defaults after a failure too, so a failing page is not asked on every request', async () => {
    const server = await build('/500');
    hits.delete('/500');
    await getProfile(server);
    await getProfile(server);
    expect(hits.get('/500')).toBe(1);
  });
});

describe('parseCompanyJsonLd', () => {
  it('accepts a top-level array and an unquoted type attribute, and cuts over-long text', () => {
    const html = `<script type=application/ld+json>[{"@type":"Organization","name":"${'N'.repeat(500)}","description":"${'d'.repeat(5000)}"}]</script>`;
    const parsed = parseCompanyJsonLd(html);
    expect(parsed?.name).toHaveLength(200);
    expect(parsed?.description).toHaveLength(2000);
  });

  it('returns null description when the block has none, and null when nothing is named', () => {
    expect(parseCompanyJsonLd(ldPage('{"@type":"Organization","name":"Only Name"}'))).toEqual({
      name: 'Only Name',
      description: null,
    });
    expect(parseCompanyJsonLd(ldPage('{"@type":"Organization"}'))).toBeNull();
  });
});
