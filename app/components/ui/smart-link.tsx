import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { localizePath } from '@common/i18n';
import { localizeDocumentPath } from '~/config/paths';
import { useLocale, useRootData } from '~/hooks/use-shell';

/** Props of {@link SmartLink}: the anchor's own attributes pass through (Radix `asChild` slots). */
export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer" (spec §2: Blog, LinkedIn). */
  external?: boolean;
  /** Mark the current route with aria-current="page" (DESIGN §5). */
  nav?: boolean;
  /** Full page load instead of client navigation (spec §2 /demos → /optimus). */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * One link for internal routes, hash anchors, documents and external sites, so every link in
 * the site gets the same rules (new tab + rel for external, router navigation for routes).
 * A route path stays in the page's language (`/contact` → `/fr/contact` on a French
 * page), and so does a generated PDF (`/docs/cv.pdf` → `/docs/fr/cv.pdf`); content keeps the
 * spec's paths.
 */
export function SmartLink({
  href,
  children,
  external,
  nav,
  reloadDocument,
  ...anchor
}: SmartLinkProps) {
  const locale = useLocale();
  const newTabNote = useRootData()?.shell.common.uiContent.newTab ?? ' (opens in a new tab)';
  const isFile = /\.(pdf|png|jpe?g|webp|svg)(#.*)?$/i.test(href);
  if (external || /^(https?:|mailto:|tel:)/.test(href) || isFile) {
    const newTab = external ?? /^https?:/.test(href);
    return (
      <a
        href={isFile ? localizeDocumentPath(href, locale) : href}
        {...anchor}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <span className="sr-only">{newTabNote}</span> : null}
      </a>
    );
  }
  const to = localizePath(href, locale);
  if (nav) {
    return (
      <RouterNavLink to={to} {...anchor} end reloadDocument={reloadDocument}>
        {children}
      </RouterNavLink>
    );
  }
  return (
    <Link to={to} {...anchor} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
