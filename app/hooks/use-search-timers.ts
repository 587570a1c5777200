import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_BLUR_CLOSE_MS, SEARCH_CLEAR_CLOSE_MS, SEARCH_IDLE_CLOSE_MS } from '~/config/timing';

/** State and handlers of the open search box, returned by {@link useSearchTimers}. */
export interface SearchTimers {
  query: string;
  /** Typing cancels pending timers. */
  type: (value: string) => void;
  /** Focusing the input cancels pending timers (except the focus that opening moves there). */
  focus: () => void;
  /** Leaving the input while it is empty closes after 3 s. */
  blur: () => void;
  /** Clear button: empties the box and closes after 2 s. */
  clear: () => void;
}

/**
 * The timers of the expanded search box (spec §4, §9). Mounting means "just opened": it closes
 * ({@link SEARCH_IDLE_CLOSE_MS}) 5 s later if nothing was typed, 3 s after blur while empty,
 * 2 s after clearing; typing or focusing cancels pending timers. At most one timer is pending.
 * @param onClose collapses the box (the caller unmounts it)
 * @param skipFirstFocus the first focus is the one opening moves into the box; it keeps the 5 s timer
 */
export function useSearchTimers(onClose: () => void, skipFirstFocus = true): SearchTimers {
  const [query, setQuery] = useState('');
  const queryRef = useRef('');
  const timer = useRef<number | null>(null);
  const firstFocus = useRef(skipFirstFocus);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const closeAfter = useCallback(
    (ms: number) => {
      cancel();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        closeRef.current();
      }, ms);
    },
    [cancel],
  );

  useEffect(() => {
    closeAfter(SEARCH_IDLE_CLOSE_MS);
    return cancel;
  }, [closeAfter, cancel]);

  return {
    query,
    type: useCallback(
      (value: string) => {
        cancel();
        queryRef.current = value;
        setQuery(value);
      },
      [cancel],
    ),
    focus: useCallback(() => {
      if (firstFocus.current) firstFocus.current = false;
      else cancel();
    }, [cancel]),
    blur: useCallback(() => {
      if (queryRef.current === '') closeAfter(SEARCH_BLUR_CLOSE_MS);
    }, [closeAfter]),
    clear: useCallback(() => {
      queryRef.current = '';
      setQuery('');
      closeAfter(SEARCH_CLEAR_CLOSE_MS);
    }, [closeAfter]),
  };
}
