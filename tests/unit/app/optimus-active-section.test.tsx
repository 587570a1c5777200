// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECTION_SCROLL_OFFSET_PX } from '~/config/layout';
import { activeSectionAt, useActiveSection } from '~/hooks/use-active-section';

const sections = [
  { id: 'mobile-experience', top: 900 },
  { id: 'concept', top: 1600 },
  { id: 'features', top: 2400 },
];

describe('activeSectionAt: the 100 px rule (spec §2 /optimus, §9)', () => {
  it('uses a 100 px offset', () => {
    expect(SECTION_SCROLL_OFFSET_PX).toBe(100);
  });

  it('a section becomes active when its top is 100 px or less below the viewport top', () => {
    expect(activeSectionAt(sections, 0)).toBeNull();
    expect(activeSectionAt(sections, 799)).toBeNull();
    expect(activeSectionAt(sections, 800)).toBe('mobile-experience');
    expect(activeSectionAt(sections, 1499)).toBe('mobile-experience');
    expect(activeSectionAt(sections, 1500)).toBe('concept');
    expect(activeSectionAt(sections, 10_000)).toBe('features');
  });

  it('at the bottom of the page the last section is active, even short of the line', () => {
    expect(activeSectionAt(sections, 1200, SECTION_SCROLL_OFFSET_PX, true)).toBe('features');
    expect(activeSectionAt(sections, 1200, SECTION_SCROLL_OFFSET_PX, false)).toBe(
      'mobile-experience',
    );
    expect(activeSectionAt([], 1200, SECTION_SCROLL_OFFSET_PX, true)).toBeNull();
  });

  it('is the last section whose top ≤ scrollY + offset, for any scroll position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), (scrollY) => {
        const expected =
          [...sections].reverse().find((s) => s.top - SECTION_SCROLL_OFFSET_PX <= scrollY)?.id ??
          null;
        expect(activeSectionAt(sections, scrollY)).toBe(expected);
      }),
    );
  });
});

describe('useActiveSection', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('follows window scroll', () => {
    for (const s of sections) {
      const el = document.createElement('section');
      el.id = s.id;
      // Document top = s.top; the rect is relative to the viewport.
      el.getBoundingClientRect = () => ({ top: s.top - window.scrollY }) as DOMRect;
      document.body.append(el);
    }
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    // jsdom lays nothing out: a 5000 px tall page in a 768 px window.
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 768 });
    const ids = sections.map((s) => s.id);
    const { result } = renderHook(() => useActiveSection(ids));
    expect(result.current).toBeNull();
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(1500);
    expect(result.current).toBe('concept');
    scrollTo(1499);
    expect(result.current).toBe('mobile-experience');
    // The bottom of the page (5000 - 768): the last section, whatever its top.
    scrollTo(4232);
    expect(result.current).toBe(sections[sections.length - 1]!.id);
  });
});
