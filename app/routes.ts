import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * The explicit route table (spec §2): twelve routes, none with parameters, plus a splat
 * route that renders the 404 page at any other path (STACK-NOTES §6).
 */
export default [
  index('routes/home.tsx'),
  route('demos', 'routes/demos.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('optimus', 'routes/optimus.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('learn', 'routes/learn.tsx'),
  route('scanova', 'routes/scanova.tsx'),
  route('cv', 'routes/cv.tsx'),
  route('iffer', 'routes/iffer.tsx'),
  route('edge', 'routes/edge.tsx'),
  route('lumen', 'routes/lumen.tsx'),
  route('policy', 'routes/policy.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
