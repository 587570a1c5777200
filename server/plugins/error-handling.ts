/**
 * What the app answers when a request fails or matches no route (DESIGN §4): every error as a
 * PostgREST-shaped JSON error ({@link toApiError}), logged by how much it needs the operator; a
 * miss as the site's 404 page where there is a built site and the path is a page's, JSON
 * otherwise.
 *
 * Not encapsulated (fastify-plugin): the error and not-found handlers are the root scope's, so
 * every route registered after it inherits them. Reads the built site's pages from `site`.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  ApiError,
  BODY_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
  apiErrors,
} from '../api-error';
import { isStorageFailure, mapDatabaseError } from '../db/database-errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/limits';
import { CONTACT_BODY_LIMIT_BYTES } from '../limits';
import { RateLimitStoreError } from '../rate-limit';
import { NOT_FOUND_PAGE, pageNotFoundHandler, pagePathsFromHtmlFiles } from '../routes/static';

/**
 * Converts any error reaching the error handler into the API error answered: database failures
 * through {@link mapDatabaseError} (400 / 503), Fastify's body and content-type errors as
 * PostgREST's, other 4xx as they are, anything else a neutral 500.
 * @param request when given, a 413 uses the route's own limit and wording
 */
export function toApiError(error: FastifyError | Error, request?: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  // The shared rate-limit counters (Redis or PostgreSQL) could not count: fail closed, retry soon.
  if (error instanceof RateLimitStoreError) {
    return new ApiError(
      503,
      { message: UNAVAILABLE_MESSAGE },
      { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  const database = mapDatabaseError(error);
  if (database) return database;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request?.routeOptions.bodyLimit ?? CONTACT_BODY_LIMIT_BYTES;
      const message = (request?.routeOptions.config as Record<string, unknown> | undefined)?.[
        BODY_TOO_LARGE_MESSAGE
      ];
      return apiErrors.bodyTooLarge(limit, typeof message === 'string' ? message : undefined);
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiErrors.unsupportedMediaType('unknown');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return apiErrors.invalidJson();
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiError(status, { code: fastifyError.code ?? null, message: error.message });
  }
  return new ApiError(500, { message: INTERNAL_ERROR_MESSAGE });
}

async function errorHandling(app: FastifyInstance) {
  // The built site's HTML files (relative paths), whose paths get the 404 page; without a built
  // site every miss answers JSON.
  const htmlFiles = app.builtSite?.htmlFiles ?? null;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error, request);
    if (apiError.statusCode === 503) {
      // A full disk needs the operator; a restart or a time-out passes by itself.
      if (isStorageFailure(error)) request.log.error({ err: error }, 'database storage failure');
      else if (error instanceof RateLimitStoreError)
        request.log.warn({ err: error.cause }, 'rate-limit counter store unavailable');
      else request.log.warn({ err: error }, 'database unavailable');
    } else if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(apiError.statusCode)
      .headers(apiError.headers)
      .type('application/json; charset=utf-8')
      .send(apiError.toBody());
  });

  const jsonNotFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(apiErrors.notFound(request.method, request.url.split('?')[0] ?? '').toBody());
  app.setNotFoundHandler(
    htmlFiles
      ? pageNotFoundHandler(
          pagePathsFromHtmlFiles(htmlFiles),
          htmlFiles.includes(NOT_FOUND_PAGE),
          jsonNotFound,
        )
      : jsonNotFound,
  );
}

/** See the module comment. */
export const errorHandlingPlugin = fastifyPlugin(errorHandling, {
  name: 'error-handling',
  fastify: '5.x',
  dependencies: ['site'],
});
