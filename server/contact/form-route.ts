/**
 * The contact form without JavaScript (issue 16): the prerendered form posts
 * `application/x-www-form-urlencoded` to its own page path (`POST /contact`).
 *
 * The fields become the row the site's script would send (spec §7) and go through the API route
 * itself, `POST /rest/v1/contact_messages`, by `inject` with the visitor's IP: the same zod
 * schema, honeypot, body limit, rate-limit counter and repository, so posting both ways cannot
 * double a visitor's allowance. A stored row answers `303` to `<page>?sent=1#message-sent`
 * (a GET, so a reload cannot post again; the page shows its notice by CSS `:target`). Any
 * failure answers the page itself, with the API's status, the visitor's values kept in their
 * fields and the API's sentence above them (server/form-page.ts). A body over the limit answers
 * 413 with the whole fields that fit (server/form-body.ts) and stores nothing. Fields are
 * decoded in the charset the Content-Type declares (server/charset.ts). No value ever goes into
 * a URL.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_COLUMNS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_SENT_ANCHOR,
  GENERIC_SEND_ERROR,
  NEW_MESSAGE_STATUS,
} from '../../common/contact-schema';
import { LOCALES, localizePath } from '../../common/i18n';
import { CONTACT_TABLE, apiErrors } from '../api-error';
import { declaredCharset } from '../charset';
import { decodeUrlencoded, readBoundedBody, wholeFields } from './form-body';
import { renderFormPage, TOO_LARGE_CUT } from './form-page';
import { CONTACT_FORM_BODY_LIMIT_BYTES } from '../limits';

/**
 * The pages holding the contact form (app/config/paths.ts; server/ may not import app/): the
 * contact page in every language (issue 12: `/contact`, `/fr/contact`, …, `/ar/contact`).
 */
export const CONTACT_FORM_PAGES: readonly string[] = LOCALES.map((locale) =>
  localizePath('/contact', locale),
);

/** Options of {@link contactFormRoutes}. */
export interface ContactFormRoutesOptions {
  /** Absolute path of build/client. */
  clientDir: string;
  /** Page paths holding the form, e.g. `['/contact']`; each is `<path>/index.html` there. */
  pages: readonly string[];
  /** The key the API route requires (env ANON_KEY). */
  anonKey: string;
}

/** The fields a visitor types (spec §5), as the form names them. */
const FORM_FIELDS = CONTACT_COLUMNS.filter(
  (column): column is 'name' | 'email' | 'subject' | 'message' =>
    column !== 'status' && column !== 'created_at',
);

/** Sentences for failures before the API sees the row (it has its own for the rest). */
const FORM_ERRORS: Readonly<Record<number, string>> = {
  413: 'Your message is too long to send. Please shorten it and try again.',
  415: GENERIC_SEND_ERROR,
};

/**
 * English fallback of a 413 that emptied fields (the page's `data-error-413-cut` comes first):
 * the visitor must know that what is missing was not kept, not merely that it was too long.
 */
const TOO_LARGE_CUT_ERROR =
  'Your message was too long to send, so the fields that did not fit were emptied. Please fill them in again, more briefly.';

/**
 * English fallback of a 400 for bytes that are not text in the body's charset (a page in
 * another language shows its own 400 sentence): the values come back with U+FFFD where they
 * broke, and nothing is stored, so no garbled text reaches the team.
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

/** The API's sentence from its JSON body (`{ message }`), else spec §8's generic one. */
function apiMessage(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message !== ''
      ? parsed.message
      : GENERIC_SEND_ERROR;
  } catch {
    return GENERIC_SEND_ERROR;
  }
}

/**
 * Registers `POST <page>` for each page whose prerendered HTML exists. Register at the root
 * (no prefix), after the contact API. Errors of its own (415 type, a body cut off) answer the page
 * too.
 */
export async function contactFormRoutes(
  app: FastifyInstance,
  options: ContactFormRoutesOptions,
): Promise<void> {
  const templates = new Map<string, string>();
  for (const page of options.pages) {
    const html = await readFile(join(options.clientDir, page.slice(1), 'index.html'), 'utf8').catch(
      () => null,
    );
    if (html !== null) templates.set(page, html);
  }

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

  /** The page again, with the visitor's values and the error; never cached. */
  const reshow = async (
    reply: FastifyReply,
    page: string,
    status: number,
    error: string,
    values: Record<string, string>,
    reason?: string,
  ) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(await renderFormPage(templates.get(page) ?? '', { values, status, error, reason }));

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'contact form failed');
    const page = request.routeOptions.url ?? options.pages[0] ?? '/contact';
    return reshow(reply, page, status, FORM_ERRORS[status] ?? GENERIC_SEND_ERROR, {});
  });

  for (const [page] of templates) {
    app.post(page, { bodyLimit: CONTACT_FORM_BODY_LIMIT_BYTES }, async (request, reply) => {
      const body = request.body instanceof FormBody ? request.body : undefined;
      const fields = body?.fields ?? new URLSearchParams();
      const values = Object.fromEntries(
        FORM_FIELDS.map((field) => [field, fields.get(field) ?? '']),
      );
      if (body?.truncated) {
        // Over the limit: nothing is stored; the fields that fit come back, the others empty.
        const cut = FORM_FIELDS.some((field) => !fields.has(field));
        return cut
          ? reshow(reply, page, 413, TOO_LARGE_CUT_ERROR, values, TOO_LARGE_CUT)
          : reshow(reply, page, 413, FORM_ERRORS[413]!, values);
      }
      if (body?.malformed) return reshow(reply, page, 400, MALFORMED_ERROR, values);
      const trap = fields.get(CONTACT_HONEYPOT_FIELD);
      const row = {
        ...values,
        status: NEW_MESSAGE_STATUS,
        created_at: new Date().toISOString(),
        ...(trap ? { [CONTACT_HONEYPOT_FIELD]: trap } : {}),
      };
      const answer = await app.inject({
        method: 'POST',
        url: `/rest/v1/${CONTACT_TABLE}`,
        remoteAddress: request.ip,
        headers: {
          apikey: options.anonKey,
          'content-type': 'application/json',
          // Behind a trusted proxy the API's HTTPS redirect reads this (the visitor's own was https).
          'x-forwarded-proto': request.protocol,
        },
        payload: JSON.stringify(row),
      });
      if (answer.statusCode === 201) {
        return reply
          .code(303)
          .header('cache-control', 'no-store')
          .header('location', `${page}?sent=1#${CONTACT_SENT_ANCHOR}`)
          .send();
      }
      const retryAfter = answer.headers['retry-after'];
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
      return reshow(reply, page, answer.statusCode, apiMessage(answer.body), values);
    });
  }
}
