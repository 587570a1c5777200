import { BrandMarquee } from '~/components/sections/brand-marquee';
import { Checklist } from '~/components/sections/checklist';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { MissionStatement } from '~/components/sections/mission-statement';
import { VisionPillars } from '~/components/sections/vision-pillars';
import { BRAND_MARQUEE_MS } from '~/config/timing';
import type { SiteContent } from '~/content/types';

/**
 * The landing page after the hero (spec §1, §2): mission statement, brands strip (where Explore
 * Products scrolls), AI vision, feature list, feature cards and the demo block (anchor `demo`,
 * the header's Try Demo target). Not a route: routes/home.tsx loads it with React.lazy so its
 * code stays out of the first-load bundle of `/` (DESIGN §6: ≤ 120 KB gzip JS); the mission
 * statement is static, so nothing is lost by hydrating it a moment later.
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
