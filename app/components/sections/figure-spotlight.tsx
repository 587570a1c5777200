import { Section } from './section';
import { SectionHeading } from './section-heading';
import type { Stat, TitledSectionIds } from '~/content/types/shapes';
import { withSubscripts } from '~/components/ui/subscripts';

/** Props of {@link FigureSpotlight}. */
export interface FigureSpotlightProps extends TitledSectionIds {
  body: string;
  figures: readonly Stat[];
}

/**
 * A short story beside the figures that back it, on the page's soft accent band (spec §2
 * /scanova: a real-world example).
 */
export function FigureSpotlight({ heading, body, figures, ...ids }: FigureSpotlightProps) {
  return (
    <Section
      {...ids}
      tone="accent"
      anchorMargin
      columnClassName="grid gap-8 md:grid-cols-[3fr_2fr] md:items-center"
    >
      <div>
        <SectionHeading id={ids.headingId} title={heading} align="start" />
        <p className="mt-4 text-lg text-ink-soft">{withSubscripts(body)}</p>
      </div>
      <dl className="grid gap-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-muted">{withSubscripts(figure.label)}</dt>
            <dd className="text-2xl font-bold text-accent-ink">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
