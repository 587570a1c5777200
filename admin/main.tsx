/**
 * Entry of the admin app (DESIGN §8 "Team inbox", "Site insights"): one client-rendered page for
 * /admin/sign-in, /admin and /admin/insights, chosen by the path. Built by admin/vite.config.ts
 * into build/admin. The insights page is a chunk of its own (`lazy`), so its charts never load
 * with the inbox.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_PATHS } from '../common/admin-api';
import { INSIGHTS_PATH } from '../common/insights-api';
import { Inbox } from './inbox/inbox-page';
import { SignIn } from './sign-in';
import './styles.css';

const Insights = lazy(() =>
  import('./insights/insights-page').then((module) => ({ default: module.Insights })),
);

/** The page of a path: sign-in, insights, or else the inbox. */
function Page({ path }: { path: string }) {
  if (path === ADMIN_PATHS.signIn) return <SignIn />;
  if (path === INSIGHTS_PATH) {
    return (
      <Suspense fallback={<p className="p-4 text-muted">Loading insights…</p>}>
        <Insights />
      </Suspense>
    );
  }
  return <Inbox />;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Page path={location.pathname} />
    </StrictMode>,
  );
}
