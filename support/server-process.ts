/**
 * Starts a server as its own Node process for the benchmarks and their short versions in
 * `npm test`: the real entry point (`server/main.ts`, as `npm start` runs it) or the bare
 * reference route (`scripts/bench/bare-server.ts`). One process, `node --import tsx`, no
 * wrapper, so SIGTERM and SIGKILL reach the server itself. Bounded: start waits at most
 * {@link START_TIMEOUT_MS}; `stop()` escalates to SIGKILL after {@link STOP_TIMEOUT_MS}.
 *
 * Without a given port the child listens on port 0 and reports the port the kernel bound over
 * an IPC channel (`process.send({ listening })` after `listen`): a port probed here and released
 * could be taken by another test's process before the child binds it (EADDRINUSE), or worse,
 * the other process could answer our /healthz.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '..');

/** Longest wait for a started server to answer /healthz. Milliseconds. */
export const START_TIMEOUT_MS = 30_000;
/** Longest wait for a stopped server to exit before SIGKILL. Milliseconds. */
export const STOP_TIMEOUT_MS = 15_000;

/** How a server process ended. */
export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A running server process. */
export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<ExitInfo>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after STOP_TIMEOUT_MS). */
  stop(): Promise<ExitInfo>;
  /** `kill -9`: no chance to flush or close anything. */
  kill9(): Promise<ExitInfo>;
}

/** Options of {@link startServerProcess}. */
export interface ServerProcessOptions {
  /** Script relative to the repository root. Default 'server/main.ts'. */
  script?: string;
  /** Environment added to this process's (PORT and HOST are set for you). */
  env?: Record<string, string>;
  /** Port to use (a caller that must know it up front, e.g. for a proxy's configuration);
   * default the one the kernel picks when the child listens on port 0. */
  port?: number;
}

/** Starts a server process and waits until GET /healthz answers 200. */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitInfo>((resolveExit) =>
    child.once('exit', (code, signal) => resolveExit({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  // The port the child reports once it listens; until then /healthz is not asked, so a given
  // port answered by another process is never taken for ours.
  let port: number | undefined;
  child.on('message', (message: unknown) => {
    const listening = (message as { listening?: unknown } | null)?.listening;
    if (typeof listening === 'number') {
      port = listening;
      // The channel's only use: close it so it keeps neither process alive.
      child.disconnect();
    }
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited) throw new Error(`server exited during start-up:\n${output}`);
    if (port !== undefined) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
          signal: AbortSignal.timeout(1_000),
        });
        if (response.ok) break;
      } catch {
        // Not listening yet.
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = `http://127.0.0.1:${port}`;

  const stopWith = async (signal: NodeJS.Signals): Promise<ExitInfo> => {
    if (hasExited) return exited;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const info = await exited;
    clearTimeout(timer);
    return info;
  };
  return {
    url,
    port: port!,
    child,
    exited,
    output: () => output,
    stop: () => stopWith('SIGTERM'),
    kill9: () => stopWith('SIGKILL'),
  };
}
