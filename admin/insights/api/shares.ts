/**
 * Read-only links to the insights dashboard (DESIGN §8 "Site insights: shared links";
 * server/insights/shares.ts): the team's calls, and the shared page's one read.
 */
import { ADMIN_PATHS } from '../../../common/admin-api';
import {
  SHARE_API_PREFIX,
  type InsightsResponse,
  type InsightsShareCreated,
  type InsightsShareInput,
  type InsightsSharesResponse,
} from '../../../common/insights-api';
import { apiRequest, apiPost, apiDelete } from '../../lib/api-client';

/** `GET /api/admin/insights/shares`: the links not expired nor revoked, newest first. */
export function listShares(): Promise<InsightsSharesResponse> {
  return apiRequest<InsightsSharesResponse>(`${ADMIN_PATHS.api}/insights/shares`);
}

/** `POST /api/admin/insights/shares`: a new link; its path (with the token) comes this once. */
export function createShare(input: InsightsShareInput): Promise<InsightsShareCreated> {
  return apiPost<InsightsShareCreated>(`${ADMIN_PATHS.api}/insights/shares`, input);
}

/** `DELETE /api/admin/insights/shares/:id`: the link answers 404 from now on. */
export function revokeShare(id: number): Promise<void> {
  return apiDelete(`${ADMIN_PATHS.api}/insights/shares/${id}`);
}

/**
 * `GET /api/share/insights/<token>`: the link's dashboard (its own period; nothing else is
 * sent). @throws ApiError 404 when the link is unknown, expired or revoked
 */
export function getSharedInsights(token: string): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>(`${SHARE_API_PREFIX}${encodeURIComponent(token)}`);
}
