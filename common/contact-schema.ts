/**
 * The one definition of a contact message, shared by the form (app/) and the API (server/),
 * so the two never disagree (DESIGN §3, §4; spec §3, §5).
 *
 * Written with `zod/mini`, zod's tree-shakable API: the form ships only the checks it uses,
 * which keeps /contact inside the JS budget (DESIGN §6).
 */
import * as z from 'zod/mini';
import { CONTACT_FIELD_COLUMNS, CONTACT_FIELDS, type ContactFieldSpec } from './contact-fields';
import {
  hasControlCharacters,
  isWellFormedText,
  isWithinRfc5321Limits,
  stripBidiControls,
  stripInvisible,
} from './text-safety';

/** spec §3: every new message is stored with this status. */
export const NEW_MESSAGE_STATUS = 'new';

/**
 * The columns of a stored contact message as the API returns them (`contact_messages`, DESIGN
 * §4): `id`, every field's column (./contact-fields.ts) in the form's order, then the status and
 * the two times. The one list of the feature's columns: the API's payload checks, the
 * repository's insert, the inbox's reads, the CSV export and the bench's seeding all derive
 * theirs from it.
 */
export const CONTACT_MESSAGE_COLUMNS = [
  'id',
  ...CONTACT_FIELD_COLUMNS,
  'status',
  'created_at',
  'received_at',
] as const;
/** A column of `contact_messages`. */
export type ContactMessageColumn = (typeof CONTACT_MESSAGE_COLUMNS)[number];

/** Columns the server fills (spec §7): a client may read them back, never write them. */
export const SERVER_FILLED_COLUMNS = [
  'id',
  'received_at',
] as const satisfies readonly ContactMessageColumn[];

/** The columns a client may send (spec §7): every column but the server's. */
export const CONTACT_COLUMNS = /* @__PURE__ */ CONTACT_MESSAGE_COLUMNS.filter(
  (column): column is Exclude<ContactMessageColumn, (typeof SERVER_FILLED_COLUMNS)[number]> =>
    !(SERVER_FILLED_COLUMNS as readonly string[]).includes(column),
);
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** spec §5, §8: the one message a visitor sees for a bad address. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

export { CONTACT_MAX_LENGTH } from './contact-fields';
export {
  CONTACT_ERROR_BY_STATUS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LANGUAGE_FIELD,
  CONTACT_PAGE_FIELD,
  CONTACT_SENT_ANCHOR,
  GENERIC_SEND_ERROR,
  type ContactErrorMessages,
} from './contact-wire';

/**
 * The checked text of a field (kinds `text`, `tel` and `textarea`): its character rules (the reasons and sources are in ./text-safety):
 * - Invisible format characters are stripped, not refused: they arrive by copy-paste (a BOM, the
 *   isolates chat apps put around names, a right-to-left mark), a visitor cannot see them to
 *   delete them, and without them the text can no longer reorder itself in the team's tools.
 *   Name and subject lose every bidi control, bidi mark and zero-width character, so a name of
 *   only zero-width characters is empty ("Please enter your name"); the message loses only the
 *   reordering bidi controls and keeps joiners and marks, which emoji and some scripts need.
 * - Control characters are refused with a message that says so: nobody types them into a form,
 *   and stripping would store something else than what was sent. The message keeps tab, line
 *   feed and CRLF.
 * - Text that is not well-formed UTF-16 (a lone surrogate) cannot be stored as UTF-8: refused.
 */
function checkedText(field: ContactFieldSpec) {
  const { label, maxLength: max } = field;
  const multiLine = field.kind === 'textarea';
  const missing = `Please enter ${field.name === 'name' ? 'your name' : `a ${label.toLowerCase()}`}`;
  return z.string({ error: `${label} must be text` }).check(
    z.overwrite(multiLine ? stripBidiControls : stripInvisible),
    z.trim(),
    ...(field.required ? [z.minLength(1, { error: missing })] : []),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    z.refine(isWellFormedText, {
      error: `${label} contains a broken character; please retype it`,
    }),
    z.refine((text) => !hasControlCharacters(text, multiLine), {
      error: multiLine
        ? `${label} must not contain control characters (line breaks and tabs are fine)`
        : `${label} must be one line, without tabs or control characters`,
    }),
  );
}

