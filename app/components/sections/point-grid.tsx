import { SectionHeading } from './section-heading';
import type { SectionIds } from '~/types/content';

/** Props of {@link PointGrid}. */
export interface PointGridProps extends SectionIds {
  heading: string;
  lead: string;
  points: readonly string[];
}

/**
 * A heading and a two-column grid of short points on the page's dark product surface
 * (spec §2 /scanova: the AI layer). Markers take the page's bright accent.
 */
export function PointGrid({ id, headingId, heading, lead, points }: PointGridProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-4 bg-product-surface px-4 py-16 text-white"
    >
      <div className="mx-auto max-w-content">
        <SectionHeading
          id={headingId}
          title={heading}
          lead={lead}
          tone="dark"
          size="md"
          align="start"
        />
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {points.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-5">
              <span aria-hidden="true" className="text-accent-bright">
                ◆
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
