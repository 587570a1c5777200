/**
 * The team inbox (DESIGN §8 "Team inbox"): its pages and its JSON API.
 *
 * Pages: `GET /admin`, `GET /admin/insights` (DESIGN §8 "Site insights") and `GET /admin/sign-in`
 * answer the admin app's one HTML file (build/admin/index.html, built by admin/vite.config.ts)
 * with a strict CSP of their own (scripts and styles only from our origin, nothing inline),
 * `X-Robots-Tag: noindex` and `no-store`. `/admin` and `/admin/insights` without a valid session
 * redirect to the sign-in page, and the sign-in page with one redirects to the inbox. Its hashed
 * files are under `/admin/assets/`.
 *
 * `POST /admin/sign-in` (JSON `{email, password}`) → 204 and a new session cookie; one generic
 * 401 for a wrong e-mail or password; 429 + `Retry-After` when throttled (server/auth/sessions.ts).
 *
 * Roles (migration 0009, docs/security.md "Roles"): `team` accounts use the inbox, `editor`
 * accounts the content editor. `/admin` sends an editor to `/admin/content`; `/admin/content`
 * answers 401 signed out and 403 to a team account (the page itself then says why); every
 * inbox route but `/me` and `/sign-out` answers 403 to an editor. The content editor's API
 * (server/routes/content.ts) and the insights' (server/routes/insights.ts) are features of their
 * own, under the same role guard (server/plugins/role-guard.ts).
 *
 * `/api/admin/*` (every route answers 401 without a valid session):
 *   GET    /api/admin/me                     → InboxMeResponse (with the role)
 *   GET    /api/admin/messages?status&q&before&limit → InboxListResponse (newest first, keyset)
 *   GET    /api/admin/messages.csv?status&q  → text/csv attachment (the CLI's RFC 4180 export)
 *   GET    /api/admin/messages/:id           → InboxMessage
 *   PATCH  /api/admin/messages/:id  {status} → InboxMessage
 *   DELETE /api/admin/messages/:id           → 204 (erased, with its notification)
 *   POST   /api/admin/messages/:id/resend    → 202 InboxMessage (notification queued again)
 *   POST   /api/admin/sign-out               → 204, session deleted, cookie cleared
 *
 * Cross-site requests answer 403 (OWASP CSRF Prevention Cheat Sheet; the role guard's
 * `isCrossOrigin`, also checked by the sign-in POST). Every answer here is `no-store`,
 * `noindex` and carries `Server-Timing` (the role guard's `adminScope`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  adminReturnPath,
  INBOX_STATUSES,
  RETURN_PARAM,
  signInUrl,
  type InboxListResponse,
  type InboxMessage,
  type InboxNotification,
} from '../../common/admin-api';
import { INSIGHTS_PATH } from '../../common/insights-api';
import type { InboxRepository } from '../db/inbox-repository';
import type { NotificationStatus } from '../db/notification-outbox';
import type { StoredMessage } from '../db/schema';
import {
  PASSWORD_MAX_LENGTH,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SIGN_IN_BODY_LIMIT_BYTES,
} from '../auth/limits';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE, INBOX_SEARCH_MAX_CHARS } from '../inbox/limits';
import { IMMUTABLE_ASSET_MAX_AGE_SECONDS } from '../limits';
import { toCsv } from '../messages-csv';
import { SESSION_COOKIE, type ValidSession } from '../auth/sessions';
import { isCrossOrigin, sendMessage as error, TEAM_RULE } from '../plugins/role-guard';

/**
 * CSP of the inbox pages: everything from our origin only, no inline script or style, no
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

/** Options of {@link adminRoutes}. */
export interface AdminRoutesOptions {
  /** The inbox's messages (server/db/inbox-repository.ts). */
  inbox: InboxRepository;
  /** build/admin (the admin app), or null when not built: the pages answer 503. */
  adminDir: string | null;
  /** Clock for resend times and the CSV's date, epoch ms. */
  now: () => number;
}

