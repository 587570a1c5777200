// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleLazyChunks, submitContactForm } from './form-helpers';
import type { ContactRow } from '@common/contact-schema';
import { ContactForm } from '~/components/sections/contact-form';
import { SNACKBAR_MS } from '~/config/timing';
import { contactFormReducer, initialContactFormState } from '~/lib/contact-form-state';
import { validateContactValues } from '~/lib/contact-validation';
import type { InsertResult } from '~/lib/contact-client';
import { renderAt } from './header-helpers';
import { contentOf } from '~/content/site-content';

const { contactPageContent } = contentOf('en').contact;
const ar = contentOf('ar').contact;
const en = contentOf('en').contact;
const fr = contentOf('fr').contact;

function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const good = {
  Name: '  Ada Lovelace ',
  Email: ' Ada@Example.COM ',
  Subject: ' Hello ',
  Message: ' A question. ',
};

describe('contactFormReducer', () => {
  it('clears the form on success and keeps it on failure', () => {
    const typed = contactFormReducer(initialContactFormState, {
      type: 'change',
      field: 'name',
      value: 'Ada',
    });
    const submitting = contactFormReducer(typed, { type: 'submit' });
    expect(submitting.status).toBe('submitting');
    const failed = contactFormReducer(submitting, { type: 'failure', message: 'Nope' });
    expect(failed.values.name).toBe('Ada');
    expect(failed.snackbar).toMatchObject({ kind: 'error', message: 'Nope' });
    const ok = contactFormReducer(submitting, {
      type: 'success',
      message: "Message sent successfully! We'll get back to you soon.",
    });
    expect(ok.values.name).toBe('');
    expect(ok.status).toBe('idle');
    expect(ok.snackbar?.message).toBe("Message sent successfully! We'll get back to you soon.");
  });

  it('validates: trims, lower-cases and flags an email without @', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const result = validateContactValues(
      { name: ' A ', email: ' X@Y.ORG ', subject: ' s ', message: ' m ' },
      now,
    );
    expect(result).toEqual({
      row: {
        name: 'A',
        email: 'x@y.org',
        subject: 's',
        message: 'm',
        status: 'new',
        created_at: now.toISOString(),
      },
    });
    const bad = validateContactValues({
      name: 'A',
      email: 'no-at-sign',
      subject: 's',
      message: 'm',
    });
    expect(bad).toMatchObject({ invalid: { snackbar: 'Please enter a valid email address' } });
  });
});

/**
 * Success texts shown by the snackbar; the page's no-JavaScript notice (#message-sent, shown only
 * by CSS :target after a plain form POST) holds the same sentence and is left out.
 */
const snackbarTexts = () =>
  screen
    .queryAllByText(/Message sent successfully/)
    .filter((element) => !element.closest('#message-sent'))
    .map((element) => element.textContent);

