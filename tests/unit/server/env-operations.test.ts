/**
 * The operations settings of server/env.ts (DESIGN §2): the metrics listener is off unless
 * `METRICS_PORT` is set, listens on loopback by default, never on the public port, and the
 * shutdown delay is bounded.
 */
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../server/env';
import { SHUTDOWN_DELAY_MAX_MS } from '../../../server/limits';
import { MAX_EVENT_LOOP_DELAY_MS } from '../../../server/operations/limits';

describe('parseEnv: METRICS_PORT, METRICS_HOST, SHUTDOWN_DELAY_MS', () => {
  it('has no metrics listener and no shutdown delay by default', () => {
    const env = parseEnv({});
    expect(env.metrics).toBeNull();
    expect(env.shutdownDelayMs).toBe(0);
  });

  it('listens for metrics on loopback unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
    // Empty counts as unset.
    expect(parseEnv({ METRICS_PORT: '' }).metrics).toBeNull();
  });

  it('refuses METRICS_PORT equal to PORT: metrics never share the public port', () => {
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT/);
  });

  it.each(['-1', '65536', '80.5', 'metrics'])('refuses METRICS_PORT=%s clearly', (port) => {
    expect(() => parseEnv({ METRICS_PORT: port })).toThrow(/METRICS_PORT must be a port number/);
  });

  it('reads SHUTDOWN_DELAY_MS and refuses a negative or too long one', () => {
    expect(parseEnv({ SHUTDOWN_DELAY_MS: '5000' }).shutdownDelayMs).toBe(5_000);
    expect(() => parseEnv({ SHUTDOWN_DELAY_MS: '-1' })).toThrow(/at least 0/);
    expect(() => parseEnv({ SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MAX_MS + 1) })).toThrow(
      /at most/,
    );
  });
});

describe('parseEnv: OVERLOAD_EVENT_LOOP_DELAY_MS', () => {
  it('defaults to the shared limit, takes 0 for off, and refuses a negative or fractional value', () => {
    expect(parseEnv({}).overloadEventLoopDelayMs).toBe(MAX_EVENT_LOOP_DELAY_MS);
    expect(parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).overloadEventLoopDelayMs).toBe(0);
    expect(parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '400' }).overloadEventLoopDelayMs).toBe(400);
    expect(() => parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/0 turns it off/);
    expect(() => parseEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '2.5' })).toThrow(/whole number/);
  });
});
