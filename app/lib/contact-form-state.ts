/**
 * The contact form's state machine (spec §4, §5, §8): its shapes and a pure reducer, below both
 * the hook that drives it (hooks/use-contact-form.ts) and the validation (lib/contact-validation.ts).
 */

import {
  CONTACT_FIELD_NAMES,
  type ContactField,
  type OptionalContactField,
  type RequiredContactField,
} from '@common/contact-fields';

/** A field of the form (spec §5; the list is common/contact-fields.ts). */
export type { ContactField };
/** The form's raw values, by field (an optional field's may be left out). */
export type ContactValues = Record<RequiredContactField, string> &
  Partial<Record<OptionalContactField, string>>;

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

/** What can happen to the form; `success` carries the copy of its snackbar (spec §2). */
export type ContactFormEvent =
  | { type: 'change'; field: ContactField; value: string }
  | { type: 'invalid'; fieldErrors: Partial<Record<ContactField, string>>; snackbar?: string }
  | { type: 'submit' }
  | { type: 'success'; message: string }
  | { type: 'failure'; message: string }
  | { type: 'dismiss' };

/** An empty form: every field of common/contact-fields.ts, `''`. */
export const emptyValues: ContactValues = Object.fromEntries(
  CONTACT_FIELD_NAMES.map((name) => [name, '']),
) as ContactValues;

/** The form before any input. */
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
        snackbar: { kind: 'success', message: event.message, id: nextId },
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
