import { lazy, Suspense } from 'react';
import type { Route } from './+types/home';
import { HomeHero } from '~/components/sections/home-hero';
import { homeHero } from '~/content/en/home';
import { pageIntros } from '~/content/en/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/'];

/**
 * Everything after the hero, in its own chunk (DESIGN §6: ≤ 120 KB gzip JS on the
 * first load of `/`). Prerendering awaits the module and renders it directly, so the HTML
 * holds every section; the browser keeps that HTML and hydrates it once the chunk arrives.
 */
const loadBelowFold = () => import('./home-below-fold');
const HomeBelowFold =
  typeof document === 'undefined' ? (await loadBelowFold()).default : lazy(loadBelowFold);

/** /: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/' });

/**
 * / (spec §1, §2): hero (anchor `home`) and mission statement, then brands (where Explore
 * Products scrolls), AI vision, feature list, feature cards and the demo block (anchor `demo`).
 */
export default function HomePage() {
  return (
    <>
      <HomeHero {...homeHero} headline={intro.heading} lead={intro.lead} />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
