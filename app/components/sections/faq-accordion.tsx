import { Accordion } from '~/components/ui/accordion';
import type { FaqItem } from '~/content/types/shapes';
import { Section } from './section';

/** Props of {@link FaqAccordion}. */
export interface FaqAccordionProps {
  label: string;
  items: readonly FaqItem[];
}

/**
 * /faq questions (spec §2, §4): one answer open at a time, clicking the open question closes
 * it; all closed at first (open index null). Questions are level-2 headings in summaries under
 * the page h1; every answer is in the HTML, so it works without scripts and find-in-page finds it.
 */
export function FaqAccordion({ label, items }: FaqAccordionProps) {
  return (
    <Section label={label} width="prose-inset" space="sm">
      <Accordion
        headingLevel={2}
        items={items.map((item, i) => ({
          id: `faq-${i + 1}`,
          title: item.question,
          content: <p>{item.answer}</p>,
        }))}
      />
    </Section>
  );
}
