import { Icon } from './icons';

/** Props of {@link NoScriptMenuToggle}. */
export interface NoScriptMenuToggleProps {
  /** id of the header's nav, which must carry the `nav-target` class and come before this. */
  navId: string;
  /** Accessible names, e.g. 'Open menu' / 'Close menu'. */
  openLabel: string;
  closeLabel: string;
  /** Class of both links (size, colours), e.g. the burger button's. */
  className: string;
}

/**
 * The mobile menu without scripts (DESIGN §8 "Without JavaScript"). Two links stand in for the
 * burger button where scripts do not run (app.css `no-js-only`): 'open' targets the nav
 * (`#site-nav`), which CSS `:target` then shows; 'close' targets `#main` and replaces it while the
 * menu is open. Where scripts run, both are hidden and the button does the spec's behaviour.
 */
export function NoScriptMenuToggle({
  navId,
  openLabel,
  closeLabel,
  className,
}: NoScriptMenuToggleProps) {
  return (
    <>
      <a href={`#${navId}`} className={`no-js-only no-js-menu-open ${className}`}>
        <span className="sr-only">{openLabel}</span>
        <Icon name="menu" className="size-6" />
      </a>
      <a href="#main" className={`no-js-only no-js-menu-close ${className}`}>
        <span className="sr-only">{closeLabel}</span>
        <Icon name="close" className="size-6" />
      </a>
    </>
  );
}
