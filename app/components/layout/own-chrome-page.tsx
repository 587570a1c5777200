import type { ReactNode } from 'react';
import { site } from '@common/site';
import { ProductFooter, type ProductFooterProps } from '~/components/layout/product-footer';
import { ProductHeader, type ProductHeaderProps } from '~/components/layout/product-header';

/** Props of {@link OwnChromePage}. */
export interface OwnChromePageProps {
  /** The page's own fixed header. */
  header: ProductHeaderProps;
  /** The page's own footer (the company name is added); none on /iffer. */
  footer?: Omit<ProductFooterProps, 'companyName'>;
  /** The page's sections. */
  children: ReactNode;
}

/**
 * The frame of a page that draws its own chrome (spec §2 /scanova, /lumen, /iffer; RouteHandle
 * `chrome: 'own'`): its header, `<main id="main">` below the 64 px fixed bar (the skip link's
 * target), and its footer.
 */
export function OwnChromePage({ header, footer, children }: OwnChromePageProps) {
  return (
    <>
      <ProductHeader {...header} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      {footer ? <ProductFooter companyName={site.companyName} {...footer} /> : null}
    </>
  );
}
