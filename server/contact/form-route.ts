/**
 * The contact form without JavaScript (DESIGN §4 "The form without JavaScript"): the
 * prerendered form posts `application/x-www-form-urlencoded` to its own page path
 * (`POST /contact`, `POST /ar/contact`, …).
 *
 * The fields become the row the site's script would send (spec §7) and go to the same
 * {@link ContactService} as the API route, after the same rate-limit counter (./plugin.ts):
 * the same zod schema, honeypot, repository and notification. A stored row answers `303` to
 * `<page>?sent=1#message-sent` (a GET, so a reload cannot post again; the page shows its notice
 * by CSS `:target`). Any failure answers the page itself, with the status, the visitor's values
 * kept in their fields and an error summary above them in the page's language: for fields the
 * schema refuses, every one of them, each also marked at its field. A body over the limit
 * answers 413 with the whole fields that fit (./form-body.ts) and stores nothing. Fields are
 * decoded in the charset the Content-Type declares (server/charset.ts). No value ever goes into
 * a URL or a log.
 *
 * Everything that protects the site stays here, in Fastify: the counter, the body limit, the
 * charset, the honeypot, the schema's verdict and the storage. The answer is React Router's: the
 * decision (common/contact-form-outcome.ts) goes into the render's load context and the contact
 * route's `action` (app/routes/contact.tsx) turns it into the redirect or the page, rendered by
 * ../routes/page-renderer.ts. The action never reads the body and stores nothing.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_FIELDS, type ContactField } from '../../common/contact-fields';
import type { ContactFormRefused, ContactRefusalReason } from '../../common/contact-form-outcome';
import { contactFieldErrors } from '../../common/contact-issues';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_FIELD,
  CONTACT_SENT_ANCHOR,
  GENERIC_SEND_ERROR,
  toContactRow,
  type ContactForm,
} from '../../common/contact-schema';
import { LOCALES, localeFromPath, localizePath } from '../../common/i18n';
import { paths } from '../../common/paths';
import { apiErrors, type ApiError } from '../api-error';
import { declaredCharset } from '../charset';
import { CONTACT_FORM_BODY_LIMIT_BYTES } from '../limits';
import type { PageRenderer } from '../routes/page-renderer';
import { decodeUrlencoded, readBoundedBody, wholeFields } from './form-body';
import type { ContactService, InsertLimiter } from './service';

/**
 * The pages holding the contact form (common/paths.ts): the contact page in every language
 * (`/contact`, `/fr/contact`, …, `/ar/contact`).
 */
export const CONTACT_FORM_PAGES: readonly string[] = LOCALES.map((locale) =>
  localizePath(paths.contact, locale),
);

/** Options of {@link contactFormRoutes}. */
export interface ContactFormRoutesOptions {
  /** Renders the answer: the contact route's action (../routes/page-renderer.ts). */
  renderer: PageRenderer;
  /** Page paths holding the form, e.g. `['/contact']`. */
  pages: readonly string[];
  /** Validates and stores the row (./service.ts, shared with the API route). */
  service: ContactService;
  /** The contact inserts' rate limit, shared with the API route; undefined when off. */
  limitInserts?: InsertLimiter;
  /** The app's mapping of any error to the API error answered (server/app.ts `toApiError`). */
  toApiError: (error: Error, request: FastifyRequest) => ApiError;
}

/** The fields a visitor types (spec §5; common/contact-fields.ts), as the form names them. */
const FORM_FIELDS: readonly ContactField[] = CONTACT_FIELDS.map((field) => field.name);

/**
 * The fields whose absence from a cut body means they were cut: the required ones (an optional
 * field a browser leaves out was not cut, and is not reported as emptied).
 */
const REQUIRED_FIELDS: readonly ContactField[] = CONTACT_FIELDS.filter(
  (field) => field.required,
).map((field) => field.name);

/**
 * English sentence of a 400 for bytes that are not text in the body's charset (another language
 * shows its own 400 sentence, common/contact-issues.ts `contactRefusalSentence`): the values come
 * back with U+FFFD where they broke, and nothing is stored, so no garbled text reaches the team.
 */
const MALFORMED_ERROR =
  'Some characters could not be read. Please check the fields, retype what looks wrong and send the form again.';

/** What a client should send instead of a charset the form refuses (the 415's hint). */
const FORM_CHARSETS = 'Send the form as UTF-8 (or another ASCII-compatible WHATWG encoding).';

/**
 * What the form's body parser gives the route. A class, so a body of another type (JSON parsed
 * by Fastify's own parser) is never taken for it.
 */
class FormBody {
  constructor(
    readonly fields: URLSearchParams,
    /** The body was over the route's limit: `fields` holds only the whole fields before it. */
    readonly truncated: boolean,
    /** Some bytes were not text in the declared charset (see `decodeUrlencoded`). */
    readonly malformed: boolean,
  ) {}
}

/**
 * The encoding of a form body: its declared charset, else UTF-8 (what browsers send, HTML
 * "form submission"). UTF-16 is refused: `&`, `=` and `%XX` are single bytes, which UTF-16
 * cannot write, so no urlencoded body is UTF-16 (HTML submits such forms as UTF-8).
 * @throws {ApiError} 415 for an unknown charset or UTF-16
 */
