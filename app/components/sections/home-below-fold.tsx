import { BrandMarquee } from '~/components/sections/brand-marquee';
import { Checklist } from '~/components/sections/checklist';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { MissionStatement } from '~/components/sections/mission-statement';
import { VisionPillars } from '~/components/sections/vision-pillars';
import { BRAND_MARQUEE_MS } from '~/config/timing';
import type { SiteContent } from '~/content/types/site-copy';

/**
 * The landing page after the hero (spec §1, §2): mission statement, brands strip (where Explore
 * Products scrolls), AI vision, feature list, feature cards and the demo block (anchor `demo`,
 * the header's Try Demo target). Not a route: routes/home.tsx loads it with React.lazy on the
 * visitor's first activity, so its code stays out of the first-load JS of `/` (DESIGN §6).
 * Prerendering awaits the module and renders it directly, so the HTML holds every section; the
 * browser keeps that HTML and hydrates it once the chunk arrives. Its sections are links and text
 * that work as HTML and the brand strip scrolls by CSS, so nothing is lost by hydrating them a
 * moment later (docs/decisions/0018-home-below-the-fold-chunk.md).
 */
export default function HomeBelowFold({
  homeBrands,
  homeCards,
  homeDemo,
  homeFeatures,
  homeMission,
  homeVision,
}: SiteContent['homeBelowFold']) {
  return (
    <>
      <MissionStatement {...homeMission} />
      <BrandMarquee {...homeBrands} loopMs={BRAND_MARQUEE_MS} />
      <VisionPillars {...homeVision} />
      <Checklist {...homeFeatures} />
      <FeatureCards {...homeCards} background="muted" />
      <CtaBlock {...homeDemo} />
    </>
  );
}
