// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '~/components/layout/cookie-banner';
import { CONSENT_STORAGE_KEY } from '~/config/storage';
import { announceBannerDock } from '~/lib/banner-dock';
import { useCookieBannerHeight } from '~/lib/cookie-banner-height';
import {
  getConsentState,
  getServerConsentState,
  reopenConsentBanner,
  resetConsentStoreForTests,
} from '~/lib/consent';
import { renderAt } from './header-helpers';

describe('<CookieBanner>', () => {
  beforeEach(() => {
    localStorage.clear();
    resetConsentStoreForTests();
  });

  it.each([
    ['Accept All', 'accepted'],
    ['Decline', 'declined'],
  ])('%s stores %s and hides the banner', (button, stored) => {
    renderAt(<CookieBanner />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(stored);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('stays hidden when a choice is stored, and reopens from the footer control', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'declined');
    renderAt(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    act(() => reopenConsentBanner());
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });

  // useSyncExternalStore compares the client snapshot with the server's by Object.is
  // after hydrating; any other object forces a synchronous re-render in the commit's task.
  it('gives a first visit the prerendered state itself, so hydration re-renders nothing', () => {
    expect(getConsentState()).toBe(getServerConsentState());
    resetConsentStoreForTests();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    expect(getConsentState()).toEqual({ choice: 'accepted', bannerOpen: false });
  });

  it('shows when the stored value is not a valid choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    renderAt(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });

  it('leaves room at its end for a docked control, also one that arrives or leaves later', () => {
    /** A stand-in for the chat launcher, 48 px wide (jsdom lays nothing out). */
    const dock = () => {
      const el = document.createElement('button');
      el.setAttribute('data-banner-dock', '');
      Object.defineProperty(el, 'offsetWidth', { value: 48 });
      return el;
    };
    const room = () =>
      screen.getByTestId('cookie-banner').style.getPropertyValue('--banner-dock-room');
    const first = document.body.appendChild(dock());
    renderAt(<CookieBanner />);
    expect(room()).toBe('calc(48px + 1rem)');
    first.remove();
    act(() => announceBannerDock());
    expect(room()).toBe('');
    const later = document.body.appendChild(dock());
    act(() => announceBannerDock());
    expect(room()).toBe('calc(48px + 1rem)');
    later.remove();
  });

  it('publishes its height to the scroll padding and the floating controls, not as an inherited custom property', () => {
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset['testid'] === 'cookie-banner' ? 96 : 0;
      },
    });
    function Lifted() {
      return <output data-testid="lifted">{useCookieBannerHeight()}</output>;
    }
    try {
      renderAt(
        <>
          <CookieBanner />
          <Lifted />
        </>,
      );
      const root = document.documentElement;
      expect(root.style.scrollPaddingBottom).toBe('calc(96px + 1rem)');
      expect(screen.getByTestId('lifted').textContent).toBe('96');
      // A custom property set on <html> would restyle every element of the page.
      expect(root.getAttribute('style') ?? '').not.toContain('--');
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      expect(root.style.scrollPaddingBottom).toBe('');
      expect(screen.getByTestId('lifted').textContent).toBe('0');
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    }
  });
});
