/**
 * Replays the Dockerfile without a container engine (none runs on these machines): every
 * stage's steps, read from the Dockerfile by scripts/dockerfile-plan.ts, run in a clean copy of
 * the build context (scripts/docker-context.ts) inside a stand-in of the base image
 * (scripts/container-rootfs.sh: private mount namespace, chroot, the image's `node` user).
 * Then the image's CMD starts, as its USER and with its ENV only, in a network namespace of its
 * own, and the replay checks what `docker run` would show: the HEALTHCHECK passes, the site and
 * the contact API answer, the SQLite file lands in the VOLUME owned by that user, the user cannot
 * write the application's files, and the STOPSIGNAL ends the server with exit code 0.
 *
 *   npx tsx scripts/container-replay.ts [--keep] [--verbose] [--build-arg NAME=value]…
 *
 * Exit code 0 when every check passes, 1 when a step or check fails, 2 when it cannot run here
 * (it needs Linux, root — mount namespaces and chroot — and the project's Node). About two and a
 * half minutes on two cores with a warm npm cache: `npm ci` twice and `npm run build`
 * (docs/decisions/0004-container-recipe.md has the figures).
 *
 * What differs from `docker build` (said again in the report): the base image is this machine's
 * Debian with the project's Node and this machine's npm at the image's paths, not the image
 * itself; `npm ci` uses this machine's npm cache with `--prefer-offline` (DEFAULT_NPM_CACHE) and
 * gets this machine's registry, CA and proxy settings; RUN steps run as the stage's USER (root in
 * the build stages, as in `docker build` without user-namespace remapping) inside the chroot; the
 * server shares nothing with the host but the files, and is not PID 1.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DEV_ANON_KEY } from '../common/anon-key';
import { contextFiles } from './docker-context';
import { parseDockerfile, type DockerStage, type DockerStep } from './dockerfile-plan';

/** The project root (this file lives in scripts/). */
const ROOT = resolve(import.meta.dirname, '..');
const ROOTFS_SCRIPT = join(ROOT, 'scripts', 'container-rootfs.sh');
/** The official node images' user and group (`node`, 1000:1000). */
const IMAGE_USER = { name: 'node', uid: 1000, gid: 1000, home: '/home/node' };
/** What the official node images set before any Dockerfile step. */
const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
/** How long the server may take from start to a passing HEALTHCHECK, on top of --start-period. */
const HEALTHY_SLACK_MS = 15_000;
/** How long the server may take to exit after the STOPSIGNAL (compose.yaml's stop_grace_period). */
const STOP_LIMIT_MS = 15_000;
/** Longest a single RUN step may take before it is killed and the replay fails (ms). */
const RUN_STEP_LIMIT_MS = 10 * 60_000;

/** Thrown when this machine cannot replay (not Linux, not root, another Node, a tool missing). */
export class ReplayUnavailable extends Error {
  override name = 'ReplayUnavailable';
}

/** Thrown when a step of the Dockerfile fails. */
export class ReplayStepFailed extends Error {
  override name = 'ReplayStepFailed';
}

/** Options of {@link replayContainer}. */
export interface ReplayOptions {
  /** Keep the temporary folder (its path is in the report). Default false. */
  keep?: boolean;
  /** `--build-arg NAME=value` pairs. */
  buildArgs?: Record<string, string>;
  /** Progress lines (each step, its time); steps' own output too when `verbose`. */
  log?: (line: string) => void;
  /** Pass every step's output to `log`. Default false (kept for a failing step's message). */
  verbose?: boolean;
  /**
   * npm's cache for the RUN steps (shown at /root/.npm); '' = a new empty one each time, as
   * `docker build` without a cache mount. Default: this machine's npm cache (`npm config get
   * cache`), which the checkout's own `npm ci` has filled, so that with `--prefer-offline` the
   * replay's installs read packages from it instead of asking the registry again (much faster;
   * figures in docs/decisions/0004-container-recipe.md). Sharing it with npm processes running at
   * the same time is safe: npm's cache library, cacache, is documented as lockless and immune to
   * process races.
   */
  npmCache?: string;
}

