import {
  lazy,
  Suspense,
  useCallback,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { headerContent as copy } from '~/content/header';
import { DROPDOWN_MIN_WIDTH_PX, MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { useDismiss } from '~/hooks/use-dismiss';
import { SmartLink } from '~/components/ui/smart-link';
import { Icon } from './icons';
import type { ProductLink } from '~/types/content';

/** Loads the dropdown content; called early (pointer or focus entering the header) as a prefetch. */
export const loadProductPanel = () => import('./product-panel');
const ProductPanel = lazy(loadProductPanel);

/** Keeps a desktop dropdown inside the viewport with this margin (px). */
const VIEWPORT_MARGIN_PX = 16;

/** Hover opens dropdowns only for a mouse on the desktop layout; the mobile menu expands on click. */
const hoverable = (event: PointerEvent<HTMLElement>) =>
  event.pointerType === 'mouse' && window.innerWidth > MOBILE_BREAKPOINT_PX;

/** Props of {@link ProductNavItem}. */
export interface ProductNavItemProps {
  product: ProductLink;
  open: boolean;
  /** Opens this dropdown (closing any other: one at a time, spec §4) or closes it. */
  onOpenChange: (open: boolean) => void;
  linkClassName: string;
}

/**
 * A product in the primary navigation (spec §2): a link to the product and, beside it, a
 * disclosure button (`aria-expanded`, Enter/Space toggle, Escape closes and returns focus; no
 * `role=menu`, as the WAI-ARIA disclosure navigation pattern describes). A mouse opens the
 * dropdown on hover and closes it on leave. Desktop: a panel at least 600 px wide, kept inside
 * the viewport; mobile: the items open inline.
 */
export function ProductNavItem({
  product,
  open,
  onOpenChange,
  linkClassName,
}: ProductNavItemProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `nav-panel-${product.id}`;
  const openedByHover = useRef(false);

  useDismiss(open, itemRef, () => onOpenChange(false), { returnFocusRef: buttonRef });

  // Shift the absolutely positioned panel so its 600 px fit the viewport (desktop only).
  const placePanel = useCallback((node: HTMLDivElement | null) => {
    const item = itemRef.current;
    if (!node || !item || window.innerWidth <= MOBILE_BREAKPOINT_PX) return;
    const left = item.getBoundingClientRect().left;
    const overflowRight = left + DROPDOWN_MIN_WIDTH_PX - (window.innerWidth - VIEWPORT_MARGIN_PX);
    const shift = Math.max(-overflowRight, VIEWPORT_MARGIN_PX - left);
    node.style.left = `${Math.min(0, shift)}px`;
  }, []);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Desktop only: in the mobile menu the items open inline, and collapsing them when focus
    // moves on would shift the link being clicked away from under the pointer.
    if (window.innerWidth <= MOBILE_BREAKPOINT_PX) return;
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null))
      onOpenChange(false);
  };

  return (
    <li
      ref={itemRef}
      className="relative flex flex-wrap items-center md:flex-nowrap"
      onPointerEnter={(event) => {
        if (!hoverable(event)) return;
        openedByHover.current = !open;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => hoverable(event) && onOpenChange(false)}
      onBlur={onBlur}
    >
      <SmartLink
        href={product.href}
        external={product.external}
        nav={!product.external}
        className={`${linkClassName} md:pr-0 lg:pr-2`}
      >
        {product.label}
      </SmartLink>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={copy.submenu(product.label)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:min-h-6 md:min-w-6 lg:-ml-1.5"
        onClick={() => {
          // The hover already opened it: the click that follows keeps it open instead of closing it.
          if (open && openedByHover.current) openedByHover.current = false;
          else onOpenChange(!open);
        }}
      >
        <Icon
          name="chevron"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          ref={placePanel}
          className="w-full pb-2 pl-3 md:absolute md:top-full md:z-10 md:w-[var(--nav-panel-w)] md:pb-0 md:pl-0 md:pt-2"
          style={{ '--nav-panel-w': `${DROPDOWN_MIN_WIDTH_PX}px` } as CSSProperties}
        >
          <div>
            <Suspense fallback={null}>
              <ProductPanel id={product.id} />
            </Suspense>
          </div>
        </div>
      ) : null}
    </li>
  );
}
