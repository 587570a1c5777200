import type { ReactNode } from 'react';
import { site } from '@common/site';
import type { FirstViewSurfaceName } from '~/config/first-view-surfaces';
import type { ProductTheme } from '~/config/product-themes';
import type { RouteHandle } from '~/lib/route-handle';
import { ProductFooter, type ProductFooterProps } from '~/components/layout/product-footer';
import { ProductHeader, type ProductHeaderProps } from '~/components/layout/product-header';

/** Props of {@link OwnShellPage}. */
export interface OwnShellPageProps {
  /** The page's product theme: selects its colour tokens (app.css) for everything inside. */
  theme: ProductTheme;
  /** The page's own fixed header. */
  header: ProductHeaderProps;
  /** The page's own footer (the company name is added); none on /iffer. */
  footer?: Omit<ProductFooterProps, 'companyName'>;
  /** The page's sections. */
  children: ReactNode;
}

/**
 * The frame of a page that draws its own shell (spec §2 /scanova, /lumen, /iffer; RouteHandle
 * `shell: 'own'`): its header, `<main id="main">` below the 64 px fixed bar (the skip link's
 * target), and its footer.
 */
export function OwnShellPage({ theme, header, footer, children }: OwnShellPageProps) {
  return (
    <div data-theme={theme.name} className="contents">
      <ProductHeader {...header} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      {footer ? <ProductFooter companyName={site.companyName} {...footer} /> : null}
    </div>
  );
}

/**
 * The route `handle` of a page that draws its own shell (spec §2): `shell: 'own'`, its product
 * theme and the surface of its first view, which the loading overlay wears (see RouteHandle).
 */
export function ownShellHandle(theme: ProductTheme, firstView: FirstViewSurfaceName) {
  return { shell: 'own', theme, firstView } as const satisfies RouteHandle;
}
