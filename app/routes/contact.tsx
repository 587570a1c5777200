import type { Route } from './+types/contact';
import { site } from '@common/site';
import { ChatPanel } from '~/components/layout/chat-panel';
import { ContactFooter } from '~/components/layout/contact-footer';
import { ContactDetails } from '~/components/sections/contact-details';
import { ContactForm } from '~/components/sections/contact-form';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { insertContactMessage } from '~/lib/contact-client';
import { routeMeta } from '~/lib/meta';
import type { RouteHandle } from '~/lib/route-handle';

/** The page's copy in the URL's language, at build time. */
export const loader = ({ url }: Route.LoaderArgs) =>
  pageData(url, '/contact', (c) => c.contact.contactPageContent);
/** spec §2 /contact: title, description and keywords are set; canonical ends in /contact. */
export const meta: Route.MetaFunction = ({ loaderData }) => routeMeta(loaderData);

/** /contact draws its own footer (spec §2). */
export const handle: RouteHandle = { shell: 'header-only' };

/** /contact (spec §2): details, the form, the page footer and the chat panel. */
export default function ContactPage({ loaderData: { intro, copy } }: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 md:grid-cols-[2fr_3fr] md:py-16">
        <ContactDetails {...copy.details} />
        <ContactForm copy={copy.form} send={insertContactMessage} />
      </div>
      <ContactFooter {...copy.footer} companyName={site.companyName} roomForFloatingControl />
      <ChatPanel />
    </>
  );
}
