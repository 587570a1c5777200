import { useEffect, useState } from 'react';
import { ADMIN_PATHS } from '../../common/admin-api';
import { api } from '../api';
import { secondary } from './buttons';

/**
 * The inbox's banner: its heading with the unread count, the signed-in address (GET
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
    <header className="border-b border-slate-300 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <h1 className="text-xl font-semibold">
          Team inbox{' '}
          <span className="ml-1 rounded-full bg-blue-700 px-2 py-0.5 text-sm font-semibold text-white">
            {unread} unread
          </span>
        </h1>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-slate-700 sm:inline">{email}</span>
          <button type="button" className={secondary} onClick={signOut}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
