import { LazyImage } from '~/components/ui/lazy-image';
import { LandingSection, type LandingListProps } from './landing-section';
import type { TeamMember } from '~/content/types/shapes';

/** Props of {@link TeamGrid}. */
export type TeamGridProps = LandingListProps<'members', TeamMember>;

/** Leadership team cards (spec §2 /learn: a team of three). */
export function TeamGrid({ members, ...copy }: TeamGridProps) {
  return (
    <LandingSection {...copy} tone="subtle">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {members.map((member) => (
          <li key={member.name} className="rounded-2xl border border-line bg-white p-6 text-center">
            <LazyImage image={member.portrait} className="mx-auto size-28 rounded-full" />
            <h3 className="mt-4 text-xl font-semibold">{member.name}</h3>
            <p className="font-medium text-brand-ink">{member.role}</p>
            <p className="mt-3 text-muted">{member.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
