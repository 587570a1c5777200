import { useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PATHS } from '../../common/admin-api';
import { INSIGHTS_PATH } from '../../common/insights-api';
import { getMe, signOut } from '../lib/session';
import { BrandLogo } from './brand';
import { onDark } from './buttons';

/** The admin app's pages, in the order of the header's navigation. */
export type AdminPage = 'inbox' | 'insights';

/** A header link: 40 px tall, the bright focus ring of the navy bar (as `onDark`). */
const navLink =
  'inline-flex min-h-10 items-center rounded px-3 py-2 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

const PAGES: { page: AdminPage; label: string; href: string }[] = [
  { page: 'inbox', label: 'Inbox', href: ADMIN_PATHS.inbox },
  { page: 'insights', label: 'Insights', href: INSIGHTS_PATH },
];

/**
 * The admin app's banner, the site's navy bar (app/app.css `surface`): the company's logo, the
 * page's heading (`title`, the one `<h1>`), the navigation between Inbox and Insights (plain
 * links, so each page loads with the server's session check; the current one marked
 * `aria-current="page"`, WAI-ARIA 1.2), the signed-in address (GET /api/admin/me; hidden below
 * 640 px) and Sign out, which ends the session and goes to the sign-in page even when the server
 * could not be reached.
 */
export function AdminHeader({
  current,
  title,
  report,
}: {
  current: AdminPage;
  title: ReactNode;
  /** Where a failure to read the account goes (the page's status line). */
  report: (caught: unknown) => void;
}) {
  const [email, setEmail] = useState('');
  useEffect(() => {
    getMe().then((who) => setEmail(who.email), report);
  }, [report]);

  async function endSession() {
    try {
      await signOut();
    } finally {
      location.assign(ADMIN_PATHS.signIn);
    }
  }

  return (
    <header className="bg-surface text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex flex-wrap items-center gap-3">
          <BrandLogo on="dark" className="size-8" />
          <h1 className="text-xl font-semibold">{title}</h1>
          <nav aria-label="Admin pages" className="flex gap-1">
            {PAGES.map(({ page, label, href }) => (
              <a
                key={page}
                href={href}
                aria-current={page === current ? 'page' : undefined}
                className={`${navLink} ${page === current ? 'bg-white/15 font-semibold underline decoration-brand decoration-2 underline-offset-8' : ''}`}
              >
                {label}
              </a>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-on-surface-muted sm:inline">{email}</span>
          <button type="button" className={onDark} onClick={endSession}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
