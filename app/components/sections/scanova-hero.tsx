import type { ReactNode } from 'react';
import { ContentImage } from '~/components/ui/content-image';
import { firstViewSurfaces } from '~/config/first-view-surfaces';
import { ProductActionLink } from './product-action-link';
import { SimulatedLiveReadings, type LiveReadingsCopy } from './scanova-live-readings';
import { Section } from './section';
import type { Action, SizedImage } from '~/content/types/shapes';

/** Props of {@link ScanovaHero}. */
export interface ScanovaHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  explore: Action;
  demo: Action;
  image: SizedImage;
  /** Copy of the simulated live-readings panel shown beside the text (spec §2). */
  readings?: LiveReadingsCopy;
  /** More content beside the text. */
  children?: ReactNode;
}

/**
 * spec §2 /scanova hero: 'AI-Powered Smart Air Purifier' with Explore Features and Watch Demo.
 * The text spans the width; below it the purifier stands on a stage of its own background colour
 * beside the live readings, the stage as tall as the readings and the image filling the stage
 * (so it does not sit small in an empty box). Narrower than 1024 px everything stacks. Colours
 * come from the page's product theme (scanova: teal accent tokens in app.css).
 */
export function ScanovaHero({
  eyebrow,
  heading,
  lead,
  explore,
  demo,
  image,
  readings,
  children,
}: ScanovaHeroProps) {
  return (
    <Section
      space="none"
      className={`${firstViewSurfaces.scanovaHero.background} pb-16 pt-12 md:pt-20`}
      columnClassName="grid gap-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-8"
    >
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-ink">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-6xl">{heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-muted">{lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ProductActionLink action={explore} variant="accent" />
          <ProductActionLink action={demo} variant="accent-outline" />
        </div>
      </div>
      {/* The stage's colour is the artwork's own background (accent-stage), so the two read as one.
          The artwork fills the stage: stacked, the stage is the image's own size (up to 28 rem,
          centred); beside the readings, the image is scaled to the whole stage, uncropped. */}
      <div
        className="relative mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-accent-stage ring-1 ring-accent-deep/5 lg:max-w-none"
        data-testid="hero-stage"
      >
        <ContentImage
          image={image}
          className="block h-auto w-full lg:absolute lg:inset-0 lg:size-full lg:object-contain"
        />
      </div>
      {readings ? <SimulatedLiveReadings copy={readings} /> : null}
      {children}
    </Section>
  );
}
