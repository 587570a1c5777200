import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/config/paths';

/**
 * Every route is prerendered to static HTML (DESIGN §3); there is no runtime SSR.
 * `/404` is prerendered so the server can answer unknown paths with a real 404 page.
 */
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
