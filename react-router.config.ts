import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/content/schema/modules';

/**
 * Every route is prerendered to static HTML (DESIGN §3), and the server serves those files. The
 * server build (`build/server`, `ssr: true`) renders only the two answers that depend on the
 * request: the contact form posted without JavaScript (the route's `action`) and the search page
 * with `?q=` (its `loader`); see docs/decisions/0031-server-rendering-for-two-answers.md.
 * `routeDiscovery: 'initial'` keeps every route in the prerendered pages' manifest, as with
 * `ssr: false`, so the browser never asks the server for `/__manifest`.
 * `/404` is prerendered so the server can answer unknown paths with a real 404 page.
 * `SITE_BUILD_DIRECTORY` (set only by the content editor's publish) moves the output elsewhere.
 */
export default {
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  // A publish of the content editor builds a new release beside the live one
  // (server/content/site-build.ts); every other build writes build/.
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || 'build',
  prerender: prerenderPaths,
} satisfies Config;
