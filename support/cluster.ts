/**
 * Several real server processes (`server/main.ts`, as `npm start` runs it) on one PostgreSQL
 * behind a private HAProxy (support/haproxy.ts), for the `scale` bench and its short
 * versions in `npm test` (docs/architecture.md "Scaling out"). Each instance keeps its port across restarts,
 * so HAProxy's configuration never changes; {@link Cluster.restart} is one step of a rolling
 * restart: SIGTERM (readiness fails at once, the server keeps serving for its shutdown delay,
 * then drains and exits 0), start again, wait until HAProxy's health check has it back —
 * optionally taking the instance out of HAProxy's rotation first as well (runtime API
 * `set server … state drain`), the procedure for a proxy that cannot check `/readyz`. Loopback only; every process is stopped by {@link Cluster.stop}.
 *
 * Also a small HTTP client that can choose its local loopback address (`127.0.0.2`, …): through
 * HAProxy (`option forwardfor`, instances with `TRUST_PROXY=127.0.0.1`) each address is its own
 * client for the per-address rate limits.
 */
import { request as httpRequest, type Agent } from 'node:http';
import { startHaproxy, type PrivateHaproxy } from './haproxy';
import { freePort } from './free-port';
import { startServerProcess, type ExitInfo, type ServerProcess } from './server-process';

/**
 * The path HAProxy checks: `/readyz` turns 503 the moment an instance gets SIGTERM while it keeps
 * serving for {@link SHUTDOWN_DELAY_MS}, so HAProxy takes it out of the rotation (`fall 3` at
 * {@link CHECK_INTERVAL_MS}) before its listener closes and no request meets a closing socket.
 */
export const HEALTH_PATH = '/readyz';

/** HAProxy's health-check interval in the cluster. Milliseconds. */
export const CHECK_INTERVAL_MS = 500;

/**
 * The instances' `SHUTDOWN_DELAY_MS`: three failed checks (`fall 3`) at {@link CHECK_INTERVAL_MS}
 * plus one interval of margin, so HAProxy has marked a draining instance DOWN before it stops
 * listening. Milliseconds.
 */
export const SHUTDOWN_DELAY_MS = 4 * CHECK_INTERVAL_MS;

/** Options of {@link startCluster}. */
export interface ClusterOptions {
  /** How many instances. */
  instances: number;
  /** `postgres://…` shared by every instance. */
  databaseUrl: string;
  /** Environment of every instance (DATABASE_URL, PORT, HOST and TRUST_PROXY are set for you). */
  env?: Record<string, string>;
}

/** One instance: its name in HAProxy, its port, and its current process. */
export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  process: ServerProcess;
}

/** Options of {@link Cluster.restart}. */
export interface RestartOptions {
  /**
   * Before SIGTERM, set the instance to `drain` through HAProxy's runtime API (no new requests
   * go to it) and wait until it serves none; after the restart set it `ready` again. Default
   * false: SIGTERM alone.
   */
  leaveRotationFirst?: boolean;
}

/** Longest wait for an instance taken out of the rotation to finish its requests. Milliseconds. */
export const LEAVE_ROTATION_TIMEOUT_MS = 10_000;

/** What one {@link Cluster.restart} saw. Milliseconds. */
export interface RestartFigures {
  name: string;
  /** `drain` in HAProxy → the instance serves no request (0 without leaveRotationFirst). */
  leaveRotationMs: number;
  /** SIGTERM → the old process exited (its drain). */
  drainMs: number;
  /** SIGTERM → the new process answers on the same port. */
  downMs: number;
  /** SIGTERM → HAProxy reports it UP again. */
  backInRotationMs: number;
  /** The old process's exit. */
  exit: ExitInfo;
}

/** A running cluster. */
export interface Cluster {
  /** The site through HAProxy. */
  url: string;
  haproxy: PrivateHaproxy;
  instances: ClusterInstance[];
  /** SIGTERM instance `index`, start it again on its port, wait until HAProxy has it back. */
  restart(index: number, options?: RestartOptions): Promise<RestartFigures>;
  /** Stops HAProxy and every instance (SIGTERM, then SIGKILL after a bound). */
  stop(): Promise<void>;
}

