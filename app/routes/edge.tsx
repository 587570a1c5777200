import type { Route } from './+types/edge';
import { Checklist } from '~/components/sections/checklist';
import { FeatureCards } from '~/components/sections/feature-cards';
import { PageIntro } from '~/components/sections/page-intro';
import { edgeSolutions, edgeWhy } from '~/content/en/edge';
import { pageIntros } from '~/content/en/pages';
import { pageMeta, productJsonLd } from '~/lib/meta';

const intro = pageIntros['/edge'];

/** /edge: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () =>
  pageMeta({
    ...intro,
    path: '/edge',
    jsonLd: [productJsonLd(intro.heading, intro.description, '/edge')],
  });

/** /edge (spec §2): hero '{product} Edge', Edge Computing Solutions, the Why Choose checklist. */
export default function EdgePage() {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <FeatureCards {...edgeSolutions} />
      <Checklist {...edgeWhy} />
    </>
  );
}
