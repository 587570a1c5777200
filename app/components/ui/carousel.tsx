import { useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { fill } from '@common/i18n';
import { useAutoRotation } from '~/hooks/use-auto-rotation';
import { useShell, useLocale } from '~/hooks/use-shell';
import { useLazyEmbla } from '~/hooks/use-lazy-embla';
import { useReducedMotion } from '~/hooks/use-media-query';
import { EMBLA_SLIDE_DURATION, SLIDE_TRANSITION_MS } from '~/config/timing';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Product highlights'. */
  label: string;
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Auto-advance interval (ms), from config/timing.ts (spec §9). */
  intervalMs: number;
  /** Show previous/next buttons (spec §2: Scanova prototypes). */
  arrows?: boolean;
  /** Accessible names of the dots, e.g. the slide titles; default 'Slide n'. */
  dotLabels?: readonly string[];
  /** Class of the outer section; the carousel sizes to its content. */
  className?: string;
  /** Class of each slide (e.g. for height). */
  slideClassName?: string;
  /** Tone of the controls: 'light' on dark backgrounds. */
  tone?: 'light' | 'dark';
  /** Embla scroll duration (Embla's unit, not ms); default {@link EMBLA_SLIDE_DURATION} ≈ 0.8 s. */
  duration?: number;
  /** Called with the shown index (0-based). */
  onIndexChange?: (index: number) => void;
  /**
   * Cross-fade instead of sliding (spec §2 /optimus, /lumen hero slider): slides stack in one
   * grid cell and fade over `fadeMs`. Embla's scroll is not attached in this mode (a fade has
   * no scroll position); dots, arrows, rotation and pausing work as in the sliding mode.
   */
  fade?: boolean;
  /** Fade duration (ms); spec §9 slide transition 0.8 s. Reduced motion makes it instant. */
  fadeMs?: number;
  /** Class of the dots row, e.g. to move it; default centred at the bottom. */
  dotsClassName?: string;
  /**
   * Position of the rotation control; default inset 12 px from the top-start corner, for a
   * carousel drawn as a framed box. A carousel that sits in a text column passes `start-0` so
   * the control lines up with the column's start edge (right edge in Arabic).
   */
  controlClassName?: string;
}

/**
 * An auto-advancing carousel on Embla following the WAI-ARIA carousel pattern (DESIGN §5):
 * a 'Pause/Play slide rotation' control first in tab order; rotation pauses on hover and while
 * focus is inside; slides are groups named 'n of N'; indicator dots are buttons; nothing moves
 * under prefers-reduced-motion. Swipe and drag come from Embla.
 */
export function Carousel({
  label,
  slides,
  intervalMs,
  arrows = false,
  dotLabels,
  className,
  slideClassName,
  tone = 'light',
  duration = EMBLA_SLIDE_DURATION,
  onIndexChange,
  fade = false,
  fadeMs = SLIDE_TRANSITION_MS,
  dotsClassName = 'absolute inset-x-0 bottom-3 justify-center',
  controlClassName = 'start-3 top-3',
}: CarouselProps) {
  const ui = useShell().common.uiContent.carousel;
  const rtl = useLocale() === 'ar';
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const rotation = useAutoRotation({
    count,
    intervalMs,
    paused: hovered || focused || reducedMotion,
  });
  const { index, goTo, next, prev, playing, setPlaying } = rotation;
  // Embla loads when the carousel nears the screen, at the slide shown then, and never for the
  // fade mode (DESIGN §6 JS budgets).
  const [viewportRef, embla] = useLazyEmbla(
    {
      loop: true,
      duration: reducedMotion ? 0 : duration,
      direction: rtl ? 'rtl' : 'ltr',
      startIndex: index,
    },
    !fade,
  );
  const id = useId();

  // Embla follows our index, and a swipe in Embla updates our index.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== index) embla.scrollTo(index, reducedMotion);
  }, [embla, index, reducedMotion]);
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => goTo(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, goTo]);
  useEffect(() => onIndexChange?.(index), [index, onIndexChange]);

  const control =
    tone === 'light'
      ? 'bg-black/40 text-white hover:bg-black/60 border-white/60'
      : 'bg-white/80 text-ink hover:bg-white border-ink/30';
  const dot = tone === 'light' ? 'bg-white' : 'bg-ink';

  // The previous and next buttons (spec §2), on the inline start and end edges; the glyphs
  // mirror in right-to-left pages.
  const arrow = (edge: string, label: string, onClick: () => void, glyph: string) => (
    <button
      type="button"
      aria-controls={`${id}-slides`}
      aria-label={label}
      onClick={onClick}
      className={`js-only absolute ${edge} top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border ${control}`}
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        {glyph}
      </span>
    </button>
  );
  return (
    <section
      aria-roledescription={ui.role}
      aria-label={label}
      className={`relative ${className ?? ''}`}
      style={{ '--carousel-index': index } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Every control is js-only (app.css): without scripts the first slide stands still, and
          a Pause button or dots that do nothing would say otherwise. */}
      <button
        type="button"
        className={`js-only absolute ${controlClassName} z-10 inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-xs font-semibold backdrop-blur ${control}`}
        onClick={() => setPlaying(!playing)}
        aria-label={playing ? ui.stop : ui.start}
        data-testid="rotation-control"
      >
        <span aria-hidden="true" className={playing ? 'glyph-pause' : 'glyph-play'} />
        <span aria-hidden="true">{playing ? ui.pause : ui.play}</span>
      </button>
      <div className="overflow-hidden" ref={fade ? undefined : viewportRef}>
        <div
          className={fade ? 'grid' : 'carousel-track flex touch-pan-y'}
          // Until Embla has loaded, CSS shows the current slide (app.css .carousel-track).
          data-static={fade || embla ? undefined : ''}
          id={`${id}-slides`}
          aria-live={rotation.rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={fill(ui.position, { n: i + 1, count })}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
              className={
                fade
                  ? `col-start-1 row-start-1 min-w-0 transition-opacity ease-in-out ${i === index ? 'opacity-100' : 'opacity-0'} ${slideClassName ?? ''}`
                  : `min-w-0 shrink-0 grow-0 basis-full ${slideClassName ?? ''}`
              }
              style={fade ? { transitionDuration: `${reducedMotion ? 0 : fadeMs}ms` } : undefined}
              data-active={i === index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows ? (
        <>
          {arrow('start-3', ui.previous, prev, '‹')}
          {arrow('end-3', ui.next, next, '›')}
        </>
      ) : null}
      <div className={`js-only z-10 flex gap-1 ${dotsClassName}`}>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-controls={`${id}-slides`}
            aria-label={
              dotLabels?.[i]
                ? fill(ui.show, { label: dotLabels[i] })
                : fill(ui.showNumber, { n: i + 1 })
            }
            aria-current={i === index ? 'true' : undefined}
            onClick={() => goTo(i)}
            className="group inline-flex size-6 items-center justify-center"
            data-testid="carousel-dot"
          >
            <span
              className={`block h-2.5 rounded-full transition-all ${dot} ${i === index ? 'w-6 opacity-100' : 'w-2.5 opacity-50 group-hover:opacity-80'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