/** Starts the instances (in parallel), then HAProxy, and waits until every instance is UP there. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env = {
    COMPANY_PROFILE_URL: 'off',
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    // HAProxy connects from 127.0.0.1: its X-Forwarded-For names the client (docs/security.md).
    TRUST_PROXY: '127.0.0.1',
  };
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i += 1) ports.push(await freePort());
  const names = ports.map((_, i) => `app${i + 1}`);
  // The first instance migrates the new database alone; the others then find it up to date.
  const first = await startServerProcess({ port: ports[0]!, env });
  const rest = await Promise.all(
    ports.slice(1).map((port) => startServerProcess({ port, env }).catch((error) => error)),
  );
  const started = [first, ...rest];
  const failed = started.find((entry): entry is Error => entry instanceof Error);
  if (failed) {
    await Promise.all(started.map((entry) => (entry instanceof Error ? undefined : entry.stop())));
    throw failed;
  }
  const instances: ClusterInstance[] = (started as ServerProcess[]).map((process, i) => ({
    name: names[i]!,
    port: ports[i]!,
    url: process.url,
    process,
  }));
  let haproxy: PrivateHaproxy;
  try {
    haproxy = await startHaproxy({
      backends: instances.map(({ name, port }) => ({ name, port })),
      healthPath: HEALTH_PATH,
      checkIntervalMs: CHECK_INTERVAL_MS,
    });
    await haproxy.waitUntilUp();
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.process.stop()));
    throw error;
  }

  return {
    url: haproxy.url,
    haproxy,
    instances,
    async restart(index, restartOptions = {}) {
      const instance = instances[index];
      if (!instance) throw new Error(`no instance ${index}`);
      const server = `instances/${instance.name}`;
      let leaveRotationMs = 0;
      if (restartOptions.leaveRotationFirst) {
        const leaving = Date.now();
        const answer = await haproxy.command(`set server ${server} state drain`);
        if (answer) throw new Error(`haproxy: set server ${server} state drain: ${answer}`);
        while ((await haproxy.currentSessions(instance.name)) > 0) {
          if (Date.now() - leaving > LEAVE_ROTATION_TIMEOUT_MS) break; // SIGTERM drains the rest
          await new Promise((r) => setTimeout(r, 20));
        }
        leaveRotationMs = Date.now() - leaving;
      }
      const signalled = Date.now();
      const exit = await instance.process.stop();
      const drainMs = Date.now() - signalled;
      instance.process = await startServerProcess({ port: instance.port, env });
      const downMs = Date.now() - signalled;
      if (restartOptions.leaveRotationFirst) {
        const answer = await haproxy.command(`set server ${server} state ready`);
        if (answer) throw new Error(`haproxy: set server ${server} state ready: ${answer}`);
      }
      await haproxy.waitUntilUp([instance.name]);
      return {
        name: instance.name,
        leaveRotationMs,
        drainMs,
        downMs,
        backInRotationMs: Date.now() - signalled,
        exit,
      };
    },
    async stop() {
      await haproxy.stop();
      await Promise.all(instances.map((instance) => instance.process.stop()));
    },
  };
}

/** An answer of {@link send}. */
export interface SentAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** Options of {@link send}. */
export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's own loopback address, e.g. `127.0.0.2` (default: the kernel's choice, 127.0.0.1). */
  localAddress?: string;
  /** A keep-alive agent to reuse connections (default: a new connection). */
  agent?: Agent;
  /** Bound of the whole exchange. Milliseconds. Default 10 s. */
  timeoutMs?: number;
}

/**
 * One HTTP request with node:http (which, unlike fetch, can pick the local address).
 * @throws the socket's error (refused, reset, time-out): the caller counts it as failed
 */
export function send(url: string, options: SendOptions = {}): Promise<SentAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const target = new URL(url);
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        ...(options.agent ? { agent: options.agent } : {}),
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolveAnswer({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A contact row as the site sends it (spec §7), with a subject to find it again. */
export function contactRow(subject: string): string {
  return JSON.stringify([
    {
      name: 'Cluster Tester',
      email: 'cluster@example.com',
      subject,
      message: 'Sent through the load balancer; every answered one must be stored once.',
      status: 'new',
      created_at: '2025-03-01T10:00:00.000Z',
    },
  ]);
}

/** POSTs one contact row through `base` with the key. */
export function postContact(
  base: string,
  anonKey: string,
  subject: string,
  options: Omit<SendOptions, 'method' | 'body' | 'headers'> = {},
): Promise<SentAnswer> {
  return send(`${base}/rest/v1/contact_messages`, {
    ...options,
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: contactRow(subject),
  });
}
