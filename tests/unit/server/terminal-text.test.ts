/**
 * `npm run messages -- list` never prints a control or bidi character raw: the escaping of
 * server/cli/terminal-text.ts, and the listing that uses it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatList } from '../../../server/cli/messages';
import { escapeForTerminal } from '../../../server/cli/terminal-text';
import type { StoredMessage } from '../../../server/db/schema';

const RUNS = { numRuns: 500 };

/** Any UTF-16 code unit (lone surrogates too), mixed with the characters that matter here. */
const unit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u001b', '\u009b', '\u0007', '\n', '\r', '\t', '\u202e', '\u2066', '😀', 'a'),
);
const anyText = fc.string({ unit, maxLength: 60 });

const codes = (text: string) => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const isCc = (code: number) => code <= 0x1f || (code >= 0x7f && code <= 0x9f);
const isBidiControl = (code: number) =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
const isLoneSurrogate = (text: string) => /\p{Cs}/u.test(text);

describe('escapeForTerminal', () => {
  it('shows ESC, C1, bidi controls and lone surrogates as visible escapes', () => {
    expect(escapeForTerminal('a\u001b[2Jb')).toBe('a\\u001b[2Jb');
    expect(escapeForTerminal('\u001b]0;owned\u0007')).toBe('\\u001b]0;owned\\u0007');
    expect(escapeForTerminal('x\u009b2J')).toBe('x\\u009b2J');
    expect(escapeForTerminal('Invoice \u202egpj.exe')).toBe('Invoice \\u202egpj.exe');
    expect(escapeForTerminal('a\ud800b')).toBe('a\\ud800b');
    expect(escapeForTerminal('a\u0000b\u007f')).toBe('a\\u0000b\\u007f');
  });

  it('single line: tab, CR and LF as \\t \\r \\n; emoji and joiners unchanged', () => {
    expect(escapeForTerminal('a\tb\r\nc')).toBe('a\\tb\\r\\nc');
    expect(escapeForTerminal('👨\u200d👩 é')).toBe('👨\u200d👩 é');
  });

  it('multi-line: keeps LF and tab, turns CRLF into LF, escapes a lone CR', () => {
    expect(escapeForTerminal('one\r\ntwo\n\tthree', true)).toBe('one\ntwo\n\tthree');
    expect(escapeForTerminal('Approved\rRejected', true)).toBe('Approved\\rRejected');
  });

  it('for any text, the output holds no Cc (multi-line: but LF and tab), bidi control or lone surrogate', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (text, multiLine) => {
        const out = escapeForTerminal(text, multiLine);
        const allowed = multiLine ? [0x0a, 0x09] : [];
        expect(codes(out).filter((code) => isCc(code) && !allowed.includes(code))).toEqual([]);
        expect(codes(out).some(isBidiControl)).toBe(false);
        expect(isLoneSurrogate(out)).toBe(false);
      }),
      RUNS,
    );
  });

  it('for any text without backslashes, the single-line escape reads back as the original', () => {
    fc.assert(
      fc.property(
        anyText.filter((text) => !text.includes('\\')),
        (text) => {
          const out = escapeForTerminal(text);
          expect(JSON.parse(`"${out.replace(/"/g, '\\"')}"`)).toBe(text);
          // Text without anything to escape is printed as it is.
          const needsEscape =
            isLoneSurrogate(text) ||
            codes(text).some(
              (code) => isCc(code) || isBidiControl(code) || code === 0x2028 || code === 0x2029,
            );
          if (!needsEscape) expect(out).toBe(text);
        },
      ),
      RUNS,
    );
  });
});

describe('formatList with hostile stored text', () => {
  const hostile: StoredMessage = {
    id: 9,
    name: 'Eve\u001b]0;pwned\u0007',
    email: 'eve@example.com',
    subject: 'Invoice \u202egpj.exe\tnow',
    message: 'Hi\u001b[2J\r\nsecond line\n\tindented\rOverwritten',
    status: 'new',
    created_at: '2025-03-01T10:00:00.000Z',
    received_at: '2025-03-01T10:00:01.000Z',
  };

  it('escapes the header and subject as one line and keeps the message layout', () => {
    expect(formatList([hostile])).toBe(
      '#9  2025-03-01 10:00 UTC  [new]  Eve\\u001b]0;pwned\\u0007 <eve@example.com>\n' +
        '      Subject: Invoice \\u202egpj.exe\\tnow\n' +
        '      Hi\\u001b[2J\n      second line\n      \tindented\\rOverwritten\n\n' +
        '1 message(s), 1 new.\n',
    );
  });
});
