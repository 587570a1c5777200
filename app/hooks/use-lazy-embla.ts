import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';
import { EMBLA_LOAD_MARGIN } from '~/config/timing';

/**
 * Embla on a viewport element, with the library fetched by a dynamic import once the viewport
 * nears the screen (within {@link EMBLA_LOAD_MARGIN}) instead of shipping in the page's
 * first-load bundle or loading at idle (DESIGN §6 JS budgets: below-the-fold carousels load
 * when they scroll into view). Until then CSS moves the track to the current
 * slide (app.css `.carousel-track[data-static]`), so rotation, dots and arrows work without it;
 * Embla adds swipe and drag. Same shape as `useEmblaCarousel`: a ref callback for the viewport
 * and the Embla API once it has loaded (undefined until then). Embla starts at `startIndex`
 * as it is when the library arrives, so a carousel that rotated while off screen does not jump.
 * Options changes re-initialise Embla. With `enabled` false nothing is loaded (the fade variant).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  enabled = true,
): [RefCallback<HTMLElement>, EmblaCarouselType | undefined] {
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  const startIndexRef = useRef(options.startIndex ?? 0);
  const { startIndex = 0 } = options;
  useEffect(() => {
    startIndexRef.current = startIndex;
  }, [startIndex]);
  // Embla starts from the ref callback (React 19 calls its returned cleanup on detach), not from
  // a viewport kept in state: a setState in a ref callback is a synchronous update, and on every
  // page with a carousel it made React re-render and flush every passive effect inside the
  // hydration commit's task, one long task (DESIGN §6).
  const ref = useCallback(
    (viewport: HTMLElement | null) => {
      if (!enabled || !viewport) return;
      let cancelled = false;
      let instance: EmblaCarouselType | undefined;
      const start = () => {
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          instance = EmblaCarousel(viewport, {
            ...optionsRef.current,
            startIndex: startIndexRef.current,
          });
          setApi(instance);
        });
      };
      let observer: IntersectionObserver | undefined;
      if (typeof IntersectionObserver === 'undefined') start();
      else {
        observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            start();
          },
          { rootMargin: EMBLA_LOAD_MARGIN },
        );
        observer.observe(viewport);
      }
      return () => {
        cancelled = true;
        observer?.disconnect();
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
