/**
 * Unpacks a WOFF 1.0 font into the plain OpenType (sfnt) file it wraps (W3C WOFF File Format
 * 1.0, §3–5): fontkit reads a WOFF's tables by inflating them again on every read, and a PDF's
 * subset reads every drawn glyph, so embedding the unpacked file once per build is several times
 * faster (docs/decisions/0043-pdfs-in-every-language.md). Only what that format has: a header, a
 * table directory and each table zlib-compressed or stored.
 */
import { inflateSync } from 'node:zlib';

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/**
 * The sfnt bytes of a WOFF 1.0 file.
 * @throws Error when `woff` is not a WOFF 1.0 file or a table does not inflate to its length
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const src = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.length < WOFF_HEADER || src.toString('latin1', 0, 4) !== 'wOFF')
    throw new Error('not a WOFF 1.0 file');
  const flavor = src.readUInt32BE(4);
  const numTables = src.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = src.readUInt32BE(at + 4);
    const compLength = src.readUInt32BE(at + 8);
    const origLength = src.readUInt32BE(at + 12);
    const stored = src.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its length');
    return { tag: src.readUInt32BE(at), checksum: src.readUInt32BE(at + 16), data };
  });
  // The sfnt offset table (OpenType §5.2): binary search hints from the table count.
  const power = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(SFNT_HEADER + numTables * SFNT_ENTRY);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(numTables * 16 - power * 16, 10);
  const chunks: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    head.writeUInt32BE(table.tag, at);
    head.writeUInt32BE(table.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(table.data.length, at + 12);
    const padded = (table.data.length + 3) & ~3;
    chunks.push(table.data, Buffer.alloc(padded - table.data.length));
    offset += padded;
  });
  return Buffer.concat(chunks);
}
