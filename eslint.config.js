// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The front end's layers, highest first (DESIGN §7): routes → sections / layout → ui → hooks →
 * lib → config; content → config. route-data/ (what a route's loader and action answer) sits
 * with the routes. Only routes, route-data/ and root.tsx import content (in their loaders, so
 * copy reaches the browser as one language's data); below them, `content/types/` alone, for its
 * types: the shapes (`shapes.ts`) import nothing of app/, `site-copy.ts` only English's type.
 */
const top = [
  './app/routes',
  './app/route-data',
  './app/root.tsx',
  './app/routes.ts',
  './app/entry.client.tsx',
  './app/entry.server.tsx',
];
const layerZones = [
  { target: './app/components/sections', from: [...top, './app/components/layout'] },
  { target: './app/components/layout', from: [...top, './app/components/sections'] },
  {
    target: './app/components/ui',
    from: [...top, './app/components/sections', './app/components/layout'],
  },
  { target: './app/hooks', from: [...top, './app/components'] },
  { target: './app/lib', from: [...top, './app/components', './app/hooks'] },
  {
    target: ['./app/components', './app/hooks', './app/lib'],
    from: './app/content',
    except: ['./types'],
  },
  { target: './app/content', from: [...top, './app/components', './app/hooks', './app/lib'] },
  {
    target: './app/config',
    from: [...top, './app/components', './app/hooks', './app/lib', './app/content'],
  },
  {
    target: './app/content/types',
    from: [...top, './app/components', './app/hooks', './app/lib', './app/config'],
  },
  // Production code never reaches into tests, scripts or their shared support; common/ stands alone.
  {
    target: ['./app', './server', './common', './admin'],
    from: ['./tests', './scripts', './support'],
  },
  // support/ is shared by tests and the bench: it reaches into neither.
  { target: './support', from: ['./tests', './scripts'] },
  { target: './common', from: ['./app', './server', './admin'] },
  { target: './app', from: ['./server', './admin'] },
  // Except the copy's schema and validateContent (docs/decisions/0015-copy-as-data.md), which the
  // content editor's server checks every save with.
  { target: './server', from: './app', except: ['./content/schema'] },
  { target: './server', from: './admin' },
  // The team inbox is its own front end (DESIGN §8): common/ only, never the site or the server.
  { target: './admin', from: ['./app', './server'] },
].map((zone) => ({
  ...zone,
  message: 'upward import: see the layers in eslint.config.js (DESIGN §7).',
}));

/**
 * A Tailwind class that names a physical side: margins, paddings, insets, text alignment,
 * borders, rounded corners, scroll margins/paddings and float/clear (with variants like `md:`
 * and `-` for negatives). Matched inside any string literal of app/ components.
 */
const PHYSICAL_CLASS =
  '/(^|[\\s:"\'`])-?(m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr]|border-[lr]|rounded-(?:[lr]|[tb][lr])|text-(?:left|right)|float-(?:left|right)|clear-(?:left|right))(-|$|\\s|["\'`])/';

/** The physical-side rule's selectors: any string literal or template chunk of a component. */
const physicalSideRule = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${PHYSICAL_CLASS}]`,
  message:
    'Use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/border-s/rounded-e …) so right-to-left pages mirror (spec §2: Arabic among the languages).',
}));

/**
 * A raw colour in a component's string: a Tailwind palette utility (`text-teal-600`,
 * `hover:bg-amber-400/50`, `from-slate-900`), an arbitrary hex value (`bg-[#e9f7f4]`), a bare
 * hex colour (`'#fff'` in a style) or a colour function (`rgb(…)`, `hsl(…)`, `oklch(…)`).
 * Components name theme tokens instead (app/app.css `@theme`, the product themes of
 * app/config/product-themes.ts), so a page's `data-theme` recolours them (spec §2, §9).
 */
const PALETTE_COLOUR =
  '/(^|[\\s:"\'`!])-?(bg|text|border(-[xytblrse])?|ring|ring-offset|outline|divide|from|via|to|fill|stroke|decoration|shadow|inset-shadow|inset-ring|accent|caret|placeholder)-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-(50|[1-9]00|950)([^0-9]|$)|\\[#[0-9a-fA-F]{3,8}\\]|^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$|(^|[^a-zA-Z-])(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\(/';

/** The palette rule's selectors, the same nodes as the physical-side rule. */
const paletteRule = ['Literal', 'TemplateElement'].map((node) => ({
  selector: `${node}[${node === 'Literal' ? 'value' : 'value.raw'}=${PALETTE_COLOUR}]`,
  message:
    'Use a theme token (bg-accent, text-accent-ink, border-line, bg-subtle …, app/app.css @theme), not a raw palette colour, hex or rgb(): product colours come from the page theme.',
}));

/**
 * Files under the palette rule: every component of the site (sections, layout, ui, with their
 * class helpers in .ts files), the first-view surfaces the sections paint, and the whole admin
 * app, whose own tokens are in admin/styles.css. Colours that must be values (a canvas, the Open
 * Graph image's logo) come from common/brand-colours.ts.
 */
const PALETTE_FILES = [
  'app/components/**/*.{ts,tsx}',
  'app/config/first-view-surfaces.ts',
  'admin/**/*.{ts,tsx}',
];

/**
 * Lint rules ("DESIGN §N" = docs/design.md, "spec §N" = docs/spec.md). Import boundaries (DESIGN §7): common/ imports neither app/ nor server/;
 * app/ and server/ never import each other.
 */
export default tseslint.config(
  {
    ignores: [
      'build/',
      'node_modules/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      'public/',
      'bench/tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Layer rules and cycles over every linted file: app, server, common, tests and scripts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'tests/unit/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '../server/*'],
              message: 'app/ must not import server/ (DESIGN §7).',
            },
          ],
        },
      ],
    },
  },
  {
    // Layout mirrors for Arabic through logical properties alone, so physical left/right
    // utilities (ml-, pr-, left-, text-right, border-l, rounded-r, …) are errors in any string
    // of a component.
    files: ['app/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...physicalSideRule] },
  },
  {
    // Raw palette colours are errors where the palette rule applies. ESLint replaces a rule's
    // options per matching block, so this block repeats the physical-side selectors.
    files: PALETTE_FILES,
    rules: { 'no-restricted-syntax': ['error', ...physicalSideRule, ...paletteRule] },
  },
  {
    // The admin app talks to the server through one client (admin/lib/api-client.ts: the
    // session-expired redirect and one error type); features call it from their api/ modules.
    files: ['admin/**/*.{ts,tsx}'],
    ignores: ['admin/lib/api-client.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the server through admin/lib/api-client.ts (a feature api/ module).',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app/**'],
              message: 'server/ must not import app/ (DESIGN §7).',
            },
          ],
        },
      ],
    },
  },
  {
    // The doors from server/ to app/: the content editor's catalogue reads the copy's schema
    // and validateContent, and its save runs the one content checker
    // (docs/decisions/0015-copy-as-data.md); the layer zones above still allow only
    // app/content/schema/. The counted page views take the routes from the module registry
    // (schema/modules.ts `routePaths`: a page is a module whose manifest has a path).
    files: [
      'server/content/site-content.ts',
      'server/content/checks.ts',
      'server/insights/counted-paths.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app/**', '**/server/**'],
              message: 'common/ imports neither app/ nor server/ (DESIGN §7).',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
