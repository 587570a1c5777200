import type { Route } from './+types/scanova';
import { site } from '@common/site';
import { ProductFooter } from '~/components/layout/product-footer';
import { ProductHeader } from '~/components/layout/product-header';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import {
  ScanovaAiLayer,
  ScanovaArchitectureFlow,
  ScanovaExample,
} from '~/components/sections/scanova-architecture';
import { ScanovaHero } from '~/components/sections/scanova-hero';
import { ScanovaLiveReadings } from '~/components/sections/scanova-live-readings';
import { ScanovaPresentation } from '~/components/sections/scanova-presentation';
import { ScanovaPrototypes } from '~/components/sections/scanova-prototypes';
import { ScanovaTeam } from '~/components/sections/scanova-team';
import { productThemes } from '~/config/product-themes';
import { paths } from '~/config/paths';
import { PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import { pageIntros } from '~/content/pages';
import { scanovaContent as copy } from '~/content/scanova';
import { useSimulatedReadings } from '~/hooks/use-simulated-readings';
import { pageMeta, productJsonLd } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

const intro = pageIntros['/scanova'];

/** /scanova: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...intro,
    path: paths.scanova,
    jsonLd: [productJsonLd('Scanova', intro.description, paths.scanova)],
  });

/** /scanova draws its own header and footer (spec §2). */
export const handle: RouteHandle = { chrome: 'own', theme: productThemes.scanova };

/**
 * /scanova (spec §2): own header, hero with live readings, prototypes, frameworks, subsystems,
 * AI layer, architecture flow, real-world example, team, presentation, footer.
 */
export default function ScanovaPage() {
  const readings = useSimulatedReadings();
  return (
    <>
      <ProductHeader {...copy.header} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <ScanovaHero {...copy.hero}>
          <ScanovaLiveReadings copy={copy.readings} readings={readings} />
        </ScanovaHero>
        <ScanovaPrototypes {...copy.prototypes} intervalMs={PROTOTYPE_CAROUSEL_MS} />
        <ProductCardGrid id="frameworks" columns={4} muted {...copy.frameworks} />
        <ProductCardGrid id="subsystems" columns={4} {...copy.subsystems} />
        <ScanovaAiLayer {...copy.aiLayer} />
        <ScanovaArchitectureFlow {...copy.architecture} />
        <ScanovaExample {...copy.example} />
        <ScanovaTeam {...copy.team} />
        <ScanovaPresentation {...copy.presentation} />
      </main>
      <ProductFooter companyName={site.companyName} {...copy.footer} />
    </>
  );
}
