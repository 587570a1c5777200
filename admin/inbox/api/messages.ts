/**
 * The inbox's calls to `/api/admin/messages` (DESIGN §8 "Team inbox"; common/admin-api.ts has
 * the JSON shapes). Through the admin app's client (admin/lib/api-client.ts): a 401 sends the
 * page to sign in, any other refusal throws its ApiError.
 */
import {
  ADMIN_PATHS,
  type InboxListResponse,
  type InboxMessage,
  type InboxStatus,
} from '../../../common/admin-api';
import { apiRequest } from '../../lib/api-client';

/** Filter of the list and the export: a status ('' for every status) and a search text. */
export interface ListFilter {
  status: InboxStatus | '';
  q: string;
}

/**
 * The query string of a filter and a keyset cursor: `?status=new&q=gpu&before=42`, or '' when
 * nothing is set. The search text is trimmed; an empty one is left out.
 */
export function filterQuery(filter: ListFilter, before?: number | null): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
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
  return apiRequest<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}`, {
    method: 'PATCH',
    body: { status },
  });
}

/** `DELETE /api/admin/messages/:id`: erases a message and its notification for good (204). */
export function deleteMessage(id: number): Promise<void> {
  return apiRequest<void>(`${ADMIN_PATHS.api}/messages/${id}`, { method: 'DELETE' });
}

/** `POST /api/admin/messages/:id/resend`: queues the notification e-mail again (202). */
export function resendNotification(id: number): Promise<InboxMessage> {
  return apiRequest<InboxMessage>(`${ADMIN_PATHS.api}/messages/${id}/resend`, { method: 'POST' });
}

/** URL of the CSV export of a filter (`GET /api/admin/messages.csv`), for a plain download link. */
export function messagesCsvUrl(filter: ListFilter): string {
  return `${ADMIN_PATHS.api}/messages.csv${filterQuery(filter)}`;
}
