import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { type Plugin, defineConfig } from 'vite';

/**
 * Rolldown's wrapper for a CommonJS module (`__commonJSMin(((exports, module) => { … }))`)
 * written as a parenthesized `function` expression instead of an arrow (issue 17). V8 compiles
 * a `(function` eagerly, on the thread that streams the script (its "PIFE" heuristic), but an
 * arrow only when first called: React DOM's factory, ~180 KB of minified code, was then
 * parsed on the main thread inside the client entry's first task. Interleaved loads without
 * tracing (13 and 9 per side, medians): React DOM's initialisation on `/` 13.9 → 10.0 ms, the
 * entry's task 16.2 → 12.2 ms; on `/ar/optimus` 14.4 → 9.6 ms, under the 12.5 ms that
 * Lighthouse's 4× CPU simulation turns into blocking time. The factories' bodies neither use
 * `this` nor a top-level `arguments`, so the two forms behave the same.
 * @returns a build plugin; the built chunk is checked by tests/e2e/budgets.spec.ts
 */
function eagerCommonJsFactories(): Plugin {
  const ARROW_FACTORY = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;
  return {
    name: 'eager-commonjs-factories',
    apply: 'build',
    renderChunk(code) {
      if (!code.includes('__commonJSMin(((')) return null;
      return { code: code.replace(ARROW_FACTORY, '__commonJSMin((function ($1) {'), map: null };
    },
  };
}

/** Build of the front end (DESIGN §3). Pre-compressed assets are served by @fastify/static. */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), eagerCommonJsFactories()],
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
                  // use-media-query and action-link were chunks of their own (390 and 779 bytes)
                  // that `/` loads anyway: each stream cost its own gzip header and import list.
                  test: /[\\/]app[\\/](config[\\/]|lib[\\/](consent|meta|route-handle|vitals)|content[\\/](common|pages)|hooks[\\/](use-media-query|use-current-year)|components[\\/](layout[\\/](site-|loading|cookie)|ui[\\/](smart-link|logo)|sections[\\/]action-link)|root)/,
                  priority: 1,
                },
                {
                  // Issue 17: the chrome only the product pages (/optimus, /scanova, /lumen,
                  // /iffer, /cv) share: one request instead of four on their first paint's path.
                  // Rolldown also pulls a group's imports into it, so sections (which import
                  // section-heading, used everywhere) stay out.
                  name: 'product-pages',
                  test: /[\\/]app[\\/]components[\\/](layout[\\/](own-chrome-page|product-header|product-footer|plain-header)\.|ui[\\/]fallback-image)/,
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
            // Issue 17: V8's explicit compile hint (Chrome 136+; v8.dev/blog/explicit-compile-hints)
            // makes Chromium compile all of the framework's functions on the thread that streams
            // it, not one by one on the main thread when hydration first calls them. Interleaved
            // traces of `/` (10 loads each, medians): main-thread task time 577 → 541 ms, post-FCP
            // excess that Lighthouse's 4× CPU simulation counts as TBT 112 → 49 (hint on every
            // chunk; on the framework alone 102 vs 79, within the spread of single loads). Only the
            // framework, nearly all the code hydration runs: each hinted chunk's gzip grows by
            // ~20 bytes, and `/`'s other first-load chunks would cross its 120 KB budget. V8 reads
            // the hint only as the first line (postBanner comes after minification, which would
            // drop it; Vite's preload table, which would precede it, is only in chunks with lazy
            // imports). tests/e2e/budgets.spec.ts checks the built chunk.
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