/**
 * An address (spec §5, §8): trimmed, lower-cased, at most `maxLength`, and an address by zod's
 * rule and RFC 5321 §4.5.3.1's limits (local part ≤ 64 octets, domain labels ≤ 63; z.email
 * checks neither). Every refusal but the length says {@link INVALID_EMAIL_MESSAGE}.
 */
function checkedEmail(field: ContactFieldSpec) {
  return z.string({ error: `${field.label} must be text` }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(field.maxLength, {
      error: `${field.label} must be at most ${field.maxLength} characters`,
    }),
    z.email({ error: INVALID_EMAIL_MESSAGE }),
    z.refine(isWithinRfc5321Limits, { error: INVALID_EMAIL_MESSAGE }),
  );
}

/** A required field's schema: its cleaned text. */
const requiredFieldSchema = (field: ContactFieldSpec) =>
  field.kind === 'email' ? checkedEmail(field) : checkedText(field);

/**
 * An optional field's schema: absent stays absent; null or blank (after the same cleaning) is
 * `''`, which its column stores (NOT NULL DEFAULT ''); any other value is checked as a required
 * field's is.
 */
const optionalFieldSchema = (field: ContactFieldSpec) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.nullable(z.string({ error: `${field.label} must be text` })),
        z.transform((value) => value ?? ''),
      ),
      checkedText(field),
    ),
  );

/** The schema of each field of a list, by name: required text, or optional text (`''` when blank). */
export type ContactFieldsShape<F extends ContactFieldSpec> = {
  [K in F as K['name']]: K extends { required: true }
    ? ReturnType<typeof requiredFieldSchema>
    : ReturnType<typeof optionalFieldSchema>;
};

/**
 * The zod object of a field list (./contact-fields.ts): one key per field, its checks from the
 * field's kind, `required` and `maxLength`, its sentences from its English `label`.
 * @throws Error for an optional `email` field (an address is required or absent from the list)
 */
export function contactFormSchemaFor<F extends ContactFieldSpec>(fields: readonly F[]) {
  const shape = Object.fromEntries(
    fields.map((field) => {
      if (field.required) return [field.name, requiredFieldSchema(field)];
      if (field.kind === 'email') throw new Error(`the address ${field.name} must be required`);
      return [field.name, optionalFieldSchema(field)];
    }),
  );
  return z.object(shape as ContactFieldsShape<F>);
}

/**
 * The range of `created_at`, inclusive: 2000-01-01T00:00:00Z to 2100-01-01T00:00:00Z.
 * Both databases store every instant in it alike (PostgreSQL refused year 0000 with a 500 while
 * SQLite stored it). The site sends the visitor's clock, and a browser whose clock is outside
 * this range cannot load an HTTPS page at all (certificate validity), so only forged or broken
 * rows are refused.
 */
export const CREATED_AT_RANGE = {
  min: Date.UTC(2000, 0, 1),
  max: Date.UTC(2100, 0, 1),
} as const;

/**
 * The fields a visitor types (./contact-fields.ts; spec §5): values trimmed, email lower-cased,
 * an optional field left blank `''`. Parse output is the cleaned values; errors carry a sentence
 * fit to show a person, in English (the API's, DESIGN §4); the page shows its own language's
 * through ./contact-issues.ts.
 */
export const contactFormSchema = /* @__PURE__ */ contactFormSchemaFor(CONTACT_FIELDS);

/** Cleaned form values: one key per field of ./contact-fields.ts, trimmed, email lower-cased. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/**
 * A full row as the client inserts it (spec §7): the form fields plus `status` ('new')
 * and `created_at` (the client's ISO 8601 timestamp with offset).
 */
export const contactRowSchema = z.extend(contactFormSchema, {
  status: z.literal(NEW_MESSAGE_STATUS, { error: "Status must be 'new'" }),
  created_at: z.iso
    .datetime({ offset: true, error: 'created_at must be an ISO 8601 timestamp' })
    .check(
      z.refine(
        (value) => {
          const time = Date.parse(value);
          return time >= CREATED_AT_RANGE.min && time <= CREATED_AT_RANGE.max;
        },
        { error: "created_at must be between 2000 and 2100; please check your device's date" },
      ),
    ),
});

/** A validated insert row. */
export type ContactRow = z.infer<typeof contactRowSchema>;

/**
 * A stored row as the API returns it (DESIGN §4): the insert row plus the server's fields. The
 * server always gives an optional field's value (`''` when left empty); rows built elsewhere may
 * leave it out.
 */
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
