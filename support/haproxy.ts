/**
 * A private HAProxy in front of several server instances, for the scaling tests and the `scale`
 * bench (docs/architecture.md "Scaling out"): Debian's `haproxy` (2.6, installed by scripts/provision.sh) in
 * the foreground (`-db`) with a configuration written to a temporary folder, listening on a free
 * 127.0.0.1 port, plus a stats listener whose CSV tells each instance's health-check state.
 * `stop()` ends it; a process exit handler kills one a test forgot.
 *
 * {@link haproxyConfig} is the configuration docs/architecture.md "Scaling out" recommends, with the
 * reasons of each line.
 */
import { createConnection } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localServer } from './find-executable';
import { freePort } from './free-port';
import { startPrivateProcess } from './private-process';

/** Longest wait for haproxy to listen, or to exit after SIGUSR1/SIGTERM. Milliseconds. */
export const HAPROXY_START_TIMEOUT_MS = 10_000;

const haproxy = localServer('HAProxy', 'haproxy', ['/usr/sbin', '/usr/bin'], 'haproxy');

/** The `haproxy` executable on PATH or at Debian's /usr/sbin, or undefined. */
export const findHaproxy = haproxy.find;

/** Why the HAProxy suites cannot run here, or undefined when they can. */
export const haproxySkipReason = haproxy.skipReason;

/** One instance behind the proxy. */
export interface Backend {
  /** A short name: letters, digits, `-` (HAProxy's server name, shown in the stats). */
  name: string;
  /** Its port on 127.0.0.1. */
  port: number;
}

/** Options of {@link haproxyConfig}. */
export interface HaproxyConfigOptions {
  /** The proxy's own port on 127.0.0.1. */
  port: number;
  /** The stats listener's port on 127.0.0.1 (`/stats;csv`). */
  statsPort: number;
  backends: readonly Backend[];
  /** The health-check path each instance answers 200 on while it takes requests. */
  healthPath: string;
  /** Health-check interval. Milliseconds. */
  checkIntervalMs: number;
  /** Path of the runtime API's UNIX socket (`stats socket … level admin`), or none. */
  adminSocket?: string;
}

/**
 * The configuration (HAProxy 2.6 configuration manual, sections named per line):
 * - `option forwardfor`: the client's address in `X-Forwarded-For`, which the instances read
 *   with `TRUST_PROXY` set to the proxy's address (docs/security.md).
 * - `option httpchk` + `http-check send … uri <healthPath>`, `inter`/`fall 3`/`rise 2`: an
 *   instance leaves the rotation after three failed checks (a refused connection moves requests
 *   at once anyway, through the retries below) and returns after two good ones.
 * - `retries 3`, `retry-on conn-failure empty-response`, `option redispatch 1`: a connection an
 *   instance refuses (it is stopping or restarting) is tried again on another instance, with no
 *   client-visible error; a GET or HEAD whose connection closed before any answer is sent again.
 * - `http-request disable-l7-retry unless METH_GET` (METH_GET matches GET and HEAD): a POST is
 *   retried on a refused connection only, never after it reached an instance — the manual
 *   (`retry-on`) calls any other retry "very dangerous" without replay protection, and a contact
 *   insert has none (a retried insert could store the row twice).
 * - `option http-server-close`: each request gets its own server connection, so no request is
 *   ever sent on a kept-alive connection that a draining instance is closing at that moment
 *   (which would fail after the request was sent, where no retry is safe); clients keep their
 *   own keep-alive connection to the proxy.
 * - time-outs: `connect` 1 s (loopback), `client`/`server` 30 s (REQUEST_TIMEOUT_MS).
 * - `stats socket … level admin` (management guide, "set server … state drain"): the runtime
 *   API a rolling restart uses to take an instance out of the rotation before its SIGTERM.
 * Check `/readyz` (`healthPath`): it fails as soon as an instance starts draining, and with the
 * server's `SHUTDOWN_DELAY_MS` longer than `fall` checks HAProxy stops sending new requests
 * before the listener closes, rather than relying on the refused-connection retry.
 */
