import type { Route } from './+types/scanova';
import { OwnShellPage, ownShellHandle } from '~/components/layout/own-shell-page';
import { FigureCarousel } from '~/components/sections/figure-carousel';
import { FigureSpotlight } from '~/components/sections/figure-spotlight';
import { PointGrid } from '~/components/sections/point-grid';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProfileCards } from '~/components/sections/profile-cards';
import { ScanovaHero } from '~/components/sections/scanova-hero';
import { ScanovaPresentation } from '~/components/sections/scanova-presentation';
import { StepFlow } from '~/components/sections/step-flow';
import { productThemes } from '~/config/product-themes';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import { withScanovaProduct } from '~/lib/structured-data';

/** The page's copy in the URL's language, at build time, and its Product. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  withScanovaProduct(pageData({ url, context }, '/scanova', (c) => c.scanova.scanovaContent));
/** /scanova: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);
/** /scanova draws its own header and footer (spec §2), in the Scanova theme. */
export const handle = ownShellHandle(productThemes.scanova, 'scanovaHero');

/** /scanova (spec §2): hero with live readings, then its sections in the spec's order. */
export default function ScanovaPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <OwnShellPage theme={handle.theme} header={copy.header} footer={copy.footer}>
      <ScanovaHero {...copy.hero} readings={copy.readings} />
      <FigureCarousel {...copy.prototypes} />
      <ProductCardGrid columns={4} muted {...copy.frameworks} />
      <ProductCardGrid columns={4} {...copy.subsystems} />
      <PointGrid {...copy.aiLayer} />
      <StepFlow {...copy.architecture} />
      <FigureSpotlight {...copy.example} />
      <ProfileCards {...copy.team} />
      <ScanovaPresentation {...copy.presentation} />
    </OwnShellPage>
  );
}
