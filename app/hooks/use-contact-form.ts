import { useCallback, useReducer } from 'react';
import type { InsertResult } from '~/lib/contact-client';
import type { ContactFieldCopy } from '@common/contact-issues';
import type { ContactRow } from '@common/contact-schema';
import { CONTACT_ERROR_BY_STATUS, type ContactErrorMessages } from '@common/contact-wire';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactField,
  type ContactFormState,
} from '~/lib/contact-form-state';

/** The known API failures, in the page's language (the contact module's `form.errors`). */
export type { ContactErrorMessages };

/**
 * The snackbar for a failed insert: a known status in the page's language, otherwise the
 * server's own message (spec §8), or `network` when nothing answered.
 */
export function failureMessage(
  result: Extract<InsertResult, { ok: false }>,
  errors: ContactErrorMessages,
): string {
  if (result.status === undefined) return errors.network;
  const known = CONTACT_ERROR_BY_STATUS[result.status];
  return known ? errors[known] : result.message;
}

/**
 * The form's words in the page's language (the contact module's `form`): the field labels and
 * sentences (common/contact-issues.ts), the snackbar after a stored message, the API failures.
 */
export interface ContactFormText extends ContactFieldCopy {
  success: string;
  errors: ContactErrorMessages;
}

/**
 * Drives the contact form: holds state and submits through `send` (the contact client).
 * @param send inserts one row (with the honeypot's value when a bot filled it); must not throw
 *   (see insertContactMessage)
 * @param text the snackbar after a stored message (spec §2) and the form's messages, in the
 *   page's language
 * @param refused a post without JavaScript the server refused: the form starts with its values
 *   and field errors (app/routes/contact.tsx `action`)
 */
export function useContactForm(
  send: (row: ContactRow, options?: { honeypot?: string }) => Promise<InsertResult>,
  text: ContactFormText,
  refused?: Pick<ContactFormState, 'values' | 'fieldErrors'>,
) {
  const [state, dispatch] = useReducer(contactFormReducer, refused, (start): ContactFormState =>
    start
      ? { ...initialContactFormState, values: start.values, fieldErrors: start.fieldErrors }
      : initialContactFormState,
  );

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
      const checked = validateContactValues(state.values, new Date(), text);
      if ('invalid' in checked) {
        dispatch(checked.invalid);
        return;
      }
      dispatch({ type: 'submit' });
      const result = await send(checked.row, honeypot ? { honeypot } : undefined);
      dispatch(
        result.ok
          ? { type: 'success', message: text.success }
          : { type: 'failure', message: failureMessage(result, text.errors) },
      );
    },
    [send, text, state.status, state.values],
  );

  return { state, change, submit, dismiss };
}
