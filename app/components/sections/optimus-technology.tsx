import { ProductSection } from './product-section';
import type { InfoCard, TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link OptimusTechnology}. */
export interface OptimusTechnologyProps extends TitledSectionIds {
  lead: string;
  stats: ReadonlyArray<{ value: string; label: string }>;
  pipeline: { heading: string; steps: ReadonlyArray<{ title: string; description: string }> };
  mvp: {
    heading: string;
    lead: string;
    /** The table's column headers, in the page's language. */
    columns: { part: string; cost: string };
    items: ReadonlyArray<{ part: string; cost: string }>;
    total: { label: string; cost: string };
  };
  details: readonly InfoCard[];
}

/**
 * spec §2 /optimus section `technology`: four stats, the Development Pipeline, the Suggested MVP
 * Stack with the cost estimate of spec §9, and three detail cards.
 */
export function OptimusTechnology({
  stats,
  pipeline,
  mvp,
  details,
  ...frame
}: OptimusTechnologyProps) {
  return (
    <ProductSection {...frame} tone="dark" roomy>
      <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5"
          >
            <dt className="mt-1 text-sm text-white/75">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h3 className="text-xl font-semibold">{pipeline.heading}</h3>
          <ol className="mt-4 grid gap-3">
            {pipeline.steps.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-xl bg-white/5 p-4">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-ink"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold">{step.title}</span>
                  <span className="text-white/75">{step.description}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className="text-xl font-semibold">{mvp.heading}</h3>
          {/* Each th says text-start: the UA centres th cells unless a physical alignment is inherited. */}
          <table className="mt-4 w-full overflow-hidden rounded-xl bg-white/5 text-sm">
            <caption className="px-4 pb-2 pt-1 text-start text-white/75">{mvp.lead}</caption>
            <thead>
              <tr className="border-b border-white/10">
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {mvp.columns.part}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {mvp.columns.cost}
                </th>
              </tr>
            </thead>
            <tbody>
              {mvp.items.map((item) => (
                <tr key={item.part} className="border-b border-white/10">
                  <th scope="row" className="px-4 py-3 text-start font-normal">
                    {item.part}
                  </th>
                  <td className="px-4 py-3">{item.cost}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" className="px-4 py-3 text-start font-semibold">
                  {mvp.total.label}
                </th>
                <td className="px-4 py-3 font-bold text-brand">{mvp.total.cost}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {details.map((card) => (
          <li key={card.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <h3 className="text-lg font-semibold">{card.title}</h3>
            <p className="mt-2 text-white/75">{card.description}</p>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
