import { Carousel } from '~/components/ui/carousel';
import { ContentImage } from '~/components/ui/content-image';
import { PROTOTYPE_CAROUSEL_MS } from '~/config/timing';
import { ProductSection } from './product-section';
import type { Prototype, TitledSectionIds } from '~/content/types/shapes';

/** The prototype drawings' intrinsic size (CSS px), their SVG viewBox. */
const PROTOTYPE_SIZE = { width: 480, height: 300 };

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
 * carousel V1 to V4, every 4 s). Panel and captions take the page's accent.
 */
export function FigureCarousel({
  label,
  items,
  intervalMs = PROTOTYPE_CAROUSEL_MS,
  ...frame
}: FigureCarouselProps) {
  return (
    <ProductSection {...frame}>
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
    </ProductSection>
  );
}
