/**
 * Security headers on the API (DESIGN §3): the /rest/v1 routes and the two beacons
 * (`/api/pageviews`, `/api/vitals`) send helmet's headers
 * precomputed (server/csp.ts `precomputedSecurityHeaders`) instead of running @fastify/helmet
 * per request, with the API's own CSP (`default-src 'none'`). Apart from the CSP they must equal,
 * header for header, what helmet itself sends on the site, on every answer (201, 401, 405, 429).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGEVIEWS_BODY_LIMIT_BYTES, PAGEVIEWS_RATE_LIMIT_MAX } from '../../server/insights/limits';
import { startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** Headers helmet is responsible for (everything but transport, CORS, rate-limit and body headers). */
const HELMET_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const pick = (headers: Headers) =>
  Object.fromEntries(HELMET_HEADERS.map((name) => [name, headers.get(name)]));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_MAX: '1', VITE_SUPABASE_URL: 'https://project.supabase.example' },
  });
});
afterAll(async () => {
  await server?.close();
});

const API_CSP = "default-src 'none';frame-ancestors 'none'";

describe('helmet headers on the API', () => {
  it("201, 401, 405 and 429 answers carry helmet's headers with the API CSP", async () => {
    // Helmet itself answers this one, with the site's CSP.
    const site = pick((await fetch(`${server.url}/healthz`)).headers);
    expect(site['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(site['content-security-policy']).toContain('https://project.supabase.example');
    expect(Object.values(site).every((value) => value !== null)).toBe(true);
    const reference = { ...site, 'content-security-policy': API_CSP };

    const wrongMethod = await fetch(`${server.url}/rest/v1/contact_messages`, {
      headers: { apikey: server.anonKey },
    });
    expect(wrongMethod.status).toBe(405);
    expect(pick(wrongMethod.headers)).toEqual(reference);

    const post = (key: string) =>
      fetch(`${server.url}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body: JSON.stringify([validRow()]),
      });
    const created = await post(server.anonKey);
    expect(created.status).toBe(201);
    expect(pick(created.headers)).toEqual(reference);
    const refused = await post('wrong');
    expect(refused.status).toBe(401);
    expect(pick(refused.headers)).toEqual(reference);
    const limited = await post(server.anonKey);
    expect(limited.status).toBe(429);
    expect(pick(limited.headers)).toEqual(reference);
  });
});

describe('helmet headers on the beacons', () => {
  const agent =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const beacon = (path: string, body: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      body,
    });

  it("204, 400, 413 and 429 answers of /api/pageviews carry helmet's headers with the API CSP", async () => {
    const site = pick((await fetch(`${server.url}/healthz`)).headers);
    const reference = { ...site, 'content-security-policy': API_CSP };
    const view = JSON.stringify({
      path: '/',
      language: 'en',
      viewport: 'mobile',
      navigationType: 'navigate',
    });
    const counted = await beacon('/api/pageviews', view);
    expect(counted.status).toBe(204);
    expect(pick(counted.headers)).toEqual(reference);
    const invalid = await beacon('/api/pageviews', '{"path":1}');
    expect(invalid.status).toBe(400);
    expect(pick(invalid.headers)).toEqual(reference);
    const oversized = await beacon(
      '/api/pageviews',
      JSON.stringify({ path: `/${'a'.repeat(PAGEVIEWS_BODY_LIMIT_BYTES)}` }),
    );
    expect(oversized.status).toBe(413);
    expect(pick(oversized.headers)).toEqual(reference);
    let limited: Response | undefined;
    for (let i = 0; i <= PAGEVIEWS_RATE_LIMIT_MAX && limited?.status !== 429; i++) {
      limited = await beacon('/api/pageviews', view);
    }
    expect(limited?.status).toBe(429);
    expect(pick(limited!.headers)).toEqual(reference);
  });

  it("/api/vitals answers carry helmet's headers with the API CSP", async () => {
    const site = pick((await fetch(`${server.url}/healthz`)).headers);
    const invalid = await beacon('/api/vitals', '{}');
    expect(invalid.status).toBe(400);
    expect(pick(invalid.headers)).toEqual({ ...site, 'content-security-policy': API_CSP });
  });
});
