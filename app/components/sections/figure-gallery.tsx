import { LazyImage } from '~/components/ui/lazy-image';
import { LandingSection, type LandingListProps } from './landing-section';
import type { GalleryFigure } from '~/content/types/shapes';

/** Props of {@link FigureGallery}. */
export type FigureGalleryProps = LandingListProps<'figures', GalleryFigure>;

/** 'Hardware in Action' (spec §2 /learn): captioned illustrations with their figures. */
export function FigureGallery({ figures, ...copy }: FigureGalleryProps) {
  return (
    <LandingSection {...copy} tone="subtle">
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {figures.map((item) => (
          <figure
            key={item.figure}
            className="overflow-hidden rounded-2xl border border-line bg-white"
          >
            <LazyImage image={item.image} className="h-auto w-full" />
            <figcaption className="p-5">
              <span className="block text-3xl font-bold text-brand-ink">{item.figure}</span>
              <span className="mt-1 block text-muted">{item.caption}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </LandingSection>
  );
}
