import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/**
 * Build of the team inbox: its own client-rendered entry, never part of the public
 * site's bundles, into build/admin (served by server/plugins/admin-app.ts at /admin and
 * /admin/sign-in, assets under /admin/assets/). `npm run build` runs it after the site's build.
 * No module-preload polyfill: it would be an inline script, and the inbox's CSP allows none.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [tailwindcss()],
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('../build/admin', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
