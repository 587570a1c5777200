import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/config/paths';

/**
 * Every route is prerendered to static HTML (DESIGN §3); there is no runtime SSR.
 * `/404` is prerendered so the server can answer unknown paths with a real 404 page.
 * `SITE_BUILD_DIRECTORY` (set only by the content editor's publish) moves the output elsewhere.
 */
export default {
  ssr: false,
  // A publish of the content editor builds a new release beside the live one
  // (server/content/site-build.ts); every other build writes build/.
  buildDirectory: process.env.SITE_BUILD_DIRECTORY || 'build',
  prerender: prerenderPaths,
} satisfies Config;
