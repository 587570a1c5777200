import type { Route } from './+types/learn';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { FigureGallery } from '~/components/sections/figure-gallery';
import { PageIntro } from '~/components/sections/page-intro';
import { StatGrid } from '~/components/sections/stat-grid';
import { TeamGrid } from '~/components/sections/team-grid';
import { Timeline } from '~/components/sections/timeline';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/learn', (c) => c.learn);

/** /learn: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/**
 * /learn (spec §2): hero, AI Hardware Solutions, Product Presentations and Demos, the five
 * specification cards, Hardware in Action, the 2020–2024 timeline, the leadership team and
 * the Try Demo / Contact Us call to action.
 */
export default function LearnPage({ loaderData: { intro, copy: learn } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <FeatureCards {...learn.learnSolutions} />
      <FeatureCards {...learn.learnPresentations} background="muted" />
      <StatGrid {...learn.learnSpecs} tone="dark" />
      <FigureGallery {...learn.learnInAction} />
      <Timeline {...learn.learnTimeline} />
      <TeamGrid {...learn.learnTeam} />
      <CtaBlock {...learn.learnCta} />
    </>
  );
}
