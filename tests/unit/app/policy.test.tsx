// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { renderAt } from './header-helpers';
import { describe, expect, it } from 'vitest';
import { LegalTabs } from '~/components/sections/legal-tabs';
import { policyPageCopy } from '~/content/schema/policy-documents';
import { contentOf } from '~/content/site-content';

const { legalDocuments, legalTabsLabel } = policyPageCopy(contentOf('en').policy);
const [privacyPolicy, termsOfService] = legalDocuments;

let lastSearch = '';
function Page() {
  lastSearch = useLocation().search;
  return <LegalTabs label={legalTabsLabel} documents={legalDocuments} />;
}

function renderPolicy(url: string) {
  return renderAt(<Page />, url);
}

const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

/** The selected panel (jsdom has no app.css, which hides the inactive ones where scripts run). */
const activePanel = () =>
  screen.getAllByRole('tabpanel').find((p) => p.getAttribute('data-state') === 'active')!;

/** Radix tabs activate on mousedown (pointer) or focus; a click alone is not enough in jsdom. */
function choose(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0, ctrlKey: false });
}

describe('/policy tabs (spec §2, §4 legal tab)', () => {
  it('opens on the Privacy Policy, effective January 1, 2024', () => {
    renderPolicy('/policy');
    expect(screen.getByRole('tablist', { name: legalTabsLabel })).toBeTruthy();
    expect(selected()).toEqual(['Privacy Policy']);
    const panel = activePanel();
    // Both panels are in the HTML, each under its anchor, for readers without scripts.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(2);
    expect(document.getElementById('terms')?.textContent).toContain('United States dollars (USD)');
    expect(screen.getByRole('tab', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '#terms',
    );
    expect(panel.textContent).toContain('Effective date: January 1, 2024');
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
  });

  it('?tab=terms opens the Terms of Service', async () => {
    await act(async () => {
      renderPolicy('/policy?tab=terms');
    });
    expect(selected()).toEqual(['Terms of Service']);
    expect(activePanel().textContent).toContain('United States dollars (USD)');
  });

  it('switches tabs and writes the choice to the URL', async () => {
    await act(async () => {
      renderPolicy('/policy');
    });
    await act(async () => choose('Terms of Service'));
    expect(selected()).toEqual(['Terms of Service']);
    expect(lastSearch).toBe('?tab=terms');
    await act(async () => choose('Privacy Policy'));
    expect(selected()).toEqual(['Privacy Policy']);
    expect(lastSearch).toBe('');
  });
});

describe('legal texts say what the site does', () => {
  const privacy = JSON.stringify(privacyPolicy);
  const terms = JSON.stringify(termsOfService);
  it('privacy: consent key, stored contact fields, no trackers before consent, retention', () => {
    expect(privacy).toContain('cookieConsent');
    for (const field of [
      'name, email address, subject and message',
      'status',
      'time your browser sent it',
    ]) {
      expect(privacy).toContain(field);
    }
    expect(privacy).toContain('no advertising or tracking cookies');
    expect(privacy).toContain('Only if you choose Accept All');
    expect(privacy).toMatch(/keep contact messages for 365 days after we receive them/);
  });
  it('terms: USD prices and United States law', () => {
    expect(terms).toContain('United States dollars (USD)');
    expect(terms).toContain('laws of the United States of America');
    expect(termsOfService.effectiveDate.text).toBe('January 1, 2024');
  });
});