/** One replayed Dockerfile step. */
export interface ReplayedStep {
  stage: string;
  /** The Dockerfile line. */
  line: number;
  kind: DockerStep['kind'];
  /** Wall time, ms. */
  ms: number;
}

/** What the replay saw; {@link replayProblems} judges it. */
export interface ReplayReport {
  /** The temporary folder (removed unless `keep`). */
  folder: string;
  /** Files in the build context after .dockerignore. */
  contextFiles: number;
  steps: ReplayedStep[];
  /** ms from the CMD's start to the first passing HEALTHCHECK; null = never within the limit. */
  healthyAfterMs: number | null;
  /** Status of `GET /` (the prerendered home page) and whether it was HTML. */
  page: { status: number; html: boolean } | null;
  /** Status of a contact message posted to `/rest/v1/contact_messages`. */
  insertStatus: number | null;
  /** Whether the image's USER could create a file in the WORKDIR (it must not). */
  workdirWritable: boolean | null;
  /**
   * An editor's change of one French FAQ answer, published inside the image: the statuses of the
   * sign-in, the save and the publish, whether `/fr/faq` then carried the new text, and the ms
   * from the publish request to its answer.
   */
  publish: { signIn: number; save: number; publish: number; live: boolean; ms: number } | null;
  /**
   * Packages the lockfile marks `"dev": true` (needed only for development) that are present in
   * the image's `node_modules`; the image holds production dependencies only.
   */
  devPackagesInImage: string[] | null;
  /** Size of the image's `node_modules`, bytes (du --apparent-size). */
  nodeModulesBytes: number | null;
  /** How the server ended after the STOPSIGNAL, and how long it took (ms). */
  stop: { signal: string; code: number | null; killedBy: string | null; ms: number } | null;
  /** The SQLite file DATABASE_URL names, as found in the rootfs after the stop. */
  dataFile: {
    path: string;
    inVolume: boolean;
    uid: number;
    subjects: string[];
    journalMode: string;
  } | null;
  /** The server's output (JSON log lines). */
  serverLog: string;
  /** How this replay differs from `docker build` / `docker run`. */
  differences: string[];
}

/** Output kept from a step for its failure message: the last 16 KiB. */
const OUTPUT_TAIL = 16 * 1024;

/** What a replay needs from this machine; throws {@link ReplayUnavailable} when missing. */
function machine(pinnedNode: string): { npmDir: string } {
  if (process.platform !== 'linux') throw new ReplayUnavailable('needs Linux (mount namespaces)');
  if (process.getuid?.() !== 0) {
    throw new ReplayUnavailable(
      'needs root: it mounts in a private mount namespace and chroots (run it as root, or in CI)',
    );
  }
  if (process.version !== `v${pinnedNode}`) {
    throw new ReplayUnavailable(
      `runs on Node ${process.version}, the image on ${pinnedNode}: start it through npx tsx (npm puts the project's Node first)`,
    );
  }
  for (const tool of ['unshare', 'nsenter', 'chroot', 'mount', 'ip', 'cp', 'git']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
      throw new ReplayUnavailable(`needs ${tool} on PATH`);
    }
  }
  const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  const npmDir = npm ? dirname(dirname(realpathSync(npm))) : '';
  if (!npmDir || !existsSync(join(npmDir, 'bin', 'npm-cli.js'))) {
    throw new ReplayUnavailable('needs npm on PATH (its package folder stands in for the image’s)');
  }
  return { npmDir };
}

/** `npm config get NAME` of this machine, or undefined. */
function npmConfig(name: string): string | undefined {
  const value = spawnSync('npm', ['config', 'get', name], {
    encoding: 'utf8',
    cwd: ROOT,
  }).stdout.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : undefined;
}

/**
 * What this machine's network needs for `npm ci` in a RUN step: the registry and its CA, and
 * proxies. A `docker build` gets the daemon's network instead.
 */
function networkEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  const registry = npmConfig('registry');
  if (registry) env.npm_config_registry = registry;
  const cafile = npmConfig('cafile');
  if (cafile) env.npm_config_cafile = cafile;
  // Packages the cache already holds are not asked for again (npm docs, "prefer-offline").
  env.npm_config_prefer_offline = 'true';
  for (const name of [
    'NODE_EXTRA_CA_CERTS',
    'HTTP_PROXY',
    'HTTPS_PROXY',
    'NO_PROXY',
    'http_proxy',
    'https_proxy',
    'no_proxy',
  ]) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  return env;
}

