import { Suspense } from 'react';
import type { Route } from './+types/home';
import { LanguageHint } from '~/components/layout/language-hint';
import { HomeHero } from '~/components/sections/home-hero';
import { pageData } from '~/content/site-content';
import { lazyOnFirstActivity } from '~/lib/first-activity';
import { routeMeta } from '~/lib/meta';

/** After the hero, a chunk of its own that hydrates on first activity (decision 0018). */
const loadBelowFold = () => import('~/components/sections/home-below-fold');
const HomeBelowFold =
  typeof document === 'undefined'
    ? (await loadBelowFold()).default
    : lazyOnFirstActivity(loadBelowFold);

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/', (c) => ({ hero: c.home.homeHero, below: c.homeBelowFold }));

/** /: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** / (spec §1, §2): the hero (anchor `home`), then everything below the fold. */
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
