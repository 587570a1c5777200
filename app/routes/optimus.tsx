import type { Route } from './+types/optimus';
import { site } from '@common/site';
import { HeroSlider } from '~/components/sections/hero-slider';
import { OptimusConcept } from '~/components/sections/optimus-concept';
import { OptimusSectionNav } from '~/components/sections/optimus-section-nav';
import { OptimusTechnology } from '~/components/sections/optimus-technology';
import { ProductCardGrid } from '~/components/sections/product-card-grid';
import { ProductContact } from '~/components/sections/product-contact';
import { documentPaths, paths } from '~/config/paths';
import { PRODUCT_SLIDER_MS, SLIDE_TRANSITION_MS } from '~/config/timing';
import { optimusContent as copy } from '~/content/optimus';
import { pageIntros } from '~/content/pages';
import { pageMeta, productJsonLd } from '~/lib/meta';

const intro = pageIntros['/optimus'];

/** /optimus: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...intro,
    path: paths.optimus,
    jsonLd: [productJsonLd('Optimus', intro.description, paths.optimus)],
  });

/**
 * /optimus (spec §2): shared fixed header, hero slider, in-page section navigation, then
 * mobile-experience, concept, features, technology, benefits and the contact footer, in order.
 */
export default function OptimusPage() {
  return (
    <>
      <HeroSlider
        variant="optimus"
        {...copy.hero}
        intervalMs={PRODUCT_SLIDER_MS}
        transitionMs={SLIDE_TRANSITION_MS}
      />
      <OptimusSectionNav {...copy.nav} />
      <ProductCardGrid id="mobile-experience" accent="orange" {...copy.mobileExperience} />
      <OptimusConcept {...copy.concept} />
      <ProductCardGrid id="features" accent="orange" {...copy.features} />
      <OptimusTechnology {...copy.technology} />
      <ProductCardGrid id="benefits" accent="orange" columns={4} muted {...copy.benefits} />
      <ProductContact
        accent="orange"
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
