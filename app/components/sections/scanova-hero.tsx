import type { ReactNode } from 'react';
import { firstViewSurfaces } from '~/config/first-view-surfaces';
import { SimulatedLiveReadings, type LiveReadingsCopy } from './scanova-live-readings';

/** Props of {@link ScanovaHero}. */
export interface ScanovaHeroProps {
  eyebrow: string;
  heading: string;
  lead: string;
  explore: { label: string; href: string };
  demo: { label: string; href: string };
  image: { src: string; alt: string; width: number; height: number };
  /** Copy of the simulated live-readings panel shown beside the text (spec §2). */
  readings?: LiveReadingsCopy;
  /** More content beside the text. */
  children?: ReactNode;
}

/**
 * spec §2 /scanova hero: 'AI-Powered Smart Air Purifier' with Explore Features and Watch Demo.
 * The text spans the width; below it the purifier stands on a stage of its own background colour
 * beside the live readings, the stage as tall as the readings (issue 16: the image had sat small
 * under the text with an empty gap beside it). Narrower than 1024 px everything stacks.
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
    <section className={`${firstViewSurfaces.scanovaHero.background} px-4 pb-16 pt-12 md:pt-20`}>
      <div className="mx-auto grid max-w-content gap-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:gap-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-widest text-teal-800">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-6xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={explore.href}
              className="inline-flex min-h-11 items-center rounded-lg bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800"
            >
              {explore.label}
            </a>
            <a
              href={demo.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50"
            >
              {demo.label}
            </a>
          </div>
        </div>
        {/* The stage's colour is the artwork's own background (#e9f7f4), so the two read as one. */}
        <div
          className="flex items-center justify-center rounded-3xl bg-[#e9f7f4] px-6 py-8 ring-1 ring-teal-900/5"
          data-testid="hero-stage"
        >
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full max-w-60 md:max-w-72 lg:max-w-[26rem]"
          />
        </div>
        {readings ? <SimulatedLiveReadings copy={readings} /> : null}
        {children}
      </div>
    </section>
  );
}
