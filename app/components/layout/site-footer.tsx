import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { lazyOnFirstActivity } from '~/lib/first-activity';

const FooterBody = lazyOnFirstActivity(() => import('./footer/footer-body'));

/**
 * The shared footer (spec §2 landing footer; content in `footer/footer-body.tsx`). Like
 * `SiteHeader`, prerendering resolves the lazy module so every page's HTML holds the whole
 * footer with working links, and the browser hydrates it on the visitor's first activity, as
 * the header: its code and copy are not part of the first-load JS (DESIGN §5, §6). If that chunk
 * never arrives, the page goes on without a footer rather than failing whole.
 */
export function SiteFooter() {
  return (
    <ChunkBoundary name="The footer" fallback={null}>
      <FooterBody />
    </ChunkBoundary>
  );
}
