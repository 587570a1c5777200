import { LandingSection, type LandingListProps } from './landing-section';
import type { Milestone } from '~/content/types/shapes';

/** Props of {@link Timeline}. */
export type TimelineProps = LandingListProps<'milestones', Milestone>;

/** A vertical timeline as an ordered list (spec §2 /learn: 2020 to 2024). */
export function Timeline({ milestones, ...copy }: TimelineProps) {
  return (
    <LandingSection {...copy} width="prose-inset">
      <ol className="relative mt-12 space-y-10 border-s-2 border-line ps-8">
        {milestones.map((m) => (
          <li key={m.year} className="relative">
            <span
              className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-white bg-brand ring-2 ring-brand/40"
              aria-hidden="true"
            />
            <p className="text-sm font-bold tracking-wider text-brand-ink">
              <time dateTime={m.year}>{m.year}</time>
            </p>
            <h3 className="mt-1 text-xl font-semibold">{m.title}</h3>
            <p className="mt-2 text-muted">{m.description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
