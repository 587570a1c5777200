/**
 * Builds the Fastify app (DESIGN §3, §7): security headers, the contact API under /rest/v1,
 * the prerendered site, PostgREST-shaped errors. Tests drive it with `inject()` or `listen({port: 0})`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError, INTERNAL_ERROR_MESSAGE, apiErrors } from './api-error';
import {
  buildCspDirectives,
  collectInlineScriptHashes,
  listHtmlFiles,
  API_CSP_DIRECTIVES,
  precomputedSecurityHeaders,
} from './csp';
import { createContactRepository } from './db/contact-repository';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import type { ServerEnv } from './env';
import { CONTACT_BODY_LIMIT_BYTES, HSTS_MAX_AGE_SECONDS } from './limits';
import { COMPANY_PROFILE_DEFAULTS, companyProfileRoutes } from './routes/company-profile';
import { vitalsRoutes } from './routes/vitals';
import { contactRoutes } from './routes/contact';
import {
  NOT_FOUND_PAGE,
  pageNotFoundHandler,
  pagePathsFromHtmlFiles,
  staticRoutes,
} from './routes/static';

/** build/client of this checkout (the server runs from source with tsx). */
export const DEFAULT_CLIENT_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'build',
  'client',
);

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Validated configuration (server/env.ts). */
  env: ServerEnv;
  /**
   * An open, migrated database owned by the caller (it closes it). When absent, the app opens
   * `env.databaseUrl`, migrates it, and closes it in `app.close()`.
   */
  db?: Kysely<Database>;
  /** The built site; default build/client. Null, or a folder without index.html: API only, with a warning. */
  clientDir?: string | null;
  /** Fastify logger option; default `{ level: env.logLevel }`. */
  logger?: FastifyServerOptions['logger'];
}

/** Converts any error reaching the error handler into the API error answered. */
export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiErrors.bodyTooLarge(CONTACT_BODY_LIMIT_BYTES);
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

/**
 * Builds the app; does not listen.
 * @throws when the database cannot be opened or migrated (only when `db` is not given)
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.logLevel },
    trustProxy: env.trustProxy,
    return503OnClosing: true,
  });

  let db = options.db;
  if (!db) {
    const opened = openDatabase(env.databaseUrl);
    db = opened.db;
    const ownDb = opened.db;
    app.addHook('onClose', async () => ownDb.destroy());
    await migrateToLatest(ownDb, opened.dialect);
  }

  const requestedDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  const clientDir =
    requestedDir && existsSync(join(requestedDir, 'index.html')) ? resolve(requestedDir) : null;
  if (!clientDir) {
    app.log.warn(
      `No built site at ${requestedDir ?? '(none)'}: serving the API only. Run \`npm run build\` (npm start does it for you).`,
    );
  }
  const htmlFiles = clientDir ? await listHtmlFiles(clientDir) : [];
  const scriptHashes = clientDir ? await collectInlineScriptHashes(clientDir) : [];

  const cspDirectives = buildCspDirectives({
    scriptHashes,
    externalApiOrigin: env.externalApiOrigin,
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
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
    clientDir
      ? pageNotFoundHandler(
          pagePathsFromHtmlFiles(htmlFiles),
          htmlFiles.includes(NOT_FOUND_PAGE),
          jsonNotFound,
        )
      : jsonNotFound,
  );

  app.get('/healthz', async () => ({ ok: true }));

  await app.register(contactRoutes, {
    prefix: '/rest/v1',
    anonKey: env.anonKey,
    allowedOrigins: env.allowedOrigins,
    rateLimitMax: env.rateLimitMax,
    repository: createContactRepository(db),
    securityHeaders: precomputedSecurityHeaders(API_CSP_DIRECTIVES),
  });

  // spec §7, issue 7: consented web-vitals reports.
  await app.register(vitalsRoutes, { db, rateLimitMax: env.rateLimitMax === 0 ? 0 : undefined });

  // spec §7, DESIGN §3: the LinkedIn card's data, fetched server-side and cached.
  await app.register(companyProfileRoutes, {
    pageUrl: env.companyProfileUrl,
    ...COMPANY_PROFILE_DEFAULTS,
  });

  if (clientDir) await app.register(staticRoutes, { clientDir });
  return app;
}
