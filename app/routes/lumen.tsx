import type { Route } from './+types/lumen';
import { OwnShellPage, ownShellHandle } from '~/components/layout/own-shell-page';
import { DocumentDownload } from '~/components/sections/document-download';
import { HeroSlider } from '~/components/sections/hero-slider';
import { ImageViews } from '~/components/sections/image-views';
import { PriceBand } from '~/components/sections/price-band';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { productThemes } from '~/config/product-themes';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import { withLumenProduct } from '~/lib/structured-data';

/** The page's copy in the URL's language, at build time, and its Product with its offer. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  withLumenProduct(pageData({ url, context }, '/lumen', (c) => c.lumen.lumenContent));
/** /lumen: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);
/** /lumen draws its own header and footer (spec §2), in the Lumen theme. */
export const handle = ownShellHandle(productThemes.lumen, 'productHero');

/** /lumen (spec §2): hero, demo, figures, pricing, the seven components, download, contact. */
export default function LumenPage({ loaderData: { copy } }: Route.ComponentProps) {
  return (
    <OwnShellPage theme={handle.theme} header={copy.header} footer={copy.footer}>
      <HeroSlider {...copy.hero} />
      <ImageViews {...copy.demo} />
      <ProductCardGrid columns={4} muted {...copy.features} />
      <PriceBand {...copy.pricing} />
      <ProductCardGrid columns={4} numbered {...copy.components} />
      <DocumentDownload {...copy.download} />
      <ProductContact {...copy.contact} />
    </OwnShellPage>
  );
}
