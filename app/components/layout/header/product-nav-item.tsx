import { fill } from '@common/i18n';
import { lazy, Suspense, type CSSProperties } from 'react';
import { useShell } from '~/hooks/use-shell';
import { DROPDOWN_MIN_WIDTH_PX } from '~/config/layout';
import { NavDropdown, type NavItemProps } from './nav-menu';
import type { ProductLink } from '~/content/types/shapes';

/** Loads the dropdown content; called early (pointer or focus entering the header) as a prefetch. */
export const loadProductPanel = () => import('./product-panel');
const ProductPanel = lazy(loadProductPanel);

/** Props of {@link ProductNavItem}: the product's entry and the navigation's link class. */
export type ProductNavItemProps = NavItemProps<'product', ProductLink>;

/**
 * A product in the primary navigation (spec §2): its link and a {@link NavDropdown} whose panel
 * (content loaded on demand) is at least 600 px wide on the desktop; in the mobile menu the
 * items open inline.
 */
export function ProductNavItem({ product, linkClassName }: ProductNavItemProps) {
  const copy = useShell().header.headerContent;
  return (
    <NavDropdown
      value={product.id}
      link={{
        href: product.href,
        external: product.external,
        nav: !product.external,
        // In the mobile menu the name takes the row, so every arrow lines up at the inline end.
        // Without scripts the chevron is hidden, so the link keeps its own end padding.
        className: `${linkClassName} flex-1 md:flex-none md:scripted:pe-0!`,
        children: product.label,
      }}
      buttonLabel={fill(copy.submenu, { label: product.label })}
      buttonClassName="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:min-h-6 md:min-w-6"
      panelClassName="w-full pb-2 ps-3 md:absolute md:start-0 md:top-full md:z-10 md:w-[var(--nav-panel-w)] md:pb-0 md:ps-0 md:pt-2"
      panelStyle={{ '--nav-panel-w': `${DROPDOWN_MIN_WIDTH_PX}px` } as CSSProperties}
    >
      <Suspense fallback={null}>
        <ProductPanel id={product.id} />
      </Suspense>
    </NavDropdown>
  );
}
