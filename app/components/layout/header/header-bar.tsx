import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { site } from '@common/site';
import { useShell } from '~/hooks/use-shell';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { useDismiss } from '~/hooks/use-dismiss';
import { useScrolled } from '~/hooks/use-scrolled';
import { FallbackImage } from '~/components/ui/fallback-image';
import { SmartLink } from '~/components/ui/smart-link';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MenuButton } from './menu-button';
import { LinkedInNavItem, loadProfileCard } from './linkedin-nav-item';
import { NavMenu, NavMenuItem, NavMenuLink } from './nav-menu';
import { NoScriptMenuToggle } from './no-script-menu-toggle';
import { loadProductPanel, ProductNavItem } from './product-nav-item';
import { useMarkInteractive } from '~/hooks/use-mark-interactive';

let prefetched = false;
/** Fetches the on-demand parts (dropdown, card) once the visitor heads for the navigation. */
function prefetchParts() {
  if (prefetched) return;
  prefetched = true;
  void loadProductPanel();
  void loadProfileCard();
}

/**
 * Shared fixed header (spec §2 "Shared header", §4): transparent at the top, translucent with
 * blur and a bottom border once scrolled more than 50 px, with the logo image swapping to
 * match; primary links with product dropdowns and the LinkedIn card; search; language switch;
 * Try Demo. At 768 px or narrower a hamburger opens the links as a panel that closes on a link
 * choice, a click outside the header, Escape, and when the window widens past 768 px.
 * Loaded through `SiteHeader` (site-header.tsx), which hydrates it after the first view.
 */
export default function HeaderBar() {
  const { headerContent: copy, headerItems } = useShell().header;
  const scrolled = useScrolled();
  // Any scroll at all: the hero then slides under the bar (see `tone` below).
  const moved = useScrolled(0);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The open product dropdown ('' for none). */
  const [openProduct, setOpenProduct] = useState('');
  const headerRef = useRef<HTMLElement>(null);
  useMarkInteractive(headerRef);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useDismiss(menuOpen, headerRef, () => setMenuOpen(false), { returnFocusRef: burgerRef });

  // spec §7: the LinkedIn card's data refreshes from load on; the store loads on demand.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('~/lib/profile-store').then((store) => {
      if (!cancelled) stop = store.startProfileRefresh();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  // spec §4: the mobile menu is forced closed when the window widens past 768 px.
  useEffect(() => {
    const desktop = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const onChange = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  // Choosing any link closes the mobile menu and any dropdown.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setMenuOpen(false);
      setOpenProduct('');
    }
  };

  const solid = scrolled || menuOpen;
  const tone = solid ? 'light' : 'dark';
  // Between the top and 50 px the navy hero slides under the bar while its links are still dark:
  // an opaque white bar keeps them at WCAG 1.4.3 AA contrast (4.5:1) over whatever is below. At
  // the very top the page under the bar is white, so it stays transparent there (spec §2).
  const background = solid
    ? 'border-white/15 bg-surface/85 text-white backdrop-blur-md'
    : moved
      ? 'border-panel-line bg-white text-ink'
      : 'border-transparent bg-transparent text-ink';
  // Orange marks the current page: #ff751a on the dark bar, the darker #b34700 on white (contrast).
  // One line each from 769 px on (12 px type, 13 px from 1280 px): the whole bar fits in every
  // language from 1024 px (the content is at most 1200 px wide). Arabic, whose labels are the
  // longest, keeps 12 px and 8 px between labels; the gap between two labels stays well wider
  // than a space, so two-word labels read as one.
  const linkClass = `block rounded-md px-3 py-2.5 text-base font-medium md:whitespace-nowrap md:px-1.25 md:py-2 md:text-xs md:rtl:px-1 xl:text-[13px] xl:rtl:text-xs ${
    solid
      ? 'text-white/85 hover:text-white aria-[current=page]:text-brand'
      : 'text-ink/80 hover:text-ink aria-[current=page]:text-brand-ink'
  }`;

  return (
    <header
      ref={headerRef}
      data-interactive="false"
      data-scrolled={scrolled}
      data-moved={moved}
      onPointerEnter={prefetchParts}
      onFocus={prefetchParts}
      className={`fixed inset-x-0 top-0 z-40 border-b transition-colors duration-300 ${background}`}
    >
      <div className="relative mx-auto flex h-16 max-w-content items-center gap-1 px-4 xl:gap-2">
        <SmartLink
          href="/"
          aria-label={copy.homeLabel}
          className="me-auto flex shrink-0 items-center gap-2 rounded-md font-semibold xl:me-4"
        >
          {/* spec §8: a logo that fails to load shows the fallback mark, as the footer's. */}
          <FallbackImage
            src={solid ? copy.logoLight : copy.logoDark}
            fallbackSrc={copy.logoFallback}
            alt=""
            width={32}
            height={32}
            className="size-8"
            data-testid="header-logo"
          />
          <span className="md:sr-only xl:not-sr-only">{site.companyName}</span>
        </SmartLink>

        <NavMenu
          onClick={onNavClick}
          id="site-nav"
          label={copy.navLabel}
          value={openProduct}
          onValueChange={setOpenProduct}
          className={`${menuOpen ? 'block' : 'hidden'} nav-target absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-white/10 bg-surface px-4 pb-4 md:static md:me-auto md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent md:p-0`}
          listClassName="flex flex-col md:flex-row md:items-center"
        >
          {headerItems.map((item) => {
            if (item.kind === 'product') {
              return <ProductNavItem key={item.id} product={item} linkClassName={linkClass} />;
            }
            if (item.kind === 'linkedin') {
              return <LinkedInNavItem key={item.label} link={item} linkClassName={linkClass} />;
            }
            return (
              <NavMenuItem key={item.label}>
                <NavMenuLink
                  href={item.href}
                  external={item.external}
                  nav={!item.external}
                  className={linkClass}
                >
                  {item.label}
                </NavMenuLink>
              </NavMenuItem>
            );
          })}
          <li className="mt-3 md:hidden">
            <SmartLink
              href={copy.tryDemo.href}
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 text-sm font-semibold text-ink"
            >
              {copy.tryDemo.label}
            </SmartLink>
          </li>
        </NavMenu>
        <NoScriptMenuToggle
          navId="site-nav"
          openLabel={copy.menu}
          closeLabel={copy.menuClose}
          className="order-last inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
        />

        <HeaderSearch tone={tone} />
        <LanguageSwitch tone={tone} />
        <SmartLink
          href={copy.tryDemo.href}
          className="hidden min-h-10 shrink-0 items-center whitespace-nowrap rounded-full bg-brand px-3 text-[13px] font-semibold text-ink hover:bg-brand-light lg:inline-flex xl:px-4"
        >
          {copy.tryDemo.label}
        </SmartLink>
        <MenuButton
          buttonRef={burgerRef}
          open={menuOpen}
          controls="site-nav"
          label={copy.menu}
          onToggle={() => setMenuOpen((open) => !open)}
        />
      </div>
    </header>
  );
}