describe('<ContactForm>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the cleaned row, shows Sending..., then the success snackbar for 6000 ms and clears', async () => {
    let resolve!: (r: InsertResult) => void;
    const send = vi.fn((_row: ContactRow) => new Promise<InsertResult>((r) => (resolve = r)));
    renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fill(good);
    await submitContactForm();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question.',
      status: 'new',
    });
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => resolve({ ok: true }));
    await settleLazyChunks();
    expect(snackbarTexts()).toEqual(["Message sent successfully! We'll get back to you soon."]);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(SNACKBAR_MS - 100));
    expect(snackbarTexts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    await act(async () => vi.advanceTimersByTime(500)); // exit animation end
    expect(snackbarTexts()).toEqual([]);
  });

  it('shows the server message for an error it does not know, and keeps the values', async () => {
    const send = vi.fn(async () => ({
      ok: false as const,
      message: 'Too many requests, slow down.',
      status: 418,
    }));
    renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fill(good);
    await submitContactForm();
    await settleLazyChunks();
    expect(screen.getByText('Too many requests, slow down.')).toBeTruthy();
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe(' Hello ');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it.each([
    [429, 'French', '/fr/contact', /plusieurs messages en peu de temps/],
    [503, 'Arabic', '/ar/contact', /لا يمكننا حفظ الرسائل/],
    [undefined, 'English', '/contact', /^Failed to send message\. Please try again\./],
  ])(
    'a known failure (status %s) shows its message in the page language (%s), not the server text',
    async (status, _language, path, expected) => {
      const send = vi.fn(async () => ({ ok: false as const, message: 'Server words', status }));
      const locale = path.split('/')[1];
      const copy = (locale === 'fr' ? fr : locale === 'ar' ? ar : en).contactPageContent.form;
      renderAt(<ContactForm copy={copy} send={send} />, path);
      for (const field of ['name', 'email', 'subject', 'message'] as const) {
        const input = document.querySelector<HTMLInputElement>(`[name="${field}"]`);
        if (!input) throw new Error(`no ${field} field`);
        fireEvent.change(input, { target: { value: field === 'email' ? 'ada@example.com' : 'x' } });
      }
      const form = document.querySelector('form');
      if (!form) throw new Error('no form');
      await act(async () => fireEvent.submit(form));
      await settleLazyChunks();
      expect(send).toHaveBeenCalledTimes(1);
      expect(screen.getByTestId('snackbar').textContent).toMatch(expected);
      expect(screen.queryByText('Server words')).toBeNull();
    },
  );

  it.each([
    ['en', '/contact'],
    ['ar', '/ar/contact'],
  ] as const)(
    'the form carries no error sentences for the server: it has its own copy of them (%s)',
    (locale, path) => {
      const copy = (locale === 'ar' ? ar : en).contactPageContent.form;
      renderAt(<ContactForm copy={copy} send={vi.fn()} />, path);
      const form = document.querySelector('form');
      expect(form?.getAttributeNames().filter((name) => name.startsWith('data-error'))).toEqual([]);
    },
  );

  it('an email without @ shows the spec message and sends nothing', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fill({ ...good, Email: 'ada.example.com' });
    await submitContactForm();
    await settleLazyChunks();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('blank required fields are flagged and nothing is sent', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    renderAt(<ContactForm copy={contactPageContent.form} send={send} />);
    fill({ Name: '   ' });
    await submitContactForm();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Message/).getAttribute('rows')).toBe('4');
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
  });

  it('after a refused post without scripts: values, summary and marks, then works with scripts', async () => {
    const send = vi.fn(async () => ({ ok: true as const }));
    const refusal = {
      values: { name: 'Ada', email: 'ada.example.com', subject: '', message: 'Hi' },
      fieldErrors: {
        email: 'Please enter a valid email address',
        subject: 'Please enter a subject',
      },
      error: '',
    };
    renderAt(<ContactForm copy={contactPageContent.form} send={send} refusal={refusal} />);
    const summary = document.getElementById('error-summary')!;
    expect(summary.textContent).toContain('There is a problem');
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#contact-email',
      '#contact-subject',
    ]);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ada.example.com');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact-email-error')?.textContent).toBe(
      'Error: Please enter a valid email address',
    );
    expect(screen.getByLabelText(/^Name/).hasAttribute('aria-invalid')).toBe(false);
    // Typing clears that field's mark and its line in the summary.
    fill({ Email: 'ada@example.com' });
    expect(screen.getByLabelText(/^Email/).hasAttribute('aria-invalid')).toBe(false);
    expect([...summary.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#contact-subject',
    ]);
    fill({ Subject: 'Engines' });
    await submitContactForm();
    expect(send).toHaveBeenCalledTimes(1);
    expect(document.getElementById('error-summary')).toBeNull();
  });

  it('a refusal no field is to blame for shows its one sentence in the summary', () => {
    const refusal = {
      values: { name: 'Ada', email: 'ada@example.com', subject: 'S', message: 'M' },
      fieldErrors: {},
      error: contactPageContent.form.errors.rateLimited,
    };
    renderAt(<ContactForm copy={contactPageContent.form} send={vi.fn()} refusal={refusal} />);
    expect(document.getElementById('contact-form-error')?.textContent).toBe(
      contactPageContent.form.errors.rateLimited,
    );
  });
});
