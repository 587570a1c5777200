import Fastify, { type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countingBeaconRoute, requestVisitorHash } from '../../../server/insights/collect-route';
import { visitorHash } from '../../../server/insights/visitor-hash';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const request = (hostname: string, userAgent?: string) =>
  ({
    hostname,
    ip: '192.0.2.7',
    headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
  }) as unknown as FastifyRequest;

describe('requestVisitorHash', () => {
  it('hashes the host in lower case and without www, the address and the user agent', () => {
    expect(requestVisitorHash('salt', request('WWW.Example.COM', BROWSER))).toBe(
      visitorHash('salt', 'example.com', '192.0.2.7', BROWSER),
    );
    expect(requestVisitorHash('salt', request('www.example.com', BROWSER))).toBe(
      requestVisitorHash('salt', request('example.com', BROWSER)),
    );
  });

  it('reads a missing user agent as empty, and a new salt gives a new hash', () => {
    expect(requestVisitorHash('salt', request('example.com'))).toBe(
      visitorHash('salt', 'example.com', '192.0.2.7', ''),
    );
    expect(requestVisitorHash('other', request('example.com', BROWSER))).not.toBe(
      requestVisitorHash('salt', request('example.com', BROWSER)),
    );
  });
});

describe('countingBeaconRoute', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function beacon() {
    const counted: { path: string }[] = [];
    const app = Fastify();
    apps.push(app);
    await countingBeaconRoute(
      app,
      { rateLimitMax: 0 },
      {
        endpoint: '/api/test-beacon',
        rateLimitMax: 60,
        bodyLimitBytes: 64,
        report: 'test',
        schema: z.strictObject({ path: z.string() }),
        count: (_request, report) => {
          counted.push(report);
        },
      },
    );
    const post = (body: unknown, headers: Record<string, string> = { 'user-agent': BROWSER }) =>
      app.inject({ method: 'POST', url: '/api/test-beacon', payload: body as object, headers });
    return { counted, post };
  }

  it('counts an accepted report and answers 204 with no body, not cached', async () => {
    const { counted, post } = await beacon();
    const response = await post({ path: '/faq' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(counted).toEqual([{ path: '/faq' }]);
  });

  it('refuses a body its schema refuses with 400 and counts nothing', async () => {
    const { counted, post } = await beacon();
    const response = await post({ path: 7 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Not a test report: path /);
    expect(counted).toEqual([]);
  });

  it('answers 204 to a bot or a Global Privacy Control request without counting it', async () => {
    const { counted, post } = await beacon();
    expect((await post({ path: '/faq' }, { 'user-agent': 'Googlebot/2.1' })).statusCode).toBe(204);
    expect(
      (await post({ path: '/faq' }, { 'user-agent': BROWSER, 'sec-gpc': '1' })).statusCode,
    ).toBe(204);
    expect(counted).toEqual([]);
  });

  it('answers 413 with the report name over the body limit', async () => {
    const { counted, post } = await beacon();
    const response = await post({ path: `/${'x'.repeat(100)}` });
    expect(response.statusCode).toBe(413);
    expect(counted).toEqual([]);
  });
});
