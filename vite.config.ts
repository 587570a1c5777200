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
