import { ContentImage } from '~/components/ui/content-image';
import { ProductSection } from './product-section';
import type { SizedImage, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link ImageViews}. */
export interface ImageViewsProps extends TitledSectionIds {
  lead: string;
  /** Each view's caption and drawing. */
  views: ReadonlyArray<{ label: string; image: SizedImage }>;
}

/**
 * A heading and a row of captioned views of one object on the page's neutral panels (spec §2
 * /lumen Product Demo: front, back and side views).
 */
export function ImageViews({ views, ...frame }: ImageViewsProps) {
  return (
    <ProductSection {...frame} roomy>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {views.map((view) => (
          <li key={view.label}>
            <figure className="rounded-2xl border border-panel-line bg-panel p-4 text-center">
              <ContentImage
                image={view.image}
                className="mx-auto h-auto w-full max-w-64"
                loading="lazy"
              />
              <figcaption className="mt-3 font-semibold">{view.label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
