import { Carousel } from '~/components/ui/carousel';
import { ContentImage } from '~/components/ui/content-image';
import { PRODUCT_SLIDER_MS, SLIDE_TRANSITION_MS } from '~/config/timing';
import { firstViewSurfaces } from '~/config/first-view-surfaces';
import { ProductActionLink } from './product-action-link';
import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { ProductSlide } from '~/content/types/shapes';
import { useShell } from '~/hooks/use-shell';

/** Props of {@link HeroSlider}. */
export interface HeroSliderProps {
  /** Accessible name of the carousel. */
  label: string;
  /** The page's one h1, shown above the slides. */
  eyebrow: string;
  slides: readonly ProductSlide[];
  /** Auto-advance (ms): PRODUCT_SLIDER_MS, spec §9 5000 ms. */
  intervalMs?: number;
  /** Cross-fade duration (ms): SLIDE_TRANSITION_MS, spec §9 0.8 s. */
  transitionMs?: number;
  /** spec §2 /optimus: 'Discover More' button. */
  discoverMore?: { label: string; href: string };
  /** spec §2 /optimus: scroll-down arrow (smooth scrolling comes from CSS, instant under reduced motion). */
  scrollDown?: { label: string; href: string };
}

/**
 * The product hero slider of /optimus and /lumen (spec §2, §3 "Hero/Lumen/Optimus slide"): each
 * slide has title, tagline, description, image and three feature tags. Built on the shared
 * Carousel in its fade mode: indicator dots, auto-advance with wrap, a 'Stop/Start slide
 * rotation' control, pause on hover/focus and no motion under prefers-reduced-motion. Colours
 * come from the page's product theme (app.css tokens: product-surface, accent, accent-bright).
 */
export function HeroSlider({
  label,
  eyebrow,
  slides,
  intervalMs = PRODUCT_SLIDER_MS,
  transitionMs = SLIDE_TRANSITION_MS,
  discoverMore,
  scrollDown,
}: HeroSliderProps) {
  const ui = useShell().common.uiContent;
  return (
    <Section
      space="none"
      className={`${firstViewSurfaces.productHero.background} pb-10 pt-8 text-white md:pt-12`}
      testId="hero-slider"
    >
      <h1 className="text-sm font-semibold uppercase tracking-widest text-accent-bright">
        {eyebrow}
      </h1>
      <Carousel
        label={label}
        fade
        fadeMs={transitionMs}
        intervalMs={intervalMs}
        dotLabels={slides.map((slide) => slide.title)}
        className="mt-4"
        // The Pause control lines up with the eyebrow and slide text (the column's start edge).
        controlClassName="start-0 top-3"
        slides={slides.map((slide, index) => (
          <div key={slide.title} className="grid items-center gap-8 pb-14 pt-14 md:grid-cols-2">
            <div>
              <SectionHeading title={slide.title} tone="dark" size="display" align="start" />
              <p className="mt-3 text-xl font-medium text-accent-bright">{slide.tagline}</p>
              <p className="mt-4 max-w-xl text-lg text-white/80">{slide.description}</p>
              <ul className="mt-6 flex flex-wrap gap-2" aria-label={ui.features}>
                {slide.features.map((feature) => (
                  <li
                    key={feature}
                    className="rounded-full border border-accent/60 bg-accent/10 px-3 py-1 text-sm font-medium text-accent-tint"
                  >
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <ContentImage
              image={slide.image}
              className="mx-auto h-auto w-full max-w-md"
              // Later slides: not preloaded ahead of the first view's image; the
              // browser still fetches them well before their turn, being beside the first.
              loading={index === 0 ? undefined : 'lazy'}
            />
          </div>
        ))}
      />
      {discoverMore || scrollDown ? (
        <div className="mt-4 flex flex-col items-center gap-4">
          {discoverMore ? <ProductActionLink action={discoverMore} variant="accent" /> : null}
          {scrollDown ? (
            <a
              href={scrollDown.href}
              aria-label={scrollDown.label}
              className="inline-flex size-11 items-center justify-center rounded-full border border-white/40 text-xl motion-safe:animate-bounce"
              data-testid="scroll-down"
            >
              <span aria-hidden="true" className="glyph-arrow-down" />
            </a>
          ) : null}
        </div>
      ) : null}
    </Section>
  );
}
