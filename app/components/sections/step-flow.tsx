import { ProductSection } from './product-section';
import type { TitledSectionIds } from '~/content/types/shapes';

/** Props of {@link StepFlow}. */
export interface StepFlowProps extends TitledSectionIds {
  lead: string;
  steps: ReadonlyArray<{ title: string; description: string }>;
  /** Word before each step's number ('Step' → 'Step 1'). */
  stepLabel: string;
}

/**
 * A flow of stages as an ordered list, arrows between them: down on narrow screens, along the
 * reading direction on wide ones (spec §2 /scanova system architecture). Colours from the page's
 * accent; positions are logical (start/end), so the flow mirrors under `dir="rtl"`.
 */
export function StepFlow({ steps, stepLabel, ...frame }: StepFlowProps) {
  return (
    <ProductSection {...frame}>
      <ol className="mt-8 grid gap-4 md:grid-cols-5">
        {steps.map((step, i) => (
          <li
            key={step.title}
            className="relative rounded-xl border-2 border-accent bg-accent-soft p-4 text-center"
          >
            <span className="block text-xs font-semibold uppercase tracking-wider text-accent-ink">
              {stepLabel} {i + 1}
            </span>
            <span className="mt-1 block text-lg font-bold">{step.title}</span>
            <span className="mt-1 block text-sm text-muted">{step.description}</span>
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute -bottom-4 start-1/2 -translate-x-1/2 text-accent rtl:translate-x-1/2 md:-end-4 md:bottom-auto md:start-auto md:top-1/2 md:-translate-y-1/2 md:translate-x-0 md:rtl:translate-x-0"
              >
                <span className="glyph-arrow-down md:hidden" />
                <span className="glyph-arrow hidden md:inline-block" />
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </ProductSection>
  );
}
