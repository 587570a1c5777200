/**
 * Content-Security-Policy of the site (DESIGN §3). React Router's prerendered HTML carries inline
 * <script>s that hydrate the page; instead of 'unsafe-inline', every inline script of every built
 * HTML file is hashed at start-up and listed in `script-src` (CSP Level 3 §8.3 hash sources).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { site } from '../common/site';
import { HSTS_MAX_AGE_SECONDS } from './limits';

/**
 * `Permissions-Policy` denying every powerful feature the site never uses, for the
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

/**
 * Script types the browser executes (HTML §4.12.1 "the script element": no type, an empty one,
 * a JavaScript MIME type or `module`); data blocks such as JSON-LD are not scripts to CSP.
 */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The `<script>` elements of a parsed document, in document order, `<template>` contents included. */
function scriptElements(
  root: DefaultTreeAdapterTypes.ParentNode,
): DefaultTreeAdapterTypes.Element[] {
  const found: DefaultTreeAdapterTypes.Element[] = [];
  const visit = (parent: DefaultTreeAdapterTypes.ParentNode) => {
    for (const node of parent.childNodes) {
      if (!('tagName' in node)) continue;
      if (node.tagName === 'script') found.push(node);
      visit(node.tagName === 'template' && 'content' in node ? node.content : node);
    }
  };
  visit(root);
  return found;
}

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts in one HTML document.
 * The document is parsed by parse5 as a browser parses it (WHATWG HTML tokenizer and tree
 * builder: comments, raw-text elements, any attribute order and case), and each executable
 * script without `src` is hashed over its text, as browsers hash it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const script of scriptElements(parse(html))) {
    const attribute = (name: string) => script.attrs.find((attr) => attr.name === name)?.value;
    if (attribute('src') !== undefined) continue;
    const type = (attribute('type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const body = script.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
    if (body === '') continue;
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
 * The inline-script hashes of each built HTML file: each page carries its own loader data, so
 * one policy listing every page's hashes would grow with the number of pages.
 * @returns path relative to clientDir (`fr/contact/index.html`) → its `'sha256-…'` sources
 */
export async function collectPageScriptHashes(clientDir: string): Promise<Map<string, string[]>> {
  const pages = new Map<string, string[]>();
  for (const file of await listHtmlFiles(clientDir))
    pages.set(file, inlineScriptHashes(await readFile(join(clientDir, file), 'utf8')));
  return pages;
}

/**
 * Each built page's own Content-Security-Policy header (server/routes/static.ts sends it with the
 * file): the site's policy ({@link buildCspDirectives}) with that page's inline-script hashes.
 * @param externalApiOrigin as in {@link CspInputs}
 * @returns path relative to clientDir (`fr/contact/index.html`) → the header's value
 */
export async function pageCspHeaders(
  clientDir: string,
  externalApiOrigin: string | undefined,
): Promise<Map<string, string>> {
  const headers = new Map<string, string>();
  for (const [file, scriptHashes] of await collectPageScriptHashes(clientDir))
    headers.set(file, cspHeaderValue(buildCspDirectives({ scriptHashes, externalApiOrigin })));
  return headers;
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
 * so plain-HTTP localhost works.
 */
export function buildCspDirectives(inputs: CspInputs): Record<string, string[] | null> {
  const iffer = originOf(site.links.ifferPlatform);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    // Pagefind's search engine is WebAssembly; compiling it needs 'wasm-unsafe-eval'
    // (CSP Level 3), which allows WebAssembly only, not eval() of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...inputs.scriptHashes],
    'script-src-attr': ["'none'"],
    // No inline <style> element anywhere (stylesheets are files); only style attributes
    // of the prerendered HTML (carousel index, marquee duration, letter fade delays) need
    // 'unsafe-inline', and an attribute cannot carry selectors (no CSS exfiltration), so it is
    // allowed for attributes alone (CSP Level 3 style-src-attr).
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    // The Iffer origin: /iffer asks it (no-cors) whether it can be reached.
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
 * with its script hashes, which would only add bytes to every API answer.
 */
export const API_CSP_DIRECTIVES: Record<string, string[] | null> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The headers helmet sends with our options (plugins/security-headers.ts), computed once: the
 * CSP by helmet's own middleware, the rest as helmet 8 sets them (frameguard deny, HSTS with
 * subdomains). The hot insert route sends these instead of running @fastify/helmet, which
 * rebuilds its middleware on every request; a test checks they equal, apart from the CSP, what
 * helmet sends elsewhere.
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

/**
 * The JSON API's security headers ({@link precomputedSecurityHeaders} of {@link API_CSP_DIRECTIVES}),
 * computed once per process: the factory's parser-error answers, overload refusals and the
 * contact, web-vitals and page-view routes send them (DESIGN §3).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(
  precomputedSecurityHeaders(API_CSP_DIRECTIVES),
);

/**
 * Sends precomputed security headers ({@link precomputedSecurityHeaders}) on every answer of the
 * routes of `app`'s plugin context, its errors, 413s and 429s included. Those routes are
 * declared with `helmet: false`: @fastify/helmet rebuilds its middleware for each request it
 * handles, about 0.08 ms of a beacon's server time on this project's machine (decision 0028).
 * @param app an encapsulated plugin context (the hook covers its routes only)
 * @param headers lower-case header names to values
 */
export function sendSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
