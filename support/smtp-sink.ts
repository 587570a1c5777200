/**
 * A real SMTP server for the notification tests and the bench: npm `smtp-server` on
 * 127.0.0.1, recording every message it accepts (envelope, raw text, time of acceptance). Its
 * behaviour can be switched while it runs: accept, refuse with a 4xx (temporary failure, RFC 5321
 * §4.2.5), or stall (accept the connection and the DATA, never answer), for fault tests.
 * Plain TCP without STARTTLS; authentication is checked when `auth` is given.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the sink accepted. */
export interface SunkMessage {
  mailFrom: string;
  rcptTo: string[];
  /** The whole message as received (headers, blank line, body), CRLF line ends. */
  raw: string;
  /** When the sink answered 250 to the DATA. Epoch milliseconds (`Date.now()`). */
  acceptedAt: number;
}

/** How the sink answers the DATA of the next messages. */
export type SinkMode = 'accept' | 'tempfail' | 'stall';

/** A running sink. */
export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:PORT` (with `user:pass@` when `auth` was given). */
  url: string;
  messages: SunkMessage[];
  /** DATA commands refused with 451 so far. */
  refused: number;
  /** DATA commands that arrived while stalling (never answered). */
  stalled: number;
  mode: SinkMode;
  /** Resolves once at least `count` messages were accepted; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<SunkMessage[]>;
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

/** Options of {@link startSmtpSink}. */
export interface SmtpSinkOptions {
  /** Port to listen on; default one the kernel picks (port 0), read back after listening. */
  port?: number;
  /** Required credentials (AUTH PLAIN/LOGIN over plain TCP, allowed on loopback). */
  auth?: { user: string; pass: string };
  mode?: SinkMode;
  /** Keep the raw text of messages (default true; the bench turns it off). */
  keepRaw?: boolean;
}

/** Starts a sink on 127.0.0.1. Always `close()` it. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const keepRaw = options.keepRaw ?? true;
  const waiters = new Set<() => void>();
  const sink: SmtpSink = {
    port: 0,
    url: '',
    messages: [],
    refused: 0,
    stalled: 0,
    mode: options.mode ?? 'accept',
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (sink.messages.length < count) return;
          cleanup();
          resolve(sink.messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `SMTP sink: ${sink.messages.length} of ${count} messages after ${timeoutMs} ms`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    // close() ends idle pooled connections after this instead of waiting 30 s for them. Milliseconds.
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => keepRaw && chunks.push(chunk));
      stream.on('end', () => {
        if (sink.mode === 'stall') {
          sink.stalled += 1;
          return;
        }
        if (sink.mode === 'tempfail') {
          sink.refused += 1;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        sink.messages.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          acceptedAt: Date.now(),
        });
        callback();
        for (const waiter of [...waiters]) waiter();
      });
    },
  });
  // Port 0 by default: a probed and released port could be taken before the listen.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  sink.port = (server.server.address() as AddressInfo).port;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  sink.url = `smtp://${credentials}127.0.0.1:${sink.port}`;
  return sink;
}

/** A parsed message: unfolded headers (names lower-cased) and decoded text and HTML parts. */
export interface ParsedMail {
  headers: Map<string, string>;
  /** Header block as received (folded), for checks on raw lines. */
  rawHeaders: string;
  text: string;
  html: string;
}

/** Decodes one MIME body by its Content-Transfer-Encoding (RFC 2045 §6). */
function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    // Percent-escape literal % first so decodeURIComponent sees only our escapes.
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** Splits a MIME entity into its header map and body. */
function splitEntity(entity: string) {
  const at = entity.indexOf('\r\n\r\n');
  const rawHeaders = at < 0 ? entity : entity.slice(0, at);
  const body = at < 0 ? '' : entity.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of rawHeaders.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, rawHeaders, body };
}

/**
 * Parses what nodemailer sends for a text + HTML message (multipart/alternative, each part
 * quoted-printable, base64 or 7bit). Enough for the tests; not a general MIME parser.
 */
export function parseMail(raw: string): ParsedMail {
  const { headers, rawHeaders, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [body];
  for (const part of parts) {
    const entity = splitEntity(boundary ? part.replace(/^\r\n/, '') : raw);
    const type = entity.headers.get('content-type') ?? 'text/plain';
    const decoded = decodeBody(
      entity.body.replace(/\r\n$/, ''),
      (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase(),
    );
    if (type.startsWith('text/html')) html = decoded;
    else if (type.startsWith('text/plain')) text = decoded;
  }
  return { headers, rawHeaders, text, html };
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}
