/**
 * Who may use the admin area (DESIGN §8 "Team inbox", "Content editor"; docs/security.md
 * "Roles"), written once and decorated as `roleGuard` for the inbox, insights and content-editor
 * routes:
 *
 * - {@link RoleGuard.adminScope}: what every admin scope has (pages and API): the session cookie
 *   parsed, `X-Robots-Tag: noindex, nofollow`, `Cache-Control: no-store`, and
 *   `Server-Timing: app;dur=<ms>` (the server's time from request to reply, measured by
 *   `npm run bench -- inbox`);
 * - {@link RoleGuard.protect}: an API scope's hooks: `onRequest` sets the API's CSP and refuses
 *   cross-site requests with 403 ({@link isCrossOrigin}), `preHandler` answers 401 without a
 *   valid session and 403 to an account of another role (least privilege), and sets
 *   `request.adminSession`.
 *
 * Cross-site requests (OWASP CSRF Prevention Cheat Sheet, "Verifying Origin With Standard
 * Headers" and "Fetch Metadata"): a request with an `Origin` other than our own, or a
 * `Sec-Fetch-Site` of `cross-site` / `same-site`, is refused; a state-changing request (POST,
 * PUT, PATCH, DELETE) without `Origin` too. `SameSite=Strict` is the second layer. The origin is
 * the request's own (`protocol://host`), which `TRUST_PROXY` takes from the proxy's
 * `X-Forwarded-Proto` / `X-Forwarded-Host` behind TLS termination.
 *
 * Not encapsulated (fastify-plugin): the decorator belongs to the root instance; the hooks it
 * adds go to the encapsulated scope each feature gives it.
 */
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AdminRole } from '../../common/admin-api';
import { SESSION_COOKIE, type ValidSession } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin area's access rules (server/plugins/role-guard.ts). */
    roleGuard: RoleGuard;
  }
  interface FastifyRequest {
    /** The signed-in session on protected admin API routes (set by the role guard). */
    adminSession?: ValidSession;
  }
}

/** Who may use a protected scope, and what the refusals say. */
export interface RoleRule {
  /** The role its routes need. */
  role: AdminRole;
  /** Route patterns (`request.routeOptions.url`) any signed-in account may use. */
  anyRoleRoutes?: readonly string[];
  /** The 401's message, without a valid session. */
  signedOutMessage: string;
  /** The 403's message, to an account of another role. */
  wrongRoleMessage: string;
}

/** The inbox and the insights: the team's (their figures and personal data are the team's only). */
export const TEAM_RULE: RoleRule = {
  role: 'team',
  signedOutMessage: 'Sign in to use the inbox.',
  wrongRoleMessage: 'Your account edits the site; it has no access to the inbox.',
};

/** The content editor: editors only. */
export const EDITOR_RULE: RoleRule = {
  role: 'editor',
  signedOutMessage: 'Sign in to edit the site.',
  wrongRoleMessage: 'Your account reads the inbox; it cannot edit the site.',
};

/** CSP of every admin API answer: a JSON answer loads nothing and is never framed. */
export const ADMIN_API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The admin area's access rules; see the module comment. */
export interface RoleGuard {
  /** The valid session of a request's session cookie, or undefined. */
  sessionOf(request: FastifyRequest): Promise<ValidSession | undefined>;
  /** Adds the session cookie and the admin headers to an encapsulated scope (module comment). */
  adminScope(scope: FastifyInstance): Promise<void>;
  /** Adds the cross-site refusal and the session and role check to an encapsulated API scope. */
  protect(scope: FastifyInstance, rule: RoleRule): void;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request comes from another site or origin (see the module comment). */
export function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return STATE_CHANGING.has(request.method);
  return origin !== `${request.protocol}://${request.host}`;
}

/** Answers `{message}` as JSON with `status` (the admin API's error shape). */
export function sendMessage(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ message });
}

/** When the request arrived (`process.hrtime.bigint()`), for `Server-Timing`. */
const startedAt = new WeakMap<FastifyRequest, bigint>();

async function roleGuard(app: FastifyInstance) {
  const { auth } = app;
  const sessionOf = (request: FastifyRequest) => auth.authenticate(request.cookies[SESSION_COOKIE]);
  const guard: RoleGuard = {
    sessionOf,
    async adminScope(scope) {
      await scope.register(fastifyCookie);
      // Headers of everything here: never cached, never indexed, timed.
      scope.addHook('onRequest', async (request, reply) => {
        startedAt.set(request, process.hrtime.bigint());
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', 'no-store');
      });
      scope.addHook('onSend', async (request, reply, payload) => {
        const started = startedAt.get(request);
        if (started !== undefined) {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          reply.header('server-timing', `app;dur=${ms.toFixed(2)}`);
        }
        return payload;
      });
    },
    protect(scope, rule) {
      scope.addHook('onRequest', async (request, reply) => {
        reply.header('content-security-policy', ADMIN_API_CSP);
        if (isCrossOrigin(request)) return sendMessage(reply, 403, 'Cross-origin request refused.');
      });
      scope.addHook('preHandler', async (request, reply) => {
        const session = await sessionOf(request);
        if (!session) return sendMessage(reply, 401, rule.signedOutMessage);
        const route = request.routeOptions.url ?? '';
        if (session.role !== rule.role && !rule.anyRoleRoutes?.includes(route)) {
          return sendMessage(reply, 403, rule.wrongRoleMessage);
        }
        request.adminSession = session;
      });
    },
  };
  app.decorate('roleGuard', guard);
}

/** See the module comment. Needs `auth` (the sessions). */
export const roleGuardPlugin = fastifyPlugin(roleGuard, {
  name: 'role-guard',
  fastify: '5.x',
  dependencies: ['auth'],
});
