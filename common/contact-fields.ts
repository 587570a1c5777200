/**
 * The one list of the contact form's fields (spec §5; DESIGN §4): what a visitor types, and
 * everything each consumer needs to know about it. The API's and the form's zod schema
 * (./contact-schema.ts), the form's inputs (app/components/sections/contact-form.tsx), the
 * stored columns and their Kysely types (server/db/schema.ts), the notification e-mail
 * (server/notifications/email.ts), the inbox (common/admin-api.ts, admin/inbox/), the CSV export
 * (server/messages-csv.ts) and the messages CLI (server/cli/messages.ts) all derive theirs from
 * it; a field added here reaches each of them, or fails to type-check where a consumer must say
 * more (a database column needs a migration of its own, DESIGN §4).
 *
 * The words a visitor reads (labels, field errors) are not here: they are the contact module's
 * copy in each language (app/content/modules/contact/<lang>.json, `form.labels` and
 * `form.fieldErrors`). The `label` here is the field's English name in the API's own sentences
 * (`Name must be at most 200 characters`) and in the team's tools (e-mail, inbox, CLI, all in
 * English).
 */

/**
 * What kind of control a field is and how its value is checked (./contact-schema.ts):
 * - `text`: one line; invisible format characters stripped, control characters refused.
 * - `email`: one address (RFC 5321 limits), trimmed and lower-cased; `<input type="email">`.
 * - `tel`: one line like `text`, shown as `<input type="tel">` (no format is imposed: numbers are
 *   written in too many ways to refuse one, ITU-T E.123 is a recommendation).
 * - `textarea`: several lines; tab and line breaks kept.
 */
export type ContactFieldKind = 'text' | 'email' | 'tel' | 'textarea';

/**
 * Where the team's tools put a field:
 * - `sender` the visitor's name (the inbox's "From", the CLI's header line, the e-mail's
 *   Reply-To display name);
 * - `replyTo` the address answers go to (Reply-To, the inbox's Reply link);
 * - `title` what the message is about (the e-mail's Subject header, the inbox's heading);
 * - `body` the text itself (below the labelled fields);
 * - `detail` (the default) one labelled line among the others.
 */
export type ContactFieldRole = 'sender' | 'replyTo' | 'title' | 'body' | 'detail';

/** One field of the contact form. */
export interface ContactFieldSpec {
  /** The form control's `name` and the API row's key (spec §7). */
  readonly name: string;
  /** The `contact_messages` column it is stored in (DESIGN §4). */
  readonly column: string;
  readonly kind: ContactFieldKind;
  /**
   * Whether a value is required (spec §5). An optional field may be absent, null or blank; it is
   * stored as `''` (its column is NOT NULL DEFAULT '') and, empty, not shown, mailed or listed.
   */
  readonly required: boolean;
  /**
   * Longest value, in UTF-16 code units after trimming (DESIGN §4). The schema, the database's
   * CHECK constraints (migrations 0001 and later, supabase/migrations/) and the tests read it here.
   */
  readonly maxLength: number;
  /** The English name in the API's sentences and the team's tools (see the module comment). */
  readonly label: string;
  /** The name in the team's tools when it differs from `label` (they write "E-mail"). */
  readonly teamLabel?: string;
  /**
   * The control's `autocomplete` token (HTML §4.10.18.7.1 "Autofilling form controls"): `name`,
   * `email`, `tel`; `off` for free text a browser should not fill in.
   */
  readonly autocomplete: string;
  /** For `textarea`: its visible lines (the `rows` attribute). */
  readonly rows?: number;
  /** Its place in the team's tools; `detail` when absent. */
  readonly role?: ContactFieldRole;
  /** Whether the notification e-mail shows it (DESIGN §8 "Notifications"). Default true. */
  readonly emailed?: boolean;
  /** Whether the team inbox and the messages CLI's `list` show it (DESIGN §8 "Team inbox"). Default true. */
  readonly inInbox?: boolean;
  /** Whether the CSV export has its column (RFC 4180 export, server/messages-csv.ts). Default true. */
  readonly inCsv?: boolean;
}

/**
 * The fields, in the form's order (spec §5: Name, Email, Subject, Message, all required; the
 * limits of DESIGN §4: 200, 254 (RFC 5321 §4.5.3.1 path limit), 200, 5000).
 */
