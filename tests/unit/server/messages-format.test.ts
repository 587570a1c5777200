/** Formatting of the messages CLI (server/cli/messages.ts): CSV quoting and injection guard, listing. */
import { describe, expect, it } from 'vitest';
import { csvField, formatList, toCsv } from '../../../server/cli/messages';
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
  it('quotes only when needed and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(42)).toBe('42');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvField(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvField(-1)).toBe('-1');
  });
});

describe('toCsv / formatList', () => {
  it('toCsv writes a header and CRLF-terminated rows', () => {
    expect(toCsv([message])).toBe(
      'id,received_at,created_at,status,name,email,subject,message\r\n' +
        '7,2025-03-01T10:00:01.000Z,2025-03-01T10:00:00.000Z,new,Ada,ada@example.com,"Hi, there","Line ""one""\nLine two"\r\n',
    );
    expect(toCsv([])).toBe('id,received_at,created_at,status,name,email,subject,message\r\n');
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
