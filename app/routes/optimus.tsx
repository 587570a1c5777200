import type { Route } from './+types/optimus';
import { site } from '@common/site';
import { HeroSlider } from '~/components/sections/hero-slider';
import { OptimusConcept } from '~/components/sections/optimus-concept';
import { OptimusSectionNav } from '~/components/sections/optimus-section-nav';
import { OptimusTechnology } from '~/components/sections/optimus-technology';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { productThemes } from '~/config/product-themes';
import { documentPaths, paths } from '~/config/paths';
import { PRODUCT_SLIDER_MS, SLIDE_TRANSITION_MS } from '~/config/timing';
import { optimusContent as copy } from '~/content/optimus';
import { pageIntros } from '~/content/pages';
import { pageMeta, productJsonLd } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

const intro = pageIntros['/optimus'];

/** /optimus: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...intro,
    path: paths.optimus,
    jsonLd: [productJsonLd('Optimus', intro.description, paths.optimus)],
  });

/** /optimus uses the shared chrome and the Optimus theme. */
export const handle: RouteHandle = { theme: productThemes.optimus };

/**
 * /optimus (spec §2): shared fixed header, hero slider, in-page section navigation, then
 * mobile-experience, concept, features, technology, benefits and the contact footer, in order.
 */
export default function OptimusPage() {
  return (
    <>
      <HeroSlider
        {...copy.hero}
        intervalMs={PRODUCT_SLIDER_MS}
        transitionMs={SLIDE_TRANSITION_MS}
      />
      <OptimusSectionNav {...copy.nav} />
      <ProductCardGrid id="mobile-experience" {...copy.mobileExperience} />
      <OptimusConcept {...copy.concept} />
      <ProductCardGrid id="features" {...copy.features} />
      <OptimusTechnology {...copy.technology} />
      <ProductCardGrid id="benefits" columns={4} muted {...copy.benefits} />
      <ProductContact
        heading={copy.contact.heading}
        lead={copy.contact.lead}
        email={site.emails.sales}
        phone={site.phone}
        links={[
          { label: copy.contact.contactLabel, href: paths.contact },
          { label: copy.contact.deckLabel, href: documentPaths.optimusDeck },
        ]}
      />
    </>
  );
}
