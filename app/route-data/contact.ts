/**
 * What the contact route (app/routes/contact.tsx) answers on the server: its loader's copy and
 * its action for the form posted without JavaScript (DESIGN §4 "The form without JavaScript").
 * Kept beside the routes so each route module stays a thin list of sections (DESIGN §7).
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import { CONTACT_FIELD_NAMES, type ContactField } from '@common/contact-fields';
import { contactFieldErrors, contactRefusalSentence } from '@common/contact-issues';
import { CONTACT_SENT_ANCHOR } from '@common/contact-wire';
import { DEFAULT_LOCALE } from '@common/i18n';
import type { ContactFormRefusal } from '~/components/sections/contact-form';
import { pageData } from '~/content/site-content';
import { contactFormOutcomeContext } from '~/lib/render-context';

/** A loader's or action's `url` and load `context`. */
interface RouteArgs {
  url: URL;
  context: Readonly<Pick<RouterContextProvider, 'get'>>;
}

/**
 * The page's copy in the URL's language (at build time, and on the server after a refused post
 * without JavaScript, when `titlePrefix` is the language's "Error: " for the title).
 */
export function contactLoader({ url, context }: RouteArgs) {
  const page = pageData({ url, context }, '/contact', (c) => c.contact.contactPageContent);
  const refused = context.get(contactFormOutcomeContext)?.kind === 'refused';
  return refused ? { ...page, titlePrefix: page.copy.form.errors.titlePrefix } : page;
}

/**
 * The form posted without JavaScript. The server has already counted, read, checked and stored
 * it (server/contact/form-route.ts) and put its decision in the load context
 * (common/contact-form-outcome.ts); this only answers it: `303` to `<page>?sent=1#message-sent`
 * for a stored message, else the decision's status with the values and, in the page's language,
 * each refused field's sentence (common/contact-issues.ts `contactFieldErrors`, the form's
 * script's own) or the one sentence for the status.
 * @throws a 405 answer for a post the server did not decide (none reaches React Router)
 */
export function contactAction({ url, context }: RouteArgs) {
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
}
