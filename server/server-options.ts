/**
 * The options the Fastify factory takes (server/app.ts `buildApp`), which no plugin can set
 * later: the logger with its request serializer (query values redacted), the time-outs of slow
 * requests, and the answers of errors that happen before routing (a URL that does not decode, the
 * HTTP parser's own errors).
 */
import { createServer, STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyReply, FastifyServerOptions } from 'fastify';
import { apiErrors } from './api-error';
import type { TrustProxy } from './env';
import { CONNECTION_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './limits';
import { serializeRequest } from './request-log';

/**
 * Answers of the HTTP parser's own errors (bad request line, header overflow, time-out), which
 * never reach Fastify's hooks: a neutral body, and the security headers every answer carries
 * (Fastify's default has none, and names the parser error).
 */
function clientErrorResponse(error: NodeJS.ErrnoException, headers: Record<string, string>) {
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({
    code: null,
    message:
      status === 431
        ? 'Request headers too large'
        : status === 408
          ? 'Request timed out'
          : 'Bad request',
    details: null,
    hint: null,
  });
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The logger options of {@link serverOptions}: the given ones (or `{ level }`), with the request
 * serializer that keeps query values out of the log (server/request-log.ts) on every route.
 */
function loggerOptions(
  given: FastifyServerOptions['logger'],
  level: string,
): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = typeof given === 'object' ? given : {};
  return { level, ...base, serializers: { ...base.serializers, req: serializeRequest } };
}

/** What {@link serverOptions} needs. */
export interface ServerOptionsInput {
  /** Fastify's logger option (server/app.ts `BuildAppOptions.logger`); `false` logs nothing. */
  logger: FastifyServerOptions['logger'];
  /** `LOG_LEVEL`, used unless `logger` sets its own. */
  logLevel: string;
  /** `TRUST_PROXY` (server/env.ts `parseTrustProxy`). */
  trustProxy: TrustProxy;
  /** Tests only: a shorter request time-out and Node's check interval. Milliseconds. */
  requestTimeout?: { timeoutMs: number; checkIntervalMs: number };
  /** The API's security headers, sent with the answers of errors before routing. */
  securityHeaders: Record<string, string>;
}

/** The options of `Fastify()` for this server (see the module comment). */
export function serverOptions(input: ServerOptionsInput): FastifyHttpOptions<Server> {
  const { requestTimeout, securityHeaders } = input;
  const neutralBadRequest = apiErrors.badRequest();
  return {
    logger: loggerOptions(input.logger, input.logLevel),
    trustProxy: input.trustProxy,
    return503OnClosing: true,
    // A body dripped byte by byte must not hold its socket: the whole request must arrive
    // within REQUEST_TIMEOUT_MS, and an idle socket closes after CONNECTION_TIMEOUT_MS.
    requestTimeout: requestTimeout?.timeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    ...(requestTimeout
      ? {
          serverFactory: (handler: Parameters<typeof createServer>[1], factoryOptions: object) =>
            createServer(
              { ...factoryOptions, connectionsCheckingInterval: requestTimeout.checkIntervalMs },
              handler,
            ),
        }
      : {}),
    // A URL that does not decode (e.g. '/%zz'): a neutral 400 that does not echo it.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply
        .code(400)
        .headers(securityHeaders)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(neutralBadRequest.toBody());
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.write(clientErrorResponse(error, securityHeaders));
      socket.destroy(error);
    },
  };
}