const listQuery = z.object({
  status: z.enum(INBOX_STATUSES).optional(),
  q: z.string().max(INBOX_SEARCH_MAX_CHARS).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const statusBody = z.object({ status: z.enum(INBOX_STATUSES) }).strict();
const signInBody = z
  .object({
    email: z.string().min(1).max(320),
    password: z
      .string()
      .min(1)
      .max(PASSWORD_MAX_LENGTH * 4),
  })
  .strict();

/** A message's notification for the API (`none` when stored before notifications existed). */
function notificationOf(status: NotificationStatus | undefined): InboxNotification {
  return status
    ? {
        state: status.state,
        attempts: status.attempts,
        lastError: status.lastError,
        sentAt: status.sentAt,
      }
    : { state: 'none', attempts: 0, lastError: null, sentAt: null };
}

/**
 * Registers the pages, sign-in and the API in an encapsulated scope; reads `auth`, `outbox`,
 * `roleGuard` and `notificationSender` from the instance.
 */
export async function adminRoutes(
  app: FastifyInstance,
  options: AdminRoutesOptions,
): Promise<void> {
  const { inbox } = options;
  const { auth, outbox, roleGuard } = app;
  // After a resend (absent when notifications are off).
  const wakeSender = app.notificationSender?.wake;
  await roleGuard.adminScope(app);

  const adminDir =
    options.adminDir && existsSync(join(options.adminDir, 'index.html'))
      ? resolve(options.adminDir)
      : null;
  const pageHtml = adminDir ? await readFile(join(adminDir, 'index.html')) : null;

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'strict' as const,
  };
  const { sessionOf } = roleGuard;

  // ── Pages ──
  const sendPage = (reply: FastifyReply) => {
    if (!pageHtml) {
      return error(reply, 503, 'The inbox is not built: run `npm run build`.');
    }
    return reply
      .header('content-security-policy', ADMIN_CSP)
      .type('text/html; charset=utf-8')
      .send(pageHtml);
  };
  /** Where a role starts: the inbox for the team, the content editor for editors. */
  const homeOf = (session: ValidSession) =>
    session.role === 'editor' ? ADMIN_PATHS.content : ADMIN_PATHS.inbox;
  app.get(ADMIN_PATHS.inbox, async (request, reply) => {
    const session = await sessionOf(request);
    if (!session) return reply.redirect(signInUrl(request.url), 303);
    if (session.role !== 'team') return reply.redirect(homeOf(session), 303);
    return sendPage(reply);
  });
  app.get(ADMIN_PATHS.content, async (request, reply) => {
    const session = await sessionOf(request);
    // The page renders either way and explains (sign in / no access); the status tells scripts.
    const status = !session ? 401 : session.role === 'editor' ? 200 : 403;
    if (status !== 200 && !pageHtml) return error(reply, status, 'Sign in with an editor account.');
    return sendPage(reply.code(status));
  });
  // The insights page (DESIGN §8 "Site insights"): the same app, CSP and session rule.
  app.get(INSIGHTS_PATH, async (request, reply) => {
    const session = await sessionOf(request);
    // Back to this page, period included, once signed in (common/admin-api.ts `signInUrl`).
    if (!session) return reply.redirect(signInUrl(request.url), 303);
    // Like the inbox, the figures are the team's: an editor goes to the editor.
    if (session.role !== 'team') return reply.redirect(homeOf(session), 303);
    return sendPage(reply);
  });
  app.get(`${ADMIN_PATHS.inbox}/`, async (_request, reply) =>
    reply.redirect(ADMIN_PATHS.inbox, 301),
  );
  app.get(ADMIN_PATHS.signIn, async (request, reply) => {
    const session = await sessionOf(request);
    if (session) {
      const { [RETURN_PARAM]: next } = request.query as Record<string, unknown>;
      const target = typeof next === 'string' ? adminReturnPath(next) : null;
      return reply.redirect(target ?? homeOf(session), 303);
    }
    return sendPage(reply);
  });
  if (adminDir) {
    await app.register(fastifyStatic, {
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

  // ── Sign-in ──
  app.post(ADMIN_PATHS.signIn, { bodyLimit: SIGN_IN_BODY_LIMIT_BYTES }, async (request, reply) => {
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
      ...cookieOptions,
      maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
    });
    return reply.code(204).send();
  });

  // ── API ──
  await app.register(
    async (api) => {
      // Least privilege: the inbox's personal data is the team's only; any role may ask who it
      // is and sign out.
      roleGuard.protect(api, {
        ...TEAM_RULE,
        anyRoleRoutes: [`${ADMIN_PATHS.api}/me`, `${ADMIN_PATHS.api}/sign-out`],
      });

      const withNotifications = async (messages: StoredMessage[]): Promise<InboxMessage[]> => {
        const statuses = await outbox.statuses(messages.map((message) => message.id));
        return messages.map((message) => ({
          ...message,
          notification: notificationOf(statuses.get(message.id)),
        }));
      };
      const oneMessage = async (id: number) => {
        const message = await inbox.get(id);
        return message && (await withNotifications([message]))[0];
      };
      const parse = <T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply) => {
        const result = schema.safeParse(value);
        if (!result.success) {
          void error(reply, 400, result.error.issues[0]?.message ?? 'Bad request');
          return undefined;
        }
        return result.data;
      };
      const notFound = (reply: FastifyReply) => error(reply, 404, 'No such message.');

      api.get('/me', async (request) => {
        const { email, role } = request.adminSession!;
        return { email, role, unread: role === 'team' ? await inbox.unreadCount() : 0 };
      });

      api.get('/messages', async (request, reply) => {
        const query = parse(listQuery, request.query, reply);
        if (!query) return reply;
        const [page, unread] = await Promise.all([
          inbox.page(query, query.limit ?? INBOX_PAGE_SIZE),
          inbox.unreadCount(),
        ]);
        const body: InboxListResponse = {
          messages: await withNotifications(page.messages),
          nextBefore: page.nextBefore,
          unread,
        };
        return body;
      });

      api.get('/messages.csv', async (request, reply) => {
        const query = parse(listQuery, request.query, reply);
        if (!query) return reply;
        const csv = toCsv(await inbox.all({ status: query.status, q: query.q }));
        const date = new Date(options.now()).toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8; header=present')
          .header(
            'content-disposition',
            `attachment; filename="messages-${query.status ?? 'all'}-${date}.csv"`,
          )
          .send(csv);
      });

      api.get('/messages/:id', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        if (!params) return reply;
        return (await oneMessage(params.id)) ?? notFound(reply);
      });

      api.patch('/messages/:id', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        const body = params && parse(statusBody, request.body, reply);
        if (!params || !body) return reply;
        if (!(await inbox.setStatus(params.id, body.status))) return notFound(reply);
        return oneMessage(params.id);
      });

      api.delete('/messages/:id', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        if (!params) return reply;
        if (!(await inbox.erase(params.id))) return notFound(reply);
        request.log.info(
          { messageId: params.id, by: request.adminSession!.userId },
          'message erased',
        );
        return reply.code(204).send();
      });

      api.post('/messages/:id/resend', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        if (!params) return reply;
        if (!(await outbox.resend(params.id, new Date(options.now()).toISOString()))) {
          return notFound(reply);
        }
        wakeSender?.();
        return reply.code(202).send(await oneMessage(params.id));
      });

      api.post('/sign-out', async (request, reply) => {
        await auth.signOut(request.cookies[SESSION_COOKIE]);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return reply.code(204).send();
      });
    },
    { prefix: ADMIN_PATHS.api },
  );
}
