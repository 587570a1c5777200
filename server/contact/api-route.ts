/**
 * The PostgREST-compatible contact API (DESIGN §4), registered under the `/rest/v1` prefix:
 * `POST /rest/v1/contact_messages` inserts rows; GET/PATCH/PUT/DELETE answer 405; any other
 * table answers 404 PGRST205. Every request (except CORS preflights) must carry ANON_KEY in
 * `apikey` and/or `Authorization: Bearer`, as Supabase's gateway requires.
 */
import { timingSafeEqual } from 'node:crypto';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_TABLE, apiErrors } from '../api-error';
import { declaredCharset } from '../charset';
import { sendSecurityHeaders } from '../csp';
import { CORS_MAX_AGE_SECONDS } from './limits';
import { CONTACT_BODY_LIMIT_BYTES } from '../limits';
import { parseColumnsParam, parsePrefer, parseSelectParam, projectRows } from './payload';
import type { ContactService, InsertLimiter } from './service';

/** Options of {@link contactRoutes}. */
export interface ContactRoutesOptions {
  /** The key every request must present (env ANON_KEY). */
  anonKey: string;
  /** CORS allow-list (origins; '*' allows any). */
  allowedOrigins: readonly string[];
  /** Validates and stores the rows (./service.ts, shared with the form without JavaScript). */
  service: ContactService;
  /**
   * The contact inserts' rate limit (./plugin.ts), the same counter the form without
   * JavaScript counts in; undefined when `RATE_LIMIT_MAX` is 0.
   */
  limitInserts?: InsertLimiter;
  /**
   * Helmet's headers, precomputed (csp.ts `precomputedSecurityHeaders` with the API's CSP),
   * sent by every route here instead of running @fastify/helmet per request. Default: helmet
   * runs as everywhere.
   */
  securityHeaders?: Readonly<Record<string, string>>;
}

/** Methods PostgREST's CORS answer lists (DESIGN §4: CORS as PostgREST does it). */
const CORS_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'];
/** Response headers PostgREST exposes to scripts. */
const CORS_EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Preference-Applied',
  'Retry-After',
];

/**
 * Fastify onRequest hook, after the CORS hook: 401 unless every key presented equals ANON_KEY
 * (DESIGN §4); 403 for a preflight the CORS hook did not answer (origin not allowed).
 * @throws {ApiError} 401 missing or invalid key; 403 refused preflight
 */
