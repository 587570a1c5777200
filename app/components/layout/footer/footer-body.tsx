import { Fragment, useRef } from 'react';
import { site } from '@common/site';
import { useShell } from '~/hooks/use-shell';
import { reopenConsentBanner } from '~/lib/consent';
import { FallbackImage } from '~/components/ui/fallback-image';
import { SmartLink } from '~/components/ui/smart-link';
import type { FooterItem } from '~/content/types/shapes';
import { useMarkInteractive } from '~/hooks/use-mark-interactive';

const linkClass = 'inline-block py-1 underline-offset-4 hover:text-white hover:underline';

/** A footer entry: a link when a real route fits, otherwise plain text (no dead `#` links). */
function FooterEntry({ item }: { item: FooterItem }) {
  return item.href ? (
    <SmartLink href={item.href} className={linkClass}>
      {item.label}
    </SmartLink>
  ) : (
    <span className="inline-block py-1">{item.label}</span>
  );
}

/**
 * The footer logo; a failed image is replaced by the fallback logo (spec §8), also when it failed
 * before hydration (the same FallbackImage every logo uses).
 */
function FooterLogo() {
  const copy = useShell().footer.footerContent;
  return (
    <FallbackImage
      src={copy.logo.src}
      fallbackSrc={copy.logo.fallback}
      alt=""
      width={32}
      height={32}
      className="size-8"
      loading="lazy"
    />
  );
}

/**
 * Shared footer (spec §2): tagline, three social icons, the Products / Solutions / Company /
 * Resources columns, bottom links, copyright 2024 and the slogan; content at most 1200 px wide.
 * At 768 px or narrower it takes its mobile form (stacked, two columns of links). Entries the
 * spec gives no destination stay plain text; 'Cookie settings' beside Cookie Policy reopens the
 * consent banner, so consent is withdrawn as easily as given (DESIGN §5). Loaded through
 * `SiteFooter` (../site-footer.tsx), which hydrates it after the first view.
 */
export default function FooterBody() {
  const copy = useShell().footer.footerContent;
  const footerRef = useRef<HTMLElement>(null);
  useMarkInteractive(footerRef);
  return (
    <footer
      ref={footerRef}
      data-interactive="false"
      className="bg-surface text-white/80"
      data-testid="site-footer"
    >
      <div className="mx-auto grid max-w-content grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-[1.6fr_repeat(4,1fr)] md:gap-10">
        <div className="col-span-2 md:col-span-1">
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <FooterLogo />
            {site.companyName}
          </p>
          <p className="mt-3 max-w-sm text-sm">{copy.tagline}</p>
          <ul className="mt-5 flex gap-3" aria-label={copy.socialLabel}>
            {copy.social.map((link) => (
              <li key={link.label}>
                <SmartLink
                  href={link.href}
                  external
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 hover:border-brand hover:bg-white/5"
                >
                  <img
                    src={link.icon}
                    alt={link.label}
                    width={20}
                    height={20}
                    loading="lazy"
                    className="size-5"
                  />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        {copy.columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  <FooterEntry item={item} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {copy.copyrightYear} {site.companyName}. {copy.slogan}
          </p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            {copy.bottomLinks.map((item) => (
              <Fragment key={item.label}>
                <li>
                  <FooterEntry item={item} />
                </li>
                {'cookieSettingsAfter' in item ? (
                  <li>
                    <button
                      type="button"
                      className="min-h-6 py-1 underline underline-offset-4 hover:text-white"
                      onClick={reopenConsentBanner}
                    >
                      {copy.cookieSettings}
                    </button>
                  </li>
                ) : null}
              </Fragment>
            ))}
            <li>
              <SmartLink href={`mailto:${site.emails.sales}`} className={linkClass}>
                {site.emails.sales}
              </SmartLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
