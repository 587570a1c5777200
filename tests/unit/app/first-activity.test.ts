// @vitest-environment jsdom
/**
 * `firstActivity` (issue 17): the header and footer hydrate on the visitor's first activity,
 * not during the page load. It must not resolve by itself, and must resolve on the first
 * pointer, key, touch, wheel, scroll or focus event.
 */
import { describe, expect, it, vi } from 'vitest';

describe('firstActivity', () => {
  it('waits for the first activity, then resolves once for everyone', async () => {
    vi.resetModules();
    const { firstActivity } = await import('~/lib/first-activity');
    const seen = vi.fn();
    void firstActivity().then(seen);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    await firstActivity();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(firstActivity()).toBe(firstActivity());
  });

  it('a key press counts as activity', async () => {
    vi.resetModules();
    const { firstActivity } = await import('~/lib/first-activity');
    const pending = firstActivity();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    await expect(pending).resolves.toBeUndefined();
  });

  it('resolves at once on a page that is already scrolled (a link to a #section)', async () => {
    vi.resetModules();
    const { firstActivity } = await import('~/lib/first-activity');
    vi.stubGlobal('scrollY', 400);
    try {
      await expect(firstActivity()).resolves.toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