export function checkApiKey(anonKey: string) {
  const expected = Buffer.from(anonKey);
  // Constant time for keys of the right length; the length itself is no secret (the anon key
  // ships in the site's JavaScript anyway). No hashing: this runs on every insert.
  const sameKey = (given: string) => {
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
  return async function apiKeyHook(request: FastifyRequest): Promise<void> {
    // Preflights carry no key. An allowed one was answered by the CORS hook before this one.
    if (request.method === 'OPTIONS') throw apiErrors.originNotAllowed(request.headers.origin);
    const apikey = request.headers.apikey;
    const authorization = request.headers.authorization;
    const presented: string[] = [];
    if (typeof apikey === 'string') presented.push(apikey);
    else if (Array.isArray(apikey)) presented.push(...apikey);
    const bearer =
      typeof authorization === 'string' ? /^Bearer\s+(.+)$/i.exec(authorization.trim()) : null;
    if (bearer?.[1]) presented.push(bearer[1]);
    if (presented.length === 0) throw apiErrors.missingKey();
    if (!presented.every(sameKey)) throw apiErrors.invalidKey();
  };
}

/** First value of a query parameter that may repeat. */
function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** Whether a Content-Type is JSON (`application/json`, any parameters). */
function isJsonContentType(value: string): boolean {
  return value.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** What a client should send instead of another charset (the 415's hint). */
const JSON_CHARSET = 'JSON must be UTF-8 (RFC 8259 §8.1): send charset=utf-8 or no charset.';

/**
 * Refuses a JSON body that declares a charset other than UTF-8. RFC 8259 §11 defines no charset
 * parameter for application/json, but a client that sends one says how its bytes are meant:
 * ISO-8859-1 bytes that happen to be valid UTF-8 would be stored as other characters.
 * @throws {ApiError} 415 PGRST107 for any charset but UTF-8 (its labels `utf8`, `UTF-8`, … too)
 */
function checkJsonCharset(contentType: string | undefined): void {
  const charset = declaredCharset(contentType, JSON_CHARSET);
  if (charset !== undefined && charset.encoding !== 'utf-8')
    throw apiErrors.unsupportedCharset(charset.label, JSON_CHARSET);
}

/** Strict UTF-8: JSON text must be UTF-8 (RFC 8259), and PostgreSQL refuses invalid bytes. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Parses the raw body as JSON.
 * @throws {ApiError} 400 PGRST102 for an empty or malformed body, or bytes that are not UTF-8
 */
function parseJsonBody(raw: unknown): unknown {
  let text: string;
  try {
    text = Buffer.isBuffer(raw) ? utf8.decode(raw) : typeof raw === 'string' ? raw : '';
  } catch {
    throw apiErrors.invalidJson('The request body is not valid UTF-8');
  }
  if (text.trim() === '') throw apiErrors.invalidJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiErrors.invalidJson();
  }
}

/** POST /rest/v1/contact_messages (DESIGN §4). */
function insertHandler(service: ContactService) {
  return async function insertContactMessages(request: FastifyRequest, reply: FastifyReply) {
    const contentType = request.headers['content-type'];
    // PostgREST assumes JSON when no Content-Type is given.
    if (contentType !== undefined && !isJsonContentType(contentType)) {
      throw apiErrors.unsupportedMediaType(contentType.split(';')[0]?.trim() || contentType);
    }
    checkJsonCharset(contentType);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const columns = parseColumnsParam(single(query.columns));
    const select = parseSelectParam(single(query.select));
    const prefer = parsePrefer(request.headers.prefer);
    // Database errors reach the app's error handler, which maps them (server/db/database-errors.ts).
    const stored = await service.submit(parseJsonBody(request.body), {
      columns,
      missingDefault: prefer.missingDefault,
    });

    // Committed: only now is 201 sent (DESIGN §4).
    reply.code(201);
    if (prefer.applied.length > 0) reply.header('preference-applied', prefer.applied.join(', '));
    if (!prefer.returnRepresentation) return reply.send();
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(projectRows(stored, select)));
  };
}

/**
 * Registers CORS, the key check and the routes; the rate limit runs after the key check. Register
 * with `{ prefix: '/rest/v1' }` (./plugin.ts does). Errors are thrown as {@link ApiError} for the
 * app's error handler.
 */
export async function contactRoutes(
  app: FastifyInstance,
  options: ContactRoutesOptions,
): Promise<void> {
  const allowAny = options.allowedOrigins.includes('*');
  const allowed = new Set(options.allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && (allowAny || allowed.has(origin))),
    methods: CORS_METHODS,
    // allowedHeaders left unset: the preflight echoes Access-Control-Request-Headers, as PostgREST does.
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
  });
  const { securityHeaders } = options;
  // Sent on every answer here (401, 405, 429 too; over helmet's, where helmet ran first).
  if (securityHeaders) sendSecurityHeaders(app, securityHeaders);
  // Answers may echo a visitor's row: no cache may keep them (OWASP Session Management, caching).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onRequest', checkApiKey(options.anonKey));

  // Bodies reach the handler raw, so it can answer PostgREST's own 415 and PGRST102.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Routes with precomputed headers skip @fastify/helmet, which rebuilds its CSP per request.
  const helmet = securityHeaders ? { helmet: false as const } : {};

  app.post(`/${CONTACT_TABLE}`, {
    ...helmet,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    // After the plugin-level hooks (CORS, key check): a refused key is never counted.
    ...(options.limitInserts ? { onRequest: options.limitInserts } : {}),
    handler: insertHandler(options.service),
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: `/${CONTACT_TABLE}`,
    ...helmet,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    handler: async (request) => {
      throw apiErrors.methodNotAllowed(request.method);
    },
  });

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    ...helmet,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    handler: async (request) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      if (path === '' || path.includes('/')) throw apiErrors.invalidPath();
      throw apiErrors.unknownTable(path);
    },
  });
}
