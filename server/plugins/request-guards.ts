/**
 * What every request meets before any route (DESIGN §3): the Permissions-Policy header (helmet
 * sets none; first, so the refusals below carry it too), the redirect to HTTPS behind a trusted
 * proxy, and the refusal of request bodies in a Content-Encoding.
 *
 * Not encapsulated (fastify-plugin): its hooks must reach every route of the app.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { apiErrors } from '../api-error';
import { PERMISSIONS_POLICY } from '../csp';
import type { TrustProxy } from '../env';

/**
 * A `Host` header that names a host and nothing else (RFC 9110 §7.2: `uri-host [ ":" port ]`):
 * a DNS name, an IPv4 address or a bracketed IPv6 address, and an optional port.
 */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Options of {@link requestGuardsPlugin}. */
export interface RequestGuardsOptions {
  /** `TRUST_PROXY`: with a proxy, plain-HTTP requests it forwards are redirected to HTTPS. */
  trustProxy: TrustProxy;
}

async function requestGuards(app: FastifyInstance, { trustProxy }: RequestGuardsOptions) {
  // Helmet sets no Permissions-Policy; deny the powerful features the site never uses.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });

  if (trustProxy !== false) {
    // Behind a TLS-terminating proxy, a request the proxy received over plain HTTP (it says so in
    // X-Forwarded-Proto, which counts only from a trusted proxy) is redirected to HTTPS (308 keeps
    // the method and body); a request that did not come through a proxy is not. The target is
    // the Host the visitor asked the proxy for, never `X-Forwarded-Host`: proxies route by Host,
    // but many pass a client's own `X-Forwarded-Host` through untouched.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers['x-forwarded-proto'];
      const forwarded = (Array.isArray(header) ? header.join(',') : header)
        ?.split(',')
        .at(-1)
        ?.trim();
      if (forwarded === 'http' && request.protocol === 'http' && request.url !== '/healthz') {
        const host = request.headers.host;
        if (!host || !HOST_HEADER.test(host)) {
          done(apiErrors.badRequest());
          return;
        }
        void reply.redirect(`https://${host}${request.url}`, 308);
        return;
      }
      done();
    });
  }

  // A request body in any Content-Encoding but identity would be stored as if it were plain.
  app.addHook('onRequest', (request, _reply, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(apiErrors.unsupportedEncoding(encoding));
      return;
    }
    done();
  });
}

/** See the module comment. */
export const requestGuardsPlugin = fastifyPlugin(requestGuards, {
  name: 'request-guards',
  fastify: '5.x',
});
