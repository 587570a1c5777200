import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { site } from '@common/site';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { FallbackImage } from '~/components/ui/fallback-image';
import { Logo } from '~/components/ui/logo';
import { SmartLink } from '~/components/ui/smart-link';
import { useMediaQuery } from '~/hooks/use-media-query';
import type { BrandMark, PageHeaderItem } from '~/types/content';

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
 * A page's own fixed header (spec §2): logo link, links, optional disclosure dropdowns and a
 * hamburger at 768 px or narrower. Dropdowns follow the disclosure-navigation pattern (DESIGN §5):
 * a link plus a button with aria-expanded; they open on hover and by keyboard, one at a time,
 * and Escape closes them and returns focus to the button. The mobile menu closes on a link
 * choice, on a click outside the header, and when the window widens beyond 768 px. Its colours
 * are the page's product theme (bar tokens in app.css): light on /scanova and /cv, dark on
 * /lumen and /iffer.
 */
export function ProductHeader({ label, logo, logoHref, items, children }: ProductHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  // spec §4: the menu is forced closed above 768 px; deriving it needs no effect.
  const mobileOpen = menuOpen && isMobile;

  useEffect(() => {
    if (!mobileOpen && openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) {
        setMenuOpen(false);
        setOpenIndex(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [mobileOpen, openIndex]);

  const closeAll = () => {
    setMenuOpen(false);
    setOpenIndex(null);
  };
  const onDropdownKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openIndex === index) {
      event.stopPropagation();
      setOpenIndex(null);
      buttonRefs.current[index]?.focus();
    }
  };

  return (
    <header
      ref={headerRef}
      className={`fixed inset-x-0 top-0 z-40 backdrop-blur bg-bar/95 text-on-bar border-b border-bar-line`}
    >
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4">
        <SmartLink href={logoHref} className="flex min-h-11 items-center gap-2 font-semibold">
          {logo ? (
            <FallbackImage
              src={logo.src}
              fallbackSrc={logo.fallbackSrc}
              alt={logo.label}
              width={logo.width}
              height={logo.height}
              className="h-9 w-auto"
            />
          ) : (
            <>
              <Logo className="size-8" />
              <span>{site.companyName}</span>
              <span className="sr-only"> home</span>
            </>
          )}
        </SmartLink>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={`${id}-nav`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">Menu</span>
          <span aria-hidden="true" className="text-2xl leading-none">
            {mobileOpen ? '✕' : '☰'}
          </span>
        </button>
        <nav
          id={`${id}-nav`}
          aria-label={label}
          className={`${mobileOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto md:static md:block md:max-h-none md:overflow-visible bg-bar/95 text-on-bar border-b border-bar-line md:border-0 md:bg-transparent`}
        >
          <ul className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-1 md:p-0">
            {items.map((item, index) => {
              const linkClass = `block rounded-md px-3 py-2 text-sm font-medium text-bar-link hover:text-bar-accent aria-[current=page]:text-bar-accent`;
              const content = (
                <>
                  {item.label}
                  {item.download ? <span className="sr-only"> (PDF)</span> : null}
                </>
              );
              if (!item.children) {
                return (
                  <li key={item.label}>
                    <SmartLink
                      href={item.href}
                      external={item.external}
                      nav={!item.external && !item.download && item.href.startsWith('/')}
                      onClick={closeAll}
                      className={linkClass}
                    >
                      {content}
                    </SmartLink>
                  </li>
                );
              }
              const open = openIndex === index;
              return (
                <li
                  key={item.label}
                  className="relative"
                  onMouseEnter={() => setOpenIndex(index)}
                  onMouseLeave={() =>
                    setOpenIndex((current) => (current === index ? null : current))
                  }
                  onKeyDown={onDropdownKeyDown(index)}
                  onBlur={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                      setOpenIndex((current) => (current === index ? null : current));
                    }
                  }}
                >
                  <div className="flex items-center">
                    <SmartLink href={item.href} nav onClick={closeAll} className={linkClass}>
                      {item.label}
                    </SmartLink>
                    <button
                      ref={(el) => {
                        buttonRefs.current[index] = el;
                      }}
                      type="button"
                      aria-expanded={open}
                      aria-controls={`${id}-dd-${index}`}
                      aria-label={`${item.label} pages`}
                      onClick={() => setOpenIndex(open ? null : index)}
                      className={`inline-flex size-8 items-center justify-center rounded-md text-bar-link hover:text-bar-accent aria-[current=page]:text-bar-accent`}
                    >
                      <span
                        aria-hidden="true"
                        className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}
                      >
                        ▼
                      </span>
                    </button>
                  </div>
                  <ul
                    id={`${id}-dd-${index}`}
                    hidden={!open}
                    className={`z-50 min-w-48 rounded-lg p-2 shadow-xl md:absolute md:left-0 md:top-full bg-bar text-on-bar border border-bar-line`}
                  >
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <SmartLink href={child.href} onClick={closeAll} className={linkClass}>
                          {child.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
            {children ? <li className="px-3 py-2 md:py-0">{children}</li> : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}
