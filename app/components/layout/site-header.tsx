import { site } from '@common/site';
import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { useShell } from '~/hooks/use-shell';
import { lazyOnFirstActivity } from '~/lib/first-activity';
import { PlainHeader } from './plain-header';

const HeaderBar = lazyOnFirstActivity(() => import('./header/header-bar'));

/**
 * The shared fixed header (spec §2 "Shared header"; behaviour in `header/header-bar.tsx`).
 *
 * Prerendering resolves the lazy module, so every page's HTML contains the full header and its
 * links work as plain links from the first paint. In the browser React keeps that HTML and hydrates
 * the header on the visitor's first activity (during the page load its hydration, Radix's
 * navigation menu above all, was most of the Total Blocking Time), so the dropdowns, card, search,
 * language switch and mobile menu do not count against the first-load JS budget (DESIGN §6:
 * ≤ 120 KB on /). If that chunk never arrives, plain links stand in.
 */
export function SiteHeader() {
  const { headerItems, headerContent } = useShell().header;
  const fallback = (
    <PlainHeader
      label={headerContent.navLabel}
      name={site.companyName}
      homeLabel={headerContent.homeLabel}
      homeHref="/"
      links={headerItems.map(({ label, href }) => ({ label, href }))}
    />
  );
  return (
    <ChunkBoundary name="The header" fallback={fallback}>
      <HeaderBar />
    </ChunkBoundary>
  );
}
