import type { Route } from './+types/demos';
import { ConnectLinks } from '~/components/sections/connect-links';
import { CtaBlock } from '~/components/sections/cta-block';
import { DemoCards } from '~/components/sections/demo-cards';
import { PageIntro } from '~/components/sections/page-intro';
import { demoCards, demoSelection, demosConnect, demosCta } from '~/content/en/demos';
import { pageIntros } from '~/content/en/pages';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/demos'];

/** /demos: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/demos' });

/**
 * /demos (spec §2): 'Product Demos' and its intro, three demo cards ('Explore Optimus' is a
 * full page load to /optimus; 'View Live Demo' records the product id), 'Ready to Transform
 * Your Industry?' and 'Connect With Us'.
 */
export default function DemosPage() {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <DemoCards
        cards={demoCards}
        label={demoSelection.label}
        selectedNote={demoSelection.note}
        selectedLink={demoSelection.link}
      />
      <CtaBlock {...demosCta} />
      <ConnectLinks {...demosConnect} />
    </>
  );
}
