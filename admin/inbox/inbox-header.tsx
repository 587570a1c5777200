import { useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../common/admin-api';
import { api } from '../api';
import { BrandLogo } from '../brand';
import { onDark } from './buttons';

/**
 * The inbox's banner, the site's navy bar (app/app.css `surface`): the company's logo, the
 * heading with the unread count, the signed-in address (GET
 * /api/admin/me; hidden below 640 px) and Sign out, which ends the session and goes to the
 * sign-in page even when the server could not be reached.
 */
export function InboxHeader({
  unread,
  report,
}: {
  unread: number;
  /** Where a failure to read the account goes (the status line's error). */
  report: (caught: unknown) => void;
}) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    api.me().then((who) => setEmail(who.email), report);
  }, [report]);

  async function signOut() {
    try {
      await api.signOut();
    } finally {
      location.assign(ADMIN_PATHS.signIn);
    }
  }

  return (
    <header className="bg-surface text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <BrandLogo on="dark" className="size-8" />
          <h1 className="text-xl font-semibold">
            Team inbox{' '}
            <span className="ms-1 rounded-full bg-brand px-2 py-0.5 text-sm font-semibold text-ink">
              {unread} unread
            </span>
          </h1>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-slate-300 sm:inline">{email}</span>
          <button type="button" className={onDark} onClick={signOut}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
