import { useState, type CSSProperties } from 'react';
import { SmartLink } from '~/components/ui/smart-link';
import { LazyImage } from '~/components/ui/lazy-image';
import { Section } from './section';
import './brand-marquee.css';
import type { Brand, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link BrandMarquee}. */
export interface BrandMarqueeProps extends TitledSectionIds {
  lead?: string;
  brands: readonly Brand[];
  /** One full loop (ms): spec §9 brand marquee 20 s (BRAND_MARQUEE_MS). */
  loopMs: number;
  pauseLabel: string;
  playLabel: string;
}

/**
 * 'Our Brands' logo strip (spec §2): the logos scroll continuously, one loop every `loopMs`.
 * The list is drawn twice for a seamless loop; the copy is aria-hidden and inert, so each
 * link is announced and focusable once. Motion pauses on hover and while focus is inside,
 * and a visible Pause/Play button stops it for good (WCAG 2.2.2). Under
 * prefers-reduced-motion the strip is a static, wrapped row (the spec's other variant). Without
 * scripts the button could do nothing, so it is not shown (`js-only`); hover and focus still pause.
 */
export function BrandMarquee({
  id,
  headingId,
  heading,
  lead,
  brands,
  loopMs,
  pauseLabel,
  playLabel,
}: BrandMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const list = (copy: boolean) => (
    <ul
      className={`brand-marquee-list flex shrink-0 items-center gap-6 pe-6 ${copy ? 'motion-reduce:hidden' : 'motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pe-0'}`}
      {...(copy ? { 'aria-hidden': true, inert: true } : {})}
    >
      {brands.map((brand) => (
        <li key={brand.name}>
          <SmartLink
            href={brand.href}
            className="flex h-20 w-48 items-center justify-center rounded-xl border border-line bg-white px-4 transition-colors hover:border-brand-ink"
          >
            <LazyImage image={brand.logo} className="h-12 w-auto" />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
  return (
    <Section
      id={id}
      headingId={headingId}
      tone="subtle"
      width="content-inset"
      heading={{ title: heading, lead }}
      bleed={
        <div
          className="brand-marquee mt-8 flex overflow-hidden motion-reduce:px-4"
          data-paused={paused}
          style={{ '--marquee-duration': `${loopMs}ms` } as CSSProperties}
          data-testid="brand-marquee"
        >
          {list(false)}
          {list(true)}
        </div>
      }
    >
      <div className="js-only mt-6 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="inline-flex min-h-9 items-center gap-2 rounded-full border border-ink/30 px-4 text-sm font-semibold text-ink hover:bg-ink/5"
          data-testid="marquee-control"
        >
          <span aria-hidden="true" className={paused ? 'glyph-play' : 'glyph-pause'} />
          {paused ? playLabel : pauseLabel}
        </button>
      </div>
    </Section>
  );
}
