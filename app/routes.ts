import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES } from '../common/i18n';
import { paths, searchPath } from '../common/paths';
// Relative: react-router loads the route table without the Vite aliases.
import { routePaths } from './content/schema/modules';

/**
 * The routes with a path of their own: every page module of the content registry
 * (app/content/schema/modules.ts, each manifest's `path`), then the search page; the path is also
 * the module's name under `routes/` (`/faq` → `routes/faq.tsx`, `app/content/modules/faq/`).
 */
const NAMED_ROUTES = [...routePaths, searchPath]
  .filter((path) => path !== paths.home)
  .map((path) => path.slice(1));

/**
 * The route table (spec §2): the page modules' routes, none with parameters, the search results page and a
 * splat route that renders the 404 page at any other path, so that page also hydrates at the
 * unknown URLs the server answers with it and status 404. English at the spec's paths (DESIGN §5),
 * each other language under its prefix (`/fr`, `/fr/contact`, …) with its own 404 splat. The same
 * modules serve every language; their loaders pick the language from the URL.
 */
function pages(id: string) {
  return [
    index('routes/home.tsx', { id: `${id}home` }),
    ...NAMED_ROUTES.map((name) => route(name, `routes/${name}.tsx`, { id: `${id}${name}` })),
    route('*', 'routes/not-found.tsx', { id: `${id}not-found` }),
  ];
}

export default [
  ...pages('routes/'),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    prefix(locale, pages(`${locale}/`)),
  ),
] satisfies RouteConfig;
