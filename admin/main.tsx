/**
 * Entry of the team inbox (DESIGN §8 "Team inbox"): one client-rendered page for /admin/sign-in
 * and /admin, chosen by the path. Built by admin/vite.config.ts into build/admin.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ADMIN_PATHS } from '../common/admin-api';
import { Inbox } from './inbox/inbox-page';
import { SignIn } from './sign-in';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>{location.pathname === ADMIN_PATHS.signIn ? <SignIn /> : <Inbox />}</StrictMode>,
  );
}
