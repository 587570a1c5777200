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
 *   GET    /api/admin/messages?status&owner&q&before&limit → InboxListResponse (newest first,
 *                                             keyset; owner = me | none | an account's e-mail;
 *                                             with the unread and spam counts)
 *   GET    /api/admin/messages.csv?status&owner&q → text/csv attachment (the CLI's RFC 4180 export)
 *   GET    /api/admin/messages/:id           → InboxMessageDetail (with notes and history)
 *   PATCH  /api/admin/messages/:id  {status?, owner?} → InboxMessage (each change in the history;
 *                                             a status out of `spam` queues the notification once)
 *   POST   /api/admin/messages/:id/notes {text} → 201 InboxNote
 *   GET    /api/admin/reply-times → ReplyTimesResponse (time to first reply, median per week)
 *   POST   /api/admin/messages/:id/replies {text} → 201 InboxReply (stored, its e-mail queued in
 *                                             the mail outbox, status `replied`; 503 when SMTP_URL
 *                                             is unset)
 *   POST   /api/admin/messages/:id/replies/:replyId/resend → 202 InboxReply (a failed e-mail queued
 *                                             again; 409 when it is not failed)
 *   DELETE /api/admin/messages/:id           → 204 (erased, with its notification)
 *   POST   /api/admin/messages/:id/resend    → 202 InboxMessage (notification queued again)
 *   POST   /api/admin/messages/:id/not-spam  → 200 InboxMessage (spam → new, notification queued
 *                                             once; a message not in Spam answers 409)
 *   GET    /api/admin/team                   → InboxTeamResponse (the accounts that may own)
 *   POST   /api/admin/erasures {email}       → 200 ErasureResponse (every message of the address)
 *   POST   /api/admin/sign-out               → 204, session deleted, cookie cleared
 *
 * Status names of before migration 0016 (`read`, `archived`) are still accepted where a status is
 * read (common/admin-api.ts `LEGACY_STATUSES`); answers carry the new names.
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
  inboxStatusOf,
  NOTE_MAX_CHARS,
  REPLY_MAX_CHARS,
  type ErasureResponse,
  type InboxListResponse,
  type InboxMessage,
  type InboxMessageDetail,
  type InboxNotification,
  type InboxStatus,
  type InboxTeamResponse,
} from '../../common/admin-api';
import { replyTimesByWeek, weekStartOf, type ReplyTimesResponse } from '../../common/reply-times';
import type { AdminAccounts } from '../db/admin-accounts';
import type { Erasures } from '../db/erasure';
import type { InboxQuery, InboxRepository, InboxRow } from '../db/inbox-repository';
import type { NotificationStatus } from '../db/notification-outbox';
import type { Replies } from '../db/replies';
import type { NotificationsConfig } from '../env';
import { composeReply } from '../notifications/reply-email';
import { SESSION_COOKIE } from '../auth/sessions';
import { sendCsvAttachment } from '../csv-attachment';
import { toCsv } from '../messages-csv';
import { SESSION_COOKIE_OPTIONS } from '../plugins/admin-app';
import { sendMessage as error, TEAM_RULE } from '../plugins/role-guard';
import {
  INBOX_MAX_PAGE_SIZE,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_CHARS,
  REPLY_TIME_WEEKS,
} from './limits';

/** Options of {@link inboxRoutes}. */
export interface InboxRoutesOptions {
  /** The inbox's messages (server/db/inbox-repository.ts). */
  inbox: InboxRepository;
  /** The accounts a message may be given to (owners). */
  accounts: AdminAccounts;
  /** Erasure by address (server/db/erasure.ts). */
  erasures: Erasures;
  /** Replies to visitors (server/db/replies.ts). */
  replies: Replies;
  /** The mail settings replies go out with, or null when SMTP_URL is unset (replies refused). */
  mail: NotificationsConfig | null;
  /** Clock for resend times and the CSV's date, epoch ms. */
  now: () => number;
}

