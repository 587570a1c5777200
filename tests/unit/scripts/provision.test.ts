/**
 * scripts/provision.sh on made-up machines: a temporary folder stands for `/` (PROVISION_ROOT),
 * another for PATH (PROVISION_PATH), PROVISION_UID for root or not, and a fake apt-get that records
 * its arguments and "installs" by creating the files Debian's packages would. The real browser and
 * PostgreSQL of this machine stay hidden and untouched.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/provision.sh');
const PG_TOOLS = ['initdb', 'pg_ctl', 'postgres'];
const PDF_TOOLS = ['pdffonts', 'pdftotext'];
/** The several-instance suites' servers, where Debian's packages put them. */
const SCALE_TOOLS = ['usr/bin/redis-server', 'usr/sbin/haproxy'];

let base: string;
let root: string;
let bin: string;
let home: string;

/** An executable stub at `file` (folders created). */
function stub(file: string, body = 'exit 0') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

/** A fake apt-get: logs every call; `install` creates what the named packages would. */
function fakeAptGet(options: { fail?: 'update' | 'install' } = {}) {
  stub(
    path.join(bin, 'apt-get'),
    [
      `echo "apt-get $*" >> "${root}/apt.log"`,
      `echo "fake apt-get $1"`,
      options.fail ? `[ "$1" = ${options.fail} ] && exit 100` : '',
      '[ "$1" = install ] || exit 0',
      'for p in "$@"; do',
      `  [ "$p" = chromium ] && mkdir -p "${root}/usr/bin" && printf '#!/bin/sh\\n' > "${root}/usr/bin/chromium" && chmod 755 "${root}/usr/bin/chromium"`,
      `  [ "$p" = poppler-utils ] && mkdir -p "${root}/usr/bin" && for t in ${PDF_TOOLS.join(' ')}; do printf '#!/bin/sh\\n' > "${root}/usr/bin/$t"; chmod 755 "${root}/usr/bin/$t"; done`,
      `  [ "$p" = redis-server ] && mkdir -p "${root}/usr/bin" && printf '#!/bin/sh\\n' > "${root}/usr/bin/redis-server" && chmod 755 "${root}/usr/bin/redis-server"`,
      `  [ "$p" = haproxy ] && mkdir -p "${root}/usr/sbin" && printf '#!/bin/sh\\n' > "${root}/usr/sbin/haproxy" && chmod 755 "${root}/usr/sbin/haproxy"`,
      `  [ "$p" = postgresql ] && mkdir -p "${root}/usr/lib/postgresql/17/bin" && for t in ${PG_TOOLS.join(' ')}; do printf '#!/bin/sh\\n' > "${root}/usr/lib/postgresql/17/bin/$t"; chmod 755 "${root}/usr/lib/postgresql/17/bin/$t"; done`,
      'done',
      'exit 0',
    ].join('\n'),
  );
}

interface Run {
  status: number | null;
  env: Record<string, string>;
  stdout: string;
  stderr: string;
  ms: number;
  aptCalls: string[];
}

function provision(
  options: { uid?: number; env?: Record<string, string>; args?: string[] } = {},
): Run {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: home,
    PROVISION_ROOT: root,
    PROVISION_PATH: bin,
    PROVISION_UID: String(options.uid ?? 1000),
    ...options.env,
  };
  const started = performance.now();
  const result = spawnSync('bash', [SCRIPT, ...(options.args ?? [])], { env, encoding: 'utf8' });
  const ms = performance.now() - started;
  let aptCalls: string[] = [];
  try {
    aptCalls = readFileSync(path.join(root, 'apt.log'), 'utf8').trim().split('\n');
  } catch {
    // apt-get never ran.
  }
  const found = Object.fromEntries(
    result.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    status: result.status,
    env: found,
    stdout: result.stdout,
    stderr: result.stderr,
    ms,
    aptCalls,
  };
}

beforeEach(() => {
  base = mkdtempSync(path.join(tmpdir(), 'provision-'));
  root = path.join(base, 'root');
  bin = path.join(base, 'bin');
  home = path.join(base, 'home');
  for (const dir of [root, bin, home]) mkdirSync(dir);
});

afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('finding what is installed', () => {
  it('takes a browser and all three PostgreSQL tools from PATH', () => {
    stub(path.join(bin, 'chromium'));
    for (const tool of [...PG_TOOLS, ...PDF_TOOLS, 'redis-server', 'haproxy']) {
      stub(path.join(bin, tool));
    }
    const run = provision();
    expect(run.status).toBe(0);
    expect(run.env).toEqual({ CHROME_PATH: path.join(bin, 'chromium'), POSTGRES_BIN: bin });
    expect(run.stderr).toBe('');
  });

  it("finds Debian's /usr/bin/chromium and the newest complete /usr/lib/postgresql/*/bin", () => {
    stub(path.join(root, 'usr/bin/chromium'));
    for (const tool of PG_TOOLS) stub(path.join(root, 'usr/lib/postgresql/9.6/bin', tool));
    for (const tool of PG_TOOLS) stub(path.join(root, 'usr/lib/postgresql/15/bin', tool));
    // 16 has initdb but not pg_ctl/postgres (a half-installed client package): not usable.
    stub(path.join(root, 'usr/lib/postgresql/16/bin/initdb'));
    // initdb on PATH without its siblings does not count either.
    stub(path.join(bin, 'initdb'));
    const run = provision();
    expect(run.env).toEqual({
      CHROME_PATH: path.join(root, 'usr/bin/chromium'),
      POSTGRES_BIN: path.join(root, 'usr/lib/postgresql/15/bin'),
    });
  });

  it('prefers CHROME_PATH, and refuses one that is not executable in one line', () => {
    stub(path.join(root, 'usr/bin/chromium'));
    stub(path.join(base, 'my-chrome'));
    expect(provision({ env: { CHROME_PATH: path.join(base, 'my-chrome') } }).env.CHROME_PATH).toBe(
      path.join(base, 'my-chrome'),
    );
    const bad = provision({ env: { CHROME_PATH: '/nowhere/chrome' } });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr.trim().split('\n')).toEqual([
      'CHROME_PATH=/nowhere/chrome is not an executable file: point it at Chrome or Chromium, or unset it',
    ]);
  });

  it('falls back to the newest Playwright-managed Chromium', () => {
    stub(path.join(home, '.cache/ms-playwright/chromium-1100/chrome-linux/chrome'));
    stub(path.join(home, '.cache/ms-playwright/chromium-1200/chrome-linux64/chrome'));
    const run = provision();
    expect(run.env.CHROME_PATH).toBe(
      path.join(home, '.cache/ms-playwright/chromium-1200/chrome-linux64/chrome'),
    );
    const custom = path.join(base, 'pw');
    stub(path.join(custom, 'chromium-1300/chrome-linux/chrome'));
    expect(provision({ env: { PLAYWRIGHT_BROWSERS_PATH: custom } }).env.CHROME_PATH).toBe(
      path.join(custom, 'chromium-1300/chrome-linux/chrome'),
    );
  });

  it("finds Homebrew's keg-only postgresql@17 and Chrome in /Applications (macOS)", () => {
    stub(path.join(root, 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'));
    for (const tool of PG_TOOLS) stub(path.join(root, 'opt/homebrew/opt/postgresql@17/bin', tool));
    expect(provision().env).toEqual({
      CHROME_PATH: path.join(root, 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
      POSTGRES_BIN: path.join(root, 'opt/homebrew/opt/postgresql@17/bin'),
    });
  });
});

describe('installing what is missing, as root with apt-get', () => {
  it('runs apt-get update and installs chromium, postgresql, poppler-utils, redis-server and haproxy, printing what it does', () => {
    fakeAptGet();
    const run = provision({ uid: 0 });
    expect(run.status).toBe(0);
    expect(run.aptCalls).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends chromium fonts-liberation postgresql poppler-utils redis-server haproxy',
    ]);
    expect(run.env).toEqual({
      CHROME_PATH: path.join(root, 'usr/bin/chromium'),
      POSTGRES_BIN: path.join(root, 'usr/lib/postgresql/17/bin'),
    });
    expect(run.stderr).toContain(
      'provision: installing chromium fonts-liberation postgresql poppler-utils redis-server haproxy (',
    );
    expect(run.stderr).toContain(
      'provision: running: apt-get install -y --no-install-recommends chromium fonts-liberation postgresql poppler-utils redis-server haproxy\n',
    );
    expect(run.stderr).not.toContain('PDF font and text checks skipped');
    expect(run.stderr).not.toContain('skipped: not found');
    expect(run.stderr).toContain('fake apt-get install'); // apt-get's own output is shown
  });

  it('installs only what is missing, and nothing when all is there', () => {
    fakeAptGet();
    stub(path.join(root, 'usr/bin/chromium'));
    stub(path.join(root, 'usr/sbin/haproxy'));
    expect(provision({ uid: 0 }).aptCalls).toEqual([
      'apt-get update',
      'apt-get install -y --no-install-recommends postgresql poppler-utils redis-server',
    ]);
    expect(provision({ uid: 0 }).aptCalls).toHaveLength(2); // second run: nothing new
  });

  it('stops with exit 1 when apt-get fails', () => {
    fakeAptGet({ fail: 'update' });
    const run = provision({ uid: 0 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /apt-get update failed \(see above\): install chromium fonts-liberation postgresql poppler-utils redis-server haproxy yourself/,
    );
  });
});

describe('when it cannot install', () => {
  it('not root on Debian: one line naming the command, within a second, apt-get untouched', () => {
    fakeAptGet();
    const run = provision({ uid: 1000 });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      'npm test needs a Chromium browser (none found): run: sudo apt-get install -y --no-install-recommends chromium fonts-liberation postgresql poppler-utils redis-server haproxy',
    ]);
    expect(run.aptCalls).toEqual([]);
    expect(run.ms).toBeLessThan(1000);
  });

  it('not root, browser present: the PostgreSQL suites skip with the reason and the command', () => {
    fakeAptGet();
    stub(path.join(root, 'usr/bin/chromium'));
    for (const tool of PDF_TOOLS) stub(path.join(root, 'usr/bin', tool));
    for (const tool of SCALE_TOOLS) stub(path.join(root, tool));
    const run = provision({ uid: 1000 });
    expect(run.status).toBe(0);
    const reason =
      'PostgreSQL suites skipped: no initdb, pg_ctl and postgres found (to run them: sudo apt-get install -y --no-install-recommends postgresql)';
    expect(run.env).toEqual({
      CHROME_PATH: path.join(root, 'usr/bin/chromium'),
      POSTGRES_SKIP: reason,
    });
    expect(run.stderr.trim()).toBe(`provision: ${reason}`);
  });

  it('not root, poppler missing: the PDF checks skip with the reason and the command', () => {
    fakeAptGet();
    stub(path.join(root, 'usr/bin/chromium'));
    for (const tool of PG_TOOLS) stub(path.join(bin, tool));
    stub(path.join(bin, 'pdffonts')); // pdftotext missing: both are needed
    for (const tool of SCALE_TOOLS) stub(path.join(root, tool));
    const run = provision({ uid: 1000 });
    expect(run.status).toBe(0);
    expect(run.env).toEqual({
      CHROME_PATH: path.join(root, 'usr/bin/chromium'),
      POSTGRES_BIN: bin,
    });
    expect(run.stderr.trim()).toBe(
      'provision: PDF font and text checks skipped: no pdffonts and pdftotext found (to run them: sudo apt-get install -y --no-install-recommends poppler-utils)',
    );
    expect(run.aptCalls).toEqual([]);
  });

  it('not root, redis-server or haproxy missing: the suites that need them skip with the reason and the command', () => {
    fakeAptGet();
    stub(path.join(root, 'usr/bin/chromium'));
    for (const tool of [...PG_TOOLS, ...PDF_TOOLS]) stub(path.join(bin, tool));
    stub(path.join(root, 'usr/bin/redis-server'));
    const run = provision({ uid: 1000 });
    expect(run.status).toBe(0);
    expect(run.env).toEqual({
      CHROME_PATH: path.join(root, 'usr/bin/chromium'),
      POSTGRES_BIN: bin,
    });
    expect(run.stderr.trim()).toBe(
      'provision: suites that need haproxy skipped: not found (to run them: sudo apt-get install -y --no-install-recommends redis-server haproxy)',
    );
    expect(run.aptCalls).toEqual([]);
    // Found in /usr/sbin (Debian's haproxy): nothing to say.
    stub(path.join(root, 'usr/sbin/haproxy'));
    expect(provision({ uid: 1000 }).stderr).toBe('');
  });

  it('macOS with Homebrew: names brew for Chrome, and for PostgreSQL when only that is missing', () => {
    stub(path.join(bin, 'brew'));
    const run = provision();
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      'npm test needs a Chromium browser (none found): run: brew install --cask google-chrome (or set CHROME_PATH to Chrome or Chromium)',
    );
    stub(path.join(base, 'chrome'));
    const skip = provision({ env: { CHROME_PATH: path.join(base, 'chrome') } });
    expect(skip.status).toBe(0);
    expect(skip.env.POSTGRES_SKIP).toMatch(/\(to run them: brew install postgresql@17\)$/);
  });

  it('--no-browser (npm test --skip-e2e) needs no browser', () => {
    const run = provision({ args: ['--no-browser'] });
    expect(run.status).toBe(0);
    expect(Object.keys(run.env)).toEqual(['POSTGRES_SKIP']);
  });
});
