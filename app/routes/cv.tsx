import type { Route } from './+types/cv';
import { ContactFooter } from '~/components/layout/contact-footer';
import { ProductHeader } from '~/components/layout/product-header';
import { CvViewer } from '~/components/sections/cv-viewer';
import { site } from '@common/site';
import { pageData } from '~/content/site-content';
import { routeMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageData({ url, context }, '/cv', (c) => ({
    cv: c.cv.cvContent,
    footer: c.contact.contactPageContent.footer,
  }));
/** /cv: title, description and canonical URL (spec §2). */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /cv draws its own header and footer (spec §2). */
export const handle = { shell: 'own', firstView: 'cvViewer' } satisfies RouteHandle;

/** /cv (spec §2): header (logo, LinkedIn), the CV viewer and the current-year footer of /contact. */
export default function CvPage({ loaderData: { copy } }: Route.ComponentProps) {
  const { header, ...viewer } = copy.cv;
  const { footer } = copy;
  return (
    <>
      <ProductHeader label={header.label} logoHref={header.logoHref} items={header.items} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        <CvViewer {...viewer} backHome={header.backHome} />
      </main>
      <ContactFooter
        links={footer.links.filter((link) => link.href.startsWith('/'))}
        social={footer.social}
        companyName={site.companyName}
        tagline={footer.tagline}
      />
    </>
  );
}
