import type { Route } from './+types/policy';
import { LegalTabs } from '~/components/sections/legal-tabs';
import { PageIntro } from '~/components/sections/page-intro';
import { pageIntros } from '~/content/en/pages';
import { legalDocuments, legalTabsLabel } from '~/content/en/policy';
import { pageMeta } from '~/lib/meta';

const intro = pageIntros['/policy'];

/** /policy: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: '/policy' });

/** /policy (spec §2): hero 'Legal Information', then Privacy Policy and Terms of Service tabs. */
export default function PolicyPage() {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <LegalTabs label={legalTabsLabel} documents={legalDocuments} />
    </>
  );
}
