/**
 * Property-based tests (fast-check) of the shared contact schema (common/contact-schema.ts) and
 * of the server's payload validation built on it: for any input the schema yields a
 * valid trimmed row or specific errors with messages for people, and never throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_COLUMNS,
  CONTACT_MAX_LENGTH,
  contactFormSchema,
  contactRowSchema,
} from '../../../common/contact-schema';
import { ApiError } from '../../../server/api-error';
import { validateInsertPayload } from '../../../server/contact/payload';

const RUNS = { numRuns: 500 };

/** Whitespace zod's trim() removes, to pad values with. */
const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0'), maxLength: 4 });
/** Text with at least one non-space character, at most `max` long before padding. */
const text = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: Math.min(max, 300) })
    .filter((value) => value.trim().length > 0 && value.trim() === value);
/** Addresses of the everyday shape (RFC 5322 allows more; the schema, like the form, does not). */
const email = fc
  .tuple(
    fc
      .stringMatching(/^[a-z0-9][a-z0-9._+-]{0,30}[a-z0-9]$/)
      .filter((local) => !local.includes('..')),
    fc.stringMatching(/^[a-z0-9]{1,20}$/),
    fc.constantFrom('com', 'org', 'io', 'example', 'co.uk'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

/** Any value a JSON body could hold for a field, and then some. */
const anyField = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.string({ minLength: 5001, maxLength: 5200 }),
);
const anyRowLike = fc.record(
  {
    name: anyField,
    email: fc.oneof(anyField, email),
    subject: anyField,
    message: anyField,
    status: fc.oneof(anyField, fc.constant('new')),
    created_at: fc.oneof(anyField, isoDate),
  },
  { requiredKeys: [] },
);

/** Checks the invariants of a successful row parse. */
function expectCleanRow(row: Record<string, unknown>) {
  for (const field of ['name', 'subject', 'message', 'email'] as const) {
    const value = row[field];
    expect(typeof value).toBe('string');
    expect((value as string).trim()).toBe(value);
    expect((value as string).length).toBeGreaterThan(0);
  }
  expect((row.name as string).length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.name);
  expect((row.subject as string).length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.subject);
  expect((row.message as string).length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.message);
  expect((row.email as string).length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.email);
  expect(row.email).toBe((row.email as string).toLowerCase());
  expect(row.status).toBe('new');
}

describe('contactRowSchema, for any input', () => {
  it('never throws: a clean row, or errors that name a field and speak to people', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), anyRowLike), (input) => {
        const result = contactRowSchema.safeParse(input);
        if (result.success) {
          expectCleanRow(result.data);
          return;
        }
        expect(result.error.issues.length).toBeGreaterThan(0);
        for (const issue of result.error.issues) {
          expect(issue.message.length).toBeGreaterThan(0);
          // Field errors are specific and written for people (zod's generic wording only for a
          // non-object input, which the server answers PGRST102 before the schema runs).
          if (issue.path.length > 0) {
            expect(CONTACT_COLUMNS).toContain(issue.path[0]);
            expect(issue.message).not.toMatch(/^Invalid input/);
          }
        }
      }),
      RUNS,
    );
  });

  it('valid values with surrounding whitespace always pass and come back trimmed', () => {
    fc.assert(
      fc.property(
        text(CONTACT_MAX_LENGTH.name),
        email,
        text(CONTACT_MAX_LENGTH.subject),
        text(CONTACT_MAX_LENGTH.message),
        isoDate,
        padding,
        padding,
        (name, mail, subject, message, createdAt, before, after) => {
          const result = contactRowSchema.safeParse({
            name: `${before}${name}${after}`,
            email: `${before}${mail.toUpperCase()}${after}`,
            subject: `${before}${subject}${after}`,
            message: `${before}${message}${after}`,
            status: 'new',
            created_at: createdAt,
          });
          expect(result.success).toBe(true);
          if (!result.success) return;
          expectCleanRow(result.data);
          expect(result.data).toMatchObject({ name, subject, message, email: mail.toLowerCase() });
        },
      ),
      RUNS,
    );
  });

  it('the form schema agrees with the row schema on the four typed fields', () => {
    fc.assert(
      fc.property(anyRowLike, (input) => {
        const form = contactFormSchema.safeParse(input);
        const row = contactRowSchema.safeParse({
          ...input,
          status: 'new',
          created_at: '2025-03-01T10:00:00Z',
        });
        expect(form.success).toBe(row.success);
        if (form.success && row.success) {
          expect(row.data).toMatchObject(form.data);
        }
      }),
      RUNS,
    );
  });
});

describe('email, for any address-like string', () => {
  it('is accepted lower-cased, or refused with the one message of spec §5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string(), email), (address) => {
        const result = contactFormSchema.safeParse({
          name: 'A',
          email: address,
          subject: 'S',
          message: 'M',
        });
        if (result.success) {
          expect(result.data.email).toBe(address.trim().toLowerCase());
          return;
        }
        const messages = result.error.issues
          .filter((issue) => issue.path[0] === 'email')
          .map((issue) => issue.message);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) {
          expect([
            'Please enter a valid email address',
            `Email must be at most ${CONTACT_MAX_LENGTH.email} characters`,
          ]).toContain(message);
        }
      }),
      RUNS,
    );
  });
});

describe('validateInsertPayload (server), for any JSON body', () => {
  it('returns clean rows or throws an ApiError with a PostgREST body — nothing else', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), anyRowLike, fc.array(anyRowLike, { maxLength: 3 })),
        (body) => {
          try {
            const rows = validateInsertPayload(body);
            for (const row of rows) expectCleanRow(row);
          } catch (error) {
            expect(error).toBeInstanceOf(ApiError);
            const apiError = error as ApiError;
            expect([400, 401]).toContain(apiError.statusCode);
            expect(Object.keys(apiError.toBody()).sort()).toEqual([
              'code',
              'details',
              'hint',
              'message',
            ]);
            expect(apiError.message.length).toBeGreaterThan(0);
          }
        },
      ),
      RUNS,
    );
  });
});
