/**
 * The team inbox's page and JSON API (DESIGN §8 "Team inbox"), registered by the inbox feature
 * (./plugin.ts) in a scope of its own. The admin app's shell (its HTML file, CSP, assets and
 * sign-in) is server/plugins/admin-app.ts; the insights' and the content editor's pages and APIs
 * are their features' (server/insights/, server/content/).
 *
 * `GET /admin` answers the admin app's page to the team; signed out it redirects to the sign-in
 * page, and an editor to `/admin/content`.
 *
 * Roles (migration 0009, docs/security.md "Roles"): `team` accounts use the inbox, `editor`
 * accounts the content editor; every inbox route but `/me` and `/sign-out` answers 403 to an
 * editor.
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
 * `isCrossOrigin`). Every answer here is `no-store`, `noindex` and carries `Server-Timing` (the
 * role guard's `adminScope`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ADMIN_PATHS,
  INBOX_STATUSES,
  type InboxListResponse,
  type InboxMessage,
  type InboxNotification,
} from '../../common/admin-api';
import type { InboxRepository } from '../db/inbox-repository';
import type { NotificationStatus } from '../db/notification-outbox';
import type { StoredMessage } from '../db/schema';
import { SESSION_COOKIE } from '../auth/sessions';
import { toCsv } from '../messages-csv';
import { SESSION_COOKIE_OPTIONS } from '../plugins/admin-app';
import { sendMessage as error, TEAM_RULE } from '../plugins/role-guard';
import { INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE, INBOX_SEARCH_MAX_CHARS } from './limits';

/** Options of {@link inboxRoutes}. */
export interface InboxRoutesOptions {
  /** The inbox's messages (server/db/inbox-repository.ts). */
  inbox: InboxRepository;
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
 * Registers the inbox's page and API in an encapsulated scope; reads `outbox`, `roleGuard`,
 * `adminApp` and `notificationSender` from the instance.
 */
export async function inboxRoutes(
  app: FastifyInstance,
  options: InboxRoutesOptions,
): Promise<void> {
  const { inbox } = options;
  const { auth, outbox, roleGuard, adminApp } = app;
  // After a resend (absent when notifications are off).
  const wakeSender = app.notificationSender?.wake;
  await roleGuard.adminScope(app);

  app.get(ADMIN_PATHS.inbox, adminApp.teamPage);

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
        reply.clearCookie(SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
        return reply.code(204).send();
      });
    },
    { prefix: ADMIN_PATHS.api },
  );
}
