import { useCallback, useReducer } from 'react';
import type { InsertResult } from '~/lib/contact-client';
import type { ContactRow } from '@common/contact-schema';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactField,
} from '~/lib/contact-form-state';

/**
 * Drives the contact form: holds state and submits through `send` (the contact client).
 * @param send inserts one row (with the honeypot's value when a bot filled it); must not throw
 *   (see insertContactMessage)
 * @param successMessage the snackbar after a stored message (spec §2, from content/contact.ts)
 */
export function useContactForm(
  send: (row: ContactRow, options?: { honeypot?: string }) => Promise<InsertResult>,
  successMessage: string,
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
      dispatch(
        result.ok
          ? { type: 'success', message: successMessage }
          : { type: 'failure', message: result.message },
      );
    },
    [send, successMessage, state.status, state.values],
  );

  return { state, change, submit, dismiss };
}
