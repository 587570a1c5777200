/**
 * The results page answered by the server (DESIGN §8 "Search"), against the real build
 * (`npm run build` first: the test reads build/client and the search records written beside it):
 * `GET /search?q=…` in each language carries the results inside the page's `<noscript>` and the
 * query in its box, HTML-escaped; hostile queries (very long, control and bidi characters,
 * malformed percent-encoding, markup, repeated) answer 200 quickly and never reach the logs
 * (OWASP Logging Cheat Sheet, "Data to exclude"; OWASP XSS Prevention Cheat Sheet, rule 1).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS } from '../../common/search-query';
import { SEARCH_RECORDS_FILE } from '../../common/search-records';
import { inlineScriptHashes } from '../../server/csp';
import { captureLogs } from '../helpers/log-capture';
import { startTestServer, type TestServer } from '../helpers/test-server';

const CLIENT_DIR = resolve('build/client');
let server: TestServer;
const logs = captureLogs();

beforeAll(async () => {
  for (const file of ['search/index.html', SEARCH_RECORDS_FILE]) {
    if (!existsSync(resolve(CLIENT_DIR, file)))
      throw new Error(`build/client/${file} is missing: run npm run build first`);
  }
  server = await startTestServer({ clientDir: CLIENT_DIR, logger: logs.logger });
});
afterAll(async () => {
  await server?.close();
});

/** The page for `path`, its `<noscript>` results and the value of its `q` box. */
async function searchPage(path: string) {
  const response = await fetch(`${server.url}${path}`);
  const html = await response.text();
  const noscript = /<noscript data-search-no-js="">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  return {
    status: response.status,
    html,
    noscript,
    headers: response.headers,
    value: /<input[^>]* name="q"[^>]*?value="([^"]*)"/.exec(html)?.[1],
    links: [...noscript.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]),
  };
}

describe('GET /search?q= answers with results in the page', () => {
  it('English: results for "lumen" link the Lumen page, the box keeps the query; no query, every page', async () => {
    const page = await searchPage('/search?q=lumen');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.value).toBe('lumen');
    expect(page.noscript).toContain('Results for “lumen”');
    expect(page.links.some((href) => href?.startsWith('/lumen'))).toBe(true);
    expect(page.noscript).toContain(
      '<mark class="rounded-sm bg-highlight px-0.5 text-ink">Lumen</mark>',
    );
  });

  it('French and Arabic answer from their own index, with a trailing slash too', async () => {
    const fr = await searchPage('/fr/search/?q=purificateur');
    expect(fr.value).toBe('purificateur');
    expect(fr.links.some((href) => href?.startsWith('/fr/scanova'))).toBe(true);
    expect(fr.links.every((href) => href === '/fr' || href?.startsWith('/fr/'))).toBe(true);
    const ar = await searchPage(`/ar/search?q=${encodeURIComponent('اتصال')}`);
    expect(ar.links[0]).toBe('/ar/contact');
    expect(ar.noscript).toContain('نتائج البحث عن «اتصال»');
  });

  it('a misspelt product name is searched as the product, and says so', async () => {
    const page = await searchPage('/search?q=optimsu');
    expect(page.value).toBe('optimsu');
    expect(page.noscript).toContain('Showing results for “optimus”');
    expect(page.links[0]).toMatch(/^\/optimus/);
    const fr = await searchPage('/fr/search?q=optimsu');
    expect(fr.links.some((href) => href?.startsWith('/fr/optimus'))).toBe(true);
  });

  it('a PDF offered on two pages is listed once', async () => {
    const page = await searchPage('/search?q=optimus%20presentation');
    expect(page.noscript.match(/Optimus Presentation \(PDF\)/g)).toHaveLength(1);
  });

  it('no match: says so and offers the FAQ and Contact pages in the language', async () => {
    const page = await searchPage('/de/search?q=qwxzvbn');
    expect(page.noscript).toContain('„qwxzvbn“');
    expect(page.links).toEqual(['/de/faq', '/de/contact']);
  });
});

describe('what React Router renders, and what stays a file', () => {
  it('without a query (or an empty one) the page is the prerendered file, byte for byte', async () => {
    const file = readFileSync(resolve(CLIENT_DIR, 'fr/search/index.html'), 'utf8');
    for (const path of ['/fr/search', '/fr/search/', '/fr/search?q=', '/fr/search?q=%20'])
      expect((await searchPage(path)).html).toBe(file);
  });

  it('a rendered answer allows exactly its own inline scripts, and is never cached', async () => {
    const page = await searchPage('/search?q=lumen');
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const hashes = inlineScriptHashes(page.html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
      [...new Set(hashes)].sort(),
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
  });
});

describe('hostile queries', () => {
  it('markup comes back as text, in the box and in the results', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = await searchPage(`/search?q=${encodeURIComponent(attack)}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).not.toContain('<img src=x');
    expect(page.value).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(page.noscript).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a closing </noscript> in the query cannot end the results early', async () => {
    const page = await searchPage(`/search?q=${encodeURIComponent('</noscript><b>x')}`);
    expect(page.html).not.toContain('</noscript><b>');
    expect(page.noscript).toContain('“&lt;/noscript&gt;&lt;b&gt;x”');
  });

  // The cut is what bounds the work; its time is not asserted (a timed test fails under load).
  it('a 6,000-character query is cut before it is searched', async () => {
    const page = await searchPage(`/search?q=${'optimus%20'.repeat(600)}`);
    expect(page.status).toBe(200);
    expect(page.value).toMatch(/^optimus optimus/);
    expect((page.value ?? '').length).toBeLessThanOrEqual(MAX_QUERY_CHARS);
  });

  it.each([
    ['control, bidi and zero-width characters', '%00%E2%80%AE%E2%80%8Blumen%07'],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['a lone surrogate, encoded as invalid UTF-8', '%ED%A0%80lumen'],
    ['emoji and combining marks', encodeURIComponent('🔋 e\u0301\u0301\u0301 lumen')],
    ['a repeated parameter', 'lumen&q=optimus'],
  ])('%s: 200', async (_name, query) => {
    const page = await searchPage(`/search?q=${query}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('</html>');
    expect(page.noscript).toMatch(/Results for “[^”]*”/);
  });

  it('the query is in no log line', async () => {
    const page = await searchPage('/search?q=secretword1234');
    expect(page.noscript).toContain('secretword1234');
    expect(logs.text()).not.toContain('secretword1234');
  });
});
