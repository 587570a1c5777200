import { useCallback, useEffect, useState } from 'react';

/** Options of {@link useAutoRotation}. */
export interface AutoRotationOptions {
  /** Number of slides (≥ 1). */
  count: number;
  /** Time each slide stays before the next (ms); e.g. spec §9 hero 2500 ms. */
  intervalMs: number;
  /** Stop rotating while true (hover, focus inside, reduced motion). */
  paused?: boolean;
  /** Wrap from the last slide to the first and back (spec §2: the sliders wrap). Default true. */
  loop?: boolean;
  /** First slide shown. Default 0. */
  initialIndex?: number;
}

/**
 * Slide index with auto-advance (WAI-ARIA carousel pattern, DESIGN §5). The countdown restarts
 * whenever the index changes, so a manual choice gets a full interval. `playing` is the
 * visitor's Stop/Start choice; `paused` is the caller's temporary pause.
 */
export function useAutoRotation({
  count,
  intervalMs,
  paused = false,
  loop = true,
  initialIndex = 0,
}: AutoRotationOptions) {
  const [index, setIndex] = useState(initialIndex);
  const [playing, setPlaying] = useState(true);

  const goTo = useCallback(
    (target: number) => {
      if (count <= 0) return;
      setIndex(
        loop ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1),
      );
    },
    [count, loop],
  );
  const next = useCallback(
    () => setIndex((i) => (loop ? (i + 1) % count : Math.min(i + 1, count - 1))),
    [count, loop],
  );
  const prev = useCallback(
    () => setIndex((i) => (loop ? (i - 1 + count) % count : Math.max(i - 1, 0))),
    [count, loop],
  );

  const rotating = playing && !paused && count > 1;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, next]);

  return { index, goTo, next, prev, playing, setPlaying, rotating };
}
