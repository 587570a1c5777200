import type { Route } from './+types/contact';
import { site } from '@common/site';
import { ChatPanel } from '~/components/layout/chat-panel';
import { ContactFooter } from '~/components/layout/contact-footer';
import { ContactDetails } from '~/components/sections/contact-details';
import { ContactForm } from '~/components/sections/contact-form';
import { PageIntro } from '~/components/sections/page-intro';
import { insertContactMessage } from '~/lib/contact-client';
import { routeMeta } from '~/lib/meta';
import { withTitlePrefix } from '~/lib/title-prefix';
import type { RouteHandle } from '~/lib/route-handle';

/** The copy, and the form posted without JavaScript as the server decided it (route-data/). */
export { contactLoader as loader, contactAction as action } from '~/route-data/contact';

/** spec §2 /contact; a page re-shown after a refused post says so first in its title. */
export const meta: Route.MetaFunction = ({ loaderData }) =>
  withTitlePrefix(routeMeta(loaderData), loaderData);

/** /contact draws its own footer (spec §2). */
export const handle: RouteHandle = { shell: 'header-only' };

/** /contact (spec §2): details, the form, the page footer and the chat panel. */
export default function ContactPage({
  loaderData: { intro, copy },
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <PageIntro heading={intro.heading} lead={intro.lead} />
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 md:grid-cols-[2fr_3fr] md:py-16">
        <ContactDetails {...copy.details} />
        <ContactForm copy={copy.form} send={insertContactMessage} refusal={actionData} />
      </div>
      <ContactFooter {...copy.footer} companyName={site.companyName} roomForFloatingControl />
      <ChatPanel />
    </>
  );
}
