/**
 * The prerendered site this app serves (DESIGN §3, §8 "Content editor"), found once and
 * decorated as `builtSite` (its folder, HTML files and per-page CSP, or null for the API only),
 * `pageRenderer` (React Router's render of the two dynamic answers) and `siteReleases` (the content editor's release folders, or undefined when publishing is
 * off). Read by the error handling (which paths get the 404 page), the contact form, the content
 * editor and the static site.
 *
 * With publishing on, the site served is the releases folder's `current` link, which starts at
 * the built site (server/content/releases.ts).
 *
 * Not encapsulated (fastify-plugin): the decorators belong to the root instance.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { openSiteReleases, type SiteReleases } from '../content/releases';
import type { CodeIdentity } from '../content/site-build';
import { listHtmlFiles, pageCspHeaders } from '../csp';
import { createPageRenderer, type PageRenderer } from '../routes/page-renderer';

/** The prerendered site to serve: its folder, its HTML files and each page's own CSP. */
export interface BuiltSite {
  /** Absolute path of build/client, or the releases' `current` link. */
  clientDir: string;
  /** Relative paths (server/csp.ts `listHtmlFiles`). */
  htmlFiles: string[];
  /**
   * Relative path → that page's Content-Security-Policy (server/csp.ts `pageCspHeaders`); the
   * content editor's publish updates it in place (server/content/site-csp.ts).
   */
  pageCsp: Map<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site served, or null: no built site, the app serves the API only. */
    builtSite: BuiltSite | null;
    /** The content editor's releases (server/content/releases.ts); undefined: no publishing. */
    siteReleases: SiteReleases | undefined;
    /**
     * React Router's render of the site's two dynamic answers (../routes/page-renderer.ts); null
     * without a built site or without its server build.
     */
    pageRenderer: PageRenderer | null;
  }
}

/** Options of {@link sitePlugin}. */
export interface SitePluginOptions {
  /** The built site; null, or a folder without index.html: API only, with a warning. */
  clientDir: string | null;
  /**
   * Where the content editor keeps its releases (`CONTENT_RELEASES_DIR`); null when the editor
   * is off or cannot publish.
   */
  releasesDir: string | null;
  /** `VITE_SUPABASE_URL`'s origin when it is another host: allowed in the pages' `connect-src`. */
  externalApiOrigin: string | undefined;
  /** The code that renders this instance's releases (server/content/site-build.ts), or null. */
  code?: CodeIdentity | null;
}

/** Whether `dir` holds a built site (its index.html). */
const isBuilt = (dir: string | null): dir is string =>
  dir !== null && existsSync(join(dir, 'index.html'));

/**
 * The built site in `requestedDir`, or null (with a warning: the app then serves the API only)
 * when there is none or it has no index.html.
 */
async function findBuiltSite(
  requestedDir: string | null,
  externalApiOrigin: string | undefined,
  log: FastifyBaseLogger,
): Promise<BuiltSite | null> {
  if (!isBuilt(requestedDir)) {
    log.warn(
      `No built site at ${requestedDir ?? '(none)'}: serving the API only. Run \`npm run build\` (npm start does it for you).`,
    );
    return null;
  }
  const clientDir = resolve(requestedDir);
  const htmlFiles = await listHtmlFiles(clientDir);
  // Every page gets a policy with its own inline-script hashes (set when the file is sent);
  // everything else, the same policy with none.
  const pageCsp = await pageCspHeaders(clientDir, externalApiOrigin);
  return { clientDir, htmlFiles, pageCsp };
}

async function site(app: FastifyInstance, options: SitePluginOptions) {
  const { clientDir, releasesDir } = options;
  const releases =
    releasesDir && isBuilt(clientDir)
      ? openSiteReleases(releasesDir, clientDir, { code: options.code })
      : undefined;
  app.decorate('siteReleases', releases);
  const built = await findBuiltSite(
    releases ? releases.currentLink : clientDir,
    options.externalApiOrigin,
    app.log,
  );
  app.decorate('builtSite', built);
  app.decorate(
    'pageRenderer',
    built
      ? await createPageRenderer({
          clientDir: built.clientDir,
          externalApiOrigin: options.externalApiOrigin,
          log: app.log,
        })
      : null,
  );
}

/** See the module comment. */
export const sitePlugin = fastifyPlugin(site, { name: 'site', fastify: '5.x' });
