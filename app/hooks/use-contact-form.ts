import { useCallback, useReducer } from 'react';
import type { InsertResult } from '~/lib/contact-client';
import type { ContactRow } from '@common/contact-schema';
import { contactPageContent } from '~/content/contact';

/** The four fields of the form (spec §5). */
export type ContactField = 'name' | 'email' | 'subject' | 'message';
export type ContactValues = Record<ContactField, string>;

/** A snackbar to show (spec §2: bottom centre, 6000 ms). `id` changes so a repeat re-shows. */
export interface SnackbarState {
  kind: 'success' | 'error';
  message: string;
  id: number;
}

/** spec §4: idle → submitting → success | error (success and error end idle again). */
export interface ContactFormState {
  values: ContactValues;
  status: 'idle' | 'submitting';
  fieldErrors: Partial<Record<ContactField, string>>;
  snackbar: SnackbarState | null;
}

export type ContactFormEvent =
  | { type: 'change'; field: ContactField; value: string }
  | { type: 'invalid'; fieldErrors: Partial<Record<ContactField, string>>; snackbar?: string }
  | { type: 'submit' }
  | { type: 'success' }
  | { type: 'failure'; message: string }
  | { type: 'dismiss' };

export const emptyValues: ContactValues = { name: '', email: '', subject: '', message: '' };

export const initialContactFormState: ContactFormState = {
  values: emptyValues,
  status: 'idle',
  fieldErrors: {},
  snackbar: null,
};

/**
 * The form's state machine (spec §4, §8) as a pure reducer, so it is tested without a DOM.
 * Success clears the form; failure keeps it.
 */
export function contactFormReducer(
  state: ContactFormState,
  event: ContactFormEvent,
): ContactFormState {
  const nextId = (state.snackbar?.id ?? 0) + 1;
  switch (event.type) {
    case 'change': {
      const { [event.field]: _cleared, ...fieldErrors } = state.fieldErrors;
      return { ...state, values: { ...state.values, [event.field]: event.value }, fieldErrors };
    }
    case 'invalid':
      return {
        ...state,
        fieldErrors: event.fieldErrors,
        snackbar: event.snackbar
          ? { kind: 'error', message: event.snackbar, id: nextId }
          : state.snackbar,
      };
    case 'submit':
      return { ...state, status: 'submitting', fieldErrors: {} };
    case 'success':
      return {
        values: emptyValues,
        status: 'idle',
        fieldErrors: {},
        snackbar: { kind: 'success', message: contactPageContent.form.success, id: nextId },
      };
    case 'failure':
      return {
        ...state,
        status: 'idle',
        snackbar: { kind: 'error', message: event.message, id: nextId },
      };
    case 'dismiss':
      return { ...state, snackbar: null };
  }
}

/**
 * Drives the contact form: holds state and submits through `send` (the contact client).
 * @param send inserts one row (with the honeypot's value when a bot filled it); must not throw
 *   (see insertContactMessage)
 */
export function useContactForm(
  send: (row: ContactRow, options?: { honeypot?: string }) => Promise<InsertResult>,
) {
  const [state, dispatch] = useReducer(contactFormReducer, initialContactFormState);

  const change = useCallback(
    (field: ContactField, value: string) => dispatch({ type: 'change', field, value }),
    [],
  );
  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  /** @param honeypot the hidden honeypot input's value (empty for people) */
  const submit = useCallback(
    async (honeypot = '') => {
      if (state.status === 'submitting') return;
      // The schema (zod) loads on first submit: the first view does not need it (DESIGN §6).
      const { validateContactValues } = await import('~/lib/contact-validation');
      const checked = validateContactValues(state.values);
      if ('invalid' in checked) {
        dispatch(checked.invalid);
        return;
      }
      dispatch({ type: 'submit' });
      const result = await send(checked.row, honeypot ? { honeypot } : undefined);
      dispatch(result.ok ? { type: 'success' } : { type: 'failure', message: result.message });
    },
    [send, state.status, state.values],
  );

  return { state, change, submit, dismiss };
}
