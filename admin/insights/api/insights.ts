/**
 * The insights page's calls (DESIGN §8 "Site insights"; common/insights-api.ts has the shapes).
 * `query` is admin/insights/utils/period.ts `periodQuery`: `period=…[&from=…&to=…]`.
 */
import { ADMIN_PATHS } from '../../../common/admin-api';
import type {
  InsightsAnnotation,
  InsightsCsvTable,
  InsightsList,
  InsightsListResponse,
  InsightsNoteInput,
  InsightsRealtime,
  InsightsResponse,
} from '../../../common/insights-api';
import type { InsightsGoalsResponse } from '../../../common/insights-goals';
import { apiRequest, apiPost, apiDelete } from '../../lib/api-client';

/** `GET /api/admin/insights?<query>`: totals, ranked lists, funnel and vitals of a period. */
export function getInsights(query: string): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>(`${ADMIN_PATHS.api}/insights?${query}`);
}

/** URL of one insights table as CSV for the same period (a plain download link). */
export function insightsCsvUrl(query: string, table: InsightsCsvTable): string {
  return `${ADMIN_PATHS.api}/insights.csv?${query}&table=${table}`;
}

/** `GET /api/admin/insights/list?<query>&list=`: every row of one ranked list (up to 1,000). */
export function getInsightsList(query: string, list: InsightsList): Promise<InsightsListResponse> {
  return apiRequest<InsightsListResponse>(`${ADMIN_PATHS.api}/insights/list?${query}&list=${list}`);
}

/** `GET /api/admin/insights/realtime`: visitors of the last 5 minutes and their pages. */
export function getRealtime(): Promise<InsightsRealtime> {
  return apiRequest<InsightsRealtime>(`${ADMIN_PATHS.api}/insights/realtime`);
}

/** `POST /api/admin/insights/annotations`: adds a note to a day; answers the note. */
export function addNote(note: InsightsNoteInput): Promise<InsightsAnnotation> {
  return apiPost<InsightsAnnotation>(`${ADMIN_PATHS.api}/insights/annotations`, note);
}

/** `DELETE /api/admin/insights/annotations/:id`: removes a note. */
export function deleteNote(id: number): Promise<void> {
  return apiDelete(`${ADMIN_PATHS.api}/insights/annotations/${id}`);
}

/** `GET /api/admin/insights/goals?<query>`: every goal row of a period (up to 1,000). */
export function getInsightsGoals(query: string): Promise<InsightsGoalsResponse> {
  return apiRequest<InsightsGoalsResponse>(`${ADMIN_PATHS.api}/insights/goals?${query}`);
}
