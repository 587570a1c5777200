/**
 * The shared contact schema (common/contact-schema.ts): the one definition the form and the
 * server both apply (DESIGN §3, §4; spec §3, §5, §8).
 */
import { describe, expect, it } from 'vitest';
import {
  CONTACT_COLUMNS,
  CONTACT_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  NEW_MESSAGE_STATUS,
  contactFormSchema,
  contactRowSchema,
  toContactRow,
} from '../../../common/contact-schema';

const form = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question.' };
const row = { ...form, status: 'new', created_at: '2025-03-01T10:00:00.000Z' };

/** The first issue's message of a failed parse. */
function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
}

describe('contactFormSchema', () => {
  it('trims every field and lower-cases the email (spec §5)', () => {
    const parsed = contactFormSchema.parse({
      name: '  Ada Lovelace \n',
      email: '  ADA@Example.COM\t',
      subject: ' Hi ',
      message: '\n Line one\nLine two \n',
    });
    expect(parsed).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hi',
      message: 'Line one\nLine two',
    });
  });

  it('requires every field; blank after trimming counts as missing', () => {
    expect(firstMessage(contactFormSchema.safeParse({ ...form, name: '   ' }))).toBe(
      'Please enter your name',
    );
    expect(firstMessage(contactFormSchema.safeParse({ ...form, subject: '' }))).toBe(
      'Please enter a subject',
    );
    expect(firstMessage(contactFormSchema.safeParse({ ...form, message: ' \n ' }))).toBe(
      'Please enter a message',
    );
    const { email: _email, ...withoutEmail } = form;
    expect(contactFormSchema.safeParse(withoutEmail).success).toBe(false);
  });

  it("refuses an address without '@' with the spec's message (spec §5, §8)", () => {
    expect(firstMessage(contactFormSchema.safeParse({ ...form, email: 'ada.example.com' }))).toBe(
      INVALID_EMAIL_MESSAGE,
    );
    expect(INVALID_EMAIL_MESSAGE).toBe('Please enter a valid email address');
    expect(firstMessage(contactFormSchema.safeParse({ ...form, email: 'ada@' }))).toBe(
      INVALID_EMAIL_MESSAGE,
    );
  });

  it('counts limits after trimming, at the boundary', () => {
    const atMax = 'n'.repeat(CONTACT_MAX_LENGTH.name);
    expect(contactFormSchema.safeParse({ ...form, name: `  ${atMax}  ` }).success).toBe(true);
    expect(firstMessage(contactFormSchema.safeParse({ ...form, name: `${atMax}n` }))).toBe(
      `Name must be at most ${CONTACT_MAX_LENGTH.name} characters`,
    );
    expect(
      contactFormSchema.safeParse({ ...form, subject: 's'.repeat(CONTACT_MAX_LENGTH.subject + 1) })
        .success,
    ).toBe(false);
    expect(
      contactFormSchema.safeParse({ ...form, message: 'm'.repeat(CONTACT_MAX_LENGTH.message) })
        .success,
    ).toBe(true);
    expect(
      contactFormSchema.safeParse({ ...form, message: 'm'.repeat(CONTACT_MAX_LENGTH.message + 1) })
        .success,
    ).toBe(false);
    // A well-formed address of exactly 254 characters (labels ≤ 63), then one character more.
    const domain = (first: number) =>
      `${'a'.repeat(first)}.${'b'.repeat(60)}.${'c'.repeat(60)}.museum`;
    const atLimit = `${'l'.repeat(64)}@${domain(60)}`;
    expect(atLimit).toHaveLength(CONTACT_MAX_LENGTH.email);
    expect(contactFormSchema.safeParse({ ...form, email: atLimit }).success).toBe(true);
    const overLimit = `${'l'.repeat(64)}@${domain(61)}`;
    expect(firstMessage(contactFormSchema.safeParse({ ...form, email: overLimit }))).toBe(
      `Email must be at most ${CONTACT_MAX_LENGTH.email} characters`,
    );
  });

  it('refuses values that are not text', () => {
    expect(firstMessage(contactFormSchema.safeParse({ ...form, message: 42 }))).toBe(
      'Message must be text',
    );
    expect(firstMessage(contactFormSchema.safeParse({ ...form, email: null }))).toBe(
      'Email must be text',
    );
  });
});

describe('contactRowSchema', () => {
  it('accepts the row the site sends (spec §7)', () => {
    expect(contactRowSchema.parse(row)).toEqual(row);
  });

  it("requires status to be exactly 'new' (spec §3)", () => {
    expect(NEW_MESSAGE_STATUS).toBe('new');
    expect(firstMessage(contactRowSchema.safeParse({ ...row, status: 'read' }))).toBe(
      "Status must be 'new'",
    );
    const { status: _status, ...withoutStatus } = row;
    expect(contactRowSchema.safeParse(withoutStatus).success).toBe(false);
  });

  it('requires created_at as an ISO 8601 timestamp with Z or an offset', () => {
    expect(
      contactRowSchema.safeParse({ ...row, created_at: '2025-03-01T11:00:00+01:00' }).success,
    ).toBe(true);
    expect(contactRowSchema.safeParse({ ...row, created_at: '2025-03-01' }).success).toBe(false);
    expect(firstMessage(contactRowSchema.safeParse({ ...row, created_at: 'yesterday' }))).toBe(
      'created_at must be an ISO 8601 timestamp',
    );
  });

  it('lists exactly the columns a client sends', () => {
    expect([...CONTACT_COLUMNS].sort()).toEqual(Object.keys(row).sort());
  });
});

describe('toContactRow', () => {
  it("adds status 'new' and the client's clock as created_at", () => {
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(toContactRow(form, now)).toEqual(row);
    expect(contactRowSchema.safeParse(toContactRow(form)).success).toBe(true);
  });
});
