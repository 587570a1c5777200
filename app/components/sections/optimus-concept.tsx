/** Props of {@link OptimusConcept}. */
export interface OptimusConceptProps {
  heading: string;
  summary: string;
  checks: readonly string[];
}

/** spec §2 /optimus section `concept`: Concept Summary and four check items. */
export function OptimusConcept({ heading, summary, checks }: OptimusConceptProps) {
  return (
    <section
      id="concept"
      aria-labelledby="concept-heading"
      className="scroll-mt-4 bg-slate-50 px-4 py-16 md:py-20"
    >
      <div className="mx-auto grid max-w-content gap-10 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="concept-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{summary}</p>
        </div>
        <ul className="grid gap-3">
          {checks.map((check) => (
            <li key={check} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-ink"
              >
                ✓
              </span>
              <span className="font-medium">{check}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
