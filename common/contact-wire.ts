/**
 * The contact form's wire names and messages that the browser's first load needs (spec §5, §8;
 * DESIGN §4): plain constants, kept apart from ./contact-schema.ts so that importing them does not
 * bring zod into a page's first-load JavaScript (DESIGN §6; the schema loads with the form's
 * validation on its first submit). ./contact-schema.ts re-exports every one of them.
 */

/**
 * The honeypot (docs/privacy.md "Spam protection"): a form input people never see or reach (visually hidden, aria-hidden,
 * tabIndex -1, autocomplete off) that bots filling every input fill. Its value travels as this
 * extra key of the inserted row only when it is non-empty; the API then refuses the submission
 * (400 23514, a neutral message) and stores nothing. It is never a column.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/**
 * The contact form works without JavaScript (DESIGN §4 "The form without JavaScript"): it posts (urlencoded) to its own page path,
 * and a stored message answers `303` to `<page>?sent=1#message-sent`. The page always holds the
 * success notice with this id, shown by CSS `:target`, so the prerendered HTML needs no script
 * and no personal data ever goes into the URL.
 */
export const CONTACT_SENT_ANCHOR = 'message-sent';

/** spec §8: shown when the server gives no message of its own (the site and the no-JS form). */
export const GENERIC_SEND_ERROR = 'Failed to send message. Please try again.';

/**
 * The sentences of one language for a message the server did not take (spec §8, DESIGN §4): the
 * contact module's `form.errors` (app/content/modules/contact/<lang>.json), their one home. The
 * form's script shows them by status; the contact route's action
 * shows the same ones to the form without JavaScript (./contact-issues.ts
 * `contactRefusalSentence`).
 */
export interface ContactErrorMessages {
  /** No answer at all (network down, blocked), or a failure no other sentence fits. */
  network: string;
  /** 400: a field the server refused. */
  invalid: string;
  /** 413: body over the limit. */
  tooLarge: string;
  /**
   * 413 without scripts, when fields that did not fit the body limit come back empty
   * (server/contact/form-body.ts): says that what is missing was not kept.
   */
  tooLargeCut: string;
  /** 429: rate limit. */
  rateLimited: string;
  /** 503: the database is unavailable. */
  unavailable: string;
  /** Before the title of the page re-shown after a refused post without scripts. */
  titlePrefix: string;
  /**
   * Heading of the error summary above the form re-shown without scripts (GOV.UK Design System
   * "Error summary": "There is a problem").
   */
  summaryTitle: string;
}

/** Which sentence of {@link ContactErrorMessages} answers each known HTTP status. */
export const CONTACT_ERROR_BY_STATUS: Readonly<Record<number, keyof ContactErrorMessages>> = {
  400: 'invalid',
  413: 'tooLarge',
  429: 'rateLimited',
  503: 'unavailable',
};

/**
 * The optional payload key naming the page language a message was sent from (DESIGN §4):
 * `en`, `fr`, `es`, `de` or `ar`. Stored in `contact_messages.language` for the insights'
 * funnel (messages per language); not part of the row the API returns. Optional, so clients
 * that predate it still work (their messages have no language).
 */
export const CONTACT_LANGUAGE_FIELD = 'language';

/**
 * The optional payload key naming the page a message was sent from (DESIGN §4): a path of the
 * site, one of the pages the insights count (`/fr/contact`), never a URL or a query. Stored in
 * `contact_messages.page` (migration 0019) and shown to the team beside the language; not part of
 * the row the API returns. Optional, so clients that predate it still work.
 */
export const CONTACT_PAGE_FIELD = 'page';