/** The image's /etc/passwd and /etc/group: this machine's, with `node` as the image has it. */
function writeImageAccounts(folder: string): { passwd: string; group: string } {
  const withoutNode = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith(`${IMAGE_USER.name}:`));
  const passwd = join(folder, 'passwd');
  const group = join(folder, 'group');
  writeFileSync(
    passwd,
    [
      ...withoutNode('/etc/passwd'),
      `${IMAGE_USER.name}:x:${IMAGE_USER.uid}:${IMAGE_USER.gid}::${IMAGE_USER.home}:/bin/sh`,
      '',
    ].join('\n'),
  );
  writeFileSync(
    group,
    [...withoutNode('/etc/group'), `${IMAGE_USER.name}:x:${IMAGE_USER.gid}:`, ''].join('\n'),
  );
  return { passwd, group };
}

/** A USER value (`node`, `node:node`, `1000:1000`) as uid, gid and home, from the image's passwd. */
function resolveUser(user: string | undefined, passwdFile: string) {
  const [name = 'root', groupName] = (user ?? 'root').split(':');
  const entries = readFileSync(passwdFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(':'));
  const entry = entries.find(([entryName, , uid]) => entryName === name || uid === name);
  if (!entry) throw new ReplayStepFailed(`USER ${user}: no such user in the image`);
  const uid = Number(entry[2]);
  let gid = Number(entry[3]);
  if (groupName !== undefined) {
    gid = /^\d+$/.test(groupName) ? Number(groupName) : groupName === name ? gid : NaN;
    if (Number.isNaN(gid)) throw new ReplayStepFailed(`USER ${user}: group not modelled`);
  }
  return { uid, gid, home: entry[5] ?? '/' };
}

/** A stage's root folder: the base image's skeleton, before the mounts of container-rootfs.sh. */
function makeRootfs(folder: string): string {
  const rootfs = join(folder, 'rootfs');
  for (const dir of ['usr', 'etc', 'dev', 'proc', 'sys', 'root', 'home']) {
    mkdirSync(join(rootfs, dir), { recursive: true });
  }
  chmodSync(join(rootfs, 'root'), 0o700);
  mkdirSync(join(rootfs, 'tmp'));
  chmodSync(join(rootfs, 'tmp'), 0o1777);
  mkdirSync(join(rootfs, IMAGE_USER.home));
  chownSync(join(rootfs, IMAGE_USER.home), IMAGE_USER.uid, IMAGE_USER.gid);
  // Debian's merged /usr, as in the image.
  for (const [link, target] of [
    ['bin', 'usr/bin'],
    ['sbin', 'usr/sbin'],
    ['lib', 'usr/lib'],
    ['lib64', 'usr/lib64'],
  ] as const) {
    symlinkSync(target, join(rootfs, link));
  }
  return rootfs;
}

/** Path `path` of the image, inside `rootfs` (never outside it). */
function inRootfs(rootfs: string, path: string): string {
  return join(rootfs, posix.normalize(`/${path}`));
}

/** `chown -R` of what a COPY wrote. */
function chownTree(path: string, uid: number, gid: number): void {
  const result = spawnSync('chown', ['-R', '--no-dereference', `${uid}:${gid}`, path]);
  if (result.status !== 0) throw new ReplayStepFailed(`chown ${path}: ${String(result.stderr)}`);
}

/** `cp -a`: modes, times and symbolic links as they are (Docker's COPY keeps them too). */
function copy(source: string, target: string): void {
  const result = spawnSync('cp', ['-a', source, target]);
  if (result.status !== 0) throw new ReplayStepFailed(`cp ${source}: ${String(result.stderr)}`);
}

interface StageState {
  rootfs: string;
  workdir: string;
  env: Record<string, string>;
  /** ARG values: in RUN's environment, not in the image's. */
  args: Record<string, string>;
  user: string | undefined;
}

