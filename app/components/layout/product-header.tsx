import { lazy, Suspense, type ReactNode } from 'react';
import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { firstActivity } from '~/lib/first-activity';
import { PlainHeader } from './plain-header';
import type { BrandMark, PageHeaderItem } from '~/types/content';

const ProductHeaderBar = lazy(() =>
  firstActivity().then(() => import('./header/product-header-bar')),
);

/** Props of {@link ProductHeader}. */
export interface ProductHeaderProps {
  /** Accessible name of the navigation, e.g. 'Scanova'. */
  label: string;
  /** The brand image; without it the company mark and name are shown. */
  logo?: BrandMark;
  logoHref: string;
  items: readonly PageHeaderItem[];
  /** Extra content at the end of the bar (e.g. a button). */
  children?: ReactNode;
}

/**
 * A page's own fixed header (spec §2 /scanova, /lumen, /iffer, /cv; behaviour in
 * `header/product-header-bar.tsx`). Like `SiteHeader`, prerendering resolves the lazy module so
 * the HTML holds the whole header with working links, and the browser hydrates it on the
 * visitor's first activity (issue 17: not during the page load, where its hydration was most
 * of the Total Blocking Time): the dropdown library does not count against first-load JS.
 * If that chunk never arrives, its links stand in, plain (issue 16).
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
      <Suspense fallback={null}>
        <ProductHeaderBar {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
