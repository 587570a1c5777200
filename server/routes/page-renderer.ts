/**
 * The two answers the server renders with React Router (DESIGN §3; decision 0031): the contact
 * form posted without JavaScript (the contact route's `action`) and the search page with `?q=`
 * (its `loader`). Every other page is the prerendered file (./static.ts).
 *
 * The renderer runs the server build React Router wrote beside the client files
 * (`<client>/../server/index.js`, react-router.config.ts `ssr: true`) through its own request
 * handler (`createRequestHandler` of react-router, as @react-router/node's listener does),
 * with a load context (`RouterContextProvider`) holding what the server decided: the contact
 * form's outcome, the site search of the same build's records. The context keys come from the
 * build's entry module (app/entry.server.tsx re-exports app/lib/render-context.ts): a key is an
 * object compared by identity, and the bundle has its own copy of that module.
 *
 * The build followed is the live one (docs/editing.md "Publishing"): `clientDir` may be the
 * content editor's `current` link; each render resolves it (one realpath(3)) and, when it names
 * another folder, loads that release's search records, and its server build when it has one,
 * once for every render meanwhile. A release without a server build of its own (a publish moves
 * only the client folder and the records: it changes copy, which loaders read at run time, not
 * code) renders with the server build already loaded; one whose records cannot be read keeps the
 * last ones that loaded (with a warning).
 *
 * Each answer gets the site's Content-Security-Policy with the hashes of its own inline scripts
 * (./csp.ts, as the prerendered pages get theirs at start-up): the loader data React Router
 * writes inline differs per answer. Answers are never cached (`no-store`).
 */
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  RouterContextProvider,
  type RequestHandler,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { ContactFormOutcome } from '../../common/contact-form-outcome';
import { buildCspDirectives, cspHeaderValue, inlineScriptHashes } from '../csp';
import { loadSiteSearch, type SiteSearch } from '../search/site-search';

/** What a render hands to the route's loader and action (app/lib/render-context.ts). */
export interface RenderValues {
  /** The server's decision on a contact form posted without JavaScript. */
  contactFormOutcome?: ContactFormOutcome;
}

/** Renders a request's page with React Router, see the module comment. */
export interface PageRenderer {
  /**
   * Answers `request` with the page React Router renders for its method and URL, `values` in
   * the load context; sends the reply.
   * @throws when the build cannot be loaded or the render fails (the caller's error handler
   *   answers)
   */
  render(
    request: FastifyRequest,
    reply: FastifyReply,
    values?: RenderValues,
  ): Promise<FastifyReply>;
}

/** The load-context keys the server build's entry module exports (app/entry.server.tsx). */
interface RenderContextKeys {
  contactFormOutcomeContext: RouterContext<ContactFormOutcome | null>;
  siteSearchContext: RouterContext<SiteSearch | null>;
}

/** One release, ready to render: its server build and its search records. */
interface LoadedBuild {
  handle: RequestHandler;
  keys: RenderContextKeys;
  search: SiteSearch | null;
}

/** Options of {@link createPageRenderer}. */
export interface PageRendererOptions {
  /** Absolute path of the client folder served (build/client, or the releases' `current`). */
  clientDir: string;
  /** `VITE_SUPABASE_URL`'s origin when it is another host (server/csp.ts `CspInputs`). */
  externalApiOrigin: string | undefined;
  log: FastifyBaseLogger;
}

/** The server build beside a client folder: `<dir>/../server/index.js`. */
export const serverBuildFile = (realClientDir: string): string =>
  join(realClientDir, '..', 'server', 'index.js');

/** A server build, ready to render. */
interface LoadedServer {
  handle: RequestHandler;
  keys: RenderContextKeys;
}

/**
 * Loads the server build beside the client folder `realDir`.
 * @throws when it is missing or lacks the context keys
 */
