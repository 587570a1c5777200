import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';

/** Props of {@link SmartLink}. */
export interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Opens in a new tab with rel="noopener noreferrer" (spec §2: Blog, LinkedIn). */
  external?: boolean;
  /** Mark the current route with aria-current="page" (DESIGN §5). */
  nav?: boolean;
  /** Full page load instead of client navigation (spec §2 /demos → /optimus). */
  reloadDocument?: boolean;
  onClick?: () => void;
}

/**
 * One link for internal routes, hash anchors, documents and external sites, so every link in
 * the site gets the same rules (new tab + rel for external, router navigation for routes).
 */
export function SmartLink({
  href,
  children,
  className,
  external,
  nav,
  reloadDocument,
  onClick,
}: SmartLinkProps) {
  const isFile = /\.(pdf|png|jpe?g|webp|svg)$/i.test(href);
  if (external || /^(https?:|mailto:|tel:)/.test(href) || isFile) {
    const newTab = external ?? /^https?:/.test(href);
    return (
      <a
        href={href}
        className={className}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  if (nav) {
    return (
      <RouterNavLink
        to={href}
        className={className}
        onClick={onClick}
        end
        reloadDocument={reloadDocument}
      >
        {children}
      </RouterNavLink>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick} reloadDocument={reloadDocument}>
      {children}
    </Link>
  );
}
