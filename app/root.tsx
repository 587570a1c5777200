/**
 * The document shell of the front end. Throughout app/, "spec §N" cites docs/spec.md and
 * "DESIGN §N" cites docs/design.md (copies of the shared originals, kept in this repository).
 */
import { useEffect, type ReactNode } from 'react';
import { DirectionProvider } from '@radix-ui/react-direction';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
} from 'react-router';
import { directionOf, localeFromPath as localeOfPath } from '@common/i18n';
import type { Route } from './+types/root';
import './app.css';
import interLatin from './fonts/inter-latin-core-wght-400-700.woff2?url';
import cairoArabic from './fonts/cairo-arabic-wght-400-700.woff2?url';
import cairoLatin from './fonts/cairo-latin-core-wght-400-700.woff2?url';
import { CookieBanner } from '~/components/layout/cookie-banner';
import { LoadingOverlay } from '~/components/layout/loading-overlay';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { shellOf as shellContentOf, localeOf, notFoundCardOf } from '~/content/site-content';
import { shellContent as errorFallback } from '~/content/error-fallback';
import { type RootData, useShell, useLocale, useRootData } from '~/hooks/use-shell';
import { useDrawSections } from '~/hooks/use-draw-sections';
import { useNavigationRecovery } from '~/hooks/use-navigation-recovery';
import { recoverInterruptedNavigation } from '~/lib/navigation-recovery';
import { shellOf, firstViewOf, themeOf } from '~/lib/route-handle';
import { startVitalsReporter } from '~/lib/vitals';
import { countPageView } from '~/lib/count-page-view';
import { CONSENT_CHOSEN_SCRIPT } from '~/lib/consent';

// Before hydration, finish a navigation a failed route chunk interrupted (at most once).
if (typeof window !== 'undefined') recoverInterruptedNavigation();

/**
 * The faces a first view draws with (app.css), preloaded so they are there for the first layout:
 * Inter's core on Latin-script pages; Cairo's Arabic and Latin files on Arabic pages, whose
 * stack names no Inter face (decision 0017).
 */
function FontPreloads({ arabic }: { arabic: boolean }) {
  return (arabic ? [cairoArabic, cairoLatin] : [interLatin]).map((href) => (
    <link
      key={href}
      rel="preload"
      href={href}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}

/**
 * The page's language (from its URL) and the shared shell's copy in it, read through the load
 * context (`siteContentContext`). Runs at build time for every prerendered page, and on the server
 * for the two answers it renders (react-router.config.ts); the browser receives the result as data.
 */
export function loader({ url, context }: Route.LoaderArgs): RootData {
  const locale = localeOf(url);
  return {
    locale,
    shell: shellContentOf(locale, context),
    notFoundCard: notFoundCardOf(locale, context),
  };
}

/** The shell's copy is the same on every page of a language: refetch it only on a switch. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) && defaultShouldRevalidate
  );
}

/**
 * The HTML document every prerendered page shares (DESIGN §7 root.tsx). `lang` and `dir` come
 * from the URL: Arabic pages are right to left, and Radix reads the direction too.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const dir = directionOf(locale);
  return (
    // The consent script marks <html> before hydration (data-consent-chosen), the overlay at it
    // (data-hydrated): attributes React did not render and must leave alone.
    <html lang={locale} dir={dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1020" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <FontPreloads arabic={locale === 'ar'} />
        {/* Hides the prerendered cookie banner before the first paint when a choice is
            stored (lib/consent.ts). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        <DirectionProvider dir={dir}>{children}</DirectionProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The shared layout: skip link, loading overlay (spec §2, §4), the shared header and footer
 * unless the route draws its own (see RouteHandle), and the cookie banner on every page.
 */
export default function App() {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const shell = shellOf(leaf?.handle);
  const { common } = useShell();
  useEffect(() => startVitalsReporter(), []);
  // DESIGN §8 site insights: one page view per document load and per client navigation.
  useEffect(() => countPageView(), [leaf?.pathname]);
  useNavigationRecovery();
  useDrawSections(leaf?.pathname);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[200] rounded bg-white px-4 py-2 text-ink focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {common.shellContent.skipLink}
      </a>
      <LoadingOverlay theme={themeOf(leaf?.handle)} surface={firstViewOf(leaf?.handle)} />
      {shell !== 'own' ? (
        <>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="pt-16 outline-none">
            <Outlet />
          </main>
          {shell === 'shared' ? <SiteFooter /> : null}
        </>
      ) : (
        // The page draws its own header, <main id="main"> and footer.
        <Outlet />
      )}
      <CookieBanner />
    </>
  );
}

/**
 * Any render or chunk-load failure lands here (spec §8: 'Unexpected Application Error!').
 * Logged for the team; the visitor gets a reload button.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  const shellContent = useRootData()?.shell.common.shellContent ?? errorFallback;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 px-6"
    >
      <h1 className="text-3xl font-bold">{shellContent.errorTitle}</h1>
      <p className="text-muted">{shellContent.errorBody}</p>
      <button
        type="button"
        className="min-h-11 rounded-lg bg-ink px-5 font-semibold text-white"
        onClick={() => window.location.reload()}
      >
        {shellContent.errorReload}
      </button>
    </main>
  );
}