async function loadServer(realDir: string): Promise<LoadedServer> {
  const file = serverBuildFile(realDir);
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const keys = build.entry.module as unknown as Partial<RenderContextKeys>;
  if (!keys.contactFormOutcomeContext || !keys.siteSearchContext)
    throw new Error(`${file} exports no render context keys`);
  return { handle: createRequestHandler(build, 'production'), keys: keys as RenderContextKeys };
}

/**
 * The build of the release whose client folder is `realDir`: its own server build when it has
 * one, else `fallback`'s; its own search records, else `fallback`'s (with a warning).
 * @throws when there is neither a server build nor a fallback
 */
async function loadBuild(
  realDir: string,
  fallback: LoadedBuild | undefined,
  log: FastifyBaseLogger,
): Promise<LoadedBuild> {
  const server =
    existsSync(serverBuildFile(realDir)) || !fallback ? await loadServer(realDir) : fallback;
  const search = await loadSiteSearch(realDir).catch((error: unknown) => {
    log.warn({ err: error }, 'search: no readable search records in the build');
    return fallback?.search ?? null;
  });
  return { handle: server.handle, keys: server.keys, search };
}

/**
 * The renderer of the build served from `clientDir`, or null (with a warning) when that build
 * has no server build (one made before server rendering): the caller then serves files only.
 */
export async function createPageRenderer(
  options: PageRendererOptions,
): Promise<PageRenderer | null> {
  const { clientDir, log } = options;
  let loaded: { dir: string; build: Promise<LoadedBuild> };
  try {
    const dir = await realpath(clientDir);
    loaded = { dir, build: Promise.resolve(await loadBuild(dir, undefined, log)) };
  } catch (error) {
    log.warn({ err: error }, 'No server build beside the site: pages are served as files only');
    return null;
  }
  let lastGood = await loaded.build;
  /** The live release's build, loaded again when `current` names another folder. */
  const live = async (): Promise<LoadedBuild> => {
    const dir = await realpath(clientDir).catch(() => loaded.dir);
    if (dir !== loaded.dir) {
      loaded = {
        dir,
        build: loadBuild(dir, lastGood, log).then(
          (build) => (lastGood = build),
          (error: unknown) => {
            log.warn({ err: error }, 'the new release has no usable server build');
            return lastGood;
          },
        ),
      };
    }
    return loaded.build;
  };

  return {
    async render(request, reply, values = {}) {
      const build = await live();
      const context = new RouterContextProvider();
      context.set(build.keys.siteSearchContext, build.search);
      context.set(build.keys.contactFormOutcomeContext, values.contactFormOutcome ?? null);
      const response = await build.handle(toWebRequest(request), context);
      const html = await response.text();
      reply.code(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'content-length' && name !== 'set-cookie') reply.header(name, value);
      }
      reply.header('cache-control', 'no-store');
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        reply.type('text/html; charset=utf-8');
        const scriptHashes = inlineScriptHashes(html);
        reply.header(
          'content-security-policy',
          cspHeaderValue(
            buildCspDirectives({ scriptHashes, externalApiOrigin: options.externalApiOrigin }),
          ),
        );
      }
      return reply.send(html === '' ? undefined : html);
    },
  };
}

/**
 * The web `Request` React Router's handler reads: the method and the URL as asked (path and
 * query; the origin from `Host` and the protocol Fastify trusts, never a client's forwarded
 * host). No body: the server has read it already, and the action reads its outcome from the load
 * context instead. No header either: nothing rendered depends on one, and React Router's check of
 * a POST's `Origin` against the URL would refuse the site's own form, which browsers post with
 * `Origin: null` under the site's `Referrer-Policy: no-referrer`. That check guards actions that
 * change something; this one only renders what the server already decided (the form is public,
 * posted from anywhere, like the API, and counted by the rate limit).
 */
function toWebRequest(request: FastifyRequest): Request {
  let url: URL;
  try {
    url = new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    // A Host that is no host name: the path and query are what the render reads.
    url = new URL(request.url, 'http://localhost');
  }
  return new Request(url, { method: request.method });
}
