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
});
