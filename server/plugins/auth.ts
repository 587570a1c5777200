/**
 * The team's sign-in and sessions (DESIGN §8 "Team inbox"; server/auth/sessions.ts), decorated
 * once as `auth`: the inbox signs in and out with it and purges expired sessions, and the role
 * guard (./role-guard.ts) checks every admin request's session with it.
 *
 * Not encapsulated (fastify-plugin): the decorator belongs to the root instance.
 */
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { createAuthService, type AuthService } from '../auth/sessions';
import { createAdminAccounts } from '../db/admin-accounts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, session checks and sign-out over the accounts table (server/auth/sessions.ts). */
    auth: AuthService;
  }
}

/** Options of {@link authPlugin}. */
export interface AuthPluginOptions {
  /** The clock of sessions and throttling, epoch ms (tests move it forward). */
  now: () => number;
  /** Waits the sign-in slow-down (ms); default a real timer (tests record it instead). */
  sleep?: (ms: number) => Promise<unknown>;
}

async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  app.decorate(
    'auth',
    createAuthService({
      accounts: createAdminAccounts(app.db),
      now: options.now,
      sleep: options.sleep,
      // The `site_sign_in_failures_total` metric.
      onFailure: app.appMetrics.signInFailed,
    }),
  );
}

/** See the module comment. Needs `db` (accounts, sessions) and `metrics` (failed sign-ins). */
export const authPlugin = fastifyPlugin(auth, {
  name: 'auth',
  fastify: '5.x',
  dependencies: ['db', 'metrics'],
});
