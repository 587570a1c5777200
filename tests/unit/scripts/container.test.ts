/**
 * The container recipe (docs/deploy.md) read as `docker build` and `docker compose` read it:
 * the Dockerfile through scripts/dockerfile-plan.ts (dockerfile-ast), the build context through
 * scripts/docker-context.ts (Docker's .dockerignore rules), compose.yaml against the Compose
 * Specification schema (scripts/compose-schema.ts). No container engine runs here; the full
 * replay of the image's commands is tests/container/container-replay.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { composeProblems } from '../../../scripts/compose-schema';
import { contextFiles, dockerignoreMatcher } from '../../../scripts/docker-context';
import { parseDockerfile, type DockerStage } from '../../../scripts/dockerfile-plan';
import { parseEnv, parseTrustProxy } from '../../../server/env';
import { SHUTDOWN_GRACE_MS } from '../../../server/limits';
import { startTestServer } from '../../helpers/test-server';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const pinnedNode = (JSON.parse(read('package.json')) as { dependencies: { node: string } })
  .dependencies.node;

const plan = parseDockerfile(read('Dockerfile'));
const runtime = plan.stages.at(-1) as DockerStage;
const context = contextFiles(ROOT);

/** The shell text of every RUN of a stage. */
function runs(stage: DockerStage): string[] {
  return stage.steps.flatMap((step) => (step.kind === 'RUN' ? [step.argv.join(' ')] : []));
}

/** Seconds of a Compose/Go duration made of s and m parts (`15s`, `1m30s`). */
function seconds(duration: string): number {
  let total = 0;
  for (const [, value, unit] of duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) {
    total += Number(value) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

/**
 * The files server/main.ts loads, following relative `import`/`export … from`, `import()` and
 * `new URL('./x', import.meta.url)` (the SQLite worker), as repository-relative paths.
 */
function serverFiles(): Set<string> {
  const seen = new Set<string>();
  const queue = ['server/main.ts'];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = read(file);
    const specifiers = [
      ...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
      ...text.matchAll(/new URL\(\s*'(\.{1,2}\/[^']+)'\s*,\s*import\.meta\.url/g),
    ].map((match) => match[1] as string);
    for (const specifier of specifiers) {
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
        (candidate) =>
          existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile(),
      );
      if (!found) throw new Error(`${file}: cannot resolve ${specifier}`);
      queue.push(found);
    }
  }
  return seen;
}