function formEncoding(contentType: string | undefined): string {
  const charset = declaredCharset(contentType, FORM_CHARSETS);
  if (charset?.encoding === 'utf-16le' || charset?.encoding === 'utf-16be')
    throw apiErrors.unsupportedCharset(charset.label, FORM_CHARSETS);
  return charset?.encoding ?? 'utf-8';
}

/**
 * Registers `POST <page>` for each page of `options.pages`. Register at the root (no prefix),
 * after the contact API. Errors of its own (415 type, a body cut off) answer the page too.
 */
export async function contactFormRoutes(
  app: FastifyInstance,
  options: ContactFormRoutesOptions,
): Promise<void> {
  // Not `parseAs`: Fastify would answer 413 before reading anything, and the visitor's values
  // would be lost. This keeps at most the route's limit, and the whole fields in it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    async (request: FastifyRequest, payload: IncomingMessage): Promise<FormBody> => {
      const limit = request.routeOptions.bodyLimit ?? CONTACT_FORM_BODY_LIMIT_BYTES;
      // Read first, even when the charset is refused: a client answered mid-upload may not see it.
      const body = await readBoundedBody(payload, limit);
      const { fields, malformed } = decodeUrlencoded(
        wholeFields(body, limit),
        formEncoding(request.headers['content-type']),
      );
      return new FormBody(fields, body.truncated, malformed);
    },
  );

  /**
   * The page again (the contact route's action, ../routes/page-renderer.ts), with the visitor's
   * values and the refusal in the page's language; never cached.
   */
  const reshow = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    values: Partial<Record<ContactField, string>>,
    reason?: ContactRefusalReason,
  ) => {
    const refused: ContactFormRefused = {
      kind: 'refused',
      status,
      message,
      values: Object.fromEntries(
        FORM_FIELDS.map((field) => [field, values[field] ?? '']),
      ) as ContactFormRefused['values'],
      ...(reason ? { reason } : {}),
    };
    return options.renderer.render(request, reply, { contactFormOutcome: refused });
  };

  // Errors before the handler: a refused type or charset (415), a body that broke off.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'contact form failed');
    return reshow(request, reply, status, GENERIC_SEND_ERROR, {});
  });

  for (const page of options.pages) {
    app.post(page, { bodyLimit: CONTACT_FORM_BODY_LIMIT_BYTES }, async (request, reply) => {
      const body = request.body instanceof FormBody ? request.body : undefined;
      const fields = body?.fields ?? new URLSearchParams();
      const values = Object.fromEntries(
        FORM_FIELDS.map((field) => [field, fields.get(field) ?? '']),
      ) as ContactForm;
      if (body?.truncated) {
        // Over the limit: nothing is stored; the fields that fit come back, the others empty.
        const cut = REQUIRED_FIELDS.some((field) => !fields.has(field));
        return reshow(request, reply, 413, GENERIC_SEND_ERROR, values, cut ? 'cut' : undefined);
      }
      if (body?.malformed) return reshow(request, reply, 400, MALFORMED_ERROR, values, 'malformed');
      const trap = fields.get(CONTACT_HONEYPOT_FIELD);
      // The row the site's script would send (spec §7), the honeypot's value only when filled.
      const row = {
        ...toContactRow(values),
        // The page's language (its path), for the insights' funnel (DESIGN §4).
        [CONTACT_LANGUAGE_FIELD]: localeFromPath(page),
        // The page the form was sent from, shown to the team (migration 0019).
        [CONTACT_PAGE_FIELD]: page,
        ...(trap ? { [CONTACT_HONEYPOT_FIELD]: trap } : {}),
      };
      try {
        // Counted before validation, as the API route counts every insert it is sent.
        await options.limitInserts?.(request, reply);
        // Every field the shared schema refuses, not the first only (GOV.UK error summary),
        // whether or not the honeypot was filled: a person whose browser filled it is helped
        // like anyone (docs/decisions/0039). The sentences are the action's, in the page's
        // language, from the same function.
        if (Object.keys(contactFieldErrors(values)).length > 0)
          return await reshow(request, reply, 400, GENERIC_SEND_ERROR, values, 'fields');
        await options.service.submit(row);
      } catch (error) {
        const apiError = options.toApiError(error as Error, request);
        if (apiError.statusCode >= 500) request.log.error({ err: error }, 'contact form failed');
        // `Retry-After` of a 429 is already set on `reply`; a 503's comes with the error.
        reply.headers(apiError.headers);
        return reshow(request, reply, apiError.statusCode, apiError.message, values);
      }
      // Stored: the action answers 303 to `<page>?sent=1#message-sent`.
      try {
        return await options.renderer.render(request, reply, {
          contactFormOutcome: { kind: 'stored' },
        });
      } catch (error) {
        // The row is stored: never tell the visitor it failed (they would send it again).
        request.log.error({ err: error }, 'contact form: the stored answer could not be rendered');
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('location', `${page}?sent=1#${CONTACT_SENT_ANCHOR}`)
          .send();
      }
    });
  }
}
