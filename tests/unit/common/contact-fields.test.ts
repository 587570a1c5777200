/**
 * The one contact-field list (common/contact-fields.ts) and what is derived from it: the zod
 * schema's limits and optional fields, the CSV header, the team's labelled lines, and the one
 * mapping of a refusal to a sentence in the page's language (common/contact-issues.ts), which
 * the form's script and the contact route's action (the form without scripts) both use.
 */
import { describe, expect, it } from 'vitest';
import { readContentFile } from '../../../app/content/schema/files';
import {
  CONTACT_FIELDS,
  CONTACT_FIELD_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_MAX_LENGTH,
  labelledFields,
  type ContactFieldSpec,
} from '../../../common/contact-fields';
import {
  contactFieldErrors,
  contactIssueSentence,
  contactRefusalSentence,
  type ContactFieldCopy,
} from '../../../common/contact-issues';
import {
  CONTACT_MESSAGE_COLUMNS,
  contactFormSchema,
  contactFormSchemaFor,
} from '../../../common/contact-schema';
import { LOCALES, type Locale } from '../../../common/i18n';
import { CSV_COLUMNS } from '../../../server/messages-csv';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Engines',
  message: 'Hello',
} as const;

/** The contact module's field sentences in `language` (its `form`). */
const copyOf = (language: Locale): ContactFieldCopy =>
  readContentFile('contact', language).contactPageContent.form;

describe('the field list', () => {
  it('names each field and column once, in the form order of spec §5', () => {
    expect(CONTACT_FIELD_NAMES).toEqual(['name', 'email', 'subject', 'message']);
    expect(new Set(CONTACT_FIELD_COLUMNS).size).toBe(CONTACT_FIELDS.length);
    expect(CONTACT_MESSAGE_COLUMNS).toEqual([
      'id',
      ...CONTACT_FIELD_COLUMNS,
      'status',
      'created_at',
      'received_at',
    ]);
  });

  it('names each column as its field: the API row keys are the columns (spec §3, §7)', () => {
    for (const field of CONTACT_FIELDS) expect(field.column).toBe(field.name);
  });

  it('gives every role of the team tools to exactly one field', () => {
    for (const role of ['sender', 'replyTo', 'title', 'body'])
      expect(
        (CONTACT_FIELDS as readonly ContactFieldSpec[]).filter((field) => field.role === role),
      ).toHaveLength(1);
  });

  it('puts the CSV header as the leading columns, then the exported fields in order', () => {
    const exported = (CONTACT_FIELDS as readonly ContactFieldSpec[])
      .filter((field) => field.inCsv !== false)
      .map((field) => field.column);
    expect(CSV_COLUMNS).toEqual(['id', 'received_at', 'created_at', 'status', ...exported]);
  });

  it('labels the team lines in the form order, without the body', () => {
    expect(
      labelledFields({ ...valid, message: 'text' }, 'emailed', [
        'sender',
        'replyTo',
        'title',
        'detail',
      ]),
    ).toEqual([
      ['Name', 'Ada Lovelace'],
      ['E-mail', 'ada@example.com'],
      ['Subject', 'Engines'],
    ]);
  });
});

describe('the schema derived from the list', () => {
  it.each(CONTACT_FIELDS.map((field) => [field.name, field] as const))(
    'refuses %s one unit over its maxLength, with that limit in the sentence',
    (name, field) => {
      const atMax =
        field.kind === 'email'
          ? `${'e'.repeat(field.maxLength - '@example.com'.length)}@example.com`
          : 'x'.repeat(field.maxLength);
      const over = field.kind === 'email' ? `e${atMax}` : `${atMax}x`;
      expect(contactFormSchema.safeParse({ ...valid, [name]: atMax }).success).toBe(
        field.kind !== 'email',
      );
      const result = contactFormSchema.safeParse({ ...valid, [name]: over });
      expect(result.success).toBe(false);
      const issue = result.error?.issues.find((item) => item.code === 'too_big');
      expect(issue?.path).toEqual([name]);
      expect(issue?.message).toBe(
        `${field.label} must be at most ${CONTACT_MAX_LENGTH[name]} characters`,
      );
    },
  );

  describe('with an optional field', () => {
    const phone = {
      name: 'phone',
      column: 'phone',
      kind: 'tel',
      required: false,
      maxLength: 40,
      label: 'Phone',
      autocomplete: 'tel',
    } as const satisfies ContactFieldSpec;
    const schema = contactFormSchemaFor([...CONTACT_FIELDS, phone]);

    it('leaves it absent when absent, makes null and blank empty, and trims a number', () => {
      expect(schema.parse(valid)).not.toHaveProperty('phone');
      expect(schema.parse({ ...valid, phone: null }).phone).toBe('');
      expect(schema.parse({ ...valid, phone: ' \u200b ' }).phone).toBe('');
      expect(schema.parse({ ...valid, phone: ' +1 555-0100 ' }).phone).toBe('+1 555-0100');
    });

    it('refuses a value over its maxLength and control characters, in its label', () => {
      const long = schema.safeParse({ ...valid, phone: '1'.repeat(41) });
      expect(long.error?.issues[0]?.message).toBe('Phone must be at most 40 characters');
      const control = schema.safeParse({ ...valid, phone: '555\u0007' });
      expect(control.error?.issues[0]?.message).toBe(
        'Phone must be one line, without tabs or control characters',
      );
    });

    it('refuses an optional address', () => {
      expect(() => contactFormSchemaFor([{ ...phone, kind: 'email' }])).toThrow(/must be required/);
    });
  });
});

