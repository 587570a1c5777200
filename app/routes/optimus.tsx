import type { Route } from './+types/optimus';
import { HeroSlider } from '~/components/sections/hero-slider';
import { OptimusTechnology } from '~/components/sections/optimus-technology';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { SectionNav } from '~/components/sections/section-nav';
import { SummaryChecks } from '~/components/sections/summary-checks';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import { withOptimusProduct } from '~/lib/structured-data';

/** The page's copy in the URL's language, at build time, and its Product. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  withOptimusProduct(pageData({ url, context }, '/optimus', (c) => c.optimus.optimusContent));

/** /optimus: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/**
 * /optimus (spec §2): hero slider, in-page section navigation, then mobile-experience, concept,
 * features, technology, benefits and the contact footer, in order. Shared shell; its theme is
 * the company's default ('brand', config/product-themes.ts), so it needs no frame.
 */
export default function OptimusPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <>
      <HeroSlider {...copy.hero} />
      <SectionNav {...copy.nav} />
      <ProductCardGrid {...copy.mobileExperience} />
      <SummaryChecks {...copy.concept} />
      <ProductCardGrid {...copy.features} />
      <OptimusTechnology {...copy.technology} />
      <ProductCardGrid columns={4} muted {...copy.benefits} />
      <ProductContact {...copy.contact} />
    </>
  );
}
