import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { lazyOnFirstActivity } from '~/lib/first-activity';

const ChatDialog = lazyOnFirstActivity(() => import('./chat-dialog'));

/**
 * Floating chat support of /contact (spec §2, §4; behaviour in `chat-dialog.tsx`). Like
 * `SiteHeader`, prerendering resolves the lazy module so the HTML holds the launcher, and the
 * browser hydrates it once its chunk arrives: the dialog library does not count against the
 * route's first-load JS (DESIGN §6). The chunk (the Radix dialog) loads on the visitor's first
 * activity, as the header's does, to keep JavaScript off the load; a click on the launcher
 * is that activity, and React replays it once the launcher has hydrated.
 */
export function ChatPanel() {
  return (
    // If the chat cannot load, the page (and its contact form) goes on without it.
    <ChunkBoundary name="The chat" fallback={null}>
      <ChatDialog />
    </ChunkBoundary>
  );
}