/** The mount namespace wrapper's environment for a stage. */
function rootfsEnv(
  rootfs: string,
  accounts: { passwd: string; group: string },
  npmDir: string,
  npmCache: string | undefined,
  loopback: boolean,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    REPLAY_ROOTFS: rootfs,
    REPLAY_NODE: process.execPath,
    REPLAY_NPM: npmDir,
    REPLAY_PASSWD: accounts.passwd,
    REPLAY_GROUP: accounts.group,
    ...(npmCache ? { REPLAY_NPM_CACHE: npmCache } : {}),
    ...(loopback ? { REPLAY_LOOPBACK: '1' } : {}),
  };
}

/** `chroot` into the stage as `user`, with exactly `env`, in `workdir`, running `argv`. */
function chrootArgv(
  rootfs: string,
  user: { uid: number; gid: number },
  env: Record<string, string>,
  workdir: string,
  argv: string[],
): string[] {
  return [
    'chroot',
    `--userspec=${user.uid}:${user.gid}`,
    `--groups=${user.gid}`,
    rootfs,
    '/usr/bin/env',
    '-i',
    `--chdir=${workdir}`,
    ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
    ...argv,
  ];
}

/** Runs a child to its end, keeping the tail of its output; resolves with its exit code. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onOutput: (text: string) => void,
  timeoutMs?: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let output = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-OUTPUT_TAIL);
      onOutput(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, output }));
  });
}

/** Seconds of a Docker duration flag (`30s`, `1m30s`, `500ms`). */
function durationMs(value: string | undefined, fallbackMs: number): number {
  if (!value) return fallbackMs;
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms'];
  }
  return total;
}

/**
 * Replays the Dockerfile of this checkout and starts its image. See the module comment.
 * @throws {ReplayUnavailable} when this machine cannot replay
 * @throws {ReplayStepFailed} when a step of the Dockerfile fails (with its output's tail)
 */