describe('contactIssueSentence and contactFieldErrors', () => {
  const fr = copyOf('fr');

  it('says each kind of refusal in the copy language', () => {
    expect(contactIssueSentence({ path: ['subject'], code: 'too_big', maximum: 200 }, fr)).toBe(
      'Objet : 200 caractères au maximum',
    );
    expect(contactIssueSentence({ path: ['name'], code: 'too_small' }, fr)).toBe(
      fr.fieldErrors.required.name,
    );
    expect(contactIssueSentence({ path: ['email'], code: 'invalid_format' }, fr, 'x')).toBe(
      fr.fieldErrors.invalidEmail,
    );
    expect(contactIssueSentence({ path: ['message'], code: 'custom' }, fr)).toBe(
      'Message contient un caractère que nous ne pouvons pas enregistrer ; veuillez le ressaisir',
    );
    expect(() => contactIssueSentence({ path: ['fax'], code: 'custom' }, fr)).toThrow(/fax/);
  });

  it('keeps the schema English sentences without copy', () => {
    expect(contactFieldErrors({ ...valid, name: '' })).toEqual({ name: 'Please enter your name' });
    expect(contactFieldErrors(valid)).toEqual({});
  });

  it('names each refused field in every language, none left in English', () => {
    const empty = { name: '', email: '', subject: '', message: '' };
    for (const locale of LOCALES) {
      const copy = copyOf(locale);
      expect(contactFieldErrors(empty, copy)).toEqual({
        name: copy.fieldErrors.required.name,
        email: copy.fieldErrors.required.email,
        subject: copy.fieldErrors.required.subject,
        message: copy.fieldErrors.required.message,
      });
    }
  });
});

describe('contactRefusalSentence: the one sentence of a refused post without scripts', () => {
  const errors = readContentFile('contact', 'fr').contactPageContent.form.errors;
  const english = readContentFile('contact', 'en').contactPageContent.form.errors;
  const server = 'The server’s own sentence';

  it('a cut 413 says the emptied fields were not kept; an uncut one, too long', () => {
    expect(
      contactRefusalSentence({ status: 413, reason: 'cut', message: server }, errors, false),
    ).toBe(errors.tooLargeCut);
    expect(contactRefusalSentence({ status: 413, message: server }, errors, false)).toBe(
      errors.tooLarge,
    );
  });

  it('an English 400 keeps the server’s sentence; another language says its own', () => {
    expect(contactRefusalSentence({ status: 400, message: server }, english, true)).toBe(server);
    expect(contactRefusalSentence({ status: 400, message: server }, errors, false)).toBe(
      errors.invalid,
    );
  });

  it('429 and 503 have their sentences; 415 and other 5xx the generic one; others the server’s', () => {
    expect(contactRefusalSentence({ status: 429, message: server }, errors, false)).toBe(
      errors.rateLimited,
    );
    expect(contactRefusalSentence({ status: 503, message: server }, errors, false)).toBe(
      errors.unavailable,
    );
    expect(contactRefusalSentence({ status: 415, message: server }, errors, false)).toBe(
      errors.network,
    );
    expect(contactRefusalSentence({ status: 500, message: server }, errors, false)).toBe(
      errors.network,
    );
    expect(contactRefusalSentence({ status: 401, message: server }, errors, false)).toBe(server);
  });
});
