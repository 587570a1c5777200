/**
 * What the server decided about a contact form posted without JavaScript (DESIGN §4 "The form
 * without JavaScript"), handed to the contact route's React Router `action`, which answers it:
 * a redirect for a stored message, else the page again with the values and the errors.
 *
 * The server (server/contact/form-route.ts) does everything that protects the site first — the
 * rate-limit counter, the body limit, the charset, the honeypot, the shared schema and the
 * storage (server/contact/service.ts) — so the action only chooses words and markup; it stores
 * nothing and reads no request body.
 */
import type { ContactField } from './contact-fields';

/** Why the fields of a refused post are what they are (see {@link ContactFormRefused}). */
export type ContactRefusalReason =
  /** The shared schema refused one or more fields: each is named in the page's language. */
  | 'fields'
  /** The body was over the limit and fields that did not fit were emptied (a 413). */
  | 'cut'
  /** Some bytes were not text in the declared charset (a 400; values show U+FFFD). */
  | 'malformed';

/** The message was stored: the action redirects to `<page>?sent=1#message-sent`. */
export interface ContactFormStored {
  readonly kind: 'stored';
}

/** The message was not stored: the page is shown again with this. */
export interface ContactFormRefused {
  readonly kind: 'refused';
  /** The HTTP status answered: 400, 413, 415, 429, 500, 503 … (the API's, DESIGN §4). */
  readonly status: number;
  /** Each visible field's value as the visitor sent it ('' for a field not sent or cut). */
  readonly values: Readonly<Record<ContactField, string>>;
  /** A finer case of `status` with its own sentence; absent: the status's sentence. */
  readonly reason?: ContactRefusalReason;
  /**
   * The server's own English sentence (the API's message, e.g. the honeypot's neutral one),
   * shown where the page's language has no sentence for `status`.
   */
  readonly message: string;
}

/** See the module comment. */
export type ContactFormOutcome = ContactFormStored | ContactFormRefused;
