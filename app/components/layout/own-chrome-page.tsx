import type { ReactNode } from 'react';
import { site } from '@common/site';
import type { ProductTheme } from '~/config/product-themes';
import { ProductFooter, type ProductFooterProps } from '~/components/layout/product-footer';
import { ProductHeader, type ProductHeaderProps } from '~/components/layout/product-header';

/** Props of {@link OwnChromePage}. */
export interface OwnChromePageProps {
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
 * The frame of a page that draws its own chrome (spec §2 /scanova, /lumen, /iffer; RouteHandle
 * `chrome: 'own'`): its header, `<main id="main">` below the 64 px fixed bar (the skip link's
 * target), and its footer.
 */
export function OwnChromePage({ theme, header, footer, children }: OwnChromePageProps) {
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
