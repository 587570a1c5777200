/**
 * The admin app's shell (DESIGN §8 "Team inbox", "Site insights", "Content editor"): the one HTML
 * file every admin page answers (build/admin/index.html, built by admin/vite.config.ts) with a
 * strict CSP of its own (scripts and styles only from our origin, nothing inline), its hashed files
 * under `/admin/assets/`, the sign-in page and `POST /admin/sign-in`, and `/admin/` → `/admin`.
 * Each feature registers its own page next to its plugin (decision 0029): the inbox `/admin`
 * (server/inbox/routes.ts), the insights `/admin/insights` (server/insights/plugin.ts) and the
 * content editor `/admin/content` (server/content/page-route.ts), with {@link AdminApp}.
 *
 * `GET /admin/sign-in` answers the page, or, signed in already, redirects to the admin page asked
 * for (`?next=`, common/admin-api.ts `adminReturnPath`) or the role's home. `POST /admin/sign-in`
 * (JSON `{email, password}`) → 204 and a new session cookie; one generic 401 for a wrong e-mail
 * or password; 429 + `Retry-After` when throttled (server/auth/sessions.ts); 403 cross-site.
 * Every answer is `no-store`, `noindex` and carries `Server-Timing` (the role guard's
 * `adminScope`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';
import { ADMIN_PATHS, adminReturnPath, RETURN_PARAM, signInUrl } from '../../common/admin-api';
import {
  PASSWORD_MAX_LENGTH,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SIGN_IN_BODY_LIMIT_BYTES,
} from '../auth/limits';
import { SESSION_COOKIE, type ValidSession } from '../auth/sessions';
import { IMMUTABLE_ASSET_MAX_AGE_SECONDS } from '../limits';
import { isCrossOrigin, sendMessage as error } from './role-guard';

/**
 * CSP of the admin pages: everything from our origin only, no inline script or style, no
 * framing, forms post only to us. Vite's build emits no inline script (module preload polyfill
 * off), so no hash is needed.
 */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The generic sign-in error (OWASP Authentication Cheat Sheet: never say which part was wrong). */
export const SIGN_IN_ERROR = 'Incorrect e-mail or password.';

/** The session cookie's attributes (a `__Host-` cookie: secure, path `/`, no domain). */
export const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'strict' as const,
};

/** What the features' pages use of the shell; decorated as `adminApp`. */
export interface AdminApp {
  /** Whether the admin app is built (build/admin/index.html exists). */
  readonly built: boolean;
  /** Answers the admin app's page with its CSP and the reply's status; 503 when it is not built. */
  sendPage(reply: FastifyReply): FastifyReply;
  /** Where a role starts: the inbox for the team, the content editor for editors. */
  homeOf(session: ValidSession): string;
  /**
   * The rule of the team's pages (inbox, insights): signed out, the sign-in page and back here
   * (the query kept: common/admin-api.ts `signInUrl`); another role, its home; else the page.
   */
  teamPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Registers a feature's page, `GET path` answered by `handler`, in an encapsulated scope with
   * the admin scopes' headers (the role guard's `adminScope`).
   */
  registerPage(app: FastifyInstance, path: string, handler: RouteHandlerMethod): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin app's shell (server/plugins/admin-app.ts). */
    adminApp: AdminApp;
  }
}

/** Options of {@link adminAppPlugin}. */
export interface AdminAppOptions {
  /** build/admin (the admin app), or null when not built: the pages answer 503, the APIs work. */
  adminDir: string | null;
}

const signInBody = z
  .object({
    email: z.string().min(1).max(320),
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 4),
  })
  .strict();

async function adminAppShell(app: FastifyInstance, options: AdminAppOptions) {
  const { auth, roleGuard } = app;
  const adminDir =
    options.adminDir && existsSync(join(options.adminDir, 'index.html'))
      ? resolve(options.adminDir)
      : null;
  const pageHtml = adminDir ? await readFile(join(adminDir, 'index.html')) : null;

  const shell: AdminApp = {
    built: pageHtml !== null,
    sendPage(reply) {
      if (!pageHtml) return error(reply, 503, 'The inbox is not built: run `npm run build`.');
      return reply
        .header('content-security-policy', ADMIN_CSP)
        .type('text/html; charset=utf-8')
        .send(pageHtml);
    },
    homeOf: (session) => (session.role === 'editor' ? ADMIN_PATHS.content : ADMIN_PATHS.inbox),
    async teamPage(request, reply) {
      const session = await roleGuard.sessionOf(request);
      if (!session) return reply.redirect(signInUrl(request.url), 303);
      if (session.role !== 'team') return reply.redirect(shell.homeOf(session), 303);
      return shell.sendPage(reply);
    },
    async registerPage(feature, path, handler) {
      await feature.register(async (scope) => {
        await scope.roleGuard.adminScope(scope);
        scope.get(path, handler);
      });
    },
  };
  app.decorate('adminApp', shell);

  await app.register(async (scope) => {
    await roleGuard.adminScope(scope);
    scope.get(`${ADMIN_PATHS.inbox}/`, async (_request, reply) =>
      reply.redirect(ADMIN_PATHS.inbox, 301),
    );
    scope.get(ADMIN_PATHS.signIn, async (request, reply) => {
      const session = await roleGuard.sessionOf(request);
      if (session) {
        const { [RETURN_PARAM]: next } = request.query as Record<string, unknown>;
        const target = typeof next === 'string' ? adminReturnPath(next) : null;
        return reply.redirect(target ?? shell.homeOf(session), 303);
      }
      return shell.sendPage(reply);
    });
    if (adminDir) {
      await scope.register(fastifyStatic, {
        root: join(adminDir, 'assets'),
        prefix: `${ADMIN_PATHS.inbox}/assets/`,
        decorateReply: false,
        preCompressed: true,
        wildcard: true,
        index: false,
        cacheControl: false,
        setHeaders: (reply: FastifyReply) => {
          reply.header(
            'cache-control',
            `public, max-age=${IMMUTABLE_ASSET_MAX_AGE_SECONDS}, immutable`,
          );
        },
      });
    }

    scope.post(
      ADMIN_PATHS.signIn,
      { bodyLimit: SIGN_IN_BODY_LIMIT_BYTES },
      async (request, reply) => {
        if (isCrossOrigin(request)) return error(reply, 403, 'Cross-origin request refused.');
        const body = signInBody.safeParse(request.body);
        if (!body.success) return error(reply, 400, 'Send your e-mail and password.');
        const result = await auth.signIn(body.data.email, body.data.password, request.ip);
        if (!result.ok) {
          if (result.reason === 'throttled') {
            reply.header('retry-after', String(result.retryAfterSeconds));
            return error(reply, 429, 'Too many failed sign-ins. Try again later.');
          }
          return error(reply, 401, SIGN_IN_ERROR);
        }
        // A new session on every sign-in (no fixation); an old cookie's session ends too.
        await auth.signOut(request.cookies[SESSION_COOKIE]);
        reply.setCookie(SESSION_COOKIE, result.token, {
          ...SESSION_COOKIE_OPTIONS,
          maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
        });
        return reply.code(204).send();
      },
    );
  });
}

/** See the module comment. Needs `auth` (sign-in) and `role-guard` (sessions, admin headers). */
export const adminAppPlugin = fastifyPlugin(adminAppShell, {
  name: 'admin-app',
  fastify: '5.x',
  dependencies: ['auth', 'role-guard'],
});