export async function replayContainer(options: ReplayOptions = {}): Promise<ReplayReport> {
  const log = options.log ?? (() => {});
  const pinnedNode = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: { node: string };
    }
  ).dependencies.node;
  const { npmDir } = machine(pinnedNode);
  const plan = parseDockerfile(readFileSync(join(ROOT, 'Dockerfile'), 'utf8'), options.buildArgs);
  const folder = mkdtempSync(join(tmpdir(), 'site-container-replay-'));
  const npmCache =
    options.npmCache === ''
      ? join(folder, 'npm-cache')
      : options.npmCache || npmConfig('cache') || join(folder, 'npm-cache');
  mkdirSync(npmCache, { recursive: true, mode: 0o700 });
  const report: ReplayReport = {
    folder,
    contextFiles: 0,
    steps: [],
    healthyAfterMs: null,
    page: null,
    insertStatus: null,
    workdirWritable: null,
    publish: null,
    devPackagesInImage: null,
    nodeModulesBytes: null,
    stop: null,
    dataFile: null,
    serverLog: '',
    differences: [
      `base image: this machine's Debian /usr and /etc, Node ${process.version} and npm from ${npmDir} at the image's paths, the image's node user (${IMAGE_USER.uid}:${IMAGE_USER.gid})`,
      `npm's cache for RUN steps is ${npmCache}, read with --prefer-offline`,
      `RUN steps get this machine's npm registry, CA and proxy settings: ${Object.keys(networkEnv()).join(', ') || 'none'}`,
      'the server runs in its own network and mount namespaces but not as PID 1',
    ],
  };
  let server: ChildProcess | undefined;
  try {
    // The build context: a clean copy of what `docker build .` would send.
    const context = join(folder, 'context');
    const files = contextFiles(ROOT);
    for (const file of files) {
      mkdirSync(dirname(join(context, file)), { recursive: true });
      cpSync(join(ROOT, file), join(context, file), {
        preserveTimestamps: true,
        verbatimSymlinks: true,
      });
    }
    report.contextFiles = files.length;
    log(`context: ${files.length} files after .dockerignore`);
    const accounts = writeImageAccounts(folder);
    const baseEnv = { PATH: IMAGE_PATH, NODE_VERSION: pinnedNode };
    const states = new Map<string, StageState>();

    for (const stage of plan.stages) {
      const stageFolder = join(folder, 'stages', stage.name);
      mkdirSync(stageFolder, { recursive: true });
      const parent = states.get(stage.base);
      if (parent)
        throw new ReplayStepFailed(`stage ${stage.name}: FROM another stage is not modelled`);
      const state: StageState = {
        rootfs: makeRootfs(stageFolder),
        workdir: '/',
        env: { ...baseEnv },
        args: {},
        user: undefined,
      };
      states.set(stage.name, state);
      log(`stage ${stage.name} (FROM ${stage.base})`);
      for (const step of stage.steps) {
        const started = performance.now();
        await replayStep(step, stage, state, {
          context,
          states,
          accounts,
          npmDir,
          npmCache,
          log,
          verbose: options.verbose === true,
        });
        const ms = Math.round(performance.now() - started);
        report.steps.push({ stage: stage.name, line: step.line, kind: step.kind, ms });
        if (step.kind === 'RUN' || step.kind === 'COPY')
          log(`  ${step.kind} (line ${step.line}): ${ms} ms`);
      }
    }

    // docker run: the last stage's CMD, as its USER, with its ENV, in a network of its own.
    const image = plan.stages.at(-1) as DockerStage;
    const state = states.get(image.name) as StageState;

    // Production dependencies only: no package the lockfile marks dev-only is in the image.
    const lock = JSON.parse(readFileSync(join(context, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>;
    };
    report.devPackagesInImage = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.dev === true)
      .map(([path]) => path)
      .filter((path) => existsSync(inRootfs(state.rootfs, posix.join(state.workdir, path))));
    const modules = inRootfs(state.rootfs, posix.join(state.workdir, 'node_modules'));
    if (existsSync(modules)) {
      const du = spawnSync('du', ['-s', '-b', modules], { encoding: 'utf8' });
      report.nodeModulesBytes = du.status === 0 ? Number(du.stdout.split('\t')[0]) : null;
    }
    log(
      `image: node_modules ${report.nodeModulesBytes} bytes, ${report.devPackagesInImage.length} dev-only packages`,
    );

    const user = resolveUser(image.user, accounts.passwd);
    const env: Record<string, string> = { ...state.env, HOME: user.home };
    const argv = [...(image.entrypoint ?? []), ...(image.cmd ?? [])];
    if (argv.length === 0) throw new ReplayStepFailed('the image has no CMD');
    const started = performance.now();
    server = spawn(
      'unshare',
      [
        '--mount',
        '--propagation',
        'private',
        '--net',
        '--',
        'sh',
        ROOTFS_SCRIPT,
        ...chrootArgv(state.rootfs, user, env, state.workdir, argv),
      ],
      {
        env: rootfsEnv(state.rootfs, accounts, npmDir, undefined, true),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      server?.on('exit', (code, signal) => done({ code, signal })),
    );
    server.stdout?.on('data', (chunk: Buffer) => (report.serverLog += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (report.serverLog += chunk.toString()));
    const pid = server.pid as number;

    /** Runs argv inside the server's namespaces, chrooted, as the image's user and environment. */
    const inContainer = (command: string[], timeoutMs: number) =>
      run(
        'nsenter',
        [
          `--target=${pid}`,
          '--net',
          '--mount',
          '--',
          ...chrootArgv(state.rootfs, user, env, state.workdir, command),
        ],
        { PATH: process.env.PATH },
        () => {},
        timeoutMs,
      );

    // HEALTHCHECK, every 500 ms instead of every --interval, until it passes.
    const check = image.healthcheck;
    if (check) {
      const timeoutMs = durationMs(check.options.timeout, 30_000);
      const deadline = started + durationMs(check.options['start-period'], 0) + HEALTHY_SLACK_MS;
      while (performance.now() < deadline && server.exitCode === null) {
        const probe = await inContainer(check.argv, timeoutMs);
        if (probe.code === 0) {
          report.healthyAfterMs = Math.round(performance.now() - started);
          break;
        }
        await new Promise((wait) => setTimeout(wait, 500));
      }
      log(
        `HEALTHCHECK: ${report.healthyAfterMs === null ? 'never passed' : `passed after ${report.healthyAfterMs} ms`}`,
      );
    }

    if (report.healthyAfterMs !== null) {
      const port = env.PORT ?? '3000';
      const page = await inContainer(
        [
          'node',
          '-e',
          `fetch('http://127.0.0.1:${port}/').then(async (r) => console.log(JSON.stringify({ status: r.status, html: (await r.text()).includes('<html') })))`,
        ],
        10_000,
      );
      report.page =
        page.code === 0 ? (JSON.parse(page.output.trim()) as ReplayReport['page']) : null;
      const row = {
        name: 'Container Replay',
        email: 'replay@example.com',
        subject: 'container replay',
        message: 'Stored through the image’s own server.',
        status: 'new',
        created_at: new Date().toISOString(),
      };
      const insert = await inContainer(
        [
          'node',
          '-e',
          `fetch('http://127.0.0.1:${port}/rest/v1/contact_messages', { method: 'POST', headers: { apikey: ${JSON.stringify(env.ANON_KEY ?? DEV_ANON_KEY)}, 'content-type': 'application/json' }, body: ${JSON.stringify(JSON.stringify([row]))} }).then((r) => console.log(r.status))`,
        ],
        10_000,
      );
      report.insertStatus = insert.code === 0 ? Number(insert.output.trim()) : null;
      const write = await inContainer(
        [
          'node',
          '-e',
          "try { require('node:fs').writeFileSync('.replay-write-probe', ''); console.log('yes') } catch { console.log('no') }",
        ],
        10_000,
      );
      report.workdirWritable = write.output.trim() === 'yes';
      report.publish = await publishAsEditor(inContainer, port);
      log(`publish as an editor: ${JSON.stringify(report.publish)}`);
    }

    // docker stop: the STOPSIGNAL, then wait.
    const signal = (image.stopSignal ?? 'SIGTERM') as NodeJS.Signals;
    const stopStarted = performance.now();
    process.kill(pid, signal);
    const limit = new Promise<null>((done) => setTimeout(() => done(null), STOP_LIMIT_MS).unref());
    const ended = await Promise.race([exited, limit]);
    report.stop = {
      signal,
      code: ended?.code ?? null,
      killedBy: ended?.signal ?? null,
      ms: Math.round(performance.now() - stopStarted),
    };
    if (!ended) {
      server.kill('SIGKILL');
      await exited;
    }
    server = undefined;
    log(`stop (${signal}): exit ${report.stop.code} after ${report.stop.ms} ms`);

    // The data in the volume.
    const databaseUrl = env.DATABASE_URL ?? '';
    if (databaseUrl.startsWith('file:')) {
      const path = databaseUrl.slice('file:'.length);
      const file = inRootfs(state.rootfs, path);
      if (existsSync(file)) {
        const db = new DatabaseSync(file, { readOnly: true });
        try {
          report.dataFile = {
            path,
            inVolume: image.volumes.some((volume) =>
              path.startsWith(`${volume.replace(/\/$/, '')}/`),
            ),
            uid: statSync(file).uid,
            subjects: (
              db.prepare('select subject from contact_messages').all() as { subject: string }[]
            ).map((entry) => entry.subject),
            journalMode: String(
              (db.prepare('pragma journal_mode').get() as { journal_mode: string }).journal_mode,
            ),
          };
        } finally {
          db.close();
        }
      }
    }
    return report;
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (!options.keep) rmSync(folder, { recursive: true, force: true });
  }
}

/** The editor account the replay creates, and its password (long enough for the policy). */
const REPLAY_EDITOR = { email: 'replay-editor@example.com', password: 'amber-quarry-signal-2026' };

/** The text the replay publishes ("malachite" is found nowhere else on the site). */
const REPLAY_ANSWER = 'Réponse publiée dans l’image, couleur malachite.';

/**
 * Inside the image, as its user: `npm run users -- add --role editor`, then over HTTP what the
 * editor's page does (docs/editing.md): sign in, read `/fr` FAQ copy, save a changed answer on
 * the revision read, publish, read `/fr/faq`. Null when a step could not run.
 */
async function publishAsEditor(
  inContainer: (
    argv: string[],
    timeoutMs: number,
  ) => Promise<{ code: number | null; output: string }>,
  port: string,
): Promise<ReplayReport['publish']> {
  const account = await inContainer(
    [
      'sh',
      '-c',
      `printf '%s\\n' '${REPLAY_EDITOR.password}' | node --import tsx server/cli/users.ts add --role editor ${REPLAY_EDITOR.email}`,
    ],
    60_000,
  );
  if (account.code !== 0) return null;
  const probe = `(async () => {
    const base = 'http://127.0.0.1:${port}';
    const json = { origin: base, 'content-type': 'application/json' };
    const signIn = await fetch(base + '/admin/sign-in', { method: 'POST', headers: json, body: JSON.stringify(${JSON.stringify(REPLAY_EDITOR)}) });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const doc = await (await fetch(base + '/api/admin/content/faq/fr', { headers: { cookie } })).json();
    doc.data.faqItems[0].answer = ${JSON.stringify(REPLAY_ANSWER)};
    const save = await fetch(base + '/api/admin/content/faq/fr', { method: 'PUT', headers: { ...json, cookie }, body: JSON.stringify({ data: doc.data, baseRevision: doc.revision }) });
    const started = Date.now();
    const publish = await fetch(base + '/api/admin/content/publish', { method: 'POST', headers: { origin: base, cookie } });
    const ms = Date.now() - started;
    const page = await (await fetch(base + '/fr/faq')).text();
    console.log(JSON.stringify({ signIn: signIn.status, save: save.status, publish: publish.status, live: page.includes('malachite'), ms }));
  })()`;
  const result = await inContainer(['node', '-e', probe], 180_000);
  const line = result.output.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as ReplayReport['publish'];
  } catch {
    return null;
  }
}

/** Shared by the steps of {@link replayContainer}. */
interface StepContext {
  context: string;
  states: Map<string, StageState>;
  accounts: { passwd: string; group: string };
  npmDir: string;
  npmCache: string | undefined;
  log: (line: string) => void;
  verbose: boolean;
}

/** Replays one step into `state`. */
async function replayStep(
  step: DockerStep,
  stage: DockerStage,
  state: StageState,
  shared: StepContext,
): Promise<void> {
  switch (step.kind) {
    case 'WORKDIR':
      state.workdir = step.path;
      mkdirSync(inRootfs(state.rootfs, step.path), { recursive: true });
      return;
    case 'ENV':
      state.env[step.name] = step.value;
      return;
    case 'ARG':
      if (step.value !== undefined) state.args[step.name] = step.value;
      return;
    case 'USER':
      resolveUser(step.user, shared.accounts.passwd);
      state.user = step.user;
      return;
    case 'COPY': {
      const from = step.from ? shared.states.get(step.from) : undefined;
      if (step.from && !from)
        throw new ReplayStepFailed(`line ${step.line}: no stage ${step.from}`);
      const owner = step.chown
        ? resolveUser(step.chown, shared.accounts.passwd)
        : { uid: 0, gid: 0 };
      const dest = posix.isAbsolute(step.dest) ? step.dest : posix.join(state.workdir, step.dest);
      const destIsFolder = step.dest.endsWith('/') || step.dest === '.' || step.sources.length > 1;
      for (const source of step.sources) {
        if (/[*?[]/.test(source))
          throw new ReplayStepFailed(`line ${step.line}: wildcards are not modelled`);
        const sourcePath = from ? inRootfs(from.rootfs, source) : join(shared.context, source);
        if (!existsSync(sourcePath) && !lstatSync(sourcePath, { throwIfNoEntry: false })) {
          throw new ReplayStepFailed(
            `line ${step.line}: COPY ${source}: not found in ${from ? `stage ${step.from}` : 'the build context (.dockerignore?)'}`,
          );
        }
        const target = inRootfs(state.rootfs, dest);
        if (statSync(sourcePath).isDirectory()) {
          // A folder's contents go into the destination folder.
          mkdirSync(target, { recursive: true });
          copy(`${sourcePath}/.`, target);
          for (const entry of readdirSync(sourcePath)) {
            chownTree(join(target, entry), owner.uid, owner.gid);
          }
        } else {
          const file = destIsFolder ? join(target, posix.basename(source)) : target;
          mkdirSync(dirname(file), { recursive: true });
          copy(sourcePath, file);
          chownTree(file, owner.uid, owner.gid);
        }
      }
      return;
    }
    case 'RUN': {
      const user = resolveUser(state.user, shared.accounts.passwd);
      const env = { HOME: user.home, ...state.env, ...state.args, ...networkEnv() };
      const result = await run(
        'unshare',
        [
          '--mount',
          '--propagation',
          'private',
          '--',
          'sh',
          ROOTFS_SCRIPT,
          ...chrootArgv(state.rootfs, user, env, state.workdir, step.argv),
        ],
        rootfsEnv(state.rootfs, shared.accounts, shared.npmDir, shared.npmCache, false),
        (text) => {
          if (shared.verbose) shared.log(text.trimEnd());
        },
        RUN_STEP_LIMIT_MS,
      );
      if (result.code !== 0) {
        throw new ReplayStepFailed(
          `stage ${stage.name}, line ${step.line}: RUN ${step.argv.at(-1)} exited ${result.code}\n${result.output}`,
        );
      }
      return;
    }
  }
}

/**
 * What is wrong with a replay, one line each; empty when the image would run as documented
 * (docs/deploy.md): healthy, serving pages and storing messages in its volume as its own user,
 * unable to write its code, and stopping cleanly on its STOPSIGNAL.
 */
export function replayProblems(report: ReplayReport): string[] {
  const problems: string[] = [];
  if (report.healthyAfterMs === null) problems.push('the HEALTHCHECK never passed');
  if (report.page?.status !== 200 || !report.page.html) {
    problems.push(`GET / answered ${JSON.stringify(report.page)}, not 200 with the home page`);
  }
  if (report.insertStatus !== 201)
    problems.push(`a contact message answered ${report.insertStatus}, not 201`);
  if (report.workdirWritable !== false) problems.push('the image’s user could write its WORKDIR');
  const published = report.publish;
  if (!published) problems.push('an editor could not publish inside the image');
  else if (published.publish !== 200 || !published.live)
    problems.push(`an editor's publish inside the image gave ${JSON.stringify(published)}`);
  if (report.devPackagesInImage === null) problems.push('the image’s node_modules was not checked');
  else if (report.devPackagesInImage.length > 0) {
    problems.push(
      `${report.devPackagesInImage.length} dev-only packages are in the image, e.g. ${report.devPackagesInImage.slice(0, 3).join(', ')}`,
    );
  }
  if (report.stop?.code !== 0)
    problems.push(
      `the server ended ${JSON.stringify(report.stop)} after the STOPSIGNAL, not exit 0`,
    );
  const data = report.dataFile;
  if (!data) problems.push('no SQLite file where DATABASE_URL points');
  else {
    if (!data.inVolume) problems.push(`${data.path} is not in a VOLUME`);
    if (data.uid !== IMAGE_USER.uid)
      problems.push(`${data.path} belongs to uid ${data.uid}, not the image's user`);
    if (!data.subjects.includes('container replay'))
      problems.push('the posted message is not in the database');
    if (data.journalMode !== 'wal') problems.push(`journal_mode is ${data.journalMode}, not wal`);
  }
  return problems;
}

/** CLI: prints the steps' times and the checks; exit 0, 1 (failed) or 2 (cannot run here). */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const buildArgs: Record<string, string> = {};
  for (let index = 0; index < args.length; index++) {
    if (args[index] === '--build-arg') {
      const [name = '', ...value] = (args[++index] ?? '').split('=');
      buildArgs[name] = value.join('=');
    }
  }
  const started = performance.now();
  try {
    const report = await replayContainer({
      keep: args.includes('--keep'),
      verbose: args.includes('--verbose'),
      buildArgs,
      log: (line) => console.log(line),
    });
    const problems = replayProblems(report);
    console.log(
      JSON.stringify(
        {
          ...report,
          serverLog: `${report.serverLog.split('\n').length} lines`,
          totalMs: Math.round(performance.now() - started),
        },
        null,
        2,
      ),
    );
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length > 0) {
      console.error(report.serverLog);
      return 1;
    }
    console.log(
      `✓ the image replayed and ran as documented in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ReplayUnavailable) {
      console.error(`container replay skipped: ${error.message}`);
      return 2;
    }
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main();
}
