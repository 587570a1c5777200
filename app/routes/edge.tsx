import type { Route } from './+types/edge';
import { Checklist } from '~/components/sections/checklist';
import { FeatureCards } from '~/components/sections/feature-cards';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { pageUrl, productJsonLd, routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/edge', (c) => c.edge);
/** /edge: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  routeMeta(data, {
    jsonLd: data
      ? [productJsonLd(data.intro.heading, data.intro.description, pageUrl('/edge', data.locale))]
      : [],
  });

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
