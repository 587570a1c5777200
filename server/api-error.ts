/**
 * PostgREST-shaped errors (DESIGN §4): every API error body is `{code, message, details, hint}`,
 * with null for absent fields. supabase-js shows `message` to the visitor verbatim, so messages
 * a visitor can trigger through the form are written for people.
 */

/** The JSON body of every API error. */
export interface ApiErrorBody {
  /** PostgreSQL SQLSTATE (e.g. '23514') or PostgREST code ('PGRST102'); null for gateway errors. */
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

/** An error answered as `statusCode` with an {@link ApiErrorBody} and optional extra headers. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;
  readonly code: string | null;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    statusCode: number,
    body: { code?: string | null; message: string; details?: string | null; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.statusCode = statusCode;
    this.code = body.code ?? null;
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
    this.headers = headers;
  }

  /** The response body. */
  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** Route config key of a route's own 413 wording (e.g. /api/vitals), read by the error handler. */
export const BODY_TOO_LARGE_MESSAGE = 'bodyTooLargeMessage';

/** The one table the API exposes (spec §3). */
export const CONTACT_TABLE = 'contact_messages';

/** Message of a 500: nothing the visitor can fix, so say so (the details go to the log). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Message of a 503 (database busy or unreachable). */
export const UNAVAILABLE_MESSAGE = 'The service is busy right now. Please try again in a moment.';

/** Factories for every error of DESIGN §4, so codes and wording live in one place. */
export const apiErrors = {
  /** 401, no `apikey` / Bearer (as Supabase's gateway answers). */
  missingKey: () =>
    new ApiError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or `Authorization: Bearer` token was found.',
    }),
  /** 401, a key that is not ANON_KEY. */
  invalidKey: () =>
    new ApiError(401, { message: 'Invalid API key', hint: 'Double check your anonymous API key.' }),
  /** 400 PGRST102: body is not JSON, is empty, or is not an object / array of objects. */
  invalidJson: (message = 'Empty or invalid json') =>
    new ApiError(400, { code: 'PGRST102', message }),
  /** 400 PGRST100: a query parameter that does not parse. */
  invalidParameter: (message: string, details?: string) =>
    new ApiError(400, { code: 'PGRST100', message, details }),
  /** 400 PGRST204: a payload or `columns` key that is no column. */
  unknownColumn: (column: string) =>
    new ApiError(400, {
      code: 'PGRST204',
      message: `Could not find the '${column}' column of '${CONTACT_TABLE}' in the schema cache`,
    }),
  /** 400 42703: a `select` entry that is no column. */
  unknownSelectColumn: (column: string) =>
    new ApiError(400, {
      code: '42703',
      message: `column ${CONTACT_TABLE}.${column} does not exist`,
    }),
  /** 400 23502: a required column missing or null (PostgreSQL's wording). */
  notNull: (column: string) =>
    new ApiError(400, {
      code: '23502',
      message: `null value in column "${column}" of relation "${CONTACT_TABLE}" violates not-null constraint`,
      hint: 'Please fill in every field.',
    }),
  /** 400 23514: a value the table's checks refuse; `message` is for the visitor. */
  checkViolation: (message: string, column: string) =>
    new ApiError(400, {
      code: '23514',
      message,
      details: `new row for relation "${CONTACT_TABLE}" violates check constraint "${CONTACT_TABLE}_${column}_check"`,
    }),
  /** 401 42501: what PostgREST answers `anon` when a row fails the RLS policy (status must be 'new'). */
  rowLevelSecurity: () =>
    new ApiError(
      401,
      {
        code: '42501',
        message: `new row violates row-level security policy for table "${CONTACT_TABLE}"`,
      },
      { 'www-authenticate': 'Bearer' },
    ),
  /** 401 42501: a column `anon` may not write (`id`, `received_at`). */
  columnPermission: () =>
    new ApiError(
      401,
      { code: '42501', message: `permission denied for table ${CONTACT_TABLE}` },
      { 'www-authenticate': 'Bearer' },
    ),
  /** 400 54000: more rows than one request may carry. */
  tooManyRows: (max: number) =>
    new ApiError(400, {
      code: '54000',
      message:
        max === 1
          ? 'Send one message per request'
          : `Too many rows in one request: at most ${max} are accepted`,
    }),
  /** 404 PGRST205: a table that does not exist. */
  unknownTable: (table: string) =>
    new ApiError(404, {
      code: 'PGRST205',
      message: `Could not find the table 'public.${table}' in the schema cache`,
      hint: `Perhaps you meant the table 'public.${CONTACT_TABLE}'`,
    }),
  /** 404 PGRST125: a path under /rest/v1 that names no table. */
  invalidPath: () =>
    new ApiError(404, { code: 'PGRST125', message: 'Invalid path specified in request URL' }),
  /** 405 PGRST117: anonymous visitors only insert (DESIGN §4). */
  methodNotAllowed: (method: string) =>
    new ApiError(
      405,
      { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` },
      { allow: 'POST, OPTIONS' },
    ),
  /**
   * 413: body over the route's limit.
   * @param message the route's own wording; default the contact form's (shown to the visitor)
   */
  bodyTooLarge: (
    limitBytes: number,
    message = 'Your message is too long to send. Please shorten it and try again.',
  ) =>
    new ApiError(413, {
      message,
      details: `The request body is larger than ${limitBytes} bytes.`,
    }),
  /** 415: a request body in a Content-Encoding other than identity (DESIGN §4). */
  unsupportedEncoding: (encoding: string) =>
    new ApiError(
      415,
      {
        message: 'Content-Encoding not supported',
        details: `Send the body uncompressed; got ${JSON.stringify(encoding.slice(0, 40))}.`,
      },
      { 'accept-encoding': 'identity' },
    ),
  /** 400 with a neutral body: a request the HTTP layer cannot read (never echoes the input). */
  badRequest: () => new ApiError(400, { message: 'Bad request' }),
  /**
   * 415 PGRST107: a body in a charset this route cannot read. JSON must be UTF-8 (RFC 8259
   * §8.1); the no-script form takes any charset the WHATWG Encoding Standard names except
   * UTF-16, in which its `&`/`=` syntax cannot be written.
   * @param label the charset as sent
   * @param accepted what to send instead, for the hint
   */
  unsupportedCharset: (label: string, accepted: string) =>
    new ApiError(415, {
      code: 'PGRST107',
      message: `Content-Type charset not supported: ${JSON.stringify(label.slice(0, 40))}`,
      hint: accepted,
    }),
  /** 415 PGRST107: a Content-Type other than application/json. */
  unsupportedMediaType: (contentType: string) =>
    new ApiError(415, { code: 'PGRST107', message: `Content-Type not acceptable: ${contentType}` }),
  /**
   * 503: the process is overloaded (@fastify/under-pressure); `headers` adds the security headers
   * of an answer sent before helmet's hook ran.
   */
  overloaded: (retryAfterSeconds: number, headers: Readonly<Record<string, string>> = {}) =>
    new ApiError(
      503,
      { message: UNAVAILABLE_MESSAGE },
      { ...headers, 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' },
    ),
  /** 429: past the rate limit; `retryAfterSeconds` also goes in Retry-After (set by the rate limiter). */
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(429, {
      message: 'Too many messages sent from your address. Please wait a minute and try again.',
      details: `Retry after ${retryAfterSeconds} seconds.`,
    }),
  /** 403: a CORS preflight from an origin outside ALLOWED_ORIGINS (no Access-Control-Allow-Origin). */
  originNotAllowed: (origin: string | undefined) =>
    new ApiError(403, {
      message: origin ? `Origin ${origin} is not allowed` : 'Not a CORS preflight request',
      hint: 'Add the origin to ALLOWED_ORIGINS.',
    }),
  /** 404 for unknown /api paths and non-page requests. */
  notFound: (method: string, url: string) =>
    new ApiError(404, { message: `Route ${method}:${url} not found` }),
};
