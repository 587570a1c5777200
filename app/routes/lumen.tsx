import type { Route } from './+types/lumen';
import { site } from '@common/site';
import { ProductFooter } from '~/components/layout/product-footer';
import { ProductHeader } from '~/components/layout/product-header';
import { DocumentDownload } from '~/components/sections/document-download';
import { HeroSlider } from '~/components/sections/hero-slider';
import { LumenDemo } from '~/components/sections/lumen-demo';
import { LumenPricing } from '~/components/sections/lumen-pricing';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { productThemes } from '~/config/product-themes';
import { paths } from '~/config/paths';
import { PRODUCT_SLIDER_MS, SLIDE_TRANSITION_MS } from '~/config/timing';
import { lumenContent as copy, LUMEN_PRICE_USD } from '~/content/lumen';
import { pageIntros } from '~/content/pages';
import { pageMeta, productJsonLd } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

const intro = pageIntros['/lumen'];

/** /lumen: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...intro,
    path: paths.lumen,
    jsonLd: [productJsonLd('Lumen', intro.description, paths.lumen, LUMEN_PRICE_USD)],
  });

/** /lumen draws its own header and footer (spec §2). */
export const handle: RouteHandle = { chrome: 'own', theme: productThemes.lumen };

/**
 * /lumen (spec §2): own header, hero slider, Product Demo, figures, Device Pricing, the seven
 * Hardware Components, download section, contact and footer.
 */
export default function LumenPage() {
  return (
    <>
      <ProductHeader {...copy.header} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <HeroSlider
          {...copy.hero}
          intervalMs={PRODUCT_SLIDER_MS}
          transitionMs={SLIDE_TRANSITION_MS}
        />
        <LumenDemo {...copy.demo} />
        <ProductCardGrid id="features" columns={4} muted {...copy.features} />
        <LumenPricing {...copy.pricing} />
        <ProductCardGrid
          id="components"

          numbered
          heading={copy.components.heading}
          lead={copy.components.lead}
          cards={copy.components.items}
        />
        <DocumentDownload id="download" {...copy.download} />
        <ProductContact
          heading={copy.contact.heading}
          lead={copy.contact.lead}
          email={copy.contact.email}
          phone={copy.contact.phone}
          links={[copy.contact.page]}
        />
      </main>
      <ProductFooter companyName={site.companyName} {...copy.footer} />
    </>
  );
}
