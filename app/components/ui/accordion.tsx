import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

/** One accordion entry. `id` is stable and unique within the accordion. */
export interface AccordionEntry {
  id: string;
  title: string;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionEntry[];
  /** Heading level of each trigger's wrapper, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** Open entry (controlled); null when all are closed. */
  value?: string | null;
  onValueChange?: (value: string | null) => void;
  className?: string;
}

/**
 * WAI-ARIA accordion on Radix (APG pattern): each header is a heading holding a button with
 * aria-expanded/aria-controls; one entry open at a time and clicking the open one closes it
 * (spec §4: FAQ open index null or item). Works controlled or uncontrolled.
 */
export function Accordion({
  items,
  headingLevel = 2,
  value,
  onValueChange,
  className,
}: AccordionProps) {
  const controlled = value !== undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      className={className}
      {...(controlled ? { value: value ?? '' } : {})}
      onValueChange={(v) => onValueChange?.(v === '' ? null : v)}
    >
      {items.map((item) => (
        <RadixAccordion.Item
          key={item.id}
          value={item.id}
          className="border-b border-slate-200 last:border-b-0"
        >
          <RadixAccordion.Header asChild>
            <Heading className="text-lg font-semibold">
              <RadixAccordion.Trigger className="group flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left hover:text-brand-ink">
                <span>{item.title}</span>
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-slate-300 text-xl leading-none transition-transform group-data-[state=open]:rotate-45"
                >
                  +
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className="pb-5 pr-10 text-muted">
            {item.content}
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
