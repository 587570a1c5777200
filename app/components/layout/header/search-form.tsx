import { useEffect, useRef, type RefObject } from 'react';
import { useChrome } from '~/hooks/use-chrome';
import { useDismiss } from '~/hooks/use-dismiss';
import { useSearchTimers } from '~/hooks/use-search-timers';

/** Props of the expanded search box. */
export interface SearchFormProps {
  onClose: () => void;
  /** The search control's wrapper: clicks inside it are not "outside". */
  containerRef: RefObject<HTMLElement | null>;
  /** The icon button; focus returns there on Escape. */
  buttonRef: RefObject<HTMLElement | null>;
}

/**
 * The expanded search box (spec §2, §4): 'Type here to search...' and a clear button; focused
 * when it opens; closes on its timers (see useSearchTimers), an outside click and Escape.
 * Results are not part of the site yet, so Enter does nothing (and never reloads the page).
 * Loaded on demand when the icon is first used.
 */
export default function SearchForm({ onClose, containerRef, buttonRef }: SearchFormProps) {
  const copy = useChrome().header.headerContent.search;
  const search = useSearchTimers(onClose);
  const inputRef = useRef<HTMLInputElement>(null);
  useDismiss(true, containerRef, onClose, { returnFocusRef: buttonRef });
  useEffect(() => inputRef.current?.focus(), []);

  return (
    <form
      role="search"
      id="site-search"
      className="absolute inset-x-0 top-full flex items-center gap-1 bg-white px-4 py-2 shadow-md md:static md:rounded-full md:px-1 md:py-0 md:shadow-none md:ring-1 md:ring-slate-300"
      onSubmit={(event) => event.preventDefault()}
    >
      <input
        ref={inputRef}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        aria-label={copy.label}
        placeholder={copy.placeholder}
        value={search.query}
        onChange={(event) => search.type(event.target.value)}
        onFocus={search.focus}
        onBlur={search.blur}
        className="min-h-10 min-w-0 flex-1 rounded-full bg-transparent px-3 text-sm text-ink placeholder:text-slate-500 md:w-52 md:flex-none"
      />
      <button
        type="button"
        aria-label={copy.clear}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
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
    </form>
  );
}
