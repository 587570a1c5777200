// @vitest-environment jsdom
/**
 * Shared header and footer (spec §2, §4): scroll state beyond 50 px with the logo swap, product
 * dropdowns as disclosure navigation, the mobile menu, the language switch and the footer.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultCompanyProfile } from '@common/company-profile';
import FooterBody from '~/components/layout/footer/footer-body';
import { SiteFooter } from '~/components/layout/site-footer';
import HeaderBar from '~/components/layout/header/header-bar';
import { SiteHeader } from '~/components/layout/site-header';
import { documentPaths } from '~/config/paths';
import { HEADER_SCROLL_THRESHOLD_PX } from '~/config/layout';
import { getConsentState, resetConsentStoreForTests } from '~/lib/consent';
import { stopProfileRefresh } from '~/lib/profile-store';
import { flushLazy, renderAt, stubProfileFetch } from './header-helpers';

const mouse = { pointerType: 'mouse' };
const header = () => document.querySelector('header')!;
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
const submenuButton = (label: string) => screen.getByRole('button', { name: `${label} submenu` });

beforeEach(() => {
  stubProfileFetch(defaultCompanyProfile);
});
afterEach(() => {
  cleanup(); // unmount first, so a pending store import does not start refreshing
  stopProfileRefresh();
  vi.unstubAllGlobals();
  scrollTo(0);
});

describe('SiteHeader', () => {
  it('renders the header bar, loaded on the first activity', async () => {
    renderAt(<SiteHeader />);
    await flushLazy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.pointerMove(document.body);
    await flushLazy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});

describe('scroll state', () => {
  it('is transparent at the top, opaque while the hero slides under it, and translucent with blur, border and the other logo beyond 50 px', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(50);
    renderAt(<HeaderBar />);
    const logo = screen.getByTestId('header-logo');
    expect(header().className).toContain('bg-transparent');
    expect(logo.getAttribute('src')).toBe('/images/brand/logo-dark.svg');
    // From 1 to 50 px the dark links would sit over the navy hero: an opaque light bar keeps
    // their contrast (WCAG 1.4.3).
    scrollTo(30);
    expect(header().dataset.scrolled).toBe('false');
    expect(header().className).toContain('bg-white');
    expect(header().className).not.toContain('bg-transparent');
    scrollTo(50);
    expect(header().dataset.scrolled).toBe('false');
    expect(header().className).toContain('bg-white');
    scrollTo(51);
    expect(header().dataset.scrolled).toBe('true');
    expect(header().className).toMatch(/backdrop-blur/);
    expect(header().className).toMatch(/bg-surface\/\d+/);
    expect(header().className).toContain('border-white/15');
    expect(logo.getAttribute('src')).toBe('/images/brand/logo-light.svg');
    scrollTo(10);
    expect(header().dataset.scrolled).toBe('false');
  });
});

describe('links', () => {
  it('lists the spec links; external ones open a new tab with rel="noopener noreferrer"; Home goes to /#home', () => {
    renderAt(<HeaderBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent?.replace(' (opens in a new tab)', ''));
    expect(names).toEqual([
      'Home',
      'Optimus',
      'Scanova',
      'Lumen',
      'Iffer',
      'Edge',
      'Learn',
      'FAQ',
      'Blog',
      'Contact',
      'CV',
      'LinkedIn',
      'Try Demo',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/#home');
    for (const name of [/^Edge/, /^Blog/, /^LinkedIn/]) {
      const a = within(nav).getByRole('link', { name });
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(nav).getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(document.querySelector('[role="menu"], [role="menuitem"]')).toBeNull();
  });
});

describe('product dropdowns', () => {
  it('lists title and items exactly as spec §2 shows them, with the final PDF paths', async () => {
    const expected: Record<string, Array<[string, string]>> = {
      Optimus: [
        ['Overview', '/optimus'],
        ['Technology', '/optimus'],
        ['Download Presentation', documentPaths.optimusDeck],
      ],
      Scanova: [
        ['Team', '/scanova'],
        ['Features', '/scanova'],
        ['Download Presentation', documentPaths.scanovaDeck],
      ],
      Lumen: [
        ['Overview', '/lumen'],
        ['Features', '/lumen'],
        ['Download Presentation', documentPaths.lumenDeck],
      ],
      Iffer: [
        ['Overview', '/iffer'],
        ['Technology', '/iffer'],
      ],
      Edge: [
        ['Overview', 'https://edge.example.com'],
        ['Features', 'https://edge.example.com'],
      ],
    };
    renderAt(<HeaderBar />);
    for (const [label, items] of Object.entries(expected)) {
      fireEvent.click(submenuButton(label));
      await flushLazy();
      const panel = document.getElementById(submenuButton(label).getAttribute('aria-controls')!)!;
      const links = within(panel).getAllByRole('link');
      expect(links[0]?.textContent).toBe(`Exemplar ${label}`);
      expect(
        links
          .slice(1)
          .map((a) => [
            a.textContent?.replace(' (opens in a new tab)', ''),
            a.getAttribute('href'),
          ]),
      ).toEqual(items);
      expect(panel.querySelector('img')?.getAttribute('width')).toBe('200');
    }
  });

  it('is a disclosure: aria-expanded toggles, one open at a time, Escape closes and returns focus', async () => {
    renderAt(<HeaderBar />);
    const optimus = submenuButton('Optimus');
    expect(optimus.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(optimus);
    expect(optimus.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(submenuButton('Lumen'));
    expect(optimus.getAttribute('aria-expanded')).toBe('false');
    expect(submenuButton('Lumen').getAttribute('aria-expanded')).toBe('true');
    await flushLazy();
    const item = screen.getByRole('link', { name: 'Features' });
    act(() => item.focus());
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(submenuButton('Lumen').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(submenuButton('Lumen'));
    fireEvent.click(submenuButton('Lumen'));
    fireEvent.click(submenuButton('Lumen'));
    expect(submenuButton('Lumen').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover and closes when the pointer leaves; an outside click closes it', async () => {
    renderAt(<HeaderBar />);
    const li = submenuButton('Scanova').closest('li')!;
    fireEvent.pointerOver(li, mouse);
    expect(submenuButton('Scanova').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerOver(submenuButton('Iffer').closest('li')!, mouse);
    expect(submenuButton('Scanova').getAttribute('aria-expanded')).toBe('false');
    expect(submenuButton('Iffer').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerOut(submenuButton('Iffer').closest('li')!, mouse);
    expect(submenuButton('Iffer').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(submenuButton('Edge'));
    expect(submenuButton('Edge').getAttribute('aria-expanded')).toBe('true');
    // Radix listens for the outside press one task after opening (so the opening click is not it).
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(document.body, mouse);
    fireEvent.click(document.body);
    expect(submenuButton('Edge').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mobile menu', () => {
  it('the toggle switches icon and state; a chosen link or a click outside the header closes it', () => {
    renderAt(
      <>
        <HeaderBar />
        <p>page</p>
      </>,
    );
    const toggle = screen.getByRole('button', { name: /^Menu$/ });
    const iconPath = () => toggle.querySelector('path')!.getAttribute('d');
    const closedIcon = iconPath();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(iconPath()).not.toBe(closedIcon);
    expect(screen.getByRole('navigation', { name: 'Main' }).className).toMatch(/^block /);
    fireEvent.click(screen.getByRole('link', { name: 'Learn' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(iconPath()).toBe(closedIcon);
    fireEvent.click(toggle);
    fireEvent.click(header());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('page'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the window widens past 768 px', () => {
    const listeners = new Set<() => void>();
    const state = { matches: false };
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('min-width: 769px') ? state.matches : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }));
    renderAt(<HeaderBar />);
    const toggle = screen.getByRole('button', { name: /^Menu$/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    act(() => {
      state.matches = true;
      listeners.forEach((l) => l());
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('language switch', () => {
  /**
   * The scripted list (`#language-list`), not the no-script `<details>` list beside it, which
   * has the same name and links (CSS hides one or the other, jsdom applies neither).
   */
  const scriptedList = (name: string) =>
    screen.queryAllByRole('list', { name }).find((list) => list.id === 'language-list') ?? null;
  it('shows the page language, lists the five in their own names, and goes to the same page in the chosen one', async () => {
    localStorage.clear();
    const { router } = renderAt(<HeaderBar />, '/faq?x=1');
    const button = screen.getByRole('button', { name: 'Language: English, EN' });
    expect(button.textContent).toBe('EN');
    fireEvent.click(button);
    await flushLazy();
    const list = scriptedList('Choose a language')!;
    const options = within(list).getAllByRole('link');
    expect(options.map((o) => o.querySelector('[lang]')?.textContent)).toEqual([
      'English',
      'Français',
      'Español',
      'Deutsch',
      'العربية',
    ]);
    expect(options.map((o) => o.getAttribute('href'))).toEqual([
      '/faq?x=1',
      '/fr/faq?x=1',
      '/es/faq?x=1',
      '/de/faq?x=1',
      '/ar/faq?x=1',
    ]);
    // العربية is marked as Arabic, and named 'Arabic' for assistive technology.
    const arabic = options[4];
    expect(arabic?.querySelector('[lang]')?.getAttribute('lang')).toBe('ar');
    expect(arabic?.textContent).toContain('(Arabic)');
    expect(options[0]?.getAttribute('aria-current')).toBe('true');
    expect(options[1]?.getAttribute('aria-current')).toBeNull();
    fireEvent.click(document.body);
    expect(scriptedList('Choose a language')).toBeNull();
    fireEvent.click(button);
    await flushLazy();
    fireEvent.keyDown(
      within(scriptedList('Choose a language')!).getByRole('link', { name: /Deutsch/ }),
      {
        key: 'Escape',
      },
    );
    expect(scriptedList('Choose a language')).toBeNull();

    fireEvent.click(button);
    await flushLazy();
    await act(async () =>
      fireEvent.click(
        within(scriptedList('Choose a language')!).getByRole('link', { name: /Français/ }),
      ),
    );
    await flushLazy();
    expect(router.state.location.pathname).toBe('/fr/faq');
    expect(localStorage.getItem('preferredLanguage')).toBe('fr');
    const switched = screen.getByRole('button', { name: /^Langue/ });
    expect(switched.textContent).toBe('FR');
    fireEvent.click(switched);
    await flushLazy();
    const frenchList = scriptedList('Choisir une langue')!;
    expect(within(frenchList).getByRole('link', { current: true }).textContent).toContain(
      'Français',
    );
    // Links stay inside the language.
    expect(
      screen.getAllByRole('link', { name: /^FAQ$/ }).map((a) => a.getAttribute('href')),
    ).toContain('/fr/faq');
  });
});

