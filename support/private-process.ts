/**
 * One way to run a private server process for tests and the bench (Redis, HAProxy): spawned in the
 * foreground with its output captured, killed by a process exit handler if a test forgets it, and
 * awaited until a readiness probe answers. The callers pick a free 127.0.0.1 port
 * (./free-port.ts) and pass it in the arguments or configuration.
 */
import { spawn, type ChildProcess } from 'node:child_process';

/** Options of {@link startPrivateProcess}. */
export interface PrivateProcessOptions {
  /** The program's name in error messages, e.g. `redis-server`. */
  name: string;
  /** The executable's path. */
  bin: string;
  args: readonly string[];
  /**
   * Resolves true once the process serves; false or a rejection means "not yet" (it is called
   * again 50 ms later).
   */
  ready: () => Promise<boolean>;
  /** Longest wait for `ready`, and for an exit after SIGTERM before SIGKILL. Milliseconds. */
  timeoutMs: number;
  /** Appended to the "exited during start-up" error, e.g. the configuration it was given. */
  startupDetail?: string;
}

/** A running private process. */
export interface PrivateProcess {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr. */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after `timeoutMs`). Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Spawns `bin args` and resolves once `ready()` is true. Always `stop()` what it returns.
 * @throws Error the process exited during start-up (with its output and `startupDetail`), or
 *   `ready()` was not true within `timeoutMs`; the process is stopped then
 */
export async function startPrivateProcess(options: PrivateProcessOptions): Promise<PrivateProcess> {
  const { name, timeoutMs } = options;
  const child: ChildProcess = spawn(options.bin, [...options.args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      const detail = options.startupDetail ? `\n${options.startupDetail}` : '';
      throw new Error(`${name} exited during start-up:\n${output}${detail}`);
    }
    try {
      if (await options.ready()) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, output: () => output, stop };
}
