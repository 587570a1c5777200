import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fill, plural } from '@common/i18n';
import { SEARCH_POPUP_RESULTS } from '~/config/layout';
import { searchPageUrl } from '~/config/paths';
import { NoResults, SearchExcerpt } from '~/components/ui/search-results';
import { SmartLink } from '~/components/ui/smart-link';
import { useShell, useLocale } from '~/hooks/use-shell';
import { useDismiss } from '~/hooks/use-dismiss';
import { useSearchTimers } from '~/hooks/use-search-timers';
import { useSiteSearch } from '~/hooks/use-site-search';
import { loadPagefind, type SearchHit } from '~/lib/site-search';

/** Props of the expanded search box. */
export interface SearchFormProps {
  onClose: () => void;
  /** The search control's wrapper: clicks inside it are not "outside". */
  containerRef: RefObject<HTMLElement | null>;
  /** The icon button; focus returns there on Escape. */
  buttonRef: RefObject<HTMLElement | null>;
}

/** Stable empty list: a new `[]` each render would reset the active option forever. */
const NO_HITS: readonly SearchHit[] = [];

/**
 * The expanded search box (spec §2, §4): 'Type here to search...' and a clear button;
 * focused when it opens; closes on its timers (see useSearchTimers) and an outside click.
 * The WAI-ARIA combobox pattern with a listbox popup (APG "Editable Combobox With List
 * Autocomplete"), up to {@link SEARCH_POPUP_RESULTS} results as you type: ↑/↓ move the active
 * option (`aria-activedescendant`, focus stays in the box), Enter opens the active result at
 * its section, Enter without one opens the results page, Escape clears and then closes.
 * Hand-written rather than downshift (docs/decisions/0019-search-combobox-by-hand.md).
 * The count is announced politely. Loaded on demand when the icon is first used; it starts
 * loading Pagefind for the page's language as it opens, so the first query is quick.
 */
export default function SearchForm({ onClose, containerRef, buttonRef }: SearchFormProps) {
  const copy = useShell().header.headerContent.search;
  const locale = useLocale();
  const navigate = useNavigate();
  const search = useSearchTimers(onClose);
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useSiteSearch(locale, search.query, SEARCH_POPUP_RESULTS);
  const query = search.query.trim();
  useDismiss(true, containerRef, onClose, {
    returnFocusRef: buttonRef,
    escape: search.query === '',
  });
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    loadPagefind(locale).catch(() => undefined);
  }, [locale]);

  const open = (url: string) => {
    onClose();
    void navigate(url);
  };
  const shown = query !== '' && results.status !== 'idle' ? results : undefined;
  const hits = shown?.hits ?? NO_HITS;
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-${index}`;
  const [active, setActive] = useState(-1);
  const [activeFor, setActiveFor] = useState(hits);
  if (activeFor !== hits) {
    // New results: no option is active until the arrows choose one.
    setActiveFor(hits);
    setActive(-1);
  }
  const expanded = hits.length > 0;
  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps through "no option active" (the box itself), as the APG example does.
      setActive((index) => ((index + 1 + step + hits.length + 1) % (hits.length + 1)) - 1);
    } else if (event.key === 'Escape' && search.query !== '') {
      // First Escape clears (and starts the 2 s close timer); the next one closes (useDismiss).
      event.preventDefault();
      search.clear();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const chosen = hits[active];
      if (chosen) open(chosen.url);
      else if (query !== '') open(searchPageUrl(locale, query));
    }
  };

  const announcement =
    shown?.status === 'ready'
      ? plural(locale, shown.total, copy.resultCount)
      : shown?.status === 'error'
        ? copy.unavailable
        : '';

  return (
    <form
      role="search"
      id="site-search"
      className="absolute inset-x-0 top-full z-10 flex items-center gap-1 bg-white px-4 py-2 shadow-md md:start-auto md:end-full md:top-1/2 md:me-1 md:-translate-y-1/2 md:rounded-full md:px-1 md:py-0 md:ring-1 md:ring-line-strong"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        ref={inputRef}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={search.query}
        onChange={(event) => search.type(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={search.focus}
        onBlur={search.blur}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        aria-label={copy.label}
        placeholder={copy.placeholder}
        className="min-h-10 min-w-0 flex-1 rounded-full bg-transparent px-3 text-sm text-ink placeholder:text-placeholder md:w-52 md:flex-none"
      />
      <button
        type="button"
        aria-label={copy.clear}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-quiet hover:bg-subtle-strong"
        onClick={search.clear}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        // The query these results answer: `npm run bench -- search` times results by it.
        data-results-for={shown?.status === 'ready' ? shown.query : undefined}
        className={`${shown ? '' : 'hidden '}absolute inset-x-0 top-full max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-white text-ink shadow-lg md:inset-x-auto md:end-0 md:mt-2 md:w-96 md:rounded-xl md:border md:border-line`}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={copy.resultsLabel}
          className={expanded ? 'py-1' : 'hidden'}
        >
          {hits.map((hit, index) => (
            <li
              key={hit.url}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-4 py-2 text-start ${index === active ? 'bg-subtle-strong' : ''}`}
              // Keeps focus (and the box's blur timer) in the input while the pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => open(hit.url)}
            >
              <span className="block text-sm font-semibold">{hit.title}</span>
              {hit.section ? <span className="block text-xs text-muted">{hit.section}</span> : null}
              <span className="mt-0.5 line-clamp-2 text-xs text-ink-soft">
                <SearchExcerpt excerpt={hit.excerpt} />
              </span>
            </li>
          ))}
        </ul>
        {shown?.status === 'ready' && shown.total > 0 ? (
          <SmartLink
            href={searchPageUrl(locale, query)}
            className="block border-t border-line px-4 py-2 text-sm font-semibold text-brand-ink underline-offset-2 hover:underline"
            onClick={onClose}
          >
            {fill(copy.seeAll, { query })}
          </SmartLink>
        ) : null}
        {shown?.status === 'ready' && shown.total === 0 ? (
          <NoResults query={shown.query} copy={copy} onNavigate={onClose} />
        ) : null}
        {shown?.status === 'error' ? <p className="px-4 py-3 text-sm">{copy.unavailable}</p> : null}
        {shown?.status === 'loading' && hits.length === 0 ? (
          <p className="px-4 py-3 text-sm text-muted">{copy.loading}</p>
        ) : null}
      </div>
    </form>
  );
}
