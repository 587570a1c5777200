import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenAndAnnounce, onStopSignals } from '../../../server/process-start';

describe('listenAndAnnounce', () => {
  const send = process.send;
  afterEach(() => {
    process.send = send;
  });

  it('listens, then tells an IPC parent the port the kernel bound', async () => {
    const app = Fastify();
    const sent = vi.fn(() => true);
    process.send = sent;
    try {
      await listenAndAnnounce(app, { port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      expect(typeof address === 'object' && address !== null && address.port > 0).toBe(true);
      expect(sent).toHaveBeenCalledExactlyOnceWith({
        listening: (address as { port: number }).port,
      });
    } finally {
      await app.close();
    }
  });

  it('sends nothing without an IPC channel', async () => {
    const app = Fastify();
    process.send = undefined;
    try {
      await expect(listenAndAnnounce(app, { port: 0, host: '127.0.0.1' })).resolves.toBe(undefined);
      expect(app.server.listening).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('onStopSignals', () => {
  const events = ['SIGTERM', 'SIGINT', 'unhandledRejection'] as const;
  type Event = (typeof events)[number];
  /** The process as a plain emitter: its listeners by event name, whatever their signature. */
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((event) => [event, emitter.listeners(event)]));
  /** The one listener onStopSignals added for `event` (called directly: the test runner's own listeners stay out of it). */
  const added = (event: Event) => {
    const listeners = emitter.listeners(event).filter((l) => !before.get(event)!.includes(l));
    expect(listeners).toHaveLength(1);
    return listeners[0] as (...args: unknown[]) => void;
  };
  afterEach(() => {
    for (const event of events) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)!.includes(listener)) emitter.off(event, listener as () => void);
      }
    }
  });

  it('hands every SIGTERM and SIGINT to stop and logs an unhandled rejection', () => {
    const stop = vi.fn(async () => {});
    const log = { error: vi.fn() };
    onStopSignals(stop, log as never);
    added('SIGTERM')('SIGTERM');
    added('SIGINT')('SIGINT');
    added('SIGTERM')('SIGTERM');
    expect(stop.mock.calls).toEqual([['SIGTERM'], ['SIGINT'], ['SIGTERM']]);
    const reason = new Error('lost');
    added('unhandledRejection')(reason, Promise.resolve());
    expect(log.error).toHaveBeenCalledExactlyOnceWith(
      { err: reason },
      'unhandled promise rejection',
    );
  });
});