/** A status, or a name of before migration 0016 as the status it now means. */
const statusName = z.string().transform((name, ctx): InboxStatus => {
  const status = inboxStatusOf(name);
  if (status) return status;
  ctx.addIssue({ code: 'custom', message: `status must be one of: ${INBOX_STATUSES.join(', ')}` });
  return z.NEVER;
});
const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
const listQuery = z.object({
  status: statusName.optional(),
  owner: z.union([z.literal('me'), z.literal('none'), email]).optional(),
  q: z.string().max(INBOX_SEARCH_MAX_CHARS).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(INBOX_MAX_PAGE_SIZE).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const changeBody = z
  .object({ status: statusName.optional(), owner: email.nullable().optional() })
  .strict()
  .refine((body) => body.status !== undefined || body.owner !== undefined, {
    message: 'Send a status, an owner, or both.',
  });
/**
 * A body of one typed text, `{ text }` and nothing else: trimmed, not empty, at most `maxChars`
 * characters, refused in the team's words ("Write a note first.", "A note has at most N
 * characters.").
 * @param noun what the text is (`note`, `reply`)
 */
const typedTextBody = (noun: string, maxChars: number) =>
  z
    .object({
      text: z
        .string()
        .trim()
        .min(1, { error: `Write a ${noun} first.` })
        .max(maxChars, { error: `A ${noun} has at most ${maxChars} characters.` }),
    })
    .strict();
const noteBody = typedTextBody('note', NOTE_MAX_CHARS);
const erasureBody = z.object({ email }).strict();
const replyParams = idParams.extend({
  replyId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const replyBody = typedTextBody('reply', REPLY_MAX_CHARS);
/**
 * A message's notification for the API: `none` when stored before notifications existed, `off`
 * when it waits in the outbox while e-mail is off (no `SMTP_URL`), so it is never shown as
 * queued for ever.
 * @param emailOn whether this server sends notifications (`SMTP_URL` set)
 */
function notificationOf(
  status: NotificationStatus | undefined,
  emailOn: boolean,
): InboxNotification {
  return status
    ? {
        state: status.state === 'queued' && !emailOn ? 'off' : status.state,
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
  const { inbox, accounts, erasures, replies, mail } = options;
  const isoNow = () => new Date(options.now()).toISOString();
  const { auth, outbox, roleGuard, adminApp } = app;
  // After a resend or a reply (absent when notifications are off).
  const wakeSender = app.outboxSender?.wake;
  // Without SMTP_URL there is no sender: a queued notification is shown as e-mail off.
  const emailOn = Boolean(app.notificationSender);
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

      const withNotifications = async (messages: InboxRow[]): Promise<InboxMessage[]> => {
        const statuses = await outbox.statuses(messages.map((message) => message.id));
        return messages.map((message) => ({
          ...message,
          notification: notificationOf(statuses.get(message.id), emailOn),
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
      /** A team account by e-mail (owners are team accounts), or undefined. */
      const teamAccount = async (address: string) => {
        const user = await accounts.findUser(address);
        return user && user.role === 'team' ? { id: user.id, email: user.email } : undefined;
      };
      /**
       * The list's query: `owner=me` is the session's account, `none` no owner, an e-mail that
       * account (an unknown one: the impossible id 0, so nothing matches).
       */
      const inboxQuery = async (
        query: z.infer<typeof listQuery>,
        session: { userId: number },
      ): Promise<InboxQuery> => {
        const { owner, status, q, before } = query;
        const rest = { status, q, before };
        if (owner === undefined) return rest;
        if (owner === 'me') return { ...rest, ownerId: session.userId };
        if (owner === 'none') return { ...rest, ownerId: null };
        return { ...rest, ownerId: (await accounts.findUser(owner))?.id ?? 0 };
      };

      api.get('/me', async (request) => {
        const { email, role } = request.adminSession!;
        return { email, role, unread: role === 'team' ? await inbox.unreadCount() : 0 };
      });

      api.get('/messages', async (request, reply) => {
        const query = parse(listQuery, request.query, reply);
        if (!query) return reply;
        const filter = await inboxQuery(query, request.adminSession!);
        const [page, unread, spam] = await Promise.all([
          inbox.page(filter, query.limit ?? INBOX_PAGE_SIZE),
          inbox.unreadCount(),
          inbox.spamCount(),
        ]);
        const body: InboxListResponse = {
          messages: await withNotifications(page.messages),
          nextBefore: page.nextBefore,
          unread,
          spam,
        };
        return body;
      });

      api.get('/messages.csv', async (request, reply) => {
        const query = parse(listQuery, request.query, reply);
        if (!query) return reply;
        const filter = await inboxQuery({ ...query, before: undefined }, request.adminSession!);
        const csv = toCsv(await inbox.all(filter));
        const date = new Date(options.now()).toISOString().slice(0, 10);
        return sendCsvAttachment(reply, `messages-${query.status ?? 'all'}-${date}.csv`, csv);
      });

      api.get('/messages/:id', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        if (!params) return reply;
        const message = await oneMessage(params.id);
        if (!message) return notFound(reply);
        const [notes, history, sameAddress, thread] = await Promise.all([
          inbox.notes(params.id),
          inbox.history(params.id),
          inbox.countByAddress(message.email),
          replies.list(params.id),
        ]);
        const body: InboxMessageDetail = {
          ...message,
          notes,
          replies: thread,
          history,
          sameAddress,
        };
        return body;
      });

      api.patch('/messages/:id', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        const body = params && parse(changeBody, request.body, reply);
        if (!params || !body) return reply;
        let owner: { id: number; email: string } | null | undefined;
        if (body.owner !== undefined && body.owner !== null) {
          owner = await teamAccount(body.owner);
          if (!owner) return error(reply, 400, `${body.owner} is not a team account.`);
        } else owner = body.owner;
        const changed = await inbox.change(
          params.id,
          { status: body.status, owner },
          request.adminSession!.email,
          isoNow(),
        );
        if (!changed) return notFound(reply);
        // A status out of Spam queues the notification (server/db/inbox-repository.ts `change`).
        if (body.status !== undefined) wakeSender?.();
        return oneMessage(params.id);
      });

      api.post('/messages/:id/notes', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        const body = params && parse(noteBody, request.body, reply);
        if (!params || !body) return reply;
        const note = await inbox.addNote(
          params.id,
          request.adminSession!.email,
          body.text,
          isoNow(),
        );
        if (!note) return notFound(reply);
        return reply.code(201).send(note);
      });

      api.post('/messages/:id/replies', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        const body = params && parse(replyBody, request.body, reply);
        if (!params || !body) return reply;
        if (!mail) return error(reply, 503, 'Replies need e-mail: SMTP_URL is not set.');
        const sent = await replies.send(
          params.id,
          request.adminSession!.email,
          body.text,
          isoNow(),
          (message) => composeReply(message, body.text, mail),
        );
        if (!sent) return notFound(reply);
        wakeSender?.();
        return reply.code(201).send(sent);
      });

      api.post('/messages/:id/replies/:replyId/resend', async (request, reply) => {
        const params = parse(replyParams, request.params, reply);
        if (!params) return reply;
        if (!(await replies.requeue(params.id, params.replyId, isoNow()))) {
          const known = (await replies.list(params.id)).some((one) => one.id === params.replyId);
          return known
            ? error(reply, 409, 'Only a reply whose e-mail failed can be sent again.')
            : error(reply, 404, 'No such reply.');
        }
        wakeSender?.();
        const thread = await replies.list(params.id);
        return reply.code(202).send(thread.find((one) => one.id === params.replyId));
      });

      api.get('/reply-times', async () => {
        const nowMs = options.now();
        const since = new Date(
          weekStartOf(nowMs) - (REPLY_TIME_WEEKS - 1) * 7 * 86_400_000,
        ).toISOString();
        const body: ReplyTimesResponse = {
          weeks: replyTimesByWeek(await replies.firstReplies(since), nowMs, REPLY_TIME_WEEKS),
        };
        return body;
      });

      api.get('/team', async () => {
        const body: InboxTeamResponse = {
          accounts: (await accounts.listUsers())
            .filter((user) => user.role === 'team')
            .map((user) => user.email),
        };
        return body;
      });

      api.post('/erasures', async (request, reply) => {
        const body = parse(erasureBody, request.body, reply);
        if (!body) return reply;
        const by = request.adminSession!;
        const result: ErasureResponse = await erasures.erase(body.email, by.email, isoNow());
        // The address never reaches the log (docs/privacy.md "Logs"): counts and the audit row.
        request.log.info({ ...result, by: by.userId }, 'address erased');
        return result;
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

      // "Not spam" (docs/inbox.md "Spam"): back to the inbox as new, and the team is mailed now.
      api.post('/messages/:id/not-spam', async (request, reply) => {
        const params = parse(idParams, request.params, reply);
        if (!params) return reply;
        const result = await inbox.notSpam(params.id, request.adminSession!.email, isoNow());
        if (result === 'not-found') return notFound(reply);
        if (result === 'not-spam') return error(reply, 409, 'This message is not in Spam.');
        wakeSender?.();
        return oneMessage(params.id);
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
