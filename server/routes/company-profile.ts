/**
 * `GET /api/company-profile` (DESIGN §3, spec §7): the LinkedIn hover card's data.
 *
 * The spec's original fetched the public company page through a public CORS proxy from the
 * browser. Here the server fetches the configured page itself, reads name and description from
 * its JSON-LD block, and caches the result, so visitors' browsers talk to no third party and the
 * page is asked at most once per `cacheMs`. Any failure (network, status, timeout, size, parse)
 * is logged and answered with the spec §3 defaults; the visitor never sees an error (spec §8).
 * Redirects are followed only on the configured page's own host, so a page that redirects to
 * loopback or another internal address cannot make the server fetch it (server-side request
 * forgery).
 *
 * {@link companyProfilePlugin} is the feature the app registers, with the configured page.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  defaultCompanyProfile,
  PROFILE_DESCRIPTION_MAX_CHARS,
  PROFILE_NAME_MAX_CHARS,
  type CompanyProfileData,
} from '../../common/company-profile';

/** Options of {@link companyProfileRoutes}. */
export interface CompanyProfileOptions {
  /**
   * The public company page to read (site.links.linkedinCompany). Configured, never taken from
   * requests. Null: no outbound request at all; the defaults are served.
   */
  pageUrl: string | null;
  /** Whole fetch, headers and body, must finish within this (ms). */
  timeoutMs: number;
  /** Largest body read (bytes); a bigger page counts as a failure. */
  maxBytes: number;
  /** How long a result (page or defaults) is reused (ms); at least 10 minutes in production. */
  cacheMs: number;
  /** Injected in tests; defaults to the global fetch. */
  fetchImpl?: typeof fetch;
  /** Clock for the cache (ms since epoch); injected in tests. */
  now?: () => number;
}

/** Recommended production settings (DESIGN §3): 10 min cache, 5 s timeout, 2 MiB body limit. */
export const COMPANY_PROFILE_DEFAULTS = {
  cacheMs: 10 * 60_000,
  timeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
} as const;

class ProfileFetchError extends Error {
  override name = 'ProfileFetchError';
}

/** Reads a response body as text, giving up (and cancelling the stream) past `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new ProfileFetchError(`page declares ${declared} bytes, limit ${maxBytes}`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new ProfileFetchError(`page exceeds ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Most redirects followed for one fetch (LinkedIn uses one or two on its own host). */
export const MAX_PROFILE_REDIRECTS = 3;
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Whether a redirect target stays on the configured page's host: the same origin (scheme, host
 * and port), or its HTTPS upgrade when the page is `http:` on the default port. Anything else,
 * including another port on the same address and other schemes, is refused, so a page (or
 * whoever controls its answers) cannot send the server to loopback or the internal network
 * (OWASP Server-Side Request Forgery Prevention Cheat Sheet).
 * @param page the configured page URL
 * @param target the resolved `Location` of a redirect
 */
export function isSameHostRedirect(page: URL, target: URL): boolean {
  const upgrade =
    page.protocol === 'http:' && page.port === '' ? `https://${page.hostname}` : undefined;
  return target.origin === page.origin || target.origin === upgrade;
}

/**
 * Fetches `pageUrl` following redirects by hand (`redirect: 'manual'`): at most
 * {@link MAX_PROFILE_REDIRECTS}, each only where {@link isSameHostRedirect} allows.
 * @returns the first non-redirect response (any status; the caller checks it)
 * @throws {ProfileFetchError} a redirect to another host, without `Location`, or one too many;
 *   network and abort errors of `fetchImpl` as they are
 */
async function fetchOnPageHost(
  fetchImpl: typeof fetch,
  pageUrl: string,
  init: RequestInit,
): Promise<Response> {
  const page = new URL(pageUrl);
  let url = page;
  for (let redirects = 0; ; redirects++) {
    const response = await fetchImpl(url, { ...init, redirect: 'manual' });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (location === null)
      throw new ProfileFetchError(`page answered ${response.status} without Location`);
    const target = new URL(location, url);
    if (!isSameHostRedirect(page, target))
      throw new ProfileFetchError(`redirect to another host refused (${target.origin})`);
    if (redirects >= MAX_PROFILE_REDIRECTS)
      throw new ProfileFetchError(`more than ${MAX_PROFILE_REDIRECTS} redirects`);
    url = target;
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every object in a JSON-LD value: top level, arrays and `@graph` members. */
function* ldObjects(value: Json): Generator<Record<string, Json>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* ldObjects(item);
  } else if (value && typeof value === 'object') {
    yield value;
    const graph = value['@graph'];
    if (graph) yield* ldObjects(graph);
  }
}

