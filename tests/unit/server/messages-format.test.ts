/** Formatting of the messages CLI (server/cli/messages.ts): CSV quoting and injection guard, listing. */
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvField, formatList, toCsv } from '../../../server/cli/messages';
import type { StoredMessage } from '../../../server/db/schema';

const message: StoredMessage = {
  id: 7,
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hi, there',
  message: 'Line "one"\nLine two',
  status: 'new',
  created_at: '2025-03-01T10:00:00.000Z',
  received_at: '2025-03-01T10:00:01.000Z',
};

describe('csvField', () => {
  it('quotes every field, even empty ones, and doubles quotes (RFC 4180 §2)', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField(42)).toBe('"42"');
    expect(csvField('')).toBe('""');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\uFF1D'])
      expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvField(-1)).toBe('"-1"');
  });

  it('also where a ; or tab reader, or a line of a multi-line field, starts a cell', () => {
    expect(csvField('Robert;=1+1')).toBe(`"Robert;'=1+1"`);
    expect(csvField('Robert;"=1+1')).toBe(`"Robert;'""=1+1"`);
    expect(csvField('a\t@SUM(A1)')).toBe(`"a\t'@SUM(A1)"`);
    expect(csvField('Hi\r\n-2+3+cmd')).toBe(`"Hi\r\n'-2+3+cmd"`);
    expect(csvField('a; b;c - d;')).toBe('"a; b;c - d;"');
  });
});

/** Formula triggers at the start of a cell (OWASP "CSV Injection"), with their full-width forms. */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Messages whose text tries every way of starting a cell with a formula. */
const hostile: StoredMessage[] = [
  'Robert;=1+1',
  'Robert;"=1+1',
  'x";=HYPERLINK(""http://evil.example"")',
  'a;b\nc;=3+3',
  'hello\n=4+4\n- item\n@SUM(1)',
  "p;-2+3+cmd|' /C calc'!A0",
  'q\t=5+5;\t+6',
  'w;""=7\r\n\uFF1D8',
].map((text, index) => ({
  ...message,
  id: index + 1,
  name: text,
  subject: text,
  message: text,
}));

describe('toCsv read by other spreadsheets', () => {
  // Excel and LibreOffice in French, German or Spanish settings split a .csv on ';'. csv-parse
  // with relax_quotes reads it as LibreOffice does: a quote only opens a cell it starts, so
  // our ',' quoting does not hide a ';' and a line break in a field starts a new row.
  it('a ";" reader (csv-parse, LibreOffice-like quotes) sees no cell starting a formula', () => {
    const cells = parse(toCsv(hostile), {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }).flat();
    expect(cells.length).toBeGreaterThan(hostile.length);
    for (const cell of cells) expect(cell).not.toMatch(FORMULA_START);
  });

  it('no reader splitting on ; tab or a line break, quotes or not, sees a formula start', () => {
    const check = (csv: string) => {
      for (const cell of csv.split(/[;\t\r\n]/))
        expect(cell.replace(/^"+/, '')).not.toMatch(FORMULA_START);
    };
    check(toCsv(hostile));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab ;,\t\r\n"\'=+-@\uFF1D') }), (text) =>
        check(toCsv([{ ...message, name: text, message: text }])),
      ),
      { numRuns: 500 },
    );
  });

  it('a "," reader (RFC 4180) gets every field back, apart from the guarding apostrophes', () => {
    const [header, ...rows] = parse(toCsv(hostile)) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows.map((row) => row[4])).toEqual([
      "Robert;'=1+1",
      `Robert;'"=1+1`,
      `x";'=HYPERLINK(""http://evil.example"")`,
      "a;b\nc;'=3+3",
      "hello\n'=4+4\n'- item\n'@SUM(1)",
      "p;'-2+3+cmd|' /C calc'!A0",
      "q\t'=5+5;'\t'+6",
      `w;'""=7\r\n'\uFF1D8`,
    ]);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab ;,\t\r\n"\'=+-@\uFF1D') }), (text) => {
        const [, row] = parse(toCsv([{ ...message, name: text }])) as string[][];
        // Only apostrophes are added, and only before a formula trigger.
        expect(row![4]!.replace(/'(?=["=+\-@\t\r\uFF1D])/g, '')).toBe(
          text.replace(/'(?=["=+\-@\t\r\uFF1D])/g, ''),
        );
        expect(row!.slice(0, 4).concat(row!.slice(5))).toEqual([
          '7',
          message.received_at,
          message.created_at,
          'new',
          message.email,
          message.subject,
          message.message,
        ]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('toCsv / formatList', () => {
  it('toCsv writes a quoted header and quoted, CRLF-terminated rows', () => {
    expect(toCsv([message])).toBe(
      '"id","received_at","created_at","status","name","email","subject","message"\r\n' +
        '"7","2025-03-01T10:00:01.000Z","2025-03-01T10:00:00.000Z","new","Ada","ada@example.com","Hi, there","Line ""one""\nLine two"\r\n',
    );
    expect(toCsv([])).toBe(
      '"id","received_at","created_at","status","name","email","subject","message"\r\n',
    );
  });

  it('formatList shows a header line, subject and indented text, and a summary', () => {
    expect(formatList([message])).toBe(
      '#7  2025-03-01 10:00 UTC  [new]  Ada <ada@example.com>\n' +
        '      Subject: Hi, there\n' +
        '      Line "one"\n      Line two\n\n' +
        '1 message(s), 1 new.\n',
    );
    expect(formatList([])).toBe('No messages.\n');
  });
});
