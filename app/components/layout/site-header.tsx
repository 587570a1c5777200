import { useState } from 'react';
import { headerLinks } from '~/content/common';
import { site } from '@common/site';
import { SmartLink } from '~/components/ui/smart-link';
import { Logo } from '~/components/ui/logo';

/**
 * Shared fixed header (spec §2 "Shared header"): logo, primary links and, at 768 px or
 * narrower, a disclosure button for the menu.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-800 bg-surface/95 text-white backdrop-blur">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-4 px-4">
        <SmartLink href="/" className="flex items-center gap-2 font-semibold">
          <Logo className="size-8" />
          <span>{site.companyName}</span>
        </SmartLink>
        <button
          type="button"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md md:hidden"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">Menu</span>
          <span aria-hidden="true" className="text-2xl leading-none">
            {menuOpen ? '✕' : '☰'}
          </span>
        </button>
        <nav
          id="site-menu"
          aria-label="Main"
          className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-16 bg-surface md:static md:block md:bg-transparent`}
        >
          <ul className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-1 md:p-0">
            {headerLinks.map((link) => (
              <li key={link.label}>
                <SmartLink
                  href={link.href}
                  external={link.external}
                  nav={!link.external && !link.href.includes('#')}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-md px-3 py-2 text-sm text-white/85 hover:text-white aria-[current=page]:text-brand"
                >
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
