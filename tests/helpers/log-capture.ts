/**
 * Captures the server's pino log lines in memory, for tests that check what is (not) logged:
 * pass `logger` to `startTestServer({ logger })`, then read `lines()` (each JSON line parsed).
 */
import { Writable } from 'node:stream';

/** One parsed pino line: `level` (10 trace … 60 fatal), `msg`, and whatever was logged with it. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

/** pino's numeric level of `error`. */
export const ERROR_LEVEL = 50;

/** A logger option for Fastify that writes to memory, and the lines written so far. */
export function captureLogs(level = 'info') {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  return {
    /** Fastify's `logger` option (pino options with a destination stream). */
    logger: { level, stream },
    /** Every line logged so far, parsed. */
    lines: (): LogLine[] =>
      raw
        .join('')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as LogLine),
    /** Every line logged so far, as written (to search for text anywhere in them). */
    text: (): string => raw.join(''),
  };
}
