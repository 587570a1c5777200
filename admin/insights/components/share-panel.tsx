import { useId, useState, type FormEvent } from 'react';
import {
  SHARE_EXPIRY_DAYS,
  type InsightsShare,
  type ShareExpiryDays,
} from '../../../common/insights-api';
import { danger, primary, secondary } from '../../components/buttons';
import type { SharesState } from '../hooks/use-shares';
import { formatDay, formatRange } from '../utils/format';
import { PERIOD_LABELS, type PeriodChoice } from '../utils/period';
import { Panel } from './panel';

/** A link's period in words: "Last 30 days" (rolling, from the day it is opened), or its dates. */
export function formatSharePeriod(share: Pick<InsightsShare, 'period' | 'from' | 'to'>): string {
  if (share.period === 'custom' && share.from && share.to) {
    return formatRange({ from: share.from, to: share.to });
  }
  return share.period === 'today' ? 'Today' : `Last ${PERIOD_LABELS[share.period]}`;
}

/**
 * The "Share" panel of /admin/insights (DESIGN §8 "Site insights: shared links"): makes a
 * read-only link to the period the picker shows, living 7, 30 or 90 days; shows the new link
 * once, with a Copy button (the server keeps only its hash, so it cannot be shown again); lists
 * the live links with who made them, their period and end, each with Revoke.
 */
export function SharePanel({ choice, state }: { choice: PeriodChoice; state: SharesState }) {
  const [expiresInDays, setExpiresInDays] = useState<ShareExpiryDays>(30);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const { shares, created, busy, error } = state;
  const link = created ? `${location.origin}${created.path}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    await state.create({ ...choice, expiresInDays });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected instead.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Panel id="share" title="Share a read-only link" className="mt-4">
      <p className="mb-3 text-sm text-muted">
        Anyone with the link sees this dashboard's figures for the period below, without an account
        and without who published or wrote the notes. They cannot change the period.
      </p>
      <form
        aria-label="Make a read-only link"
        onSubmit={(event) => void submit(event)}
        className="flex flex-wrap items-end gap-3"
      >
        <p className="text-sm">
          Period: <strong>{formatSharePeriod({ from: null, to: null, ...choice })}</strong>
        </p>
        <label className="flex flex-col text-sm">
          Link works for
          <select
            value={expiresInDays}
            onChange={(event) => setExpiresInDays(Number(event.target.value) as ShareExpiryDays)}
            className="rounded border border-field bg-white px-3 py-2"
          >
            {SHARE_EXPIRY_DAYS.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primary} disabled={busy}>
          Make link
        </button>
      </form>
      {created && (
        <div className="mt-3 rounded border border-line-strong bg-subtle p-3">
          <label htmlFor={linkId} className="block text-sm font-semibold">
            The new link: copy it now, it is shown only once
          </label>
          <div className="mt-1 flex flex-wrap gap-2">
            <input
              id={linkId}
              type="text"
              readOnly
              dir="ltr"
              value={link}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 basis-64 rounded border border-field bg-white px-3 py-2 font-mono text-sm"
            />
            <button type="button" className={secondary} onClick={() => void copy()}>
              Copy
            </button>
          </div>
          <p role="status" className="mt-1 text-sm text-muted">
            {copied ? 'Copied.' : ''}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger-strong">
          {error}
        </p>
      )}
      <h3 className="mt-4 mb-2 font-semibold">Live links</h3>
      {shares === null ? (
        <p className="text-sm text-muted">Loading…</p>
      ) : shares.length === 0 ? (
        <p className="text-sm text-muted">No live links.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {shares.map((share) => (
            <li key={share.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 break-words">
                {formatSharePeriod(share)}, made by {share.createdBy}, works until{' '}
                {formatDay(share.expiresAt.slice(0, 10))}
              </span>
              <button
                type="button"
                className={`${danger} min-h-8 px-2 py-1 text-xs`}
                disabled={busy}
                aria-label={`Revoke the link to ${formatSharePeriod(share)} made by ${share.createdBy}`}
                onClick={() => void state.revoke(share.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
