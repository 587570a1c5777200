/**
 * Reading the no-JavaScript contact form's body (DESIGN §4 "The form without JavaScript"):
 * `application/x-www-form-urlencoded`, at most the route's body limit, decoded in the charset
 * it declares.
 *
 * A body over the limit is not refused unread: its first `limit` bytes are kept, the whole
 * fields among them go back into the page, and the rest is read and dropped. Memory stays
 * bounded by the limit whatever the body's size; nothing of an over-limit body is ever stored.
 */
import type { Readable } from 'node:stream';

/** The bytes read from a request body, never more than `limit + 1`. */
export interface BoundedBody {
  /**
   * The body when it fit; otherwise its first `limit + 1` bytes (one past the limit, which
   * tells whether the field before it ended exactly at the limit).
   */
  bytes: Buffer;
  /** Whether the body was longer than the limit. */
  truncated: boolean;
}

/**
 * Reads a request body to its end, keeping at most `limitBytes + 1` bytes: past the limit,
 * chunks are dropped as they arrive, so memory stays bounded whatever the body's size.
 *
 * The answer waits for the end of the body, as a browser expects: one that is answered and cut
 * off mid-upload may show a connection error instead of the page, and a client that stops
 * sending once answered would hold the connection open. The server's request time-out
 * (server/limits.ts `REQUEST_TIMEOUT_MS`) bounds how long a body may take; Node's own server
 * reads and drops an unread body the same way to keep the connection usable.
 * @param stream the raw request body (Fastify's payload stream)
 * @param limitBytes the route's body limit, bytes
 * @throws the stream's error (a client that went away mid-body)
 */
export function readBoundedBody(stream: Readable, limitBytes: number): Promise<BoundedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let truncated = false;
    const detach = () => {
      stream.removeListener('data', onData);
      stream.removeListener('end', onEnd);
      stream.removeListener('error', onError);
    };
    function onData(chunk: Buffer | string) {
      const room = limitBytes + 1 - kept;
      if (room <= 0) return;
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      // A copy of the part kept, so the socket's chunk is not held past this call.
      const part = bytes.length <= room ? bytes : Buffer.from(bytes.subarray(0, room));
      chunks.push(part);
      kept += part.length;
      if (kept > limitBytes) truncated = true;
    }
    function onEnd() {
      detach();
      resolve({ bytes: Buffer.concat(chunks, kept), truncated });
    }
    function onError(error: Error) {
      detach();
      reject(error);
    }
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.resume();
  });
}

/**
 * The part of a truncated urlencoded body made of whole fields: up to the last `&` at or
 * before index `limitBytes` (WHATWG URL §5.1: fields are separated by `&`, a byte no UTF-8 or
 * percent-encoded sequence contains). A field cut by the limit is dropped, never kept in part.
 * @param body what {@link readBoundedBody} read
 * @param limitBytes the same limit, bytes
 * @returns the body itself when it was not truncated
 */
export function wholeFields(body: BoundedBody, limitBytes: number): Buffer {
  if (!body.truncated) return body.bytes;
  const end = body.bytes.lastIndexOf(0x26, limitBytes);
  return body.bytes.subarray(0, Math.max(end, 0));
}

/** The fields of an urlencoded body, decoded. */
export interface DecodedFields {
  /** Name → values, in order (the same class the UTF-8-only WHATWG parser returns). */
  fields: URLSearchParams;
  /**
   * Whether some bytes were not valid in the encoding: those decode to U+FFFD in `fields`, so
   * the page can show where, but the text is not what the visitor typed and must not be stored.
   */
  malformed: boolean;
}

/** Byte values of `&`, `=`, `+`, `%` and the space `+` stands for. */
const AMPERSAND = 0x26;
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

/** Value of an ASCII hex digit, or -1. */
function hexValue(byte: number | undefined): number {
  if (byte === undefined) return -1;
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/**
 * WHATWG URL §1.3 "percent-decode", with `+` already read as a space (§5.1): `%XX` becomes
 * the byte XX; a `%` not followed by two hex digits stays as it is.
 */
function percentDecode(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    const high = byte === PERCENT ? hexValue(bytes[i + 1]) : -1;
    const low = high === -1 ? -1 : hexValue(bytes[i + 2]);
    if (low !== -1) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = byte === PLUS ? SPACE : byte;
    }
  }
  return out.subarray(0, length);
}

/**
 * The `application/x-www-form-urlencoded` parser of WHATWG URL §5.1, decoding names and values
 * in `encoding` instead of UTF-8 only: a form's bytes are in the encoding the client declared
 * (a page in windows-1252 posts `é` as `%E9`), while Node's `URLSearchParams` (and
 * @fastify/formbody, which uses it) reads them as UTF-8 only and gives `Jos\uFFFD`; `qs` knows
 * ISO-8859-1 besides, no other. A BOM is kept, as the
 * standard's "UTF-8 decode without BOM" does.
 * @param bytes the body (fields separated by `&`; any ASCII-compatible encoding)
 * @param encoding a WHATWG encoding name `TextDecoder` accepts (server/charset.ts)
 * @throws RangeError when `TextDecoder` does not know `encoding`
 */
export function decodeUrlencoded(bytes: Uint8Array, encoding: string): DecodedFields {
  const strict = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  const lenient = new TextDecoder(encoding, { ignoreBOM: true });
  const fields = new URLSearchParams();
  let malformed = false;
  const decode = (part: Uint8Array) => {
    const decoded = percentDecode(part);
    try {
      return strict.decode(decoded);
    } catch {
      malformed = true;
      return lenient.decode(decoded);
    }
  };
  let start = 0;
  while (start <= bytes.length) {
    let end = bytes.indexOf(AMPERSAND, start);
    if (end === -1) end = bytes.length;
    if (end > start) {
      const sequence = bytes.subarray(start, end);
      const equals = sequence.indexOf(EQUALS);
      const name = equals === -1 ? sequence : sequence.subarray(0, equals);
      const value = equals === -1 ? new Uint8Array(0) : sequence.subarray(equals + 1);
      fields.append(decode(name), decode(value));
    }
    start = end + 1;
  }
  return { fields, malformed };
}
