// @vitest-environment jsdom
/**
 * LinkedIn hover card (spec §2, §3, §7, §8; WCAG 1.4.13) and the profile refresh, with fake
 * timers: closes 300 ms after the pointer leaves, stays while hovered, opens on focus, closes on
 * Escape; refresh on load and every 30 s with a random 1000–2999 follower count; failures keep
 * the defaults; a broken LinkedIn logo becomes 'in'.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FOLLOWERS, defaultCompanyProfile } from '@common/company-profile';
import HeaderBar from '~/components/layout/header/header-bar';
import { PROFILE_CARD_CLOSE_DELAY_MS, PROFILE_REFRESH_MS } from '~/config/timing';
import { randomFollowers } from '~/lib/profile-client';
import { stopProfileRefresh } from '~/lib/profile-store';
import { flushLazy, renderAt, stubProfileFetch } from './header-helpers';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const card = () => screen.queryByRole('region', { name: 'Our LinkedIn company page' });
const linkedInItem = () => screen.getByRole('link', { name: /^LinkedIn/ }).closest('li')!;
const mouse = { pointerType: 'mouse' };

const served = {
  ...defaultCompanyProfile,
  name: 'Served Name Ltd',
  description: 'Served description.',
  source: 'page',
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup(); // unmount first, so a pending store import does not start refreshing
  stopProfileRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function hoverCard() {
  fireEvent.pointerOver(linkedInItem(), mouse);
  await flushLazy();
}

describe('LinkedIn hover card', () => {
  it('opens on hover with every field, stays while hovered and closes 300 ms after the pointer leaves', async () => {
    expect(PROFILE_CARD_CLOSE_DELAY_MS).toBe(300);
    stubProfileFetch(served);
    renderAt(<HeaderBar />);
    await flushLazy();
    await hoverCard();
    const region = card()!;
    expect(region).not.toBeNull();
    for (const text of [
      'Served Name Ltd',
      'Technology, Information and Internet',
      '11-50 employees',
      'Served description.',
      '+ Follow',
      'Visit Page',
    ]) {
      expect(region.textContent).toContain(text);
    }
    expect(region.textContent).toContain(
      'AI, web development, digital innovation, software solutions, technology consulting',
    );
    advance(10_000); // hovered: no timer closes it
    expect(card()).not.toBeNull();
    fireEvent.pointerOut(linkedInItem(), mouse);
    advance(PROFILE_CARD_CLOSE_DELAY_MS - 1);
    expect(card()).not.toBeNull();
    advance(1);
    expect(card()).toBeNull();
  });

  it('coming back within 300 ms keeps it open', async () => {
    stubProfileFetch(served);
    renderAt(<HeaderBar />);
    await hoverCard();
    fireEvent.pointerOut(linkedInItem(), mouse);
    advance(200);
    fireEvent.pointerOver(card()!, mouse);
    advance(1000);
    expect(card()).not.toBeNull();
  });

  it('opens on keyboard focus, lets Tab reach its buttons, and closes on Escape', async () => {
    stubProfileFetch(served);
    renderAt(<HeaderBar />);
    const link = screen.getByRole('link', { name: /^LinkedIn/ });
    act(() => link.focus());
    await flushLazy();
    expect(card()).not.toBeNull();
    const follow = screen.getByRole('link', { name: /\+ Follow/ });
    act(() => follow.focus());
    expect(card()).not.toBeNull();
    fireEvent.keyDown(follow, { key: 'Escape' });
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('links + Follow and Visit Page to the company page in a new tab', async () => {
    stubProfileFetch(served);
    renderAt(<HeaderBar />);
    await hoverCard();
    for (const name of [/\+ Follow/, /Visit Page/]) {
      const a = screen.getByRole('link', { name });
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it("replaces a LinkedIn logo that fails to load by the text 'in'", async () => {
    stubProfileFetch(served);
    renderAt(<HeaderBar />);
    await hoverCard();
    const logo = card()!.querySelector('img')!;
    fireEvent.error(logo);
    expect(screen.getByTestId('linkedin-logo-fallback').textContent).toBe('in');
  });
});

describe('company profile refresh', () => {
  it('asks /api/company-profile on load and every 30 s, with a new random follower count each time', async () => {
    expect(PROFILE_REFRESH_MS).toBe(30_000);
    const fetchMock = stubProfileFetch(served);
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.999999);
    renderAt(<HeaderBar />);
    await flushLazy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/company-profile');
    await hoverCard();
    expect(screen.getByTestId('profile-followers').textContent).toBe('1,000');
    await act(async () => {
      vi.advanceTimersByTime(PROFILE_REFRESH_MS - 1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await flushLazy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('profile-followers').textContent).toBe('2,999');
    random.mockRestore();
  });

  it('keeps the defaults and logs (never shows) a failed refresh, still drawing a follower count', async () => {
    stubProfileFetch(new Error('network down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    renderAt(<HeaderBar />);
    await flushLazy();
    await hoverCard();
    expect(card()!.textContent).toContain(defaultCompanyProfile.name);
    expect(card()!.textContent).toContain(defaultCompanyProfile.description);
    expect(card()!.textContent).not.toMatch(/network down|error|fail/i);
    expect(DEFAULT_FOLLOWERS).toBe('1,247');
    expect(screen.getByTestId('profile-followers').textContent).toBe('2,000');
    expect(warn).toHaveBeenCalled();
  });

  it('draws whole numbers from 1000 to 2999 inclusive', () => {
    expect(randomFollowers(() => 0)).toBe('1,000');
    expect(randomFollowers(() => 0.9999999)).toBe('2,999');
    for (let i = 0; i < 200; i++) {
      const n = Number(randomFollowers().replace(',', ''));
      expect(Number.isInteger(n) && n >= 1000 && n <= 2999).toBe(true);
    }
  });
});
