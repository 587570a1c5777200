import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link SummaryChecks}. */
export interface SummaryChecksProps extends TitledSectionIds {
  summary: string;
  checks: readonly string[];
}

/**
 * A heading and summary beside a column of checked items, on a light grey band (spec §2
 * /optimus `concept`: Concept Summary and four check items). Check marks take the page's
 * accent.
 */
export function SummaryChecks({ heading, summary, checks, ...ids }: SummaryChecksProps) {
  return (
    <Section
      {...ids}
      tone="subtle"
      anchorMargin
      className="md:py-20"
      columnClassName="grid gap-10 md:grid-cols-2 md:items-center"
    >
      <div>
        <SectionHeading id={ids.headingId} title={heading} align="start" />
        <p className="mt-4 text-lg text-muted">{summary}</p>
      </div>
      <ul className="grid gap-3">
        {checks.map((check) => (
          <li key={check} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent"
            >
              <span className="glyph-check" />
            </span>
            <span className="font-medium">{check}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
