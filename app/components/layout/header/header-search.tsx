import { lazy, useCallback, useRef, useState } from 'react';
import { ChunkBoundary } from '~/components/ui/chunk-boundary';
import { searchPageUrl } from '~/config/paths';
import { useShell, useLocale } from '~/hooks/use-shell';
import { Icon } from './icons';

const SearchForm = lazy(() => import('./search-form'));

/**
 * Header search (spec §2, §4): an icon button (`aria-expanded`) that expands the search box
 * (`search-form.tsx`, loaded on first use to keep the first view's JS small; if it cannot load,
 * a link to the results page stands in).
 */
export function HeaderSearch({ tone }: { tone: 'light' | 'dark' }) {
  const headerContent = useShell().header.headerContent;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const hover = tone === 'light' ? 'hover:bg-white/10' : 'hover:bg-slate-900/5';

  return (
    <div ref={containerRef} className="flex items-center">
      {open ? (
        // If the box cannot load, a link to the results page (a full page load) stands in.
        <ChunkBoundary
          name="The search box"
          fallback={
            <a href={searchPageUrl(locale)} className="px-2 text-sm underline">
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
