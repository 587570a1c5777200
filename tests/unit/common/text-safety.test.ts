/**
 * The contact form's input rules: the character helpers of common/text-safety.ts (checked against
 * plain reference implementations with fast-check) and how the shared contact schema applies them:
 * created_at range, lone surrogates, control characters, bidi and zero-width characters, and
 * RFC 5321 address limits.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREATED_AT_RANGE,
  INVALID_EMAIL_MESSAGE,
  contactFormSchema,
  contactRowSchema,
} from '../../../common/contact-schema';
import {
  hasControlCharacters,
  isSafeLine,
  isWellFormedText,
  isWithinRfc5321Limits,
  stripBidiControls,
  stripInvisible,
} from '../../../common/text-safety';

const RUNS = { numRuns: 400 };

const row = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question.',
  status: 'new',
  created_at: '2025-03-01T10:00:00.000Z',
};

/** Parses a row with overrides; the first issue's message, or the cleaned row. */
function parse(overrides: Record<string, unknown>) {
  const result = contactRowSchema.safeParse({ ...row, ...overrides });
  return result.success
    ? { ok: true as const, data: result.data }
    : {
        ok: false as const,
        message: result.error.issues[0]?.message,
        path: result.error.issues[0]?.path,
      };
}

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
/** Strings that mix ordinary text with the characters these rules are about. */
const hostileChar = fc.oneof(
  codeUnit,
  fc.constantFrom(
    '\u0000',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009b',
    '\t',
    '\n',
    '\r',
    '\u061c',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202e',
    '\u2060',
    '\u2066',
    '\u2069',
    '\ufeff',
    '\ud800',
    '\udfff',
    '😀',
    'a',
    ' ',
  ),
);
const hostileText = fc.string({ unit: hostileChar, maxLength: 40 });

