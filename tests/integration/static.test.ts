/**
 * Static serving of the prerendered site (DESIGN §3, §5) against a fake build/client: pages and
 * directory paths, a real 404 status with the 404 page, pre-compressed variants, cache headers,
 * and a CSP that lists the hash of every inline script (without them the browser blocks React
 * Router's inline scripts and the page never hydrates).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_ASSET,
  FAKE_ASSET_TEXT,
  FAKE_CONTACT_SCRIPT,
  FAKE_INLINE_SCRIPT_HASH,
  createFakeClient,
  type FakeClient,
} from '../helpers/fake-client';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { cacheControlFor } from '../../server/routes/static';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';

let client: FakeClient;
let server: TestServer;

beforeAll(async () => {
  client = await createFakeClient();
  server = await startTestServer({
    clientDir: client.dir,
    env: { VITE_SUPABASE_URL: 'https://project.supabase.example/' },
  });
});
afterAll(async () => {
  await server?.close();
  await client?.remove();
});

/** GET without automatic decompression, to see the bytes and Content-Encoding as sent. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolvePromise, reject) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolvePromise({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('pages', () => {
  it('/ serves index.html with 200 and no-cache', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<h1>Home</h1>');
  });

  it('/contact and /contact/ serve contact/index.html', async () => {
    for (const path of ['/contact', '/contact/', '/contact?ref=mail']) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('Contact Us');
    }
  });

  it('an unknown path answers status 404 with the prerendered 404 page', async () => {
    for (const path of ['/nope', '/contact/nope', '/404', '/terms']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Page not found');
    }
    const head = await fetch(`${server.url}/nope`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('unknown /api and /rest/v1 paths answer JSON, not the 404 page', async () => {
    const api = await fetch(`${server.url}/api/nope`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    const rest = await fetch(`${server.url}/rest/v1/nope`, { headers: { apikey: server.anonKey } });
    expect(rest.status).toBe(404);
    expect(((await rest.json()) as { code: string }).code).toBe('PGRST205');
  });

  it('serves the favicon', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});

describe('assets', () => {
  it('picks the .br file for Accept-Encoding: br, .gz for gzip, the plain file otherwise', async () => {
    const br = await rawGet(`/${FAKE_ASSET}`, { 'accept-encoding': 'br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(FAKE_ASSET_TEXT);

    const gz = await rawGet(`/${FAKE_ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(FAKE_ASSET_TEXT);

    const plain = await rawGet(`/${FAKE_ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(FAKE_ASSET_TEXT);
  });

  it('Pagefind: hashed index chunks are immutable, its loader, entry and WebAssembly revalidate', () => {
    expect(cacheControlFor('pagefind/index/fr_73a9ecf.pf_index')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('pagefind/fragment/ar_125be41.pf_fragment')).toMatch(/immutable/);
    expect(cacheControlFor('pagefind/pagefind.en_a5465c2737.pf_meta')).toMatch(/immutable/);
    expect(cacheControlFor('pagefind/pagefind.js')).toBe('no-cache');
    expect(cacheControlFor('pagefind/pagefind-entry.json')).toBe('no-cache');
    expect(cacheControlFor('pagefind/wasm.ar.pagefind')).toBe('no-cache');
  });

  it('hashed assets are immutable for a year', async () => {
    const response = await rawGet(`/${FAKE_ASSET}`, { 'accept-encoding': 'br' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('a missing asset is a 404', async () => {
    expect((await fetch(`${server.url}/assets/missing-123.js`)).status).toBe(404);
  });
});

describe('security headers', () => {
  it('each page’s CSP lists the sha256 of its own inline scripts, no unsafe-inline for scripts', async () => {
    const scriptSrcOf = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`);
      const policy = answer.headers.get('content-security-policy') ?? '';
      return (
        policy.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? ''
      );
    };
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc =
      csp.split(';').find((directive) => directive.trim().startsWith('script-src ')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(FAKE_INLINE_SCRIPT_HASH);
    const contactHash = `'sha256-${createHash('sha256').update(FAKE_CONTACT_SCRIPT).digest('base64')}'`;
    // A page's policy names its own scripts only, so its size does not grow with the page count.
    expect(scriptSrc).not.toContain(contactHash);
    expect(await scriptSrcOf('/contact')).toContain(contactHash);
    expect(await scriptSrcOf('/contact')).not.toContain(FAKE_INLINE_SCRIPT_HASH);
    expect(await scriptSrcOf('/favicon.svg')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'self'");
    expect(csp).toMatch(/frame-src 'self' https:\/\/iffer\.example\.com/);
    expect(csp).toContain("connect-src 'self' https://project.supabase.example");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Inline <style> elements are refused; only style attributes are allowed.
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('an unknown path under a language prefix answers 404 with that language’s page', async () => {
    for (const path of ['/fr/no-such-page', '/fr/404', '/fr/contact/nope']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Page introuvable');
    }
    const english = await fetch(`${server.url}/de-nope/x`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
    const french = await fetch(`${server.url}/fr/contact`);
    expect(french.status).toBe(200);
    expect(await french.text()).toContain('Contactez-nous');
  });

  it('the CV PDF may be framed by the site itself', async () => {
    const response = await fetch(`${server.url}/docs/cv.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
