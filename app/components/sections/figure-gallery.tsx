import { ContentImage } from '~/components/ui/content-image';
import { Section } from './section';
import type { GalleryFigure, SectionIds } from '~/content/types/shapes';

/** Props of {@link FigureGallery}. */
export interface FigureGalleryProps extends SectionIds {
  eyebrow?: string;
  heading: string;
  lead?: string;
  figures: readonly GalleryFigure[];
}

/** 'Hardware in Action' (spec §2 /learn): captioned illustrations with their figures. */
export function FigureGallery({
  id,
  headingId,
  eyebrow,
  heading,
  lead,
  figures,
}: FigureGalleryProps) {
  return (
    <Section
      id={id}
      headingId={headingId}
      tone="subtle"
      width="content-inset"
      space="lg"
      heading={{ eyebrow, title: heading, lead }}
    >
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {figures.map((item) => (
          <figure
            key={item.figure}
            className="overflow-hidden rounded-2xl border border-line bg-white"
          >
            <ContentImage
              image={item.image}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <figcaption className="p-5">
              <span className="block text-3xl font-bold text-brand-ink">{item.figure}</span>
              <span className="mt-1 block text-muted">{item.caption}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}
