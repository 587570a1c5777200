/**
 * `node --import tsx server/main.ts` as `npm start` runs it (DESIGN §1, §3): it validates the environment,
 * migrates a fresh SQLite file, serves the API, and on SIGTERM closes and exits 0 with the
 * committed row on disk. A bad environment stops it with a clear message and exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import { validRow } from '../helpers/test-server';

const ROOT = resolve(import.meta.dirname, '..', '..');
/**
 * What `npm start` runs after the build check: Node itself with tsx's loader, so signals reach the
 * server directly. The tsx CLI would stand between them: on SIGTERM it waits 30 ms for the child
 * to report the signal, then forwards it, waits 30 ms more and sends SIGKILL, so a server whose
 * report is late (a busy host) is killed mid-drain with exit 143.
 */
const START = ['--import', 'tsx', 'server/main.ts'];

/**
 * Starts server/main.ts; resolves with the process and its port once it logs that it listens.
 * With `PORT=0` the kernel picks the port (no probed port another process could take first).
 */
function startMain(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const child = spawn(process.execPath, START, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  started.add(child);
  let output = '';
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The site's own listener: with METRICS_PORT the metrics listener may log first, so a
      // test with both gives PORT explicitly.
      const listening = new RegExp(
        `Server listening at http://127\\.0\\.0\\.1:(${env.PORT && env.PORT !== '0' ? env.PORT : '\\d+'})`,
      ).exec(output);
      if (listening) resolveStart({ child, port: Number(listening[1]), output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`main.ts exited early (${code}):\n${output}`)));
  });
}

/** Resolves with the exit code. */
function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolveExit) => {
    if (child.exitCode !== null) resolveExit(child.exitCode);
    else child.once('exit', (code) => resolveExit(code));
  });
}

