import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { lazyOnFirstActivity } from '~/lib/first-activity';
import { PlainHeader } from './plain-header';
import type { ProductHeaderProps } from './header/product-header-bar';

export type { ProductHeaderProps };

const ProductHeaderBar = lazyOnFirstActivity(() => import('./header/product-header-bar'));

/**
 * A page's own fixed header (spec §2 /scanova, /lumen, /iffer, /cv; behaviour in
 * `header/product-header-bar.tsx`). Like `SiteHeader`, prerendering resolves the lazy module so
 * the HTML holds the whole header with working links, and the browser hydrates it on the
 * visitor's first activity, not during the page load, where its hydration would add to the
 * Total Blocking Time (DESIGN §5); the dropdown library does not count against first-load JS.
 * If that chunk never arrives, its links stand in, plain.
 */
export function ProductHeader(props: ProductHeaderProps) {
  const fallback = (
    <PlainHeader
      label={props.label}
      name={props.label}
      homeLabel={props.logo?.label ?? props.label}
      homeHref={props.logoHref}
      links={props.items.map(({ label, href }) => ({ label, href }))}
    />
  );
  return (
    <ChunkBoundary name="The page header" fallback={fallback}>
      <ProductHeaderBar {...props} />
    </ChunkBoundary>
  );
}