describe('Dockerfile', () => {
  it('builds every stage on node:<the version package.json pins>-slim', () => {
    expect(plan.stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of plan.stages) {
      const base = plan.stages.some((other) => other.name === stage.base) ? undefined : stage.base;
      if (base !== undefined) expect(base, `stage ${stage.name}`).toBe(`node:${pinnedNode}-slim`);
    }
  });

  it('installs with --ignore-scripts, so the `node` package never downloads a second Node', () => {
    const installs = plan.stages.flatMap(runs).filter((text) => /\bnpm (ci|install)\b/.test(text));
    expect(installs.length).toBeGreaterThan(0);
    for (const text of installs) expect(text).toMatch(/--ignore-scripts/);
  });

  it('ships node_modules from a stage that installed production dependencies only', () => {
    const copies = runtime.steps.filter(
      (step) =>
        step.kind === 'COPY' && step.from && step.sources.some((s) => s.endsWith('node_modules')),
    );
    expect(copies).toHaveLength(1);
    const from = copies[0]?.kind === 'COPY' ? copies[0].from : undefined;
    const source = plan.stages.find((stage) => stage.name === from) as DockerStage;
    expect(runs(source).join('\n')).toMatch(/npm ci\b[^\n&]*--omit=dev/);
  });

  it('builds the site in a build stage and copies build/ into the image', () => {
    const copy = runtime.steps.find(
      (step) => step.kind === 'COPY' && step.from && step.sources.some((s) => /\/build$/.test(s)),
    );
    expect(copy).toBeDefined();
    const from = copy?.kind === 'COPY' ? copy.from : undefined;
    const builder = plan.stages.find((stage) => stage.name === from) as DockerStage;
    expect(runs(builder)).toContain('/bin/sh -c npm run build');
  });

  it('runs as a non-root user, with SQLite in the /data volume and an environment server/env.ts accepts', () => {
    expect(runtime.user).toBeDefined();
    expect(['root', '0']).not.toContain(runtime.user?.split(':')[0]);
    expect(runtime.volumes).toContain('/data');
    const env = parseEnv(runtime.env);
    expect(env.databaseUrl).toBe('file:/data/site.db');
    expect(env.databaseUrl.slice('file:'.length).startsWith('/data/')).toBe(true);
    expect(runtime.expose).toContain(String(env.port));
    // The volume's folder is made and handed to the user before USER, in the image itself.
    const userLine = runtime.steps.find((step) => step.kind === 'USER')?.line ?? 0;
    const chown = runtime.steps.find(
      (step) => step.kind === 'RUN' && /chown\s+\S+\s+\/data\b/.test(step.argv.join(' ')),
    );
    expect(chown?.line).toBeLessThan(userLine);
  });

  it('starts Node itself (exec form, no shell or npm in between) and stops it with SIGTERM', () => {
    expect(runtime.cmdExecForm).toBe(true);
    expect(runtime.entrypoint).toBeUndefined();
    expect(runtime.cmd?.[0]).toBe('node');
    expect(runtime.cmd).toContain('server/main.ts');
    expect(runtime.stopSignal).toBe('SIGTERM');
  });

  it('checks health with Node’s fetch (the slim image has no curl): 0 while /healthz answers, 1 once it does not', async () => {
    const check = runtime.healthcheck;
    expect(check?.execForm).toBe(true);
    expect(check?.argv[0]).toBe('node');
    expect(check?.argv.join(' ')).not.toMatch(/\b(curl|wget)\b/);
    // A cold start compiles the server's TypeScript first; the start period leaves room for it.
    expect(seconds(check?.options['start-period'] ?? '0s')).toBeGreaterThanOrEqual(15);
    // Asynchronous: the server answers from this process's event loop.
    const probe = (port: number) =>
      new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveProbe) => {
        const child = spawn(process.execPath, check?.argv.slice(1) ?? [], {
          env: { ...runtime.env, PORT: String(port) },
          stdio: 'ignore',
          timeout: seconds(check?.options.timeout ?? '30s') * 1000,
        });
        child.on('exit', (code, signal) => resolveProbe({ code, signal }));
      });
    const server = await startTestServer();
    const port = Number(new URL(server.url).port);
    try {
      expect(await probe(port)).toEqual({ code: 0, signal: null });
    } finally {
      await server.close();
    }
    // Ends by itself within Docker's --timeout (not killed), with 1: unhealthy.
    expect(await probe(port)).toEqual({ code: 1, signal: null });
  });

  it('copies every file the server loads into the image', () => {
    const copied = runtime.steps.flatMap((step) =>
      step.kind === 'COPY' && step.from === undefined ? step.sources : [],
    );
    const missing = [...serverFiles()].filter(
      (file) => !copied.some((source) => file === source || file.startsWith(`${source}/`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('.dockerignore', () => {
  it('leaves out what a checkout builds, installs or stores', () => {
    const ignored = dockerignoreMatcher(read('.dockerignore'));
    for (const file of [
      'node_modules/react/index.js',
      'admin/node_modules/x/index.js',
      'build/client/index.html',
      'data/site.db',
      '.git/HEAD',
      '.env',
      '.env.production',
      'public/docs/cv.pdf',
      'public/og-image.png',
      'public/og-image-ar.png',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    expect(context.some((file) => file.startsWith('tests/'))).toBe(false);
  });

  it('keeps every file the build and the image take from the context', () => {
    const sources = plan.stages.flatMap((stage) =>
      stage.steps.flatMap((step) => (step.kind === 'COPY' && !step.from ? step.sources : [])),
    );
    for (const source of sources.filter((s) => s !== '.')) {
      expect(
        context.some((file) => file === source || file.startsWith(`${source}/`)),
        source,
      ).toBe(true);
    }
    // What `npm run build` reads (package.json "build", vite and react-router configs).
    for (const file of [
      'package-lock.json',
      'vite.config.ts',
      'react-router.config.ts',
      'admin/vite.config.ts',
      'app/root.tsx',
      'scripts/compress-build.ts',
      'art',
    ]) {
      expect(
        context.some((entry) => entry === file || entry.startsWith(`${file}/`)),
        file,
      ).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  const text = read('compose.yaml');
  const compose = parse(text) as {
    services: Record<string, Record<string, unknown>>;
    networks: Record<string, { ipam?: { config?: { subnet?: string; ip_range?: string }[] } }>;
  };
  const services = compose.services;

  it('is valid against the Compose Specification schema', () => {
    expect(composeProblems(text)).toEqual([]);
  });

  it('the schema check finds an unknown key, a wrong type and a bad duration', () => {
    const broken = text
      .replace('    init: true', '    init: true\n    restart_policy: always')
      .replace('stop_grace_period: 15s', 'stop_grace_period: 15 seconds')
      .replace("- '80:80'", '- [80, 80]');
    const problems = composeProblems(broken);
    expect(problems).toContain(
      "/services/app: must NOT have additional properties 'restart_policy'",
    );
    expect(problems).toContain('/services/app/stop_grace_period: must match format "duration"');
    expect(problems.some((line) => line.startsWith('/services/caddy/ports/0:'))).toBe(true);
  });

  it('trusts X-Forwarded-* from Caddy’s fixed address only, which no other container can get', () => {
    const app = services.app as { environment: Record<string, string>; ports?: unknown };
    const caddy = services.caddy as { networks: Record<string, { ipv4_address?: string }> };
    const address = caddy.networks.edge?.ipv4_address as string;
    expect(app.environment.TRUST_PROXY).toBe(address);
    expect(parseTrustProxy(app.environment.TRUST_PROXY ?? '')).toEqual([address]);
    // Reachable only through the proxy (docs/security.md): the app publishes no port.
    expect(app.ports).toBeUndefined();
    const ipam = compose.networks.edge?.ipam?.config?.[0];
    const inRange = (ip: string, cidr: string) => {
      const [net = '', bits = '32'] = cidr.split('/');
      const toInt = (v: string) => v.split('.').reduce((n, part) => n * 256 + Number(part), 0);
      const mask = 2 ** 32 - 2 ** (32 - Number(bits));
      return (toInt(ip) & mask) >>> 0 === (toInt(net) & mask) >>> 0;
    };
    expect(inRange(address, ipam?.subnet as string)).toBe(true);
    expect(inRange(address, ipam?.ip_range as string)).toBe(false);
  });

  it('runs PostgreSQL 15 or 16 on a volume, with a health check the app waits for', () => {
    const db = services.db as {
      image: string;
      volumes: string[];
      healthcheck: { test: string[] };
    };
    expect(db.image).toMatch(/^postgres:1[56]\b/);
    expect(db.volumes.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(db.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    const app = services.app as {
      depends_on: Record<string, { condition: string }>;
      environment: Record<string, string>;
    };
    expect(app.depends_on.db?.condition).toBe('service_healthy');
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@db:5432\//);
  });

  it('gives the app longer to stop than the server takes to drain', () => {
    const app = services.app as { stop_grace_period: string; init?: boolean };
    expect(seconds(app.stop_grace_period) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });

  it('runs the publisher from the app’s image on the same releases volume and database, the app’s worker off', () => {
    type Service = {
      build: unknown;
      image: string;
      command?: string[];
      environment: Record<string, string>;
      volumes: string[];
      ports?: unknown;
      depends_on: Record<string, { condition: string }>;
      stop_grace_period: string;
    };
    const app = services.app as Service;
    const publisher = services.publisher as Service;
    expect(publisher.image).toBe(app.image);
    expect(publisher.build).toEqual(app.build);
    expect(publisher.command).toEqual(['node', '--import', 'tsx', 'server/publisher.ts']);
    expect(existsSync(path.join(ROOT, 'server', 'publisher.ts'))).toBe(true);
    expect(publisher.volumes).toEqual(app.volumes);
    expect(publisher.environment.DATABASE_URL).toBe(app.environment.DATABASE_URL);
    expect(publisher.depends_on.db?.condition).toBe('service_healthy');
    expect(publisher.ports).toBeUndefined();
    expect(app.environment.PUBLISH_WORKER).toBe('off');
    expect(publisher.environment.PUBLISH_WORKER).toBeUndefined();
    expect(seconds(publisher.stop_grace_period) * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
  });

  it('Caddy proxies to the port the image listens on', () => {
    const target = /reverse_proxy\s+app:(\d+)/.exec(read('Caddyfile'))?.[1];
    expect(target).toBe(runtime.env.PORT);
    const caddy = services.caddy as { volumes: string[] };
    expect(caddy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});
