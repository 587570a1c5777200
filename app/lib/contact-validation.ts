import { contactFieldErrors, type ContactFieldCopy } from '@common/contact-issues';
import { INVALID_EMAIL_MESSAGE, toContactRow, contactFormSchema } from '@common/contact-schema';
import type { ContactRow } from '@common/contact-schema';
import type { ContactFormEvent, ContactValues } from '~/lib/contact-form-state';

/**
 * The form's own messages in the page's language (the contact module's `form.fieldErrors`): one
 * per empty required field, a length limit (`fill` slots `label`, `max`), unusable characters
 * (slot `label`) and the bad address.
 */
export type ContactFieldMessages = ContactFieldCopy['fieldErrors'];

/**
 * Validates raw values with the shared schema (spec §5). An email that is not an address yields
 * the invalid-address sentence ('Please enter a valid email address' in English) as a snackbar
 * and a field error (spec §8). Each refused field gets its sentence from common/contact-issues.ts
 * `contactFieldErrors`, the one mapping the server's re-shown form uses too.
 * @param copy the field labels and messages in the page's language; without it, the schema's
 *   own English sentences
 * @returns the row to send, or the `invalid` event to dispatch
 */
export function validateContactValues(
  values: ContactValues,
  now: Date = new Date(),
  copy?: ContactFieldCopy,
): { row: ContactRow } | { invalid: Extract<ContactFormEvent, { type: 'invalid' }> } {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { row: toContactRow(parsed.data, now) };
  const fieldErrors = contactFieldErrors(values, copy);
  const invalidEmail = copy?.fieldErrors.invalidEmail ?? INVALID_EMAIL_MESSAGE;
  const emailInvalid = fieldErrors.email !== undefined && values.email.trim() !== '';
  if (emailInvalid) fieldErrors.email = invalidEmail;
  return {
    invalid: {
      type: 'invalid',
      fieldErrors,
      snackbar: emailInvalid ? invalidEmail : undefined,
    },
  };
}
