// @vitest-environment jsdom
/**
 * The contact form's honeypot (docs/privacy.md "Spam protection"): an input people never see or
 * reach, and what is sent when it is empty (nothing extra) or filled (its value, for the server
 * to refuse).
 */
import { fireEvent, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { submitContactForm } from './form-helpers';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_FIELD,
  type ContactRow,
} from '@common/contact-schema';
import { ContactForm } from '~/components/sections/contact-form';
import { insertContactMessage, type InsertResult } from '~/lib/contact-client';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { contactPageContent } = contentOf('en').contact;

function fillVisibleFields() {
  const values = {
    Name: 'Ada',
    Email: 'ada@example.com',
    Subject: 'Hello',
    Message: 'A question.',
  };
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

function honeypotInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector(`input[name="${CONTACT_HONEYPOT_FIELD}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error('honeypot input missing');
  return input;
}

describe('contact form honeypot', () => {
  it('is hidden from people: aria-hidden, out of tab order, no autofill, not required', () => {
    const { container } = renderAt(<ContactForm copy={contactPageContent.form} send={vi.fn()} />);
    const input = honeypotInput(container);
    expect(input.tabIndex).toBe(-1);
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.required).toBe(false);
    expect(input.value).toBe('');
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    // Not exposed to assistive technology under any accessible name.
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('passes axe: hidden content holds nothing focusable by keyboard, every input is labelled', async () => {
    const { container } = renderAt(<ContactForm copy={contactPageContent.form} send={vi.fn()} />);
    const results = await axe.run(container, {
      runOnly: ['aria-hidden-focus', 'label', 'duplicate-id'],
    });
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain('aria-hidden-focus');
  });

  it('a person (honeypot empty) sends the row with no honeypot option', async () => {
    const send = vi.fn(
      async (_row: ContactRow, _options?: { honeypot?: string }) => ({ ok: true }) as InsertResult,
    );
    renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fillVisibleFields();
    await submitContactForm();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toBeUndefined();
  });

  it('a bot that fills every input sends the honeypot value along', async () => {
    const send = vi.fn(
      async (_row: ContactRow, _options?: { honeypot?: string }) => ({ ok: true }) as InsertResult,
    );
    const { container } = renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fillVisibleFields();
    fireEvent.change(honeypotInput(container), { target: { value: 'https://spam.example' } });
    await submitContactForm();
    expect(send.mock.calls[0]![1]).toEqual({ honeypot: 'https://spam.example' });
  });

  it('insertContactMessage adds the honeypot key to the row only when it is filled', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 201 });
    });
    const row: ContactRow = {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question.',
      status: 'new',
      created_at: '2025-03-01T10:00:00.000Z',
    };
    await insertContactMessage(row, { baseUrl: '', fetchImpl, honeypot: '' });
    await insertContactMessage(row, { baseUrl: '', fetchImpl, honeypot: 'filled' });
    // The page at '/' is English and one of the site's pages: the row also carries its language
    // and its path (DESIGN §4).
    const sent = { ...row, [CONTACT_LANGUAGE_FIELD]: 'en', [CONTACT_PAGE_FIELD]: '/' };
    expect(bodies[0]).toEqual([sent]);
    expect(bodies[1]).toEqual([{ ...sent, [CONTACT_HONEYPOT_FIELD]: 'filled' }]);
  });
});
