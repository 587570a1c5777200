import type { Route } from './+types/learn';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { FigureGallery } from '~/components/sections/figure-gallery';
import { PageIntro } from '~/components/sections/page-intro';
import { StatGrid } from '~/components/sections/stat-grid';
import { TeamGrid } from '~/components/sections/team-grid';
import { Timeline } from '~/components/sections/timeline';
import * as learn from '~/content/learn';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/learn'];

/** /learn: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/learn' });

/**
 * /learn (spec §2): hero, AI Hardware Solutions, Product Presentations and Demos, the five
 * specification cards, Hardware in Action, the 2020–2024 timeline, the leadership team and
 * the Try Demo / Contact Us call to action.
 */
export default function LearnPage() {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <FeatureCards id="solutions" {...learn.learnSolutions} />
      <FeatureCards id="presentations" {...learn.learnPresentations} background="muted" />
      <StatGrid id="specifications" {...learn.learnSpecs} tone="dark" />
      <FigureGallery id="in-action" {...learn.learnInAction} />
      <Timeline id="journey" {...learn.learnTimeline} />
      <TeamGrid id="team" {...learn.learnTeam} />
      <CtaBlock id="get-started" {...learn.learnCta} />
    </>
  );
}
