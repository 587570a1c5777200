/**
 * The company's logo for the inbox: the site's own files (public/images/brand, the ones the
 * site's header shows), bundled by Vite into build/admin/assets so the inbox serves them itself
 * (CSP img-src 'self'). `light` is the mark for the navy bar, `dark` for white; 32 × 32 px.
 */
import { site } from '../../common/site';
import logoOnDark from '../../public/images/brand/logo-light.svg';
import logoOnLight from '../../public/images/brand/logo-dark.svg';

/** The logo image, named "<company> logo" for screen readers (WCAG 1.1.1). */
export function BrandLogo({ on, className }: { on: 'dark' | 'light'; className?: string }) {
  return (
    <img
      src={on === 'dark' ? logoOnDark : logoOnLight}
      alt={`${site.companyName} logo`}
      width={32}
      height={32}
      className={className}
    />
  );
}
