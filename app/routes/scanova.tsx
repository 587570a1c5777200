import type { Route } from './+types/scanova';
import { OwnChromePage } from '~/components/layout/own-chrome-page';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import * as architecture from '~/components/sections/scanova-architecture';
import { ScanovaHero } from '~/components/sections/scanova-hero';
import { ScanovaPresentation } from '~/components/sections/scanova-presentation';
import { ScanovaPrototypes } from '~/components/sections/scanova-prototypes';
import { ScanovaTeam } from '~/components/sections/scanova-team';
import { productThemes } from '~/config/product-themes';
import { pageIntros } from '~/content/pages';
import { scanovaContent as copy } from '~/content/scanova';
import { pageMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /scanova: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...pageIntros['/scanova'], path: '/scanova', product: { name: 'Scanova' } });

/** /scanova draws its own header and footer (spec §2), in the Scanova theme. */
export const handle: RouteHandle = { chrome: 'own' };

/**
 * /scanova (spec §2): hero with live readings, prototypes, frameworks, subsystems, AI layer,
 * architecture flow, real-world example, team and presentation.
 */
export default function ScanovaPage() {
  return (
    <OwnChromePage theme={productThemes.scanova} header={copy.header} footer={copy.footer}>
      <ScanovaHero {...copy.hero} readings={copy.readings} />
      <ScanovaPrototypes {...copy.prototypes} />
      <ProductCardGrid id="frameworks" columns={4} muted {...copy.frameworks} />
      <ProductCardGrid id="subsystems" columns={4} {...copy.subsystems} />
      <architecture.ScanovaAiLayer {...copy.aiLayer} />
      <architecture.ScanovaArchitectureFlow {...copy.architecture} />
      <architecture.ScanovaExample {...copy.example} />
      <ScanovaTeam {...copy.team} />
      <ScanovaPresentation {...copy.presentation} />
    </OwnChromePage>
  );
}
