import type { Route } from './+types/cv';
import { ContactFooter } from '~/components/layout/contact-footer';
import { ProductHeader } from '~/components/layout/product-header';
import { CvViewer } from '~/components/sections/cv-viewer';
import { site } from '@common/site';
import { paths } from '~/config/paths';
import { contactPageContent } from '~/content/en/contact';
import { cvContent as copy } from '~/content/en/cv';
import { pageIntros } from '~/content/en/pages';
import { pageMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

const intro = pageIntros['/cv'];

/** /cv: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = () => pageMeta({ ...intro, path: paths.cv });

/** /cv draws its own header and footer (spec §2). */
export const handle: RouteHandle = { chrome: 'own' };

/** /cv (spec §2): header (logo, LinkedIn), the CV viewer and the current-year footer of /contact. */
export default function CvPage() {
  const { header, ...viewer } = copy;
  return (
    <>
      <ProductHeader label={header.label} logoHref={header.logoHref} items={header.items} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <CvViewer {...viewer} backHome={header.backHome} />
      </main>
      <ContactFooter
        links={contactPageContent.footer.links.filter((link) => link.href.startsWith('/'))}
        social={contactPageContent.footer.social}
        companyName={site.companyName}
        tagline={contactPageContent.footer.tagline}
      />
    </>
  );
}
