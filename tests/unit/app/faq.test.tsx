// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '~/components/sections/faq-accordion';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { faqItems, faqLabel } = contentOf('en').faq;

/** Questions of the open entries. */
const expanded = () =>
  [...document.querySelectorAll('details')]
    .filter((d) => d.open)
    .map((d) => d.querySelector('h2')?.textContent);

/** Clicks a question's summary, as the browser's own toggle would (jsdom does not toggle). */
function clickQuestion(question: string) {
  const details = screen.getByRole('heading', { name: question }).closest('details')!;
  details.open = !details.open;
  fireEvent(details, new Event('toggle'));
}

describe('/faq accordion (spec §2, §4)', () => {
  it('has ten questions as headings, all closed at first, every answer in the markup', () => {
    const { container } = renderAt(<FaqAccordion label={faqLabel} items={faqItems} />);
    expect(faqItems).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(expanded()).toEqual([]);
    // Closed answers are in the HTML (find-in-page, no-JS, search engines).
    for (const item of faqItems) expect(container.textContent).toContain(item.answer);
    // One exclusive group: the browser itself keeps one open.
    const names = new Set(
      [...container.querySelectorAll('details')].map((d) => d.getAttribute('name')),
    );
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('opens one at a time; clicking the open question closes it', () => {
    renderAt(<FaqAccordion label={faqLabel} items={faqItems} />);
    const [first, second] = faqItems;
    clickQuestion(first!.question);
    expect(expanded()).toEqual([first!.question]);
    // Where `name` is not supported, opening another closes the first through state.
    clickQuestion(second!.question);
    expect(expanded()).toEqual([second!.question]);
    clickQuestion(second!.question);
    expect(expanded()).toEqual([]);
  });

  it("uses the FAQ's own figures", () => {
    const text = faqItems.map((i) => i.answer).join(' ');
    expect(text).toContain('over 95% precision');
    expect(text).toContain('Up to 7 days');
  });
});
