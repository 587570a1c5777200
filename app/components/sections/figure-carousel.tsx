import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { ContentImage } from '~/components/ui/content-image';
import { EMBLA_LOAD_MARGIN, PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import { nearViewport } from '~/lib/near-viewport';
import { ProductSection } from './product-section';
import type { Prototype, TitledSectionIds } from '~/content/types/shapes';

/** The prototype drawings' intrinsic size (CSS px), their SVG viewBox. */
const PROTOTYPE_SIZE = { width: 480, height: 300 };

/** The section's id in every language (the scanova module's `prototypes.id`). */
const PROTOTYPES_ID = 'prototypes';

/**
 * The carousel's code (the shared Carousel and its rotation) is an island: it loads and hydrates
 * when the section comes within half a screen of the viewport (about two screens down on a
 * phone), not in /scanova's first load (DESIGN §6). While prerendering it is awaited, so the
 * HTML holds the whole carousel, as for the home page's below-the-fold chunk (decision 0018);
 * React keeps that HTML until the code arrives.
 */
const loadCarousel = () =>
  import('~/components/ui/carousel').then((m) => ({ default: m.Carousel }));
const Carousel =
  typeof document === 'undefined'
    ? (await loadCarousel()).default
    : lazy(() => nearViewport(PROTOTYPES_ID, EMBLA_LOAD_MARGIN).then(loadCarousel));

/** Props of {@link FigureCarousel}. */
export interface FigureCarouselProps extends TitledSectionIds {
  lead: string;
  /** Accessible name of the carousel. */
  label: string;
  items: readonly Prototype[];
  /** Auto-advance (ms): PROTOTYPE_CAROUSEL_MS, spec §9 4000 ms. */
  intervalMs?: number;
}

/**
 * A heading and a carousel of captioned illustrations with previous/next that wrap, one dot per
 * item, click-to-select and auto-advance, on the shared Carousel (spec §2 /scanova prototype
 * carousel V1 to V4, every 4 s). Panel and captions take the page's accent. The carousel's
 * wrapper is `data-interactive="false"` until the island has hydrated, so a click on one of its
 * buttons before then is held and given again (lib/first-activity.ts), not lost.
 */
export function FigureCarousel({
  label,
  items,
  intervalMs = PROTOTYPE_CAROUSEL_MS,
  ...frame
}: FigureCarouselProps) {
  const island = useRef<HTMLDivElement>(null);
  return (
    <ProductSection {...frame}>
      <div ref={island} data-interactive="false">
        <Suspense fallback={null}>
          <Island target={island} />
          <Carousel
            label={label}
            arrows
            tone="dark"
            intervalMs={intervalMs}
            dotLabels={items.map((item) => `${item.title}: ${item.desc}`)}
            className="mx-auto mt-8 max-w-3xl rounded-2xl bg-accent-soft"
            slides={items.map((item) => (
              <figure key={item.title} className="flex flex-col items-center px-16 pb-14 pt-16">
                <ContentImage
                  image={{ src: item.src, alt: item.alt, ...PROTOTYPE_SIZE }}
                  className="h-auto w-full max-w-lg"
                  // The carousel sits below the hero, out of the first view: no slide is preloaded
                  // with the hero's image.
                  loading="lazy"
                />
                <figcaption className="mt-4 text-center">
                  <span className="block text-2xl font-bold text-accent-ink">{item.title}</span>
                  <span className="text-muted">{item.desc}</span>
                </figcaption>
              </figure>
            ))}
          />
        </Suspense>
      </div>
    </ProductSection>
  );
}

/** Marks the island interactive once the carousel beside it (one Suspense boundary) mounts. */
function Island({ target }: { target: RefObject<HTMLDivElement | null> }) {
  // What hooks/use-mark-interactive.ts does, written out: importing it here split it into a
  // chunk of its own on /scanova's first load (the header's lazy parts share it).
  useEffect(() => {
    target.current?.setAttribute('data-interactive', 'true');
  }, [target]);
  return null;
}
