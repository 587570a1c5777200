import { site } from '@common/site';
import { footerContent as copy } from '~/content/common';
import { reopenConsentBanner } from '~/lib/consent';
import { SmartLink } from '~/components/ui/smart-link';
import { Logo } from '~/components/ui/logo';

/**
 * Shared footer (spec §2): tagline, social links, four link columns, bottom links,
 * copyright 2024 and slogan; content at most 1200 px wide. Items the spec gives no
 * destination stay plain text rather than dead links. "Cookie settings" reopens the banner.
 */
export function SiteFooter() {
  return (
    <footer className="bg-surface text-white/80">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 md:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div>
          <p className="flex items-center gap-2 text-lg font-semibold text-white">
            <Logo className="size-8" />
            {site.companyName}
          </p>
          <p className="mt-3 text-sm">{copy.tagline}</p>
          <ul className="mt-4 flex gap-3" aria-label="Social media">
            {copy.social.map((s) => (
              <li key={s.label}>
                <SmartLink
                  href={s.href}
                  external
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-white/20 text-sm hover:border-brand hover:text-white"
                >
                  {s.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
        {copy.columns.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.items.map((item) => (
                <li key={item.label}>
                  {'href' in item && item.href ? (
                    <SmartLink href={item.href} className="inline-block py-0.5 underline-offset-4 hover:text-white hover:underline">
                      {item.label}
                    </SmartLink>
                  ) : (
                    <span>{item.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {copy.copyrightYear} {site.companyName}. {copy.slogan}
          </p>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {copy.bottomLinks.map((link) => (
              <li key={link.label}>
                <SmartLink href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </SmartLink>
              </li>
            ))}
            <li>
              <button type="button" className="min-h-6 py-1 hover:text-white hover:underline" onClick={reopenConsentBanner}>
                {copy.cookieSettings}
              </button>
            </li>
            <li>
              <SmartLink href={`mailto:${site.emails.sales}`} className="inline-block py-1 hover:text-white hover:underline">
                {site.emails.sales}
              </SmartLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
