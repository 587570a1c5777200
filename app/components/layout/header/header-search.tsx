import { lazy, useCallback, useRef, useState } from 'react';
import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { searchPageUrl } from '~/config/paths';
import { useShell, useLocale } from '~/hooks/use-shell';
import { Icon } from './icons';
import { hoverClass, type HeaderTone } from './tone';

const SearchForm = lazy(() => import('./search-form'));

/**
 * Header search (spec §2, §4): an icon button (`aria-expanded`) that expands the search box
 * (`search-form.tsx`, loaded on first use to keep the first view's JS small; if it cannot load,
 * a link to the results page stands in). From 769 px the open box lies over the links on its
 * inline-start side instead of pushing the bar wider, so the language switch and Try Demo stay
 * in the window in every language; below, it drops under the bar at full width.
 */
export function HeaderSearch({ tone }: { tone: HeaderTone }) {
  const headerContent = useShell().header.headerContent;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const hover = hoverClass(tone);

  return (
    <div ref={containerRef} className="flex shrink-0 items-center md:relative">
      {open ? (
        // If the box cannot load, a link to the results page (a full page load) stands in.
        <ChunkBoundary
          name="The search box"
          fallback={
            <a
              href={searchPageUrl(locale)}
              className="whitespace-nowrap px-2 text-sm underline md:absolute md:end-full md:rounded-full md:bg-white md:py-2 md:text-ink"
            >
              {headerContent.search.label}
            </a>
          }
        >
          <SearchForm onClose={close} containerRef={containerRef} buttonRef={buttonRef} />
        </ChunkBoundary>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="site-search"
        aria-label={headerContent.search.open}
        className={`js-only inline-flex min-h-11 min-w-9 items-center justify-center rounded-md ${hover}`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="search" className="size-5" />
      </button>
      {/* Without scripts the button could not open the box; the results page's form
          works without them. */}
      <a
        href={searchPageUrl(locale)}
        aria-label={headerContent.search.open}
        className={`no-js-only inline-flex min-h-11 min-w-9 items-center justify-center rounded-md ${hover}`}
      >
        <Icon name="search" className="size-5" />
      </a>
    </div>
  );
}
