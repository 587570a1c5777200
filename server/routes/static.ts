/**
 * The prerendered site (DESIGN §3): files of build/client served with
 * @fastify/static, preferring the `.br` / `.gz` siblings written by scripts/compress-build.ts.
 * Page directories (`/contact`, `/contact/`) answer their `index.html`; unknown page paths get
 * the prerendered 404 page with status 404 (see {@link pageNotFoundHandler}).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { DEFAULT_LOCALE, LOCALES, localeFromPath } from '../../common/i18n';
import { notFoundPath } from '../../common/paths';
import { buildCspDirectives, cspHeaderValue, inlineScriptHashes } from '../csp';
import { IMMUTABLE_ASSET_MAX_AGE_SECONDS } from '../limits';
import type { PageRenderer } from './page-renderer';

/** Unhashed static files (favicon, images, PDFs) may be reused for an hour. Seconds. */
export const STATIC_FILE_MAX_AGE_SECONDS = 3_600;

/** The prerendered not-found page, `404/index.html` (common/paths.ts `notFoundPath`). */
export const NOT_FOUND_PAGE = `${notFoundPath.slice(1)}/index.html`;

/**
 * The not-found page in the language of a path: `/fr/…` → `fr/404/index.html`, anything else the
 * English one.
 */
export function notFoundPageFor(pathname: string): string {
  const locale = localeFromPath(pathname);
  return locale === DEFAULT_LOCALE ? NOT_FOUND_PAGE : `${locale}/${NOT_FOUND_PAGE}`;
}

/** Build files that are not pages of their own: the 404 pages, React Router's SPA fallback. */
function isNonPageHtml(file: string): boolean {
  return (
    file === '__spa-fallback.html' || file === NOT_FOUND_PAGE || file.endsWith(`/${NOT_FOUND_PAGE}`)
  );
}

/**
 * URL paths of the prerendered pages, from the build's HTML files:
 * `index.html` → '/', `contact/index.html` → '/contact'. Excludes the 404 page and SPA fallback.
 */
export function pagePathsFromHtmlFiles(htmlFiles: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of htmlFiles) {
    if (isNonPageHtml(file) || !file.endsWith('index.html')) continue;
    paths.add(`/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/');
  }
  return paths;
}

/**
 * Cache-Control of a served file, by its path relative to the client dir: hashed assets for a
 * year and immutable, HTML revalidated on every use (`no-cache`), other files for an hour.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/'))
    return `public, max-age=${IMMUTABLE_ASSET_MAX_AGE_SECONDS}, immutable`;
  if (relativePath.endsWith('.html')) return 'no-cache';
  // Pagefind: chunk names carry a content hash; the loader, its entry and the WebAssembly do not,
  // so they revalidate (ETag) and a new build never mixes with an old one.
  if (relativePath.startsWith('pagefind/'))
    return /_[0-9a-f]{7,}\.pf_(fragment|index|meta)$/.test(relativePath)
      ? `public, max-age=${IMMUTABLE_ASSET_MAX_AGE_SECONDS}, immutable`
      : 'no-cache';
  return `public, max-age=${STATIC_FILE_MAX_AGE_SECONDS}`;
}

/** Options of {@link staticRoutes}. */
export interface StaticRoutesOptions {
  /** Absolute path of build/client. */
  clientDir: string;
  /** Each HTML file's own Content-Security-Policy (relative path → header value). */
  pageCsp?: ReadonlyMap<string, string>;
  /**
   * Set when `clientDir` is the content editor's `current` link, which another instance may
   * switch at any moment: each HTML file's policy is then made from the file actually sent
   * (cached by its real path), so a page of a release this instance has not yet noticed still
   * runs its scripts. `externalApiOrigin` as in server/csp.ts `CspInputs`.
   */
  followsReleases?: { externalApiOrigin: string | undefined };
}

/** Policies made from served files kept at most (three releases of 70 pages fit many times). */
const SERVED_POLICIES_MAX = 2_000;

/**
 * Registers @fastify/static on the client dir, plus `/404` answering status 404.
 * In @fastify/static 10 `setHeaders` receives the Fastify reply, not Node's response, so headers
 * go through `reply.header`.
 *
 * Not encapsulated (fastify-plugin): its `reply.sendFile` decorator belongs to the root scope,
 * like the app's not-found handler ({@link pageNotFoundHandler}) that uses it. That handler
 * answers misses of every scope, and a scope of its own would leave it without `sendFile` in
 * scopes that register @fastify/static with `decorateReply: false` (the inbox's /admin/assets/):
 * a missing file there answered 500 with a TypeError.
 */
export const staticRoutes = fastifyPlugin(staticRoutesPlugin, {
  name: 'static-routes',
  fastify: '5.x',
});

async function staticRoutesPlugin(
  app: FastifyInstance,
  options: StaticRoutesOptions,
): Promise<void> {
  const { clientDir, pageCsp, followsReleases } = options;
  const servedPolicies = new Map<string, string>();
  /** The policy of the HTML file at `file` (through the link), from its real file's scripts. */
  const policyOfServed = (file: string): string => {
    const real = realpathSync(file);
    let policy = servedPolicies.get(real);
    if (policy === undefined) {
      const scriptHashes = inlineScriptHashes(readFileSync(real, 'utf8'));
      policy = cspHeaderValue(
        buildCspDirectives({ scriptHashes, externalApiOrigin: followsReleases?.externalApiOrigin }),
      );
      if (servedPolicies.size >= SERVED_POLICIES_MAX) servedPolicies.clear();
      servedPolicies.set(real, policy);
    }
    return policy;
  };
  await app.register(fastifyStatic, {
    root: clientDir,
    preCompressed: true,
    wildcard: true,
    redirect: false,
    index: ['index.html'],
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply: FastifyReply, filePath: string) => {
      const logical = filePath.replace(/\.(br|gz|deflate)$/, '');
      const rel = relative(clientDir, logical).split(sep).join('/');
      reply.header('cache-control', cacheControlFor(rel));
      const csp =
        followsReleases && rel.endsWith('.html') ? policyOfServed(logical) : pageCsp?.get(rel);
      if (csp) reply.header('content-security-policy', csp);
      if (rel.endsWith('.pdf')) {
        // The /cv page frames the CV PDF (spec §2); a page CSP on the PDF itself would stop
        // Chromium's viewer, and frame-ancestors 'none' would stop the framing.
        reply.raw.removeHeader('content-security-policy');
        reply.header('content-security-policy', "frame-ancestors 'self'");
        reply.header('x-frame-options', 'SAMEORIGIN');
      }
    },
  });
  // The prerendered /404 pages are no routes of their own: they answer 404 there too.
  const notFoundPage = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).sendFile(notFoundPageFor(request.url.split('?')[0] ?? '/'));
  for (const locale of LOCALES) {
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    app.get(`${prefix}/404`, notFoundPage);
    app.get(`${prefix}/404/`, notFoundPage);
  }
}

/**
 * Not-found handler for the whole app, so unknown pages get a real 404 status; it sends files with
 * the root scope's `reply.sendFile`, so register {@link staticRoutes} (which adds it there)
 * whenever it is used:
 * - a page directory without trailing slash (`/contact`) → its `index.html`, 200;
 * - other GET/HEAD page paths → `404/index.html` with status 404;
 * - anything else → `onOther` (JSON 404).
 */
export function pageNotFoundHandler(
  pagePaths: ReadonlySet<string>,
  hasNotFoundPage: boolean,
  onOther: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  return async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(rest|api)(\/|$)/.test(pathname);
    if (!isPageRequest) return onOther(request, reply);
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = pathname;
    }
    const page = decoded.replace(/\/+$/, '') || '/';
    if (pagePaths.has(page))
      return reply.sendFile(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`);
    if (hasNotFoundPage) return reply.code(404).sendFile(notFoundPageFor(page));
    return onOther(request, reply);
  };
}

