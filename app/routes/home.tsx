import { lazy, Suspense } from 'react';
import type { Route } from './+types/home';
import { LanguageHint } from '~/components/layout/language-hint';
import { HomeHero } from '~/components/sections/home-hero';
import { pageData } from '~/content/site-content';
import { firstActivity } from '~/lib/first-activity';
import { routeMeta } from '~/lib/meta';

/**
 * Everything after the hero, in its own chunk (DESIGN §6: ≤ 120 KB gzip JS on the
 * first load of `/`). Prerendering awaits the module and renders it directly, so the HTML
 * holds every section; the browser keeps that HTML and hydrates it once the chunk arrives.
 * The chunk loads on the visitor's first activity (issue 17: JavaScript on load, 12 KB in six
 * requests): its sections are links and text that work as HTML, and the brand strip scrolls by
 * CSS; a scroll, touch or key is what brings them into use.
 */
const loadBelowFold = () => import('./home-below-fold');
const HomeBelowFold =
  typeof document === 'undefined'
    ? (await loadBelowFold()).default
    : lazy(() => firstActivity().then(loadBelowFold));

/** The page's copy in the URL's language (issue 12), at build time. */
export const loader = ({ request }: Route.LoaderArgs) =>
  pageData(request, '/', (c) => ({ hero: c.home.homeHero, below: c.homeBelowFold }));

/** /: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/**
 * / (spec §1, §2): hero (anchor `home`) and mission statement, then brands (where Explore
 * Products scrolls), AI vision, feature list, feature cards and the demo block (anchor `demo`).
 */
export default function HomePage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  return (
    <>
      <LanguageHint />
      <HomeHero {...copy.hero} headline={intro.heading} lead={intro.lead} />
      <Suspense fallback={null}>
        <HomeBelowFold {...copy.below} />
      </Suspense>
    </>
  );
}
