/**
 * The insights page's calls (DESIGN §8 "Site insights"; common/insights-api.ts has the shapes).
 * `query` is admin/insights/utils/period.ts `periodQuery`: `period=…[&from=…&to=…]`.
 */
import { ADMIN_PATHS } from '../../../common/admin-api';
import type { InsightsCsvTable, InsightsResponse } from '../../../common/insights-api';
import { apiRequest } from '../../lib/api-client';

/** `GET /api/admin/insights?<query>`: totals, ranked lists, funnel and vitals of a period. */
export function getInsights(query: string): Promise<InsightsResponse> {
  return apiRequest<InsightsResponse>(`${ADMIN_PATHS.api}/insights?${query}`);
}

/** URL of one insights table as CSV for the same period (a plain download link). */
export function insightsCsvUrl(query: string, table: InsightsCsvTable): string {
  return `${ADMIN_PATHS.api}/insights.csv?${query}&table=${table}`;
}