/**
 * `GET {prefix}/search` and `{prefix}/search/` per language (HEAD follows): with a non-empty `q`,
 * the page React Router renders with the results (app/routes/search.tsx `loader`, DESIGN §8
 * "Search"), for visitors without scripts; without one, the prerendered file, as every page.
 * The query is never logged (server/request-log.ts redacts it from the URL).
 */
export function searchPageRoutes(app: FastifyInstance, renderer: PageRenderer): void {
  for (const locale of LOCALES) {
    const path = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/search`;
    const file = `${path.slice(1)}/index.html`;
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const { q } = request.query as Record<string, unknown>;
      const query = typeof q === 'string' ? q : Array.isArray(q) ? String(q[0] ?? '') : '';
      if (query.trim() === '') return reply.sendFile(file);
      return renderer.render(request, reply);
    };
    app.get(path, handler);
    app.get(`${path}/`, handler);
  }
}

/** Options of {@link staticSitePlugin}. */
export interface StaticSiteOptions {
  /** `VITE_SUPABASE_URL`'s origin when it is another host (server/csp.ts `CspInputs`). */
  externalApiOrigin?: string;
}

async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
  const site = app.builtSite;
  if (!site) return;
  await app.register(staticRoutes, {
    clientDir: site.clientDir,
    pageCsp: site.pageCsp,
    followsReleases: app.siteReleases
      ? { externalApiOrigin: options.externalApiOrigin }
      : undefined,
  });
  // The results page without scripts: React Router renders `?q=` (DESIGN §8 "Search").
  if (app.pageRenderer) searchPageRoutes(app, app.pageRenderer);
}

/**
 * The prerendered site as a feature (DESIGN §3): with a built site (`site`), its files
 * ({@link staticRoutes}) and the search page with `?q=` rendered by React Router
 * ({@link searchPageRoutes}); without one, nothing (the app serves the API only). Registered
 * last: the error handling's not-found handler sends pages with the `reply.sendFile` it adds.
 */
export const staticSitePlugin = fastifyPlugin(staticSite, {
  name: 'static-site',
  fastify: '5.x',
  dependencies: ['site', 'error-handling'],
});