describe('footer', () => {
  it('renders the footer body (loaded on demand)', async () => {
    renderAt(<SiteFooter />);
    await flushLazy();
    expect(screen.getByTestId('site-footer')).toBeTruthy();
  });

  it('shows the spec columns, bottom entries, copyright and slogan, and no dead # links', () => {
    renderAt(<FooterBody />);
    const footer = screen.getByTestId('site-footer');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Solutions', 'Company', 'Resources']);
    for (const text of [
      'AI Processors',
      'Quantum Computing',
      'Consulting Services',
      'News & Press',
      'API Reference',
      'Community',
      'Cookie Policy',
      'Security',
    ]) {
      expect(within(footer).getByText(text)).toBeTruthy();
    }
    expect(footer.textContent).toContain(
      '© 2024 Exemplar AI. Pioneering the future of AI hardware innovation',
    );
    expect(within(footer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/policy',
    );
    expect(
      within(footer)
        .getByRole('list', { name: 'Social media' })
        .querySelectorAll('a[target="_blank"]'),
    ).toHaveLength(3);
    for (const a of within(footer).getAllByRole('link'))
      expect(a.getAttribute('href')).not.toMatch(/^#|^$/);
    expect(within(footer).getByText('Cookie Policy').closest('a')).toBeNull();
  });

  it("'Cookie settings' beside Cookie Policy reopens the consent banner", () => {
    window.localStorage.setItem('cookieConsent', 'declined');
    resetConsentStoreForTests();
    expect(getConsentState().bannerOpen).toBe(false);
    renderAt(<FooterBody />);
    const button = screen.getByRole('button', { name: 'Cookie settings' });
    expect(button.closest('li')?.previousElementSibling?.textContent).toBe('Cookie Policy');
    fireEvent.click(button);
    expect(getConsentState().bannerOpen).toBe(true);
  });
});
