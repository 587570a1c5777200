/**
 * A private PostgreSQL for tests (DESIGN §1: integration tests run "against a private PostgreSQL
 * when initdb is on PATH"). {@link startPostgres} runs `initdb` and `pg_ctl start` in a new
 * temporary folder on a free loopback port, and `stop()` runs `pg_ctl stop -m fast` and deletes
 * the folder. As root (CI containers) both run as the `postgres` user through `runuser`, because
 * initdb and pg_ctl refuse to run as root; the folder's parent is mode 755 so that user can reach
 * it.
 *
 * Bounded: every pg_ctl call waits at most {@link PG_CTL_TIMEOUT_S}; a process exit handler stops
 * a cluster the test forgot (or could not) stop, so no postgres outlives the test run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import { missingServerReason } from './find-executable';

/** Longest wait for pg_ctl start / stop. Seconds. */
export const PG_CTL_TIMEOUT_S = 30;

/** Where Debian installs the server binaries when they are not on PATH. */
const DEBIAN_PG_ROOT = '/usr/lib/postgresql';

/** The tools a private cluster needs, all in one folder. */
const PG_TOOLS = ['initdb', 'pg_ctl', 'postgres'] as const;

const hasPgTools = (dir: string) => PG_TOOLS.every((tool) => existsSync(join(dir, tool)));

/**
 * The folder holding `initdb`, `pg_ctl` and `postgres`, or undefined. `POSTGRES_BIN` first (set
 * by `npm test` from scripts/provision.sh, which also knows Homebrew's folders), then PATH, then
 * Debian's `/usr/lib/postgresql/<version>/bin`, newest version first.
 * @param env the environment to read `POSTGRES_BIN` and `PATH` from, default `process.env`
 * @returns an absolute folder, or undefined when no folder has all three tools
 */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.POSTGRES_BIN ?? '', ...(env.PATH ?? '').split(delimiter)];
  for (const dir of candidates) {
    if (dir && hasPgTools(dir)) return dir;
  }
  if (existsSync(DEBIAN_PG_ROOT)) {
    const versions = readdirSync(DEBIAN_PG_ROOT).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(DEBIAN_PG_ROOT, version, 'bin');
      if (hasPgTools(dir)) return dir;
    }
  }
  return undefined;
}

/**
 * Why the PostgreSQL suites cannot run here, or undefined when they can.
 * Use as `describe.skipIf(postgresSkipReason())` and print the reason.
 */
export function postgresSkipReason(): string | undefined {
  if (!findPostgresBin()) {
    return (
      process.env.POSTGRES_SKIP ??
      missingServerReason('PostgreSQL', 'initdb, pg_ctl and postgres', 'postgresql')
    );
  }
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) {
    return 'PostgreSQL suites skipped: running as root and there is no postgres user to run initdb as';
  }
  return undefined;
}

/** A running private cluster. */
export interface PrivatePostgres {
  /** TCP port on 127.0.0.1. */
  port: number;
  /** Connection URL of a database (superuser `postgres`, trust authentication on loopback). */
  url(database?: string): string;
  /** Creates an empty database with a fresh name and returns its URL. */
  createDatabase(): Promise<string>;
  /** Runs SQL as the superuser on a database (default `postgres`). */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    sql: string,
    params?: unknown[],
    database?: string,
  ): Promise<pg.QueryResult<R>>;
  /** Stops the cluster (fast shutdown) and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
  /**
   * Fault injection (DESIGN §6 "database faults"): stops the server, keeping its data, as
   * `pg_ctl stop -m MODE` (`fast` ends sessions with 57P01, `immediate` drops them without a word).
   */
  shutdown(mode: 'fast' | 'immediate'): void;
  /** Starts the server again on the same port and data after {@link shutdown}. */
  restart(): void;
  /**
   * Sends a signal to the postmaster and every backend: `SIGSTOP` freezes the whole server
   * (it accepts TCP connections in the kernel but answers nothing), `SIGCONT` thaws it.
   */
  signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void;
}

/** Runs a PostgreSQL tool, as `postgres` when we are root. Throws with its output on failure. */
function runTool(bin: string, tool: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? 'runuser' : join(bin, tool);
  const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, fullArgs, {
    encoding: 'utf8',
    timeout: (PG_CTL_TIMEOUT_S + 5) * 1000,
  });
  if (result.status !== 0) {
    throw new Error(
      `${tool} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    );
  }
}

let databaseCounter = 0;

/**
 * Starts a private cluster. Always pair with `stop()` (afterAll); a process exit handler is the
 * safety net. Retries once on another port when the chosen one was taken in the meantime.
 * @throws when initdb or pg_ctl fail (see {@link postgresSkipReason} to skip instead)
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('initdb, pg_ctl and postgres not found (see findPostgresBin)');
  const root = await mkdtemp(join(tmpdir(), 'site-pg-'));
  await chmod(root, 0o755);
  const home = join(root, 'pg');
  const data = join(home, 'data');
  await mkdir(home);
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim();
    await chown(home, Number(id), Number(gid));
  }

  const startOn = (listenPort: number) =>
    runTool(bin, 'pg_ctl', [
      'start',
      '-D',
      data,
      '-l',
      join(home, 'server.log'),
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_S),
      '-o',
      `-k ${home} -p ${listenPort} -c listen_addresses=127.0.0.1 -c max_connections=60`,
    ]);
  let running = false;
  const stopSync = (mode: 'fast' | 'immediate') => {
    if (!running) return;
    runTool(bin, 'pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', String(PG_CTL_TIMEOUT_S)]);
    running = false;
  };
  const onExit = () => {
    try {
      stopSync('immediate');
    } catch {
      // Nothing more can be done while the process exits.
    }
  };

  let port = 0;
  try {
    runTool(bin, 'initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    for (let attempt = 0; ; attempt++) {
      port = await freePort();
      try {
        startOn(port);
        running = true;
        break;
      } catch (error) {
        if (attempt >= 1) throw error;
      }
    }
    process.once('exit', onExit);
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  /** The postmaster's pid (first line of postmaster.pid) and its children's. */
  const serverPids = (): number[] => {
    const postmaster = Number(
      spawnSync('head', ['-n', '1', join(data, 'postmaster.pid')], { encoding: 'utf8' }).stdout,
    );
    if (!Number.isInteger(postmaster) || postmaster <= 0) return [];
    const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
      .stdout.split('\n')
      .map(Number)
      .filter((pid) => Number.isInteger(pid) && pid > 0);
    return [postmaster, ...children];
  };

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <R extends pg.QueryResultRow>(
    sql: string,
    params: unknown[] = [],
    database?: string,
  ) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return await client.query<R>(sql, params);
    } finally {
      await client.end();
    }
  };

  return {
    port,
    url,
    query,
    async createDatabase() {
      databaseCounter += 1;
      const name = `site_test_${process.pid}_${databaseCounter}`;
      await query(`create database ${name}`);
      return url(name);
    },
    shutdown(mode) {
      stopSync(mode);
    },
    restart() {
      if (running) return;
      startOn(port);
      running = true;
    },
    signalAll(signal) {
      for (const pid of serverPids()) process.kill(pid, signal);
    },
    async stop() {
      process.removeListener('exit', onExit);
      // A frozen server cannot stop: thaw it first.
      try {
        for (const pid of serverPids()) process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
      try {
        stopSync('fast');
      } catch {
        stopSync('immediate');
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    },
  };
}
