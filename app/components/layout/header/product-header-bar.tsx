import { fill } from '@common/i18n';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { site } from '@common/site';
import { MOBILE_BREAKPOINT_PX } from '~/config/layout';
import { BrandLogo } from '~/components/ui/fallback-image';
import { Logo } from '~/components/ui/logo';
import { SmartLink } from '~/components/ui/smart-link';
import { useDismiss } from '~/hooks/use-dismiss';
import { useMediaQuery } from '~/hooks/use-media-query';
import type { BrandMark, PageHeaderItem } from '~/content/types/shapes';
import { NavDropdown, NavMenu, NavMenuItem, NavMenuLink } from './nav-menu';
import { NoScriptMenuToggle } from './no-script-menu-toggle';
import { useShell } from '~/hooks/use-shell';
import { useMarkInteractive } from '~/hooks/use-mark-interactive';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { MenuButton } from './menu-button';

/** Props of a page's own header: `ProductHeader` (../product-header.tsx) and this bar. */
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
 * A page's own fixed header (spec §2): logo link, links, optional dropdowns, the shared search
 * and language switch (spec §2 "Shared header": every page can change language, with or without
 * scripts) and a hamburger at 768 px or narrower. The dropdowns are the shared {@link NavDropdown} (the same as the site
 * header's: hover, keyboard, Escape, one at a time). The mobile menu closes on a link choice,
 * on a click outside the header, on Escape, and when the window widens beyond 768 px. Its
 * colours are the page's product theme (bar tokens in app.css): light on /scanova and /cv,
 * dark on /lumen and /iffer. Loaded through `ProductHeader` (../product-header.tsx).
 */
export default function ProductHeaderBar({
  label,
  logo,
  logoHref,
  items,
  children,
}: ProductHeaderProps) {
  const shell = useShell();
  const ui = shell.common.uiContent;
  const headerCopy = shell.header.headerContent;
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState('');
  const headerRef = useRef<HTMLElement>(null);
  useMarkInteractive(headerRef);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  // spec §4: the menu is forced closed above 768 px; deriving it needs no effect. The width is
  // read only while the menu is open, so hydrating on a phone matches the prerendered `false`.
  const mobileOpen = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, menuOpen);

  useDismiss(mobileOpen, headerRef, () => setMenuOpen(false), { returnFocusRef: burgerRef });

  // Choosing any link closes the mobile menu and any dropdown.
  const onNavClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setMenuOpen(false);
      setOpenDropdown('');
    }
  };
  const linkClass = `block rounded-md px-3 py-2 text-sm font-medium text-bar-link hover:text-bar-accent aria-[current=page]:text-bar-accent md:whitespace-nowrap md:px-2`;

  return (
    <header
      ref={headerRef}
      data-interactive="false"
      className="fixed inset-x-0 top-0 z-40 border-b border-bar-line bg-bar/95 text-on-bar backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-content items-center gap-1 px-4 md:gap-2">
        <SmartLink
          href={logoHref}
          aria-label={logo ? undefined : headerCopy.homeLabel}
          className="me-auto flex min-h-11 shrink-0 items-center gap-2 font-semibold"
        >
          {logo ? (
            <BrandLogo logo={logo} className="h-9 w-auto" />
          ) : (
            <>
              <Logo className="size-8" />
              <span>{site.companyName}</span>
            </>
          )}
        </SmartLink>
        {/* Before the burger and the links in the source (focus order); after the links on
            screen from 769 px (`order`). */}
        <div className="flex shrink-0 items-center md:order-2">
          <HeaderSearch tone="bar" />
          <LanguageSwitch tone="bar" />
        </div>
        <MenuButton
          buttonRef={burgerRef}
          open={mobileOpen}
          controls={`${id}-nav`}
          label={ui.menu}
          onToggle={() => setMenuOpen((open) => !open)}
        />
        <NavMenu
          id={`${id}-nav`}
          label={label}
          value={openDropdown}
          onValueChange={setOpenDropdown}
          onClick={onNavClick}
          className={`${mobileOpen ? 'block' : 'hidden'} nav-target absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-bar-line bg-bar/95 text-on-bar md:static md:order-1 md:block md:max-h-none md:overflow-visible md:border-0 md:bg-transparent`}
          listClassName="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-1 md:p-0"
        >
          {items.map((item, index) => {
            if (!item.children) {
              return (
                <NavMenuItem key={item.label}>
                  <NavMenuLink
                    href={item.href}
                    external={item.external}
                    nav={!item.external && !item.download && item.href.startsWith('/')}
                    className={linkClass}
                  >
                    {item.label}
                    {item.download ? <span className="sr-only"> (PDF)</span> : null}
                  </NavMenuLink>
                </NavMenuItem>
              );
            }
            return (
              <NavDropdown
                key={item.label}
                value={`${id}-dd-${index}`}
                link={{
                  href: item.href,
                  nav: true,
                  // In the mobile menu the name takes the row: the arrows line up at the end.
                  className: `${linkClass} flex-1 md:flex-none`,
                  children: item.label,
                }}
                buttonLabel={fill(headerCopy.submenu, { label: item.label })}
                buttonClassName="inline-flex size-8 items-center justify-center rounded-md text-bar-link hover:text-bar-accent"
                panelClassName="z-50 w-full md:absolute md:start-0 md:top-full md:w-auto"
              >
                <ul className="min-w-48 rounded-lg border border-bar-line bg-bar p-2 text-on-bar shadow-xl">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavMenuLink href={child.href} className={linkClass}>
                        {child.label}
                      </NavMenuLink>
                    </li>
                  ))}
                </ul>
              </NavDropdown>
            );
          })}
          {children ? <li className="px-3 py-2 md:py-0">{children}</li> : null}
        </NavMenu>
        <NoScriptMenuToggle
          navId={`${id}-nav`}
          openLabel={headerCopy.menu}
          closeLabel={headerCopy.menuClose}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
        />
      </div>
    </header>
  );
}
