import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs npm (on the PATH of npm scripts and npx: on the project's Node), offline, in `cwd`. */
function npm(cwd: string, args: string[]) {
  return spawnSync('npm', [...args, '--offline', '--no-audit', '--no-fund'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_engine_strict: undefined },
    timeout: 60_000,
  });
}

/**
 * `.npmrc` sets npm's `engine-strict`, so an install fails (rather than warns EBADENGINE) when a
 * package's `engines.node` excludes the Node that runs npm (docs/decisions/0008-engine-strict.md).
 */
describe('npm engine-strict', () => {
  it('is on for this project', () => {
    const result = npm(root, ['config', 'get', 'engine-strict']);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('true');
  });

  it('makes npm ci fail on a locked package whose engines exclude our Node', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'engine-strict-'));
    try {
      await mkdir(path.join(dir, 'dep'));
      await mkdir(path.join(dir, 'app'));
      const app = path.join(dir, 'app');
      await writeFile(
        path.join(dir, 'dep/package.json'),
        JSON.stringify({ name: 'dep', version: '1.0.0', engines: { node: '>=99' } }),
      );
      await writeFile(
        path.join(app, 'package.json'),
        JSON.stringify({ name: 'app', version: '1.0.0', dependencies: { dep: 'file:../dep' } }),
      );
      expect(npm(app, ['install', '--package-lock-only']).status).toBe(0);
      await copyFile(path.join(root, '.npmrc'), path.join(app, '.npmrc'));
      const result = npm(app, ['ci']);
      expect(result.stderr).toMatch(/Unsupported engine/);
      expect(result.stderr).toContain('dep@1.0.0');
      expect(result.status).not.toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * The content-disposition and cookie versions npm resolved provide what @fastify/static and
 * light-my-request call.
 */
describe('resolved helper packages still work for their dependents', () => {
  it('@fastify/static sends Content-Disposition for a download', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'engines-'));
    await writeFile(path.join(dir, 'deck.pdf'), '%PDF-1.7\n');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/get', (_req, reply) => reply.download('deck.pdf', 'Deck – 2026.pdf'));
    try {
      const res = await app.inject({ url: '/get' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Deck ? 2026.pdf"; filename*=UTF-8''Deck%20%E2%80%93%202026.pdf`,
      );
      expect(res.body).toBe('%PDF-1.7\n');
    } finally {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("Fastify's inject sends cookies (light-my-request)", async () => {
    const app = Fastify();
    app.get('/echo', (req) => ({ cookie: req.headers.cookie }));
    try {
      const res = await app.inject({ url: '/echo', cookies: { consent: 'declined', a: 'b c' } });
      expect(res.json()).toEqual({ cookie: 'consent=declined; a=b%20c' });
    } finally {
      await app.close();
    }
  });
});
