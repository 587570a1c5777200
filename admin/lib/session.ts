/**
 * The session's calls (DESIGN §8 "Team inbox"; docs/inbox.md): sign in, sign out, and who is
 * signed in. Through the admin app's client (admin/lib/api-client.ts).
 */
import { ADMIN_PATHS, type InboxMeResponse } from '../../common/admin-api';
import { apiRequest, apiPost } from './api-client';

/**
 * `POST /admin/sign-in`: a new session cookie on success (204).
 * @throws ApiError 401 for a wrong e-mail or password (one generic sentence; no redirect), 429
 *   with `retryAfterSeconds` when sign-ins are throttled
 */
export function signIn(email: string, password: string): Promise<void> {
  return apiPost<void>(ADMIN_PATHS.signIn, { email, password });
}

/** `POST /api/admin/sign-out`: deletes the session and clears its cookie (204). */
export function signOut(): Promise<void> {
  return apiPost<void>(`${ADMIN_PATHS.api}/sign-out`);
}

/** `GET /api/admin/me`: the signed-in account's e-mail, role and unread count. */
export function getMe(): Promise<InboxMeResponse> {
  return apiRequest<InboxMeResponse>(`${ADMIN_PATHS.api}/me`);
}
