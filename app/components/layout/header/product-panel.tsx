import type { CSSProperties } from 'react';
import { useShell } from '~/hooks/use-shell';
import { DROPDOWN_IMAGE_PANEL_PX } from '~/config/layout';
import { NavMenuLink } from './nav-menu';
import type { ProductId } from '~/content/types/shapes';

/**
 * A product dropdown's content (spec §2): title, the spec's items and, at the end (right in
 * left-to-right), the 200 px image panel (desktop only). Loaded on demand so the first view's
 * JS stays small. Its links join the menu's arrow-key focus group ({@link NavMenuLink}).
 */
export default function ProductPanel({ id }: { id: ProductId }) {
  const { productMenus } = useShell().headerMenus;
  const product = productMenus[id];
  return (
    <div
      className="grid grid-cols-1 overflow-hidden rounded-xl text-white md:grid-cols-[minmax(0,1fr)_var(--nav-image-w)] md:bg-white md:text-ink md:shadow-xl md:ring-1 md:ring-night/10"
      style={{ '--nav-image-w': `${DROPDOWN_IMAGE_PANEL_PX}px` } as CSSProperties}
    >
      <div className="p-2 md:p-6">
        <p className="hidden md:block">
          <NavMenuLink
            href={product.titleHref}
            className="inline-block text-lg font-semibold hover:text-brand-ink hover:underline"
          >
            {product.title}
          </NavMenuLink>
        </p>
        <p className="mt-1 hidden text-sm text-muted md:block">{product.summary}</p>
        <ul className="space-y-1 md:mt-4">
          {product.items.map((item) => (
            <li key={item.label}>
              <NavMenuLink
                href={item.href}
                external={item.external}
                className="block rounded-md px-3 py-2 text-sm font-medium text-white/85 hover:bg-white/10 hover:text-white md:text-ink md:hover:bg-brand-soft md:hover:text-brand-ink"
              >
                {item.label}
              </NavMenuLink>
            </li>
          ))}
        </ul>
      </div>
      <div className="hidden items-center justify-center bg-surface md:flex">
        <img
          src={product.image.src}
          alt={product.image.alt}
          width={DROPDOWN_IMAGE_PANEL_PX}
          height={DROPDOWN_IMAGE_PANEL_PX}
          className="h-auto w-full"
        />
      </div>
    </div>
  );
}
