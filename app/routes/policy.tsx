import type { Route } from './+types/policy';
import { LegalTabs } from '~/components/sections/legal-tabs';
import { PageIntro } from '~/components/sections/page-intro';
import { policyPageCopy } from '~/content/schema/policy-documents';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/policy', (c) => policyPageCopy(c.policy));
/** /policy: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /policy (spec §2): hero 'Legal Information', then Privacy Policy and Terms of Service tabs. */
export default function PolicyPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  const { legalDocuments, legalTabsLabel } = copy;
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <LegalTabs label={legalTabsLabel} documents={legalDocuments} />
    </>
  );
}
