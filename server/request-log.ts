/**
 * What the request log may say about a request (OWASP Logging Cheat Sheet, "Data to exclude":
 * personal data, session identifiers, access tokens). Query strings carry what people type (the
 * inbox search `?q=someone@example.com`, the site search `/search?q=…`) and whatever a link put
 * there, so for every route the logged URL is the path with each query value replaced by
 * {@link REDACTED}; a parameter name is kept when it is a plain identifier (`q`, `status`,
 * `utm_source`) and replaced too when it is not (`?someone@example.com`), so a log still shows
 * which parameters a request used, never their values.
 */
import type { FastifyRequest } from 'fastify';

/** What stands in a logged URL for each query value (and any name that is not an identifier). */
export const REDACTED = '[redacted]';

/** A query parameter name worth keeping in a log: short, letters, digits, `_`, `-`, `.`. */
const PLAIN_NAME = /^[A-Za-z0-9_.-]{1,40}$/;

/**
 * A request URL as logged: its path as sent, its query values replaced by {@link REDACTED}.
 * @param url the request target, e.g. `/api/admin/messages?q=someone%40example.com&limit=50`
 * @returns e.g. `/api/admin/messages?q=[redacted]&limit=[redacted]`
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url.slice(start + 1);
  const parameters = query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      const name = PLAIN_NAME.test(rawName) ? rawName : REDACTED;
      return equals === -1 ? name : `${name}=${REDACTED}`;
    });
  return `${url.slice(0, start)}?${parameters.join('&')}`;
}

/**
 * pino serializer of `req` for Fastify's logger (its default's fields, Fastify 5
 * lib/logger-pino.js), with {@link redactUrl} applied to `url`. Used for "incoming request" and
 * for any line logged with `{ req }`.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
