// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IFFER_LOAD_TIMEOUT_MS } from '~/config/timing';
import { site } from '@common/site';
import ProductHeaderBar from '~/components/layout/header/product-header-bar';
import { IfferEmbed } from '~/components/sections/iffer-embed';
import { unregisteredPaths } from '~/config/paths';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { ifferContent } = contentOf('en').iffer;

describe('Iffer embed (spec §2 /iffer)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('an unreachable platform shows a message and a link to open it directly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt(<IfferEmbed {...ifferContent.embed} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ifferContent.embed.unreachable);
    const link = screen.getAllByRole('link', { name: ifferContent.embed.openLabel }).at(-1)!;
    expect(link.getAttribute('href')).toBe(site.links.ifferPlatform);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTitle('Iffer platform')).toBeNull();
  });

  it('a frame that never loads gives way to the message after the time-out', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt(<IfferEmbed {...ifferContent.embed} />);
    act(() => vi.advanceTimersByTime(IFFER_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain(ifferContent.embed.unreachable);
  });

  it('shows the loading text until the frame loads; sandboxed with only what an embed needs', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt(<IfferEmbed {...ifferContent.embed} />);
    expect(screen.getByText('Loading Iffer Platform...')).toBeTruthy();
    const frame = screen.getByTitle('Iffer platform');
    expect(frame.getAttribute('src')).toBe(site.links.ifferPlatform);
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups',
    );
    act(() => void fireEvent.load(frame));
    expect(screen.queryByText('Loading Iffer Platform...')).toBeNull();
  });
});

describe('Iffer header dropdowns (spec §2: disclosure navigation)', () => {
  const renderHeader = () => renderAt(<ProductHeaderBar {...ifferContent.header} />, '/iffer');

  it('lists every spec link in order, the dropdown targets being the unregistered paths', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Iffer' });
    const top = [...nav.querySelectorAll(':scope > div > ul > li > a')].map((a) => a.textContent);
    expect(top).toEqual(['Home', 'Optimus', 'Scanova', 'CV', 'Iffer', 'FAQ', 'Contact']);
    // A panel is in the DOM only while open: open each in turn and collect its links.
    const dropdownHrefs = ['Scanova submenu', 'CV submenu'].flatMap((name) => {
      fireEvent.click(screen.getByRole('button', { name }));
      return [...nav.querySelectorAll('li ul a')].map((a) => a.getAttribute('href'));
    });
    expect(dropdownHrefs).toEqual(
      unregisteredPaths.filter((p) => p.startsWith('/scanova/') || p.startsWith('/cv/')),
    );
  });

  it('opens on hover, one at a time, and closes when the pointer leaves', () => {
    renderHeader();
    const scanova = screen.getByRole('button', { name: 'Scanova submenu' });
    const cv = screen.getByRole('button', { name: 'CV submenu' });
    const mouse = { pointerType: 'mouse' };
    fireEvent.pointerOver(scanova.closest('li')!, mouse);
    expect(scanova.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'QR Generator' })).toBeTruthy();
    fireEvent.pointerOut(scanova.closest('li')!, mouse);
    fireEvent.pointerOver(cv.closest('li')!, mouse);
    expect(scanova.getAttribute('aria-expanded')).toBe('false');
    expect(cv.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerOut(cv.closest('li')!, mouse);
    expect(cv.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens by keyboard (button) and Escape closes it and returns focus to the button', () => {
    renderHeader();
    const scanova = screen.getByRole('button', { name: 'Scanova submenu' });
    fireEvent.click(scanova);
    expect(scanova.getAttribute('aria-expanded')).toBe('true');
    const link = screen.getByRole('link', { name: 'Pricing' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(scanova.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(scanova);
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
  });

  // spec §4: the width is read only while the menu is open, so hydrating on a phone
  // agrees with the prerendered closed menu and React has nothing to re-render.
  it('reads the width only once the menu opens, and closes when the window widens past 768 px', () => {
    const listeners = new Set<() => void>();
    const phone = { narrow: true, reads: 0 };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        phone.reads += 1;
        return query.includes('max-width: 768px') && phone.narrow;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    renderHeader();
    expect(phone.reads).toBe(0);
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(phone.reads).toBeGreaterThan(0);
    act(() => {
      phone.narrow = false;
      listeners.forEach((listener) => listener());
    });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    vi.unstubAllGlobals();
  });
});
