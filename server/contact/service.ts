/**
 * Taking a contact message (DESIGN §4): the one function both the API route
 * (`POST /rest/v1/contact_messages`) and the form without JavaScript (`POST /contact`) call, so
 * the two cannot differ in validation, spam filing (./spam.ts), storage or notification.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredMessage } from '../db/schema';
import { validateInsertPayload, type PayloadOptions } from './payload';
import type { ContactRepository } from './repository';
import { classifySubmission } from './spam';

/**
 * The contact inserts' rate limit, which both routes run before {@link ContactService.submit}
 * (./plugin.ts): counts one insert for the request's client; throws the 429 (or the 503 of a
 * counter store that cannot count) when over the limit, after setting `Retry-After` on `reply`.
 */
export type InsertLimiter = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Options of {@link createContactService}. */
export interface ContactServiceOptions {
  /** Where rows go. */
  repository: ContactRepository;
  /** Called after each committed insert: wakes the notification sender (server/notifications/sender.ts). */
  onStored?: () => void;
}

/** What the routes call. */
export interface ContactService {
  /**
   * Validates a PostgREST insert payload (one row object or an array of them; see
   * `validateInsertPayload` in ./payload.ts), files each row as `new` or `spam` (./spam.ts:
   * a filled honeypot or a high content score), and stores every row in one durable commit.
   * Resolves only after the commit, so a caller may answer 201 then (DESIGN §4). A row filed as
   * spam is stored without a notification (migration 0018's trigger) and answered like any
   * other: the returned rows say `status: 'new'`, so the answer never tells a bot it was caught.
   * @returns the stored rows in insertion order, with `id` and `received_at`
   * @throws {ApiError} the first problem of the payload; nothing is stored then
   * @throws the driver's error when the database fails (the app maps it to 503 or 500)
   */
  submit(payload: unknown, options?: PayloadOptions): Promise<StoredMessage[]>;
}

/** Creates the service over a repository. */
export function createContactService(options: ContactServiceOptions): ContactService {
  const onStored = options.onStored ?? (() => {});
  return {
    async submit(payload, payloadOptions) {
      const rows = validateInsertPayload(payload, payloadOptions).map(
        ({ honeypotFilled, ...row }) => {
          const filed = classifySubmission(row, honeypotFilled);
          return { ...row, status: filed.status, spam_reason: filed.spamReason };
        },
      );
      const stored = await options.repository.insert(rows);
      onStored();
      return stored.map((row) => (row.status === 'spam' ? { ...row, status: 'new' } : row));
    },
  };
}
