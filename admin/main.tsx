/**
 * Entry of the admin app (DESIGN §8 "Team inbox", "Site insights", "Content editor"): one
 * client-rendered page for /admin/sign-in, /admin, /admin/insights, /admin/content and a shared
 * link's read-only dashboard /share/insights/<token>, chosen by the path. Built by admin/vite.config.ts into build/admin. The insights page and the content
 * editor are chunks of their own (`lazy`), so their charts and form library never load with the
 * inbox.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_PATHS } from '../common/admin-api';
import { INSIGHTS_PATH, SHARE_PAGE_PREFIX } from '../common/insights-api';
import { Inbox } from './inbox/components/inbox-page';
import { SignIn } from './auth/components/sign-in';
import './styles.css';

const Insights = lazy(() =>
  import('./insights/components/insights-page').then((module) => ({ default: module.Insights })),
);

const SharedInsights = lazy(() =>
  import('./insights/components/shared-insights-page').then((module) => ({
    default: module.SharedInsights,
  })),
);

const ContentPage = lazy(() =>
  import('./content/components/content-page').then((module) => ({ default: module.ContentPage })),
);

/** The page of a path: sign-in, insights, the content editor, or else the inbox. */
function Page({ path }: { path: string }) {
  if (path === ADMIN_PATHS.signIn) return <SignIn />;
  if (path === INSIGHTS_PATH) {
    return (
      <Suspense fallback={<p className="p-4 text-muted">Loading insights…</p>}>
        <Insights />
      </Suspense>
    );
  }
  if (path.startsWith(SHARE_PAGE_PREFIX)) {
    return (
      <Suspense fallback={<p className="p-4 text-muted">Loading insights…</p>}>
        <SharedInsights token={path.slice(SHARE_PAGE_PREFIX.length)} />
      </Suspense>
    );
  }
  if (path === ADMIN_PATHS.content) {
    return (
      <Suspense fallback={<p className="p-8">Loading the editor…</p>}>
        <ContentPage />
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
