/**
 * The inbox's calls to `/api/admin/messages` (DESIGN §8 "Team inbox"; common/admin-api.ts has
 * the JSON shapes). Through the admin app's client (admin/lib/api-client.ts): a 401 sends the
 * page to sign in, any other refusal throws its ApiError.
 */
import {
  ADMIN_PATHS,
  type ErasureResponse,
  type InboxListResponse,
  type InboxMessage,
  type InboxMessageChange,
  type InboxMessageDetail,
  type InboxNote,
  type InboxReply,
  type InboxStatus,
  type InboxTeamResponse,
} from '../../../common/admin-api';
import type { ReplyTimesResponse } from '../../../common/reply-times';
import { apiRequest, apiPost, apiDelete } from '../../lib/api-client';

/**
 * Filter of the list and the export: a status ('' for every status), an owner ('' for anyone,
 * `me`, `none`, or an account's e-mail) and a search text.
 */
export interface ListFilter {
  status: InboxStatus | '';
  owner: string;
  q: string;
}

/**
 * The query string of a filter and a keyset cursor: `?status=new&owner=me&q=gpu&before=42`, or '' when
 * nothing is set. The search text is trimmed; an empty one is left out.
 */
export function filterQuery(filter: ListFilter, before?: number | null): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.owner) params.set('owner', filter.owner);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (before) params.set('before', String(before));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * `GET /api/admin/messages`: one page of the filter's messages, newest first.
 * @param before the previous page's `nextBefore` (keyset cursor); absent for the first page
 */
export function getMessages(
  filter: ListFilter,
  before?: number | null,
): Promise<InboxListResponse> {
  return apiRequest<InboxListResponse>(`${ADMIN_PATHS.api}/messages${filterQuery(filter, before)}`);
}

/** `PATCH /api/admin/messages/:id`: moves a message to a status; answers the updated message. */
export function setMessageStatus(id: number, status: InboxStatus): Promise<InboxMessage> {
  return changeMessage(id, { status });
}

/**
 * `PATCH /api/admin/messages/:id`: a new status and/or owner (an account's e-mail, null for
 * none); answers the updated message.
 */
export function changeMessage(id: number, change: InboxMessageChange): Promise<InboxMessage> {
  return apiRequest<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}`, {
    method: 'PATCH',
    body: change,
  });
}

/** `GET /api/admin/messages/:id`: the message with its notes, history and address count. */
export function getMessage(id: number): Promise<InboxMessageDetail> {
  return apiRequest<InboxMessageDetail>(`${ADMIN_PATHS.api}/messages/${id}`);
}

/** `POST /api/admin/messages/:id/notes`: adds an internal note (201). */
export function addNote(id: number, text: string): Promise<InboxNote> {
  return apiPost<InboxNote>(`${ADMIN_PATHS.api}/messages/${id}/notes`, { text });
}

/**
 * `POST /api/admin/messages/:id/replies`: e-mails a reply to the visitor through the mail outbox
 * (201: stored and queued; the message is now `replied`).
 */
export function sendReply(id: number, text: string): Promise<InboxReply> {
  return apiPost<InboxReply>(`${ADMIN_PATHS.api}/messages/${id}/replies`, { text });
}

/** `POST /api/admin/messages/:id/replies/:replyId/resend`: queues a failed reply again (202). */
export function resendReply(id: number, replyId: number): Promise<InboxReply> {
  return apiPost<InboxReply>(`${ADMIN_PATHS.api}/messages/${id}/replies/${replyId}/resend`);
}

/** `GET /api/admin/reply-times`: the median time to first reply of the last weeks. */
export function getReplyTimes(): Promise<ReplyTimesResponse> {
  return apiRequest<ReplyTimesResponse>(`${ADMIN_PATHS.api}/reply-times`);
}

/** `GET /api/admin/team`: the team accounts a message may be given to. */
export function getTeam(): Promise<InboxTeamResponse> {
  return apiRequest<InboxTeamResponse>(`${ADMIN_PATHS.api}/team`);
}

/** `POST /api/admin/erasures`: erases every message of an address (GDPR Art. 17). */
export function eraseAddress(email: string): Promise<ErasureResponse> {
  return apiPost<ErasureResponse>(`${ADMIN_PATHS.api}/erasures`, { email });
}

/** `DELETE /api/admin/messages/:id`: erases a message and its notification for good (204). */
export function deleteMessage(id: number): Promise<void> {
  return apiDelete(`${ADMIN_PATHS.api}/messages/${id}`);
}

/** `POST /api/admin/messages/:id/resend`: queues the notification e-mail again (202). */
export function resendNotification(id: number): Promise<InboxMessage> {
  return apiPost<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}/resend`);
}

/**
 * `POST /api/admin/messages/:id/not-spam`: moves a message out of Spam as new and queues its
 * notification (once); answers the updated message, or throws the 409 of one no longer in Spam.
 */
export function markNotSpam(id: number): Promise<InboxMessage> {
  return apiPost<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}/not-spam`);
}

/** URL of the CSV export of a filter (`GET /api/admin/messages.csv`), for a plain download link. */
export function messagesCsvUrl(filter: ListFilter): string {
  return `${ADMIN_PATHS.api}/messages.csv${filterQuery(filter)}`;
}
