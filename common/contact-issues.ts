/**
 * The one mapping from the contact schema's refusals (./contact-schema.ts `contactFormSchema`)
 * to sentences in the page's language (spec §5, §8; DESIGN §4 "The form without JavaScript"),
 * for the form's script (app/lib/contact-validation.ts) and the server's re-shown form alike.
 * The sentences are the contact module's copy (app/content/modules/contact/<lang>.json,
 * `form.labels` and `form.fieldErrors`): the caller passes that language's copy in.
 */
import {
  CONTACT_FIELD_NAMES,
  contactField,
  type ContactField,
  type RequiredContactField,
} from './contact-fields';
import {
  CONTACT_ERROR_BY_STATUS,
  contactFormSchema,
  type ContactErrorMessages,
} from './contact-schema';
import { fill } from './i18n';

/**
 * One language's field sentences: the contact module's `form.labels` and `form.fieldErrors`
 * (schema: app/content/modules/contact/manifest.ts).
 */
export interface ContactFieldCopy {
  /** Each field's label as the form shows it; the `{label}` of the sentences. */
  readonly labels: Readonly<Record<ContactField, string>>;
  readonly fieldErrors: {
    /** A required field left empty (the email: empty). */
    readonly required: Readonly<Record<RequiredContactField, string>>;
    /** Over the field's `maxLength`; slots `{label}` and `{max}` (./i18n.ts `fill`). */
    readonly tooLong: string;
    /** Characters that cannot be stored (a control character, a broken one); slot `{label}`. */
    readonly badText: string;
    /** An email that is not an address. */
    readonly invalidEmail: string;
  };
}

/** What {@link contactIssueSentence} reads of a zod issue. */
export interface ContactIssue {
  /** `[field]`, the field the schema refused. */
  readonly path: readonly PropertyKey[];
  /** zod's issue code: `too_small` (empty), `too_big`, `invalid_format`, `custom`, … */
  readonly code: string;
  /** For `too_big`: the field's `maxLength`. */
  readonly maximum?: unknown;
}

/**
 * The sentence for one refusal of a field, in the copy's language: over the limit →
 * `tooLong` with the field's label and limit; an address → `required.email` when empty, else
 * `invalidEmail`; an empty required field → its `required` sentence; anything else (control or
 * broken characters, not text) → `badText` with the label.
 * @param value the field's value as sent, to tell an empty address from a wrong one
 * @throws Error when the issue's path names no field of ./contact-fields.ts
 */
export function contactIssueSentence(
  issue: ContactIssue,
  copy: ContactFieldCopy,
  value = '',
): string {
  const field = contactField(String(issue.path[0]));
  const name = field.name as ContactField;
  const { fieldErrors } = copy;
  if (issue.code === 'too_big')
    return fill(fieldErrors.tooLong, { label: copy.labels[name], max: Number(issue.maximum) });
  const empty = value.trim() === '';
  if (field.kind === 'email')
    return empty && field.required
      ? fieldErrors.required[name as RequiredContactField]
      : fieldErrors.invalidEmail;
  if (issue.code === 'too_small' && field.required)
    return fieldErrors.required[name as RequiredContactField];
  return fill(fieldErrors.badText, { label: copy.labels[name] });
}

/**
 * Every field the shared schema refuses (not only the first; GOV.UK Design System "Error
 * summary"), one sentence each: in the copy's language, or the schema's own English sentence
 * without copy (the API's, DESIGN §4).
 * @param values field name → value as sent; a missing field counts as empty
 * @returns field → sentence, in the schema's order; empty when every field is accepted
 */
export function contactFieldErrors(
  values: Readonly<Partial<Record<string, string>>>,
  copy?: ContactFieldCopy,
): Partial<Record<ContactField, string>> {
  const parsed = contactFormSchema.safeParse(
    Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, values[name] ?? ''])),
  );
  const errors: Partial<Record<ContactField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as ContactField;
    errors[field] ??= copy ? contactIssueSentence(issue, copy, values[field]) : issue.message;
  }
  return errors;
}

/** What {@link contactRefusalSentence} reads of a refused post (./contact-form-outcome.ts). */
export interface ContactRefusalFacts {
  /** The HTTP status answered. */
  readonly status: number;
  /** `cut`: a 413 whose fields that did not fit were emptied. */
  readonly reason?: string;
  /** The server's own English sentence, the answer where the language has none. */
  readonly message: string;
}

/**
 * The one sentence of a refused post without JavaScript when no field is to blame (DESIGN §4):
 * a 413 whose fields were cut → `tooLargeCut`; an English 400 → the server's own sentence (the
 * schema's or the honeypot's neutral one; without scripts the server is the only validation);
 * another known status (./contact-schema.ts `CONTACT_ERROR_BY_STATUS`: 400, 413, 429, 503) →
 * that status's sentence; a 415 or any 5xx → `network`; anything else → the server's sentence.
 * @param errors the page language's sentences (the contact module's `form.errors`)
 * @param english whether the page is English (its 400s keep the server's own sentence)
 */
export function contactRefusalSentence(
  refusal: ContactRefusalFacts,
  errors: ContactErrorMessages,
  english: boolean,
): string {
  const { status, reason, message } = refusal;
  if (status === 413 && reason === 'cut') return errors.tooLargeCut;
  if (status === 400 && english) return message;
  const key = CONTACT_ERROR_BY_STATUS[status];
  if (key) return errors[key];
  return status === 415 || status >= 500 ? errors.network : message;
}
