import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Build of the front end (DESIGN §3). Pre-compressed assets are served by @fastify/static. */
export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 512 }),
  ],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Fewer, larger first-load chunks: every first view needs the framework and the
            // shared layout, and one gzip stream compresses better than a dozen tiny ones
            // (DESIGN §6 budget). Lazy chunks (chat, snackbar, Embla, …) are untouched.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                  priority: 2,
                },
                {
                  name: 'layout',
                  test: /[\\/]app[\\/](config[\\/]|lib[\\/](consent|meta|route-handle|vitals)|content[\\/](common|pages)|components[\\/](layout[\\/](site-|loading|cookie)|ui[\\/](smart-link|logo))|root)/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  // `npm run dev` (server/dev.ts) runs the API beside Vite and passes its origin here.
  server: process.env.DEV_API_ORIGIN
    ? {
        proxy: {
          '/rest': process.env.DEV_API_ORIGIN,
          '/api': process.env.DEV_API_ORIGIN,
          '/healthz': process.env.DEV_API_ORIGIN,
        },
      }
    : undefined,
});
