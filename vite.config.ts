import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { cardAssetsDigest } from './scripts/og-card-assets.ts';
import { firstLoadModulesPlugin } from './scripts/first-load-modules.ts';

/** Build of the front end (DESIGN §3). Pre-compressed assets are served by @fastify/static. */
export default defineConfig({
  // FIRST_LOAD_MODULES=1 records each chunk's modules for bench/first-load-report.md.
  plugins: [
    tailwindcss(),
    reactRouter(),
    ...(process.env.FIRST_LOAD_MODULES ? [firstLoadModulesPlugin()] : []),
  ],
  // The social cards' art, fonts and renderer, hashed into each card's name
  // (app/content/social-cards.ts); scripts/generate-seo.ts draws the cards from the same files.
  define: { __OG_CARD_ASSETS__: JSON.stringify(cardAssetsDigest()) },
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
                  // use-media-query and action-link were small chunks of their own that `/` loads
                  // anyway: each stream cost its own gzip header and import list. config/api.ts
                  // stays out: only the contact form's client uses it.
                  test: /[\\/]app[\\/](config[\\/](?!api\.)|lib[\\/](beacon|consent|meta|route-handle|vitals)|content[\\/](common|pages)|hooks[\\/](use-media-query|use-current-year)|components[\\/](layout[\\/](site-|loading|cookie)|ui[\\/](smart-link|logo|content-image)|sections[\\/]action-link)|root)/,
                  priority: 1,
                },
                {
                  // The page shell only the product pages (/optimus, /scanova, /lumen,
                  // /iffer, /cv) share: one request instead of four on their first paint's path.
                  // Rolldown also pulls a group's imports into it, so sections (which import
                  // section-heading, used everywhere) stay out; the product pages' button looks
                  // import only action-link, which the layout group holds.
                  name: 'product-pages',
                  test: /[\\/]app[\\/]components[\\/](layout[\\/](own-shell-page|product-header|product-footer|plain-header)\.|ui[\\/]fallback-image|sections[\\/]product-action-link)/,
                  priority: 1,
                },
                {
                  // The Radix internals every primitive shares (tabs in first
                  // loads; navigation menu, dialog and toast lazily): one chunk, not five small
                  // ones that each cost a request and their own gzip stream on /faq and /policy.
                  name: 'radix',
                  test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|primitive|slot|compose-refs|presence|collection|id|direction|use-layout-effect|use-controllable-state|use-callback-ref))[\\/]/,
                  priority: 1,
                },
                {
                  // Radix's layer internals, used only by lazily loaded parts (header menus,
                  // chat dialog, snackbar): one chunk keeps their preload lists short.
                  name: 'radix-layers',
                  test: /node_modules[\\/]@radix-ui[\\/]react-(dismissable-layer|visually-hidden|focus-scope|focus-guards|portal|use-escape-keydown|use-previous|use-effect-event)[\\/]/,
                  priority: 1,
                },
              ],
            },
            // V8's explicit compile hint (Chrome 136+; v8.dev/blog/explicit-compile-hints)
            // makes Chromium compile all of the framework's functions on the thread that streams
            // it, not one by one on the main thread when hydration first calls them. Only the
            // framework, nearly all the code hydration runs: each hinted chunk's gzip grows, and
            // `/`'s other first-load chunks would cross its budget (DESIGN §6). V8 reads the hint
            // only as the first line (postBanner comes after minification, which would drop it;
            // Vite's preload table, which would precede it, is only in chunks with lazy imports).
            // tests/e2e/budgets.spec.ts checks the built chunk; docs/decisions/0006 has the
            // measurements.
            postBanner: (chunk) =>
              chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : '',
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
