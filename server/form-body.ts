/**
 * Reading the no-JavaScript contact form's body (DESIGN §4 "The form without JavaScript"):
 * `application/x-www-form-urlencoded`, at most the route's body limit.
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
