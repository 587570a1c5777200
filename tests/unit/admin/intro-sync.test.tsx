// @vitest-environment jsdom
/**
 * A page's title and heading (admin/content/components/intro-sync.tsx, labels.ts): each field
 * says where it shows, and where the two started equal and only the heading changed, "Change both"
 * gives the title the new heading.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { IntroSync } from '../../../admin/content/components/intro-sync';
import { fieldLabel } from '../../../admin/content/labels';

const saved = { pageIntro: { title: 'Old words', heading: 'Old words', lead: 'x' }, other: 1 };

it('labels the intro by where each text shows, and other titles plainly', () => {
  expect(fieldLabel(['pageIntro', 'title'])).toBe('Title (browser tab and search results)');
  expect(fieldLabel(['pageIntro', 'heading'])).toBe('Heading (the big headline on the page)');
  expect(fieldLabel(['faqCta', 'heading'])).toBe('Heading');
});

it('offers Change both once the heading alone changed, and gives the title the new heading', () => {
  const onChange = vi.fn();
  const current = { ...saved, pageIntro: { ...saved.pageIntro, heading: 'New words' } };
  render(<IntroSync saved={saved} current={current} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Change both' }));
  expect(onChange).toHaveBeenCalledWith({
    ...current,
    pageIntro: { ...current.pageIntro, title: 'New words' },
  });
});

it('is absent when the two started different, nothing changed, or the title changed too', () => {
  const onChange = vi.fn();
  const differ = { pageIntro: { title: 'Tab', heading: 'Headline' } };
  const moved = { pageIntro: { title: 'Tab', heading: 'New' } };
  const { container, rerender } = render(
    <IntroSync saved={differ} current={moved} onChange={onChange} />,
  );
  expect(container.innerHTML).toBe('');
  rerender(<IntroSync saved={saved} current={saved} onChange={onChange} />);
  expect(container.innerHTML).toBe('');
  const both = { pageIntro: { title: 'Mine', heading: 'New words' } };
  rerender(<IntroSync saved={saved} current={both} onChange={onChange} />);
  expect(container.innerHTML).toBe('');
});
