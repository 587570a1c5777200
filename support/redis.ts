/**
 * A private Redis for tests and the bench (docs/architecture.md "Scaling out": `REDIS_URL` holds the shared
 * rate-limit counters): Debian's `redis-server` (installed by scripts/provision.sh) in the
 * foreground on a free 127.0.0.1 port, nothing saved to disk, no config file read. `stop()`
 * ends it; a process exit handler kills one a test forgot, so none outlives the run.
 */
import { connect } from 'node:net';
import { localServer } from './find-executable';
import { freePort } from './free-port';
import { startPrivateProcess } from './private-process';

/** Longest wait for redis-server to accept connections, or to exit after SIGTERM. Milliseconds. */
export const REDIS_START_TIMEOUT_MS = 10_000;

const redis = localServer('Redis', 'redis-server', ['/usr/bin'], 'redis-server');

/** The `redis-server` executable on PATH or at Debian's /usr/bin, or undefined. */
export const findRedisServer = redis.find;

/** Why the Redis suites cannot run here, or undefined when they can. */
export const redisSkipReason = redis.skipReason;

/** A running private Redis. */
export interface PrivateRedis {
  port: number;
  /** `redis://127.0.0.1:PORT`. */
  url: string;
  /** Sends one inline command and resolves with the raw reply (e.g. `PING` → `+PONG\r\n`). */
  command(line: string): Promise<string>;
  /** SIGTERM, wait for exit (SIGKILL after {@link REDIS_START_TIMEOUT_MS}). Safe to call twice. */
  stop(): Promise<void>;
}

/** Sends one inline command over a fresh connection and resolves with the first reply chunk. */
function inlineCommand(port: number, line: string): Promise<string> {
  return new Promise((resolveReply, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(2_000, () => socket.destroy(new Error(`redis ${line}: no answer`)));
    socket.once('error', reject);
    socket.once('data', (chunk) => {
      resolveReply(chunk.toString('utf8'));
      socket.end();
    });
    socket.write(`${line}\r\n`);
  });
}

/** Starts redis-server on a free loopback port; resolves once it answers PING. Always `stop()` it. */
export async function startRedis(): Promise<PrivateRedis> {
  const bin = findRedisServer();
  if (!bin) throw new Error('redis-server not found (see redisSkipReason)');
  const port = await freePort();
  const server = await startPrivateProcess({
    name: 'redis-server',
    bin,
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
      '--protected-mode',
      'yes',
    ],
    ready: async () => (await inlineCommand(port, 'PING')).startsWith('+PONG'),
    timeoutMs: REDIS_START_TIMEOUT_MS,
  });
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    command: (line) => inlineCommand(port, line),
    stop: server.stop,
  };
}
