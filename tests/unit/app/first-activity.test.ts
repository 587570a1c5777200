// @vitest-environment jsdom
/**
 * `firstActivity` (DESIGN §5): the header and footer hydrate on the visitor's first activity, not
 * during the page load. It must not resolve by itself, and must resolve on the first pointer, key,
 * touch, wheel, scroll or focus event.
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

describe('lazyOnFirstActivity', () => {
  it('loads the part only after the first activity, then renders it', async () => {
    vi.resetModules();
    const { lazyOnFirstActivity } = await import('~/lib/first-activity');
    const { createElement, Suspense } = await import('react');
    const { cleanup, render, screen } = await import('@testing-library/react');
    const load = vi.fn(() =>
      Promise.resolve({ default: () => createElement('p', null, 'The late part') }),
    );
    const Part = lazyOnFirstActivity(load);
    try {
      render(createElement(Suspense, { fallback: null }, createElement(Part)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryByText('The late part')).toBeNull();
      window.dispatchEvent(new Event('pointerdown'));
      expect(await screen.findByText('The late part')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      cleanup();
    }
  });
});

describe('holdEarlyClicks', () => {
  async function setUp() {
    vi.resetModules();
    const { holdEarlyClicks } = await import('~/lib/first-activity');
    document.body.innerHTML = `
      <header data-interactive="false"><button id="menu">Menu</button><a id="home" href="#home">Home</a></header>
      <main><button id="free">Free</button></main>`;
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    const uninstall = holdEarlyClicks(window);
    return { clicks, uninstall, part: document.querySelector('header')! };
  }

  it('holds a button click in a part still hydrating and gives it again once it answers', async () => {
    const { clicks, uninstall, part } = await setUp();
    document.getElementById('menu')!.click();
    expect(clicks).toEqual([]);
    part.setAttribute('data-interactive', 'true');
    await vi.waitFor(() => expect(clicks).toEqual(['menu']));
    uninstall();
  });

  it('lets links and buttons outside pending parts through at once', async () => {
    const { clicks, uninstall } = await setUp();
    document.getElementById('home')!.click();
    document.getElementById('free')!.click();
    expect(clicks).toEqual(['home', 'free']);
    uninstall();
  });

  it('gives up on a button that left the page (its chunk failed, a stand-in took its place)', async () => {
    const { clicks, uninstall, part } = await setUp();
    const menu = document.getElementById('menu')!;
    menu.click();
    menu.remove();
    part.setAttribute('data-interactive', 'true');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(clicks).toEqual([]);
    uninstall();
  });
});
