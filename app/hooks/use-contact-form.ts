import { useCallback, useReducer } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@common/i18n';
import type { InsertResult } from '~/lib/contact-client';
import type { ContactFieldMessages } from '~/lib/contact-validation';
import type { ContactRow } from '@common/contact-schema';
import {
  contactFormReducer,
  initialContactFormState,
  type ContactField,
} from '~/lib/contact-form-state';

/** The known API failures by HTTP status, in the page's language (issue 12, DESIGN §4). */
export interface ContactErrorMessages {
  /** No answer at all (network down, blocked). */
  network: string;
  /** 400: a field the server refused. */
  invalid: string;
  /** 413: body over the limit. */
  tooLarge: string;
  /**
   * 413 without scripts, when fields that did not fit the body limit come back empty
   * (server/form-body.ts): says that what is missing was not kept.
   */
  tooLargeCut: string;
  /** 429: rate limit. */
  rateLimited: string;
  /** 503: the database is unavailable. */
  unavailable: string;
  /** Issue 16: "Error: " before the title of the page re-shown after a refused no-script POST. */
  titlePrefix: string;
}

const ERROR_BY_STATUS: Readonly<Record<number, keyof ContactErrorMessages>> = {
  400: 'invalid',
  413: 'tooLarge',
  429: 'rateLimited',
  503: 'unavailable',
};

/**
 * The form's messages for the server's no-script answer (issue 16), as `data-error-*`
 * attributes of the prerendered `<form>`: `data-error-<status>` for each known status,
 * `data-error-generic` for any other failure, `data-error-prefix` for the title,
 * `data-error-413-cut` for a body over the limit whose last fields were dropped. The server
 * (server/form-page.ts) re-shows the page with the one that fits, so a refused POST from
 * `/ar/contact` is explained in Arabic although the API speaks English. In English a 400 keeps
 * the API's own sentence: it names the field ("Please enter a valid email address"), and
 * without scripts the server is the only validation.
 */
export function noScriptErrorAttributes(
  errors: ContactErrorMessages,
  locale: Locale,
): Record<string, string> {
  const attributes: Record<string, string> = {
    'data-error-generic': errors.network,
    'data-error-prefix': errors.titlePrefix,
  };
  for (const [status, key] of Object.entries(ERROR_BY_STATUS)) {
    if (status === '400' && locale === DEFAULT_LOCALE) continue;
    attributes[`data-error-${status}`] = errors[key];
  }
  attributes['data-error-413-cut'] = errors.tooLargeCut;
  return attributes;
}

/**
 * The snackbar for a failed insert: a known status in the page's language, otherwise the
 * server's own message (spec §8), or `network` when nothing answered.
 */
export function failureMessage(
  result: Extract<InsertResult, { ok: false }>,
  errors: ContactErrorMessages,
): string {
  if (result.status === undefined) return errors.network;
  const known = ERROR_BY_STATUS[result.status];
  return known ? errors[known] : result.message;
}

/** The form's words in the page's language (content/<lang>/contact.ts `form`). */
export interface ContactFormText {
  success: string;
  labels: Readonly<Record<ContactField, string>>;
  fieldErrors: ContactFieldMessages;
  errors: ContactErrorMessages;
}

/**
 * Drives the contact form: holds state and submits through `send` (the contact client).
 * @param send inserts one row (with the honeypot's value when a bot filled it); must not throw
 *   (see insertContactMessage)
 * @param text the snackbar after a stored message (spec §2) and the form's messages, in the
 *   page's language
 */
export function useContactForm(
  send: (row: ContactRow, options?: { honeypot?: string }) => Promise<InsertResult>,
  text: ContactFormText,
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
      const checked = validateContactValues(state.values, new Date(), {
        messages: text.fieldErrors,
        labels: text.labels,
      });
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
