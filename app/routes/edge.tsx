import type { Route } from './+types/edge';
import { Checklist } from '~/components/sections/checklist';
import { FeatureCards } from '~/components/sections/feature-cards';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import { withEdgeProduct } from '~/lib/structured-data';

/** The page's copy in the URL's language, at build time, and its Product (named by its hero). */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  withEdgeProduct(pageData({ url, context }, '/edge', (c) => c.edge));
/** /edge: title, description, canonical URL and its Product JSON-LD (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /edge (spec §2): hero '{product} Edge', Edge Computing Solutions, the Why Choose checklist. */
export default function EdgePage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  const { edgeSolutions, edgeWhy } = copy;
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} split />
      <FeatureCards {...edgeSolutions} />
      <Checklist {...edgeWhy} />
    </>
  );
}
