/**
 * The security headers of every answer (DESIGN §3), set by helmet: the site's
 * Content-Security-Policy without inline-script hashes (each page sends its own, with its hashes:
 * server/routes/static.ts), `X-Frame-Options: DENY`, and HSTS.
 *
 * Not encapsulated (fastify-plugin): helmet's hooks must reach every route of the app.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { buildCspDirectives } from '../csp';
import { HSTS_MAX_AGE_SECONDS } from '../limits';

/** Options of {@link securityHeadersPlugin}. */
export interface SecurityHeadersOptions {
  /** `VITE_SUPABASE_URL`'s origin when it is another host: allowed in `connect-src`. */
  externalApiOrigin: string | undefined;
}

async function securityHeaders(
  app: FastifyInstance,
  { externalApiOrigin }: SecurityHeadersOptions,
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: buildCspDirectives({ scriptHashes: [], externalApiOrigin }),
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
}

/** See the module comment. */
export const securityHeadersPlugin = fastifyPlugin(securityHeaders, {
  name: 'security-headers',
  fastify: '5.x',
});