const INVISIBLE_SET = new Set([
  0x061c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060,
  0x2066, 0x2067, 0x2068, 0x2069, 0xfeff,
]);
const BIDI_SET = new Set([0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
const codeUnits = (text: string) =>
  Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const isCc = (unit: number) => unit <= 0x1f || (unit >= 0x7f && unit <= 0x9f);

/** Reference: a lone surrogate is a high half not followed by a low half, or a low half alone. */
function referenceWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return false;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

describe('text-safety helpers agree with reference implementations, for any string', () => {
  it('isWellFormedText finds exactly the lone surrogates', () => {
    expect(isWellFormedText('a\ud800b')).toBe(false);
    expect(isWellFormedText('a\udc00')).toBe(false);
    expect(isWellFormedText('😀 é')).toBe(true);
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(isWellFormedText(text)).toBe(referenceWellFormed(text));
      }),
      RUNS,
    );
  });

  it('hasControlCharacters finds Cc; with line breaks allowed, all but tab, LF and CRLF', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u009bb')).toBe(true);
    expect(hasControlCharacters('a\tb')).toBe(true);
    expect(hasControlCharacters('a\r\nb\tc\n', true)).toBe(false);
    expect(hasControlCharacters('a\rb', true)).toBe(true);
    expect(hasControlCharacters('a\r', true)).toBe(true);
    fc.assert(
      fc.property(hostileText, (text) => {
        const all = codeUnits(text);
        expect(hasControlCharacters(text)).toBe(all.some(isCc));
        const withoutBreaks = text.replace(/\r\n/g, '').replace(/[\t\n]/g, '');
        expect(hasControlCharacters(text, true)).toBe(codeUnits(withoutBreaks).some(isCc));
      }),
      RUNS,
    );
  });

  it('stripInvisible removes exactly the invisible format characters, and is idempotent', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const stripped = stripInvisible(text);
        expect(codeUnits(stripped).some((unit) => INVISIBLE_SET.has(unit))).toBe(false);
        expect(stripped).toBe(
          String.fromCharCode(...codeUnits(text).filter((unit) => !INVISIBLE_SET.has(unit))),
        );
        expect(stripInvisible(stripped)).toBe(stripped);
      }),
      RUNS,
    );
  });

  it('stripBidiControls removes the reordering controls only (joiners and marks stay)', () => {
    expect(stripBidiControls('👨\u200d👩 \u200f\u202eabc\u2066d\u2069')).toBe(
      '👨\u200d👩 \u200fabcd',
    );
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(stripBidiControls(text)).toBe(
          String.fromCharCode(...codeUnits(text).filter((unit) => !BIDI_SET.has(unit))),
        );
      }),
      RUNS,
    );
  });

  it('isSafeLine: well formed, no Cc (not even tab/LF), no bidi control', () => {
    expect(isSafeLine('/products/optimus?x=1')).toBe(true);
    expect(isSafeLine('/a\u0000b')).toBe(false);
    expect(isSafeLine('/a\nb')).toBe(false);
    expect(isSafeLine('/a\u202eb')).toBe(false);
    expect(isSafeLine('/a\ud800')).toBe(false);
    fc.assert(
      fc.property(hostileText, (text) => {
        const expected =
          referenceWellFormed(text) &&
          !codeUnits(text).some((unit) => isCc(unit) || BIDI_SET.has(unit));
        expect(isSafeLine(text)).toBe(expected);
      }),
      RUNS,
    );
  });

  it('isWithinRfc5321Limits: local part ≤ 64 octets, labels ≤ 63 (RFC 5321 §4.5.3.1)', () => {
    expect(isWithinRfc5321Limits(`${'l'.repeat(64)}@example.com`)).toBe(true);
    expect(isWithinRfc5321Limits(`${'l'.repeat(65)}@example.com`)).toBe(false);
    expect(isWithinRfc5321Limits(`a@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isWithinRfc5321Limits(`a@${'d'.repeat(64)}.com`)).toBe(false);
    expect(isWithinRfc5321Limits('no-at-sign')).toBe(false);
    // Octets, not characters: 33 two-byte characters are 66 octets.
    expect(isWithinRfc5321Limits(`${'é'.repeat(33)}@example.com`)).toBe(false);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80 }),
        fc.integer({ min: 1, max: 80 }),
        (local, label) => {
          const address = `${'l'.repeat(local)}@${'d'.repeat(label)}.example`;
          expect(isWithinRfc5321Limits(address)).toBe(local <= 64 && label <= 63);
        },
      ),
      RUNS,
    );
  });
});

describe('contact schema: created_at range', () => {
  it('accepts 2000-01-01T00:00:00Z to 2100-01-01T00:00:00Z inclusive, refuses outside', () => {
    const outside = "created_at must be between 2000 and 2100; please check your device's date";
    expect(parse({ created_at: '2000-01-01T00:00:00Z' }).ok).toBe(true);
    expect(parse({ created_at: '2100-01-01T00:00:00Z' }).ok).toBe(true);
    expect(parse({ created_at: '2100-01-01T01:00:00+01:00' }).ok).toBe(true);
    for (const value of [
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2000-01-01T00:30:00+01:00',
      '2100-01-01T00:00:00.001Z',
      '9999-12-31T23:59:59Z',
    ]) {
      expect(parse({ created_at: value }), value).toMatchObject({ ok: false, message: outside });
    }
  });

  it('for any instant, accepts exactly those in the range', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const time = date.getTime();
          expect(parse({ created_at: date.toISOString() }).ok).toBe(
            time >= CREATED_AT_RANGE.min && time <= CREATED_AT_RANGE.max,
          );
        },
      ),
      RUNS,
    );
  });
});

describe('contact schema: characters in name, subject and message', () => {
  it('refuses a lone surrogate in every text field, with a message for people', () => {
    expect(parse({ name: 'a\ud800b' })).toMatchObject({
      ok: false,
      message: 'Name contains a broken character; please retype it',
    });
    expect(parse({ subject: 'x\udc00' })).toMatchObject({ ok: false, path: ['subject'] });
    expect(parse({ message: '\ud83dend' })).toMatchObject({
      ok: false,
      message: 'Message contains a broken character; please retype it',
    });
    expect(parse({ email: 'a\ud800@example.com' })).toMatchObject({
      ok: false,
      message: INVALID_EMAIL_MESSAGE,
    });
  });

  it('refuses a name of only zero-width or invisible characters as empty', () => {
    for (const name of [
      '\u200b',
      '\u200b\u200c\u200d\u2060\ufeff',
      ' \u200e\u200f \u061c ',
      '\u202e\u2066',
    ]) {
      expect(parse({ name }), JSON.stringify(name)).toMatchObject({
        ok: false,
        message: 'Please enter your name',
      });
    }
    expect(parse({ subject: '\u200b\u200b' })).toMatchObject({ message: 'Please enter a subject' });
  });

  it('strips bidi controls and invisible characters from name and subject (Trojan Source)', () => {
    const result = parse({ name: '\ufeffA\u200bda\u200f', subject: 'Invoice \u202egpj.exe\u202c' });
    expect(result).toMatchObject({ ok: true, data: { name: 'Ada', subject: 'Invoice gpj.exe' } });
  });

  it('refuses control characters in name and subject, tabs and line breaks included', () => {
    const refused = 'Name must be one line, without tabs or control characters';
    for (const name of [
      'Ada\u001b[2J',
      'A\u0000',
      'A\u0085b',
      'Ada\tLovelace',
      'Ada\nLovelace',
      'A\u007f',
    ]) {
      expect(parse({ name }), JSON.stringify(name)).toMatchObject({ ok: false, message: refused });
    }
    expect(parse({ subject: 'Hi\u009b2J' })).toMatchObject({
      ok: false,
      message: 'Subject must be one line, without tabs or control characters',
    });
    // Surrounding whitespace (tab, newline) is trimmed first, as before.
    expect(parse({ name: '\tAda\n' })).toMatchObject({ ok: true, data: { name: 'Ada' } });
  });

  it('keeps tabs, line feeds, CRLF, joiners and marks in the message; refuses other controls', () => {
    const text = 'Line one\r\nLine two\n\tindented 👨\u200d👩\u200d👧 می\u200cخواهم \u200f';
    expect(parse({ message: text })).toMatchObject({ ok: true, data: { message: text } });
    expect(parse({ message: 'a\u202eb\u2066c\u2069' })).toMatchObject({
      ok: true,
      data: { message: 'abc' },
    });
    for (const message of ['a\u0000b', 'a\u001b]0;title\u0007b', 'a\rb', 'a\u0085b']) {
      expect(parse({ message }), JSON.stringify(message)).toMatchObject({
        ok: false,
        message: 'Message must not contain control characters (line breaks and tabs are fine)',
      });
    }
  });

  it('for any text, a name or subject that passes has no control, invisible or broken character', () => {
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (name, subject, message) => {
        const result = contactFormSchema.safeParse({ name, subject, message, email: row.email });
        if (!result.success) {
          for (const issue of result.error.issues) expect(issue.message).not.toMatch(/^Invalid/);
          return;
        }
        for (const value of [result.data.name, result.data.subject]) {
          expect(isSafeLine(value)).toBe(true);
          expect(codeUnits(value).some((unit) => INVISIBLE_SET.has(unit))).toBe(false);
          expect(value.length).toBeGreaterThan(0);
        }
        expect(isWellFormedText(result.data.message)).toBe(true);
        expect(hasControlCharacters(result.data.message, true)).toBe(false);
        expect(codeUnits(result.data.message).some((unit) => BIDI_SET.has(unit))).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('contact schema: RFC 5321 address limits', () => {
  it("refuses a 65-octet local part and a 64-octet label with the spec's message", () => {
    expect(parse({ email: `${'l'.repeat(64)}@example.com` }).ok).toBe(true);
    expect(parse({ email: `${'l'.repeat(65)}@example.com` })).toMatchObject({
      ok: false,
      message: INVALID_EMAIL_MESSAGE,
    });
    expect(parse({ email: `a@${'d'.repeat(63)}.com` }).ok).toBe(true);
    expect(parse({ email: `a@${'d'.repeat(64)}.com` })).toMatchObject({
      ok: false,
      message: INVALID_EMAIL_MESSAGE,
    });
    expect(parse({ email: `a@sub.${'d'.repeat(64)}.example.com` })).toMatchObject({ ok: false });
  });
});
