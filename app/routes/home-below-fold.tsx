import { BrandMarquee } from '~/components/sections/brand-marquee';
import { Checklist } from '~/components/sections/checklist';
import { CtaBlock } from '~/components/sections/cta-block';
import { FeatureCards } from '~/components/sections/feature-cards';
import { VisionPillars } from '~/components/sections/vision-pillars';
import { BRAND_MARQUEE_MS } from '~/config/timing';
import { BRANDS_ANCHOR } from '~/content/home';
import {
  homeBrands,
  homeCards,
  homeDemo,
  homeFeatures,
  homeVision,
} from '~/content/home-below-fold';

/**
 * The landing page below the first screen (spec §1, §2): brands strip (where Explore Products
 * scrolls), AI vision, feature list, feature cards and the demo block (anchor `demo`, the
 * header's Try Demo target). Not a route: routes/home.tsx loads it with React.lazy so its code
 * stays out of the first-load bundle of `/` (DESIGN §6: ≤ 120 KB gzip JS).
 */
export default function HomeBelowFold() {
  return (
    <>
      <BrandMarquee id={BRANDS_ANCHOR} {...homeBrands} loopMs={BRAND_MARQUEE_MS} />
      <VisionPillars {...homeVision} />
      <Checklist id="features" {...homeFeatures} />
      <FeatureCards id="performance" {...homeCards} background="muted" />
      <CtaBlock id="demo" {...homeDemo} />
    </>
  );
}
