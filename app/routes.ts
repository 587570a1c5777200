import { type RouteConfig, index, prefix, route } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES } from '../common/i18n';

/**
 * The route table (spec §2): twelve routes, none with parameters, the search results page and a
 * splat route that renders the 404 page at any other path, so that page also hydrates at the
 * unknown URLs the server answers with it and status 404. English at the spec's paths (DESIGN §5),
 * each other language under its prefix (`/fr`, `/fr/contact`, …) with its own 404 splat. The same
 * modules serve every language; their loaders pick the language from the URL.
 */
function pages(id: string) {
  return [
    index('routes/home.tsx', { id: `${id}home` }),
    route('demos', 'routes/demos.tsx', { id: `${id}demos` }),
    route('contact', 'routes/contact.tsx', { id: `${id}contact` }),
    route('optimus', 'routes/optimus.tsx', { id: `${id}optimus` }),
    route('faq', 'routes/faq.tsx', { id: `${id}faq` }),
    route('learn', 'routes/learn.tsx', { id: `${id}learn` }),
    route('scanova', 'routes/scanova.tsx', { id: `${id}scanova` }),
    route('cv', 'routes/cv.tsx', { id: `${id}cv` }),
    route('iffer', 'routes/iffer.tsx', { id: `${id}iffer` }),
    route('edge', 'routes/edge.tsx', { id: `${id}edge` }),
    route('lumen', 'routes/lumen.tsx', { id: `${id}lumen` }),
    route('policy', 'routes/policy.tsx', { id: `${id}policy` }),
    route('search', 'routes/search.tsx', { id: `${id}search` }),
    route('*', 'routes/not-found.tsx', { id: `${id}not-found` }),
  ];
}

export default [
  ...pages('routes/'),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    prefix(locale, pages(`${locale}/`)),
  ),
] satisfies RouteConfig;
