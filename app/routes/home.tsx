import type { Route } from './+types/home';
import { BrandMarquee } from '~/components/sections/brand-marquee';
import { Checklist } from '~/components/sections/checklist';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { HomeHero } from '~/components/sections/home-hero';
import { MissionStatement } from '~/components/sections/mission-statement';
import { VisionPillars } from '~/components/sections/vision-pillars';
import { BRAND_MARQUEE_MS } from '~/config/timing';
import {
  BRANDS_ANCHOR,
  homeBrands,
  homeCards,
  homeDemo,
  homeFeatures,
  homeHero,
  homeMission,
  homeVision,
} from '~/content/home';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/'];

/** /: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/' });

/**
 * / (spec §1, §2): hero (anchor `home`), mission, brands strip (where Explore Products
 * scrolls), AI vision, feature list, feature cards, and the demo call to action (anchor `demo`).
 */
export default function HomePage() {
  return (
    <>
      <HomeHero {...homeHero} headline={intro.heading} lead={intro.lead} />
      <MissionStatement {...homeMission} />
      <BrandMarquee id={BRANDS_ANCHOR} {...homeBrands} loopMs={BRAND_MARQUEE_MS} />
      <VisionPillars {...homeVision} />
      <Checklist id="features" {...homeFeatures} />
      <FeatureCards id="performance" {...homeCards} background="muted" />
      <CtaBlock id="demo" {...homeDemo} />
    </>
  );
}
