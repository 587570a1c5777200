import { lazy, Suspense } from 'react';

const ChatDialog = lazy(() => import('./chat-dialog'));

/**
 * Floating chat support of /contact (spec §2, §4; behaviour in `chat-dialog.tsx`). Like
 * `SiteHeader`, prerendering resolves the lazy module so the HTML holds the launcher, and the
 * browser hydrates it once its chunk arrives: the dialog library does not count against the
 * route's first-load JS (DESIGN §6).
 */
export function ChatPanel() {
  return (
    <Suspense fallback={null}>
      <ChatDialog />
    </Suspense>
  );
}
