import { BrandLogo } from '~/components/ui/fallback-image';
import { LinkList } from '~/components/ui/link-list';
import { footerLinkLooks } from './footer-link-looks';
import { useCurrentYear } from '~/hooks/use-current-year';
import type { BrandMark } from '~/content/types/shapes';

/** Props of {@link ProductFooter}. */
export interface ProductFooterProps {
  companyName: string;
  tagline: string;
  links: ReadonlyArray<{ label: string; href: string }>;
  /** Footer logo with its fallback (spec §8: the footer logo falls back on a load error). */
  logo?: BrandMark;
}

/**
 * The footer of /scanova and /lumen (spec §2): logo, tagline, links and a current-year copyright,
 * on the page's product theme (product-deep, on-product-muted).
 */
export function ProductFooter({ companyName, tagline, links, logo }: ProductFooterProps) {
  const year = useCurrentYear();
  return (
    <footer className="bg-product-deep text-on-product-muted">
      <div className="mx-auto flex max-w-content flex-col gap-6 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-3">
          {logo ? (
            <span className="inline-flex w-fit rounded-lg bg-white p-2">
              <BrandLogo logo={logo} className="h-8 w-auto" loading="lazy" />
            </span>
          ) : null}
          <p className="max-w-sm text-sm">{tagline}</p>
        </div>
        <LinkList links={links} look={footerLinkLooks.footer} />
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-sm">
        © {year} {companyName}
      </p>
    </footer>
  );
}
