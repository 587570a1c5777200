import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

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
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsRef = useRef(options);
  const ref = useCallback((node: HTMLElement | null) => setViewport(node), []);

  useEffect(() => {
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
  }, [viewport, enabled]);

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
