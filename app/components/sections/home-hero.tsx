import { Carousel } from '~/components/ui/carousel';
import { FadeInHeading } from '~/components/ui/fade-in-heading';
import { ContentImage } from '~/components/ui/content-image';
import {
  HEADLINE_FADE_DELAY_MS,
  HEADLINE_LETTER_FADE_MS,
  HEADLINE_LETTER_STAGGER_MS,
  HERO_CAROUSEL_MS,
} from '~/config/timing';
import { ActionLink } from './action-link';
import type { Action, ImageSlide } from '~/content/types/shapes';

/** Props of {@link HomeHero}. */
export interface HomeHeroProps {
  eyebrow: string;
  headline: string;
  lead: string;
  carouselLabel: string;
  /** spec §2: three images. */
  slides: readonly ImageSlide[];
  /** spec §2: Explore Products and Learn More. */
  primary: Action;
  secondary: Action;
}

/**
 * Landing hero, anchor `home` (spec §2): headline whose letters fade in after 500 ms, lead,
 * Explore Products and Learn More, and a three-image carousel with clickable dots advancing
 * every 2500 ms (cross-fade; pauses on hover/focus, Stop control, still under reduced motion).
 *
 * The one band not drawn with `Section` (./section.tsx): it is the first load of `/`, whose JavaScript is
 * held to DESIGN §6's budget, so it spells out Section's dark, inset band (same classes) itself
 * and keeps Section and SectionHeading in the lazily loaded part of the page.
 */
export function HomeHero({
  eyebrow,
  headline,
  lead,
  carouselLabel,
  slides,
  primary,
  secondary,
}: HomeHeroProps) {
  return (
    <section id="home" aria-labelledby="home-title" className="bg-surface text-white">
      <div className="mx-auto grid max-w-content items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>
          <div id="home-title">
            <FadeInHeading
              text={headline}
              delayMs={HEADLINE_FADE_DELAY_MS}
              staggerMs={HEADLINE_LETTER_STAGGER_MS}
              fadeMs={HEADLINE_LETTER_FADE_MS}
              className="mt-3 text-4xl font-bold leading-tight tracking-tight md:text-6xl lg:text-5xl xl:text-6xl"
            />
          </div>
          <p className="mt-5 max-w-xl text-lg text-white/80">{lead}</p>
          {/* A column below sm: the hero's height then does not depend on whether both labels
              fit one line, which a late web font (Arabic) could change (CLS, DESIGN §6). */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ActionLink action={primary} />
            <ActionLink action={secondary} variant="secondary-dark" />
          </div>
        </div>
        <Carousel
          label={carouselLabel}
          fade
          intervalMs={HERO_CAROUSEL_MS}
          dotLabels={slides.map((s) => s.title)}
          className="overflow-hidden rounded-2xl border border-white/10"
          slides={slides.map((image, i) => (
            <ContentImage
              key={image.src}
              image={image}
              className="block h-auto w-full"
              fetchPriority={i === 0 ? 'high' : undefined}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          ))}
        />
      </div>
    </section>
  );
}
