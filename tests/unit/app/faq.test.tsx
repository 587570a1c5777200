// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '~/components/sections/faq-accordion';
import { faqItems, faqLabel } from '~/content/faq';

const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true')
    .map((b) => b.textContent);

describe('/faq accordion (spec §2, §4)', () => {
  it('has ten questions as headings, all closed at first', () => {
    render(<FaqAccordion label={faqLabel} items={faqItems} />);
    expect(faqItems).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    expect(expanded()).toEqual([]);
  });

  it('opens one at a time; clicking the open question closes it', () => {
    render(<FaqAccordion label={faqLabel} items={faqItems} />);
    const [first, second] = faqItems;
    fireEvent.click(screen.getByRole('button', { name: first!.question }));
    expect(expanded()).toEqual([`${first!.question}+`]);
    expect(screen.getByText(first!.answer)).toBeTruthy();
    const button = screen.getByRole('button', { name: second!.question });
    fireEvent.click(button);
    expect(expanded()).toEqual([`${second!.question}+`]);
    expect(screen.queryByText(first!.answer)).toBeNull();
    // WAI-ARIA: the button controls its region, which is labelled by the button.
    const region = document.getElementById(button.getAttribute('aria-controls')!);
    expect(region?.getAttribute('role')).toBe('region');
    expect(region?.getAttribute('aria-labelledby')).toBe(button.id);
    fireEvent.click(button);
    expect(expanded()).toEqual([]);
  });

  it("uses the FAQ's own figures", () => {
    const text = faqItems.map((i) => i.answer).join(' ');
    expect(text).toContain('over 95% precision');
    expect(text).toContain('Up to 7 days');
  });
});
