import { data, redirect } from 'react-router';
import type { Route } from './+types/contact';
import { CONTACT_FIELD_NAMES, type ContactField } from '@common/contact-fields';
import { contactFieldErrors, contactRefusalSentence } from '@common/contact-issues';
import { CONTACT_SENT_ANCHOR } from '@common/contact-schema';
import { DEFAULT_LOCALE } from '@common/i18n';
import { site } from '@common/site';
import { ChatPanel } from '~/components/layout/chat-panel';
import { ContactFooter } from '~/components/layout/contact-footer';
import { ContactDetails } from '~/components/sections/contact-details';
import { ContactForm, type ContactFormRefusal } from '~/components/sections/contact-form';
import { PageIntro } from '~/components/sections/page-intro';
import { pageData } from '~/content/site-content';
import { insertContactMessage } from '~/lib/contact-client';
import { routeMeta } from '~/lib/meta';
import { contactFormOutcomeContext } from '~/lib/render-context';
import type { RouteHandle } from '~/lib/route-handle';

/**
 * The page's copy in the URL's language (at build time, and on the server after a refused post
 * without JavaScript, when `titlePrefix` is the language's "Error: " for the title).
 */
export const loader = ({ url, context }: Route.LoaderArgs) => {
  const page = pageData({ url, context }, '/contact', (c) => c.contact.contactPageContent);
  const refused = context.get(contactFormOutcomeContext)?.kind === 'refused';
  return refused ? { ...page, titlePrefix: page.copy.form.errors.titlePrefix } : page;
};

/**
 * The form posted without JavaScript (DESIGN §4 "The form without JavaScript"). The server has
 * already counted, read, checked and stored it (server/contact/form-route.ts) and put its decision
 * in the load context (common/contact-form-outcome.ts); this only answers it: `303` to
 * `<page>?sent=1#message-sent` for a stored message, else the decision's status with the values
 * and, in the page's language, each refused field's sentence (common/contact-issues.ts
 * `contactFieldErrors`, the form's script's own) or the one sentence for the status.
 * @throws a 405 answer for a post the server did not decide (none reaches React Router)
 */
export const action = ({ url, context }: Route.ActionArgs) => {
  const outcome = context.get(contactFormOutcomeContext);
  if (outcome === null) throw data(null, { status: 405 });
  if (outcome.kind === 'stored')
    return redirect(`${url.pathname}?sent=1#${CONTACT_SENT_ANCHOR}`, {
      status: 303,
      headers: { 'Cache-Control': 'no-store' },
    });
  const { locale, copy } = pageData(
    { url, context },
    '/contact',
    (c) => c.contact.contactPageContent,
  );
  const refusal: ContactFormRefusal = {
    values: Object.fromEntries(
      CONTACT_FIELD_NAMES.map((name) => [name, outcome.values[name] ?? '']),
    ) as Record<ContactField, string>,
    fieldErrors: outcome.reason === 'fields' ? contactFieldErrors(outcome.values, copy.form) : {},
    error: contactRefusalSentence(outcome, copy.form.errors, locale === DEFAULT_LOCALE),
  };
  return data(refusal, { status: outcome.status });
};

/**
 * spec §2 /contact: title, description and keywords are set; canonical ends in /contact. A page
 * re-shown after a refused post says so first in its title (GOV.UK "Error: …").
 */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const meta = routeMeta(loaderData);
  const prefix = loaderData && 'titlePrefix' in loaderData ? loaderData.titlePrefix : '';
  return prefix
    ? meta.map((tag) => ('title' in tag ? { title: `${prefix}${String(tag.title)}` } : tag))
    : meta;
};

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
