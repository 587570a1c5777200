/** Props of {@link MissionStatement}. */
export interface MissionStatementProps {
  eyebrow: string;
  statement: string;
  detail: string;
}

/** The landing mission statement (spec §1: AI for humanity's long-term well-being). */
export function MissionStatement({ eyebrow, statement, detail }: MissionStatementProps) {
  return (
    <section aria-labelledby="mission-title" className="px-4 py-16 md:py-24">
      <div className="mx-auto max-w-3xl text-center">
        <h2
          id="mission-title"
          className="text-sm font-semibold uppercase tracking-wider text-brand-ink"
        >
          {eyebrow}
        </h2>
        <p className="mt-4 text-2xl font-semibold leading-snug tracking-tight md:text-4xl">
          {statement}
        </p>
        <p className="mt-6 text-lg text-muted">{detail}</p>
      </div>
    </section>
  );
}
