import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProject, engineProblems, nodeVersionsToCheck } from '../../../scripts/check-engines';

describe('engine check (issue 19: no EBADENGINE on npm install)', () => {
  it('finds no locked package that excludes our Node (running and lowest allowed)', () => {
    expect(checkProject()).toEqual([]);
  });

  it('checks the running Node and the lowest one engines.node allows', () => {
    expect(nodeVersionsToCheck('>=20.19', 'v20.20.2')).toEqual(['20.20.2', '20.19.0']);
    expect(() => nodeVersionsToCheck('<0.0.0')).toThrow(/allows no Node version/);
  });

  it('reports the packages npm warns about, and only those', () => {
    const lock = {
      packages: {
        '': { version: '0.1.0', engines: { node: '>=99' } },
        'node_modules/content-disposition': { version: '3.0.0', engines: { node: '>=22' } },
        'node_modules/a/node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
        'node_modules/old': { version: '1.0.0', engines: ['node >=0.4'] },
        'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/late-20': { version: '1.0.0', engines: { node: '>=20.20' } },
        'node_modules/none': { version: '1.0.0' },
      },
    };
    const problems = engineProblems(lock, ['v20.20.2', '20.19.0']);
    expect(problems.map((p) => `${p.pkg} ${p.node}`)).toEqual([
      'content-disposition@3.0.0 20.20.2',
      'content-disposition@3.0.0 20.19.0',
      'cookie@2.0.2 20.20.2',
      'cookie@2.0.2 20.19.0',
      'late-20@1.0.0 20.19.0',
    ]);
  });
});

/**
 * The overrides that keep the tree on Node 20 (content-disposition 2 under @fastify/static,
 * cookie 1 under light-my-request) provide what those packages call.
 */
describe('overridden packages still work for their dependents', () => {
  it('@fastify/static sends Content-Disposition for a download (content-disposition 2)', async () => {
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

  it("Fastify's inject sends cookies (light-my-request with cookie 1)", async () => {
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
