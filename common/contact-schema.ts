/**
 * The one definition of a contact message, shared by the form (app/) and the API (server/),
 * so the two never disagree (DESIGN §3, §4; spec §3, §5).
 *
 * Written with `zod/mini`, zod's tree-shakable API: the form ships ~5 KB of validation instead
 * of ~40 KB gzip for the classic API, which keeps /contact inside the JS budget (DESIGN §6).
 */
import * as z from 'zod/mini';

/** Field limits (DESIGN §4). Lengths are counted after trimming, in UTF-16 code units. */
export const CONTACT_LIMITS = {
  nameMax: 200,
  subjectMax: 200,
  emailMax: 254,
  messageMax: 5000,
} as const;

/** spec §3: every new message is stored with this status. */
export const NEW_MESSAGE_STATUS = 'new';

/** The columns a client may send (spec §7). `id` and `received_at` are the server's. */
export const CONTACT_COLUMNS = [
  'name',
  'email',
  'subject',
  'message',
  'status',
  'created_at',
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/**
 * The honeypot (issue 6): a form input people never see or reach (visually hidden, aria-hidden,
 * tabIndex -1, autocomplete off) that bots filling every input fill. Its value travels as this
 * extra key of the inserted row only when it is non-empty; the API then refuses the submission
 * (400 23514, a neutral message) and stores nothing. It is never a column.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** spec §5, §8: the one message a visitor sees for a bad address. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

const requiredText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).check(
    z.trim(),
    z.minLength(1, {
      error: `Please enter ${label.toLowerCase() === 'name' ? 'your name' : `a ${label.toLowerCase()}`}`,
    }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );

/**
 * The four fields a visitor types (spec §5): all required; values trimmed, email lower-cased.
 * Parse output is the cleaned values; errors carry a sentence fit to show a person.
 */
export const contactFormSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.nameMax),
  email: z.string({ error: 'Email must be text' }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(CONTACT_LIMITS.emailMax, {
      error: `Email must be at most ${CONTACT_LIMITS.emailMax} characters`,
    }),
    z.email({ error: INVALID_EMAIL_MESSAGE }),
  ),
  subject: requiredText('Subject', CONTACT_LIMITS.subjectMax),
  message: requiredText('Message', CONTACT_LIMITS.messageMax),
});

/** Cleaned form values: `{ name, email, subject, message }`, all trimmed, email lower-cased. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * A full row as the client inserts it (spec §7): the form fields plus `status` ('new')
 * and `created_at` (the client's ISO 8601 timestamp with offset).
 */
export const contactRowSchema = z.extend(contactFormSchema, {
  status: z.literal(NEW_MESSAGE_STATUS, { error: "Status must be 'new'" }),
  created_at: z.iso.datetime({ offset: true, error: 'created_at must be an ISO 8601 timestamp' }),
});

/** A validated insert row. */
export type ContactRow = z.infer<typeof contactRowSchema>;

/** A stored row as the API returns it (DESIGN §4): the insert row plus server fields. */
export interface StoredContactMessage extends ContactRow {
  /** Server-assigned integer id. */
  id: number;
  /** Server's own receipt time, ISO 8601 UTC. */
  received_at: string;
}

/**
 * Builds the row the site inserts (spec §7): cleaned values, status 'new', created_at now.
 * @param form cleaned form values from {@link contactFormSchema}
 * @param now the client's clock; injectable for tests
 */
export function toContactRow(form: ContactForm, now: Date = new Date()): ContactRow {
  return { ...form, status: NEW_MESSAGE_STATUS, created_at: now.toISOString() };
}
