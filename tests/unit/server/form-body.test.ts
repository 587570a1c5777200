/**
 * The no-JavaScript form's bounded body reader (server/contact/form-body.ts, DESIGN §4): never more than
 * the limit plus one byte is kept, whatever the body's size, the body is read to its end, and a
 * truncated body gives back only its whole fields; and its urlencoded decoder, which reads
 * percent-escapes in the declared charset and otherwise parses as WHATWG URL §5.1 does.
 */
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUrlencoded, readBoundedBody, wholeFields } from '../../../server/contact/form-body';

const LIMIT = 64;

/** A body of `chunks`, each a string turned into bytes. */
const bodyOf = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

describe('readBoundedBody', () => {
  it('reads a body within the limit whole, exactly at the limit too', async () => {
    const small = await readBoundedBody(bodyOf('name=Ada', '&email=a%40b.example'), LIMIT);
    expect(small).toEqual({ bytes: Buffer.from('name=Ada&email=a%40b.example'), truncated: false });
    const exact = await readBoundedBody(bodyOf('a'.repeat(LIMIT)), LIMIT);
    expect(exact.truncated).toBe(false);
    expect(exact.bytes).toHaveLength(LIMIT);
  });

  it('reads a body far over the limit to its end, keeping only limit + 1 bytes', async () => {
    const chunks = 10_000;
    let produced = 0;
    // 10 MB in 1 KiB chunks, arriving asynchronously as from a socket.
    const large = new Readable({
      read() {
        setImmediate(() => {
          if (produced === chunks) return void this.push(null);
          produced += 1;
          this.push(Buffer.alloc(1024, 0x61));
        });
      },
    });
    const body = await readBoundedBody(large, LIMIT);
    expect(body.truncated).toBe(true);
    expect(body.bytes).toHaveLength(LIMIT + 1);
    // Answered only once the client has sent everything (a browser expects that).
    expect(produced).toBe(chunks);
    expect(large.readableEnded).toBe(true);
  });

  it('rejects with the stream error of a client that went away', async () => {
    const broken = new Readable({
      read() {
        this.destroy(new Error('aborted'));
      },
    });
    await expect(readBoundedBody(broken, LIMIT)).rejects.toThrow('aborted');
  });
});

describe('wholeFields', () => {
  it('drops the field the limit cuts, keeps the ones before it', () => {
    const text = `name=Ada&email=ada%40example.com&message=${'x'.repeat(LIMIT)}`;
    const body = { bytes: Buffer.from(text).subarray(0, LIMIT + 1), truncated: true };
    expect(wholeFields(body, LIMIT).toString()).toBe('name=Ada&email=ada%40example.com');
  });

  it('keeps a field that ends exactly at the limit', () => {
    const text = `message=${'x'.repeat(LIMIT - 8)}&website=`;
    const body = { bytes: Buffer.from(text).subarray(0, LIMIT + 1), truncated: true };
    expect(wholeFields(body, LIMIT).toString()).toBe(`message=${'x'.repeat(LIMIT - 8)}`);
  });

  it('keeps nothing of one field longer than the limit, and all of a body that fit', () => {
    const long = { bytes: Buffer.from('m'.repeat(LIMIT + 1)), truncated: true };
    expect(wholeFields(long, LIMIT)).toHaveLength(0);
    const fit = { bytes: Buffer.from('a=1&b=2'), truncated: false };
    expect(wholeFields(fit, LIMIT).toString()).toBe('a=1&b=2');
  });
});

describe('decodeUrlencoded', () => {
  const entries = (body: string | number[], encoding: string) => {
    const { fields, malformed } = decodeUrlencoded(Buffer.from(body as string), encoding);
    return { entries: [...fields], malformed };
  };

  it('decodes percent-escapes and raw bytes in the given encoding', () => {
    expect(entries('name=Jos%E9&city=K%F6ln', 'windows-1252')).toEqual({
      entries: [
        ['name', 'José'],
        ['city', 'Köln'],
      ],
      malformed: false,
    });
    expect(entries([0x6e, 0x3d, 0x4a, 0x6f, 0x73, 0xe9], 'windows-1252').entries).toEqual([
      ['n', 'José'],
    ]);
    expect(entries('n=%93%FA%96%7B', 'shift_jis').entries).toEqual([['n', '日本']]);
  });

  it('flags bytes that are not text in the encoding, and shows them as U+FFFD', () => {
    expect(entries('name=Jos%E9', 'utf-8')).toEqual({
      entries: [['name', 'Jos\uFFFD']],
      malformed: true,
    });
  });

  it('parses ASCII bodies exactly as URLSearchParams does in UTF-8', () => {
    const ascii = fc.string({
      unit: fc.constantFrom('a', 'Z', '0', '&', '=', '+', '%', '%2', '%C3%A9', '%E9', '%ZZ', ' '),
      maxLength: 40,
    });
    fc.assert(
      fc.property(ascii, (body) => {
        expect(entries(body, 'utf-8').entries).toEqual([...new URLSearchParams(body)]);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a leading BOM, as "UTF-8 decode without BOM" does', () => {
    expect(entries('m=%EF%BB%BFhi', 'utf-8').entries).toEqual([['m', '\uFEFFhi']]);
  });
});