function isOrganization(type: Json | undefined): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /Organization|Corporation/i.test(t));
}

const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Name and description from the page's JSON-LD (spec §7). Blocks that do not parse are skipped
 * and reported through `onParseError` (spec §8: "JSON-LD parse failure logged and ignored").
 * Prefers an Organization object; returns null when no block names the company.
 */
export function parseCompanyJsonLd(
  html: string,
  onParseError: (error: unknown) => void = () => {},
): { name: string; description: string | null } | null {
  const blocks = html.matchAll(
    /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
  );
  const candidates: Record<string, Json>[] = [];
  for (const [, body] of blocks) {
    try {
      candidates.push(...ldObjects(JSON.parse(body ?? '') as Json));
    } catch (error) {
      onParseError(error);
    }
  }
  const named = candidates.filter((o) => typeof o.name === 'string' && o.name.trim() !== '');
  const best = named.find((o) => isOrganization(o['@type'])) ?? named[0];
  if (!best) return null;
  const description =
    typeof best.description === 'string'
      ? cut(best.description, PROFILE_DESCRIPTION_MAX_CHARS)
      : '';
  return {
    name: cut(best.name as string, PROFILE_NAME_MAX_CHARS),
    description: description || null,
  };
}

/**
 * Fastify plugin registering `GET /api/company-profile`. Concurrent requests during a fetch
 * share it; results (including the defaults after a failure) are reused for `cacheMs`.
 */
export async function companyProfileRoutes(
  app: FastifyInstance,
  opts: CompanyProfileOptions,
): Promise<void> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const now = opts.now ?? Date.now;
  let cached: { data: CompanyProfileData; expires: number } | null = null;
  let inFlight: Promise<CompanyProfileData> | null = null;

  async function load(): Promise<CompanyProfileData> {
    const pageUrl = opts.pageUrl;
    if (pageUrl === null) return defaultCompanyProfile;
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        controller.abort(new ProfileFetchError(`no complete answer within ${opts.timeoutMs} ms`)),
      opts.timeoutMs,
    );
    try {
      const response = await fetchOnPageHost(fetchImpl, pageUrl, {
        signal: controller.signal,
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en' },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ProfileFetchError(`page answered ${response.status}`);
      }
      const html = await readLimited(response, opts.maxBytes);
      const parsed = parseCompanyJsonLd(html, (error) =>
        app.log.warn(
          { err: error, pageUrl: opts.pageUrl },
          'company profile: JSON-LD block did not parse; ignored',
        ),
      );
      if (!parsed) throw new ProfileFetchError('page has no JSON-LD block naming the company');
      return {
        ...defaultCompanyProfile,
        name: parsed.name,
        description: parsed.description ?? defaultCompanyProfile.description,
        source: 'page',
      };
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      app.log.warn(
        { err: reason, pageUrl: opts.pageUrl },
        'company profile: fetch failed; serving defaults',
      );
      return defaultCompanyProfile;
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/api/company-profile', async (_request, reply) => {
    if (!cached || cached.expires <= now()) {
      inFlight ??= load().finally(() => {
        inFlight = null;
      });
      const data = await inFlight;
      cached = { data, expires: now() + opts.cacheMs };
    }
    reply.header('cache-control', 'no-cache');
    return cached.data;
  });
}

/** Options of {@link companyProfilePlugin}. */
export interface CompanyProfilePluginOptions {
  /** `COMPANY_PROFILE_URL` (server/env.ts); null: no outbound request, the defaults are served. */
  pageUrl: string | null;
}

async function companyProfile(app: FastifyInstance, { pageUrl }: CompanyProfilePluginOptions) {
  await app.register(companyProfileRoutes, { pageUrl, ...COMPANY_PROFILE_DEFAULTS });
}

/**
 * The company-profile feature (spec §7, DESIGN §3): {@link companyProfileRoutes} in a scope of
 * their own, with {@link COMPANY_PROFILE_DEFAULTS}. Not encapsulated itself (fastify-plugin), so
 * its name is registered at the root; it needs no shared piece.
 */
export const companyProfilePlugin = fastifyPlugin(companyProfile, {
  name: 'company-profile',
  fastify: '5.x',
});
