import { Section } from './section';
import type { SectionIds } from '~/content/types/shapes';

/** Props of {@link MissionStatement}. */
export interface MissionStatementProps extends SectionIds {
  eyebrow: string;
  statement: string;
  detail: string;
}

/** The landing mission statement (spec §1: AI for humanity's long-term well-being). */
export function MissionStatement({
  id,
  headingId,
  eyebrow,
  statement,
  detail,
}: MissionStatementProps) {
  return (
    // The label names the section; the statement below is its text, not its title.
    <Section
      id={id}
      headingId={headingId}
      width="prose"
      space="lg"
      columnClassName="text-center"
      heading={{ title: eyebrow, size: 'label' }}
    >
      <p className="mt-4 text-2xl font-semibold leading-snug tracking-tight md:text-4xl">
        {statement}
      </p>
      <p className="mt-6 text-lg text-muted">{detail}</p>
    </Section>
  );
}
