import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * Embla on a viewport element, with the library fetched by a dynamic import after the first
 * render instead of shipping in the page's first-load bundle (DESIGN §6: ≤ 120 KB gzip JS on
 * `/`; Embla alone is ~8 KB gzip). Same shape as `useEmblaCarousel`: a ref callback for the
 * viewport and the Embla API once it has loaded (undefined until then). Options changes
 * re-initialise Embla. With `enabled` false nothing is loaded (e.g. the fade variant).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  enabled = true,
): [RefCallback<HTMLElement>, EmblaCarouselType | undefined] {
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  // Embla starts from the ref callback (React 19 calls its returned cleanup on detach), not from
  // a viewport kept in state: a setState in a ref callback is a synchronous update, and on every
  // page with a carousel it made React re-render and flush every passive effect inside the
  // hydration commit's task, one long task (issue 17).
  const ref = useCallback(
    (viewport: HTMLElement | null) => {
      if (!enabled || !viewport) return;
      let cancelled = false;
      let instance: EmblaCarouselType | undefined;
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, optionsRef.current);
        setApi(instance);
      });
      return () => {
        cancelled = true;
        instance?.destroy();
        setApi(undefined);
      };
    },
    [enabled],
  );

  const { loop, duration } = options;
  useEffect(() => {
    const next = { ...optionsRef.current, loop, duration };
    if (next.loop === optionsRef.current.loop && next.duration === optionsRef.current.duration)
      return;
    optionsRef.current = next;
    api?.reInit(next);
  }, [api, loop, duration]);

  return [ref, api];
}
