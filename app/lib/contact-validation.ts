import { contactFormSchema, INVALID_EMAIL_MESSAGE, toContactRow } from '@common/contact-schema';
import type { ContactRow } from '@common/contact-schema';
import { fill } from '@common/i18n';
import type { ContactField, ContactFormEvent, ContactValues } from '~/lib/contact-form-state';

/**
 * The form's own messages in the page's language: one per empty field, a length limit (`fill` slots
 * `label`, `max`), unusable characters (slot `label`) and the bad address.
 */
export interface ContactFieldMessages {
  required: Readonly<Record<ContactField, string>>;
  tooLong: string;
  badText: string;
  invalidEmail: string;
}

/** A field's message for a schema issue, in the page's language. */
function messageFor(
  field: ContactField,
  issue: { code: string; maximum?: unknown },
  messages: ContactFieldMessages,
  labels: Readonly<Record<ContactField, string>>,
): string {
  if (field === 'email' && issue.code !== 'too_big') return messages.invalidEmail;
  if (issue.code === 'too_small') return messages.required[field];
  if (issue.code === 'too_big')
    return fill(messages.tooLong, { label: labels[field], max: Number(issue.maximum) });
  return fill(messages.badText, { label: labels[field] });
}

/**
 * Validates raw values with the shared schema (spec §5). An email without '@' (or otherwise
 * invalid) yields 'Please enter a valid email address' as a snackbar and a field error.
 * @param text the messages and field labels in the page's language; without it, the schema's
 *   own English sentences
 * @returns the row to send, or the `invalid` event to dispatch
 */
export function validateContactValues(
  values: ContactValues,
  now: Date = new Date(),
  text?: { messages: ContactFieldMessages; labels: Readonly<Record<ContactField, string>> },
): { row: ContactRow } | { invalid: Extract<ContactFormEvent, { type: 'invalid' }> } {
  const parsed = contactFormSchema.safeParse(values);
  if (parsed.success) return { row: toContactRow(parsed.data, now) };
  const fieldErrors: Partial<Record<ContactField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= text
      ? messageFor(field, issue, text.messages, text.labels)
      : issue.message;
  }
  const invalidEmail = text?.messages.invalidEmail ?? INVALID_EMAIL_MESSAGE;
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