/** Every server this file started: one a failed test left running is killed after it. */
const started = new Set<ChildProcess>();
afterEach(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  started.clear();
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-main-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('server/main.ts', () => {
  it('is what npm start runs, on Node itself (no tsx CLI between the signal and the server)', async () => {
    const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // The one variable it sets first: publishing works with the defaults (docs/editing.md).
    expect(pkg.scripts.start).toMatch(
      /&& CONTENT_RELEASES_DIR=\$\{CONTENT_RELEASES_DIR:-data\/site\} exec node --import tsx server\/main\.ts$/,
    );
  });

  it('serves, then drains and exits 0 on SIGTERM with the row committed', async () => {
    const dbFile = join(dir, 'nested', 'site.db');
    const { child, port } = await startMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      ANON_KEY: 'test-key',
      LOG_LEVEL: 'info',
    });
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ ok: true });
      const response = await fetch(`http://127.0.0.1:${port}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: 'test-key', 'content-type': 'application/json' },
        body: JSON.stringify([validRow({ subject: 'from main' })]),
      });
      expect(response.status).toBe(201);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exitCode(child)).toBe(0);
    const db = new DatabaseSync(dbFile, { readOnly: true, timeout: 5_000 });
    try {
      expect(db.prepare('select subject from contact_messages').all()).toEqual([
        { subject: 'from main' },
      ]);
      expect(db.prepare('pragma journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      db.close();
    }
  });

  it('SIGTERM stops accepting, drains the request in flight (201, stored), then exits 0', async () => {
    const dbFile = join(dir, 'drain.db');
    const { child, port, output } = await startMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${dbFile}`,
      ANON_KEY: 'test-key',
      LOG_LEVEL: 'info',
    });
    const exited = exitCode(child);
    try {
      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify([validRow({ subject: 'in flight' })]);
      const half = Math.floor(body.length / 2);
      let onAnswer!: (answer: { status: number; text: string }) => void;
      const answer = new Promise<{ status: number; text: string }>((resolveAnswer) => {
        onAnswer = resolveAnswer;
      });
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/rest/v1/contact_messages',
          headers: {
            apikey: 'test-key',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            prefer: 'return=representation',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => onAnswer({ status: res.statusCode ?? 0, text }));
        },
      );
      const failed = new Promise<never>((_, reject) => req.on('error', reject));
      req.write(body.slice(0, half));
      // Fastify logs 'incoming request' once it has the headers, before it reads the body.
      await expect.poll(() => output().includes('incoming request'), { timeout: 5_000 }).toBe(true);
      child.kill('SIGTERM');
      // No longer accepting: a new connection is refused (polled, not slept for).
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
              () => 'accepted',
              () => 'refused',
            ),
          { timeout: 5_000, interval: 50 },
        )
        .toBe('refused');
      req.end(body.slice(half));
      const { status, text } = await Promise.race([answer, failed]);
      expect(status).toBe(201);
      expect(JSON.parse(text)).toMatchObject([{ subject: 'in flight' }]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const db = new DatabaseSync(dbFile, { readOnly: true, timeout: 5_000 });
    try {
      expect(db.prepare('select subject from contact_messages').all()).toEqual([
        { subject: 'in flight' },
      ]);
    } finally {
      db.close();
    }
  });

  it('SIGTERM turns /readyz to 503 at once and keeps serving for SHUTDOWN_DELAY_MS while a request in flight completes; metrics stay internal', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const delayMs = 2_000;
    const { child } = await startMain({
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATABASE_URL: `file:${join(dir, 'lame-duck.db')}`,
      ANON_KEY: 'test-key',
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: String(delayMs),
    });
    const exited = exitCode(child);
    const base = `http://127.0.0.1:${port}`;
    /** A fresh connection each time, as a load balancer's probe. */
    const get = async (path: string, at = base) => {
      const response = await fetch(`${at}${path}`, {
        headers: { connection: 'close' },
        signal: AbortSignal.timeout(2_000),
      });
      return { status: response.status, body: await response.text() };
    };
    try {
      expect(await get('/readyz')).toEqual({ status: 200, body: '{"ready":true}' });
      // Metrics are served on the internal port only.
      const scrape = await get('/metrics', `http://127.0.0.1:${metricsPort}`);
      expect(scrape.status).toBe(200);
      expect(scrape.body).toContain('# TYPE http_request_duration_seconds histogram');
      expect((await get('/metrics')).status).toBe(404);

      // A request whose body is still arriving when the signal comes.
      const body = JSON.stringify([validRow({ subject: 'in flight at SIGTERM' })]);
      const half = Math.floor(body.length / 2);
      let onAnswer!: (status: number) => void;
      const inFlight = new Promise<number>((resolveAnswer) => (onAnswer = resolveAnswer));
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/rest/v1/contact_messages',
          headers: {
            apikey: 'test-key',
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => onAnswer(res.statusCode ?? 0));
        },
      );
      const failed = new Promise<never>((_, reject) => req.on('error', reject));
      req.write(body.slice(0, half));
      await new Promise((resolveWrite) => setTimeout(resolveWrite, 200));
      const signalled = performance.now();
      child.kill('SIGTERM');
      // Not ready at once (well within the delay), while still alive and serving.
      await expect
        .poll(() => get('/readyz').then((answer) => answer.status), {
          timeout: 1_000,
          interval: 20,
        })
        .toBe(503);
      expect(performance.now() - signalled).toBeLessThan(delayMs / 2);
      expect(await get('/readyz')).toEqual({
        status: 503,
        body: '{"ready":false,"reason":"draining"}',
      });
      expect((await get('/healthz')).status).toBe(200);
      const late = await fetch(`${base}/rest/v1/contact_messages`, {
        method: 'POST',
        headers: { apikey: 'test-key', 'content-type': 'application/json' },
        body: JSON.stringify([validRow({ subject: 'sent during the delay' })]),
      });
      expect(late.status).toBe(201);
      // Answers during the drain close their connection, so pooled clients move elsewhere.
      expect(late.headers.get('connection')).toBe('close');
      req.end(body.slice(half));
      expect(await Promise.race([inFlight, failed])).toBe(201);
      // After the delay, no new connection is accepted.
      await expect
        .poll(
          () =>
            fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
              () => 'accepted',
              () => 'refused',
            ),
          { timeout: delayMs + 5_000, interval: 50 },
        )
        .toBe('refused');
      expect(performance.now() - signalled).toBeGreaterThanOrEqual(delayMs - 50);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const db = new DatabaseSync(join(dir, 'lame-duck.db'), { readOnly: true });
    try {
      expect(
        db
          .prepare('select subject from contact_messages order by id')
          .all()
          .map((row) => row.subject),
      ).toEqual(['sent during the delay', 'in flight at SIGTERM']);
    } finally {
      db.close();
    }
  }, 30_000);

  it('refuses an invalid environment with a clear message and exit code 1', async () => {
    const child = spawn(process.execPath, START, {
      cwd: ROOT,
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'mysql://nope' },
      stdio: 'pipe',
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitCode(child)).toBe(1);
    expect(output).toContain('Invalid environment');
    expect(output).toContain('PORT');
    expect(output).toContain('DATABASE_URL');
  });
});
