/**
 * A shared, read-only insights dashboard (DESIGN §8 "Site insights: shared links"),
 * `/share/insights/<token>`: for someone without an account, the dashboard of the link's period
 * as the team sees it (./insights-page.tsx `Report` without its team tools): no period picker,
 * no realtime count, no note form, no Share panel, no "Show all", no CSV, and no link into the
 * inbox or the editor. The server answers the page with 404 for an unknown, expired or revoked
 * link, and so does the data: the page then says the link no longer works.
 *
 * Data: GET /api/share/insights/<token> (admin/insights/api/shares.ts) once; the token is read
 * from the path and goes nowhere else.
 */
import { useEffect, useState } from 'react';
import type { InsightsResponse } from '../../../common/insights-api';
import { site } from '../../../common/site';
import { AlertBox } from '../../components/alert-box';
import { BrandLogo } from '../../components/brand';
import { ApiError, errorMessage } from '../../lib/api-client';
import { whileCurrent } from '../../lib/latest-answer';
import { getSharedInsights } from '../api/shares';
import { formatRange } from '../utils/format';
import { Report } from './insights-page';

/** The sentence of a link that no longer works (unknown, expired or revoked: one answer). */
export const SHARE_GONE_MESSAGE =
  'This link does not work any more: it has expired or was revoked. Ask whoever sent it for a new one.';

/** The shared page (admin/main.tsx renders it for `/share/insights/…`). */
export function SharedInsights({ token }: { token: string }) {
  const [data, setData] = useState<InsightsResponse | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    document.title = `Site insights of ${site.companyName}`;
    return whileCurrent(getSharedInsights(token), setData, (caught) =>
      setError(
        caught instanceof ApiError && caught.status === 404
          ? SHARE_GONE_MESSAGE
          : errorMessage(caught),
      ),
    );
  }, [token]);

  return (
    <div className="min-h-screen">
      <header className="bg-surface text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <BrandLogo on="dark" className="size-8" />
          <h1 className="text-xl font-semibold">Site insights of {site.companyName}</h1>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-4">
        <p role="status" className="my-3 text-sm text-muted">
          {data
            ? `Read-only. Showing ${formatRange(data.range)}, compared with ${formatRange(data.previousRange)}. Days are UTC.`
            : error
              ? ''
              : 'Loading insights…'}
        </p>
        {error && (
          <AlertBox>
            <p>{error}</p>
          </AlertBox>
        )}
        {data && <Report data={data} stale={false} />}
      </main>
    </div>
  );
}
