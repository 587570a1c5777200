import { ProductSection } from './product-section';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link PointGrid}. */
export interface PointGridProps extends TitledSectionIds {
  lead: string;
  points: readonly string[];
}

/**
 * A heading and a two-column grid of short points on the page's dark product surface
 * (spec §2 /scanova: the AI layer). Markers take the page's bright accent.
 */
export function PointGrid({ points, ...frame }: PointGridProps) {
  return (
    <ProductSection {...frame} tone="product">
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {points.map((point) => (
          <li key={point} className="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-5">
            <span aria-hidden="true" className="glyph-diamond mt-[0.4em] text-accent-bright" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
