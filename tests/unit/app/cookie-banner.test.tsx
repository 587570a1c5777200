// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '~/components/layout/cookie-banner';
import { CONSENT_STORAGE_KEY } from '~/config/storage';
import { reopenConsentBanner, resetConsentStoreForTests } from '~/lib/consent';
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

  it('shows when the stored value is not a valid choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    renderAt(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
  });
});
