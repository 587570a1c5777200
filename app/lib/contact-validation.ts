import { contactFormSchema, INVALID_EMAIL_MESSAGE, toContactRow } from '@common/contact-schema';
import type { ContactRow } from '@common/contact-schema';
import type { ContactField, ContactFormEvent, ContactValues } from '~/lib/contact-form-state';

/**
 * Validates raw values with the shared schema (spec §5). An email without '@' (or otherwise
 * invalid) yields 'Please enter a valid email address' as a snackbar and a field error.
 * @returns the row to send, or the `invalid` event to dispatch
 */
export function validateContactValues(
  values: ContactValues,
  now: Date = new Date(),
): { row: ContactRow } | { invalid: Extract<ContactFormEvent, { type: 'invalid' }> } {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { row: toContactRow(parsed.data, now) };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= issue.message;
  }
  const emailInvalid = fieldErrors.email !== undefined && values.email.trim() !== '';
  if (emailInvalid) fieldErrors.email = INVALID_EMAIL_MESSAGE;
  return {
    invalid: {
      type: 'invalid',
      fieldErrors,
      snackbar: emailInvalid ? INVALID_EMAIL_MESSAGE : undefined,
    },
  };
}
