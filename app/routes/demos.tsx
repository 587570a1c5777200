import type { Route } from './+types/demos';
import { ConnectLinks } from '~/components/sections/connect-links';
import { CtaBlock } from '~/components/sections/cta-block';
import { DemoCards } from '~/components/sections/demo-cards';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/demos', (c) => c.demos);

/** /demos: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/**
 * /demos (spec §2): 'Product Demos' and its intro, three demo cards ('Explore Optimus' is a
 * full page load to /optimus; 'View Live Demo' records the product id), 'Ready to Transform
 * Your Industry?' and 'Connect With Us'.
 */
export default function DemosPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  const { demoCards, demoSelection, demosConnect, demosCta } = copy;
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <DemoCards
        cards={demoCards}
        label={demoSelection.label}
        selectedNote={demoSelection.note}
        selectedLink={demoSelection.link}
        actionTarget={demoSelection.actionTarget}
      />
      <CtaBlock {...demosCta} />
      <ConnectLinks {...demosConnect} />
    </>
  );
}
