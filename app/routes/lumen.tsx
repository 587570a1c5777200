import type { Route } from './+types/lumen';
import { OwnChromePage } from '~/components/layout/own-chrome-page';
import { DocumentDownload } from '~/components/sections/document-download';
import { HeroSlider } from '~/components/sections/hero-slider';
import { LumenDemo } from '~/components/sections/lumen-demo';
import { LumenPricing } from '~/components/sections/lumen-pricing';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { productThemes } from '~/config/product-themes';
import { lumenContent as copy } from '~/content/lumen';
import { pageIntros } from '~/content/pages';
import { pageMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

/** /lumen: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({ ...pageIntros['/lumen'], path: '/lumen', product: copy.product });

/** /lumen draws its own header and footer (spec §2), in the Lumen theme. */
export const handle: RouteHandle = { chrome: 'own' };

/**
 * /lumen (spec §2): hero slider, Product Demo, figures, Device Pricing, the seven Hardware
 * Components, download and contact.
 */
export default function LumenPage() {
  return (
    <OwnChromePage theme={productThemes.lumen} header={copy.header} footer={copy.footer}>
      <HeroSlider {...copy.hero} />
      <LumenDemo {...copy.demo} />
      <ProductCardGrid id="features" columns={4} muted {...copy.features} />
      <LumenPricing {...copy.pricing} />
      <ProductCardGrid id="components" numbered {...copy.components} />
      <DocumentDownload id="download" {...copy.download} />
      <ProductContact {...copy.contact} />
    </OwnChromePage>
  );
}