export function haproxyConfig(options: HaproxyConfigOptions): string {
  const inter = `${options.checkIntervalMs}ms`;
  return [
    'global',
    '  maxconn 2000',
    ...(options.adminSocket ? [`  stats socket ${options.adminSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  mode http',
    ...(process.env.HAPROXY_LOG ? ['  log stderr format raw local0', '  option httplog'] : []),
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 30s',
    '  timeout check 2s',
    '  option forwardfor',
    '  option http-server-close',
    '  retries 3',
    '  retry-on conn-failure empty-response',
    '  option redispatch 1',
    '',
    'frontend site',
    `  bind 127.0.0.1:${options.port}`,
    '  http-request disable-l7-retry unless METH_GET',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${options.healthPath} ver HTTP/1.1 hdr Host localhost`,
    '  http-check expect status 200',
    `  default-server check inter ${inter} fastinter ${inter} downinter ${inter} fall 3 rise 2`,
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    '',
    'listen stats',
    `  bind 127.0.0.1:${options.statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '  stats refresh 1s',
    '',
  ].join('\n');
}

/** A running HAProxy. */
export interface PrivateHaproxy {
  /** `http://127.0.0.1:PORT`: the site through the proxy. */
  url: string;
  port: number;
  /** The configuration it runs. */
  config: string;
  /** Each backend's state from the stats CSV: `UP`, `DOWN`, `UP 1/2` (rising), `MAINT`, … */
  states(): Promise<Record<string, string>>;
  /**
   * One runtime-API command (management guide §9.3), e.g. `set server instances/app1 state
   * drain`; resolves with HAProxy's answer (empty on success).
   */
  command(line: string): Promise<string>;
  /** A backend's current sessions (the stats CSV's `scur`): requests it is still serving. */
  currentSessions(name: string): Promise<number>;
  /** Resolves once every named backend (default all) reports `UP`; rejects after `timeoutMs`. */
  waitUntilUp(names?: readonly string[], timeoutMs?: number): Promise<void>;
  /** Everything haproxy wrote to stdout and stderr (warnings, alerts). */
  output(): string;
  /** Stops it and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** Options of {@link startHaproxy}. */
export interface StartHaproxyOptions {
  backends: readonly Backend[];
  /** Default `/healthz`. */
  healthPath?: string;
  /** Default 500 ms. */
  checkIntervalMs?: number;
}

/** Writes the configuration, starts haproxy and waits until its stats listener answers. */
export async function startHaproxy(options: StartHaproxyOptions): Promise<PrivateHaproxy> {
  const bin = findHaproxy();
  if (!bin) throw new Error('haproxy not found (see haproxySkipReason)');
  const dir = await mkdtemp(join(tmpdir(), 'site-haproxy-'));
  const port = await freePort();
  const statsPort = await freePort();
  const adminSocket = join(dir, 'admin.sock');
  const config = haproxyConfig({
    port,
    statsPort,
    adminSocket,
    backends: options.backends,
    healthPath: options.healthPath ?? '/healthz',
    checkIntervalMs: options.checkIntervalMs ?? 500,
  });
  const file = join(dir, 'haproxy.cfg');
  await writeFile(file, config);

  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  /** The stats CSV's `column` for each backend server. */
  const column = async (wanted: string): Promise<Record<string, string>> => {
    const text = await (await fetch(statsUrl, { signal: AbortSignal.timeout(2_000) })).text();
    const [header = '', ...lines] = text.split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const px = columns.indexOf('pxname');
    const sv = columns.indexOf('svname');
    const index = columns.indexOf(wanted);
    const result: Record<string, string> = {};
    for (const line of lines) {
      const fields = line.split(',');
      if (fields[px] !== 'instances') continue;
      const name = fields[sv] ?? '';
      if (name === 'FRONTEND' || name === 'BACKEND' || name === '') continue;
      result[name] = fields[index] ?? '';
    }
    return result;
  };
  const states = () => column('status');
  const command = (line: string) =>
    new Promise<string>((resolveAnswer, reject) => {
      let answer = '';
      const socket = createConnection(adminSocket, () => socket.end(`${line}\n`));
      socket.setTimeout(2_000, () => socket.destroy(new Error(`haproxy runtime API: ${line}`)));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolveAnswer(answer.trim()));
      socket.on('error', reject);
    });

  const server = await startPrivateProcess({
    name: 'haproxy',
    bin,
    args: ['-db', '-f', file],
    ready: async () => {
      await states();
      return true;
    },
    timeoutMs: HAPROXY_START_TIMEOUT_MS,
    startupDetail: config,
  }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    config,
    states,
    command,
    async currentSessions(name) {
      return Number((await column('scur'))[name] ?? 0);
    },
    async waitUntilUp(names = options.backends.map((backend) => backend.name), timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const now = await states();
        if (names.every((name) => now[name] === 'UP')) return;
        if (Date.now() > until) {
          throw new Error(`haproxy backends not UP after ${timeoutMs} ms: ${JSON.stringify(now)}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    output: server.output,
    stop,
  };
}
