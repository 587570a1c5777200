import { Accordion } from '~/components/ui/accordion';
import type { FaqItem } from '~/content/types/shapes';

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  label: string;
  items: readonly FaqItem[];
}

/**
 * /faq questions (spec §2, §4): one answer open at a time, clicking the open question closes
 * it; all closed at first (open index null). Questions are level-2 headings in summaries under
 * the page h1; every answer is in the HTML (issue 16: works without scripts, found by find-in-page).
 */
export function FaqAccordion({ label, items }: FaqAccordionProps) {
  return (
    <section aria-label={label} className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <Accordion
        headingLevel={2}
        items={items.map((item, i) => ({
          id: `faq-${i + 1}`,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </section>
  );
}
