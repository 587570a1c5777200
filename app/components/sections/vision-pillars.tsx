import { LandingSection, type LandingListProps } from './landing-section';
import type { Pillar } from '~/content/types/shapes';

/** Props of {@link VisionPillars}. */
export type VisionPillarsProps = LandingListProps<'pillars', Pillar>;

/** 'Our AI Vision' (spec §1, §2): numbered pillars as an ordered list on the dark surface. */
export function VisionPillars({ pillars, ...copy }: VisionPillarsProps) {
  return (
    <LandingSection {...copy} tone="dark">
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.map((pillar, i) => (
          <li key={pillar.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <span className="text-4xl font-bold text-brand" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-4 text-xl font-semibold">{pillar.title}</h3>
            <p className="mt-2 text-white/75">{pillar.description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
