/** Props of {@link ScanovaAiLayer}. */
export interface ScanovaAiLayerProps {
  heading: string;
  lead: string;
  points: readonly string[];
}

/** spec §2 /scanova: the AI layer. */
export function ScanovaAiLayer({ heading, lead, points }: ScanovaAiLayerProps) {
  return (
    <section
      id="ai-layer"
      aria-labelledby="ai-layer-heading"
      className="scroll-mt-4 bg-slate-900 px-4 py-16 text-white"
    >
      <div className="mx-auto max-w-content">
        <h2 id="ai-layer-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-white/80">{lead}</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {points.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl border border-white/10 bg-white/5 p-5">
              <span aria-hidden="true" className="text-teal-300">
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

/** Props of {@link ScanovaArchitectureFlow}. */
export interface ScanovaArchitectureFlowProps {
  heading: string;
  lead: string;
  steps: ReadonlyArray<{ title: string; description: string }>;
}

/** spec §2 /scanova: the system architecture flow, as an ordered list of stages. */
export function ScanovaArchitectureFlow({ heading, lead, steps }: ScanovaArchitectureFlowProps) {
  return (
    <section
      id="architecture"
      aria-labelledby="architecture-heading"
      className="scroll-mt-4 bg-white px-4 py-16"
    >
      <div className="mx-auto max-w-content">
        <h2 id="architecture-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{lead}</p>
        <ol className="mt-8 grid gap-4 md:grid-cols-5">
          {steps.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-xl border-2 border-teal-700 bg-teal-50 p-4 text-center"
            >
              <span className="block text-xs font-semibold uppercase tracking-wider text-teal-800">
                Step {i + 1}
              </span>
              <span className="mt-1 block text-lg font-bold">{step.title}</span>
              <span className="mt-1 block text-sm text-muted">{step.description}</span>
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-4 left-1/2 -translate-x-1/2 text-teal-700 md:-right-4 md:bottom-auto md:left-auto md:top-1/2 md:-translate-y-1/2 md:translate-x-0"
                >
                  <span className="md:hidden">↓</span>
                  <span className="hidden md:inline">→</span>
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** Props of {@link ScanovaExample}. */
export interface ScanovaExampleProps {
  heading: string;
  body: string;
  figures: ReadonlyArray<{ value: string; label: string }>;
}

/** spec §2 /scanova: a real-world example. */
export function ScanovaExample({ heading, body, figures }: ScanovaExampleProps) {
  return (
    <section
      id="example"
      aria-labelledby="example-heading"
      className="scroll-mt-4 bg-teal-50 px-4 py-16"
    >
      <div className="mx-auto grid max-w-content gap-8 md:grid-cols-[3fr_2fr] md:items-center">
        <div>
          <h2 id="example-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{body}</p>
        </div>
        <dl className="grid gap-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-xl bg-white p-4 shadow-sm"
            >
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="text-2xl font-bold text-teal-800">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
