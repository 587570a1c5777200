/**
 * Content-Security-Policy of the site (DESIGN §3, STACK-NOTES §9). React Router's prerendered
 * HTML carries inline <script>s that hydrate the page; instead of 'unsafe-inline', every inline
 * script of every built HTML file is hashed at start-up and listed in `script-src`.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { site } from '../common/site';
import { HSTS_MAX_AGE_SECONDS } from './limits';

/**
 * Issue 18: `Permissions-Policy` denying every powerful feature the site never uses, for the
 * pages and anything they frame (W3C Permissions Policy; OWASP Secure Headers Project). Only
 * features Chromium knows are listed: an unknown one is logged as a console error.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Script types the browser executes (data blocks such as JSON-LD are not scripts to CSP). */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts in one HTML document.
 * Hashes the exact text between `<script>` and `</script>`, as browsers do.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Every `.html` file under `dir`, as paths relative to it with '/' separators. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(dir.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}

/**
 * Hashes of all inline scripts of all built HTML files, deduplicated and sorted.
 * @param clientDir the build output (build/client)
 */
export async function collectInlineScriptHashes(clientDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await listHtmlFiles(clientDir)) {
    for (const hash of inlineScriptHashes(await readFile(join(clientDir, file), 'utf8')))
      hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * The inline-script hashes of each built HTML file (issue 12: 65 pages, each with its own
 * loader data, would make one union policy of ~200 hashes, about 10 KB on every answer).
 * @returns path relative to clientDir (`fr/contact/index.html`) → its `'sha256-…'` sources
 */
export async function collectPageScriptHashes(clientDir: string): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  for (const file of await listHtmlFiles(clientDir))
    pages.set(file, inlineScriptHashes(await readFile(join(clientDir, file), 'utf8')));
  return pages;
}

/** The `Content-Security-Policy` header value helmet would send for these directives. */
export function cspHeaderValue(directives: Record<string, string[] | null>): string {
  return precomputedSecurityHeaders(directives)['content-security-policy'] ?? '';
}

/** Inputs of {@link buildCspDirectives}. */
export interface CspInputs {
  /** From {@link collectInlineScriptHashes}. */
  scriptHashes: readonly string[];
  /** An external data API origin (VITE_SUPABASE_URL on another host), allowed in connect-src. */
  externalApiOrigin?: string | undefined;
}

/** The origin of a URL, or undefined when it does not parse. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Helmet `contentSecurityPolicy.directives` for the site:
 * scripts only from 'self' plus the hashed inline scripts; styles from 'self' and inline
 * (React style attributes); images 'self' and data:; frames 'self' (the CV PDF, spec §2 /cv)
 * and the Iffer platform (spec §2 /iffer); no framing by others; no upgrade-insecure-requests,
 * so plain-HTTP localhost works (STACK-NOTES §9).
 */
export function buildCspDirectives(inputs: CspInputs): Record<string, string[] | null> {
  const iffer = originOf(site.links.ifferPlatform);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // Issue 13: Pagefind's search engine is WebAssembly; compiling it needs 'wasm-unsafe-eval'
    // (CSP Level 3), which allows WebAssembly only, not eval() of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inputs.scriptHashes],
    'script-src-attr': ["'none'"],
    // Issue 18: no inline <style> element anywhere (stylesheets are files); only style attributes
    // of the prerendered HTML (carousel index, marquee duration, letter fade delays) need
    // 'unsafe-inline', and an attribute cannot carry selectors (no CSS exfiltration), so it is
    // allowed for attributes alone (CSP Level 3 style-src-attr).
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // The Iffer origin: /iffer asks it (no-cors) whether it can be reached (issue 16).
    'connect-src': [
      "'self'",
      ...(inputs.externalApiOrigin ? [inputs.externalApiOrigin] : []),
      ...(iffer ? [iffer] : []),
    ],
    'frame-src': ["'self'", ...(iffer ? [iffer] : [])],
    'object-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': null,
  };
}

/**
 * CSP of the JSON API (`/rest/v1/*`): a JSON answer loads nothing and may not be framed, so it
 * gets the policy the OWASP REST Security Cheat Sheet recommends instead of the site's policy
 * with its script hashes (about 1.5 KB less on every API answer).
 */
export const API_CSP_DIRECTIVES: Record<string, string[] | null> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The headers helmet sends with our options (app.ts), computed once: the CSP by helmet's own
 * middleware, the rest as helmet 8 sets them (frameguard deny, HSTS with subdomains). The hot
 * insert route sends these instead of running @fastify/helmet, which rebuilds its middleware on
 * every request; a test checks they equal, apart from the CSP, what helmet sends elsewhere.
 */
export function precomputedSecurityHeaders(
  directives: Record<string, string[] | null>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => {},
  };
  fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => {},
  );
  return {
    ...headers,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}