export const CONTACT_FIELDS = [
  {
    name: 'name',
    column: 'name',
    kind: 'text',
    required: true,
    maxLength: 200,
    label: 'Name',
    autocomplete: 'name',
    role: 'sender',
  },
  {
    name: 'email',
    column: 'email',
    kind: 'email',
    required: true,
    maxLength: 254,
    label: 'Email',
    teamLabel: 'E-mail',
    autocomplete: 'email',
    role: 'replyTo',
  },
  {
    name: 'subject',
    column: 'subject',
    kind: 'text',
    required: true,
    maxLength: 200,
    label: 'Subject',
    autocomplete: 'off',
    role: 'title',
  },
  {
    name: 'message',
    column: 'message',
    kind: 'textarea',
    required: true,
    maxLength: 5000,
    label: 'Message',
    autocomplete: 'off',
    rows: 4,
    role: 'body',
  },
] as const satisfies readonly ContactFieldSpec[];

/** One of {@link CONTACT_FIELDS}. */
export type ContactFieldOf = (typeof CONTACT_FIELDS)[number];
/** A field's name: `'name' | 'email' | 'subject' | 'message'`. */
export type ContactField = ContactFieldOf['name'];
/** A field that must be filled in. */
export type RequiredContactField = Extract<ContactFieldOf, { required: true }>['name'];
/** A field that may stay empty (none today). */
export type OptionalContactField = Exclude<ContactField, RequiredContactField>;
/** A field's column in `contact_messages`. */
export type ContactFieldColumn = ContactFieldOf['column'];

/** The fields' names, in the form's order. */
export const CONTACT_FIELD_NAMES: readonly ContactField[] = CONTACT_FIELDS.map(
  (field) => field.name,
);

/** The fields' columns, in the form's order. */
export const CONTACT_FIELD_COLUMNS: readonly ContactFieldColumn[] = CONTACT_FIELDS.map(
  (field) => field.column,
);

/** Each field's longest value (UTF-16 code units after trimming; DESIGN §4). */
export const CONTACT_MAX_LENGTH = /* @__PURE__ */ Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field.name, field.maxLength]),
) as Readonly<Record<ContactField, number>>;

/** The field called `name`. @throws Error for a name no field has */
export function contactField(name: string): ContactFieldSpec {
  const field = (CONTACT_FIELDS as readonly ContactFieldSpec[]).find((item) => item.name === name);
  if (!field) throw new Error(`no contact field "${name}"`);
  return field;
}

/** A field's role in the team's tools, `detail` by default. */
export const roleOf = (field: ContactFieldSpec): ContactFieldRole => field.role ?? 'detail';

/** The field with a role (`sender`, `replyTo`, `title`, `body`): exactly one each. */
export function fieldWithRole<R extends Exclude<ContactFieldRole, 'detail'>>(
  role: R,
): Extract<ContactFieldOf, { role: R }> {
  return CONTACT_FIELDS.find((field) => roleOf(field) === role) as Extract<
    ContactFieldOf,
    { role: R }
  >;
}

/**
 * A stored message's value of a field as the team's tools show it: the text, or `''` for an
 * optional field left empty.
 */
export function shownValue(
  message: Readonly<Partial<Record<ContactFieldColumn, string>>>,
  field: ContactFieldSpec,
): string {
  return message[field.column as ContactFieldColumn] ?? '';
}

/** A field's name in the team's tools (English): `teamLabel`, else `label`. */
export const teamLabelOf = (field: ContactFieldSpec): string => field.teamLabel ?? field.label;

/**
 * The labelled lines of a message in a team tool, in the form's order: the fields the tool
 * shows (`which`) whose role is in `roles`, without optional fields left empty.
 * @returns `[English team label, value]` pairs
 */
export function labelledFields(
  message: Readonly<Partial<Record<ContactFieldColumn, string>>>,
  which: 'emailed' | 'inInbox',
  roles: readonly ContactFieldRole[],
): [label: string, value: string][] {
  return (CONTACT_FIELDS as readonly ContactFieldSpec[])
    .filter((field) => field[which] !== false && roles.includes(roleOf(field)))
    .filter((field) => field.required || shownValue(message, field) !== '')
    .map((field) => [teamLabelOf(field), shownValue(message, field)]);
}
