/**
 * Entry of the team inbox (DESIGN §8 "Team inbox"): one client-rendered page for /admin/sign-in,
 * /admin and the content editor at /admin/content, chosen by the path. Built by admin/vite.config.ts into build/admin.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_PATHS } from '../common/admin-api';
import { Inbox } from './inbox/inbox-page';
import { SignIn } from './sign-in';
import './styles.css';

/** The content editor and its form library load only at /admin/content (a chunk of their own). */
const ContentPage = lazy(() =>
  import('./content/content-page').then((module) => ({ default: module.ContentPage })),
);

function page() {
  if (location.pathname === ADMIN_PATHS.signIn) return <SignIn />;
  if (location.pathname === ADMIN_PATHS.content) {
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
  createRoot(root).render(<StrictMode>{page()}</StrictMode>);
}
