/**
 * Contract of app/hydration/hydrated-router.tsx with React Router: the file re-implements
 * React Router's `createHydratedRouter` and `HydratedRouter` through its `UNSAFE_` exports, so
 * it is right only while those functions and exports are the ones it was written against.
 * When this fails after an upgrade, follow docs/upgrading.md ("React Router").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router/dom';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const SOURCE = path.resolve(import.meta.dirname, '../../../app/hydration/hydrated-router.tsx');

/**
 * SHA-256 of React Router's own functions, as `react-router/dom` resolves in Node (the code the
 * re-implementation mirrors, react-router 7.18.4). Update only after comparing the new source
 * with app/hydration/hydrated-router.tsx and carrying every change over.
 */
const MIRRORED_FUNCTIONS: Record<string, string> = {
  createHydratedRouter: '5762a59e171496c1e8544216ee19c4505c8498f65a5f4bdf3659805cbea18e05',
  HydratedRouter: 'd80ffe47759fce11bf60a9bdead7e47a6ebcdb0d195e622ab6f02ac96a35d013',
};

/**
 * What each `UNSAFE_` export the file uses must be, and for functions the number of declared
 * parameters (`Function.length`): the file passes most of them positionally, so a parameter
 * added or dropped would shift every argument after it.
 */
const USED_EXPORTS: Record<string, 'object' | number> = {
  UNSAFE_FrameworkContext: 'object',
  UNSAFE_RemixErrorBoundary: 1,
  UNSAFE_createBrowserHistory: 0,
  UNSAFE_createClientRoutes: 5,
  UNSAFE_createRouter: 1,
  UNSAFE_decodeViaTurboStream: 2,
  UNSAFE_getHydrationData: 1,
  UNSAFE_getPatchRoutesOnNavigationFunction: 7,
  UNSAFE_getTurboStreamSingleFetchDataStrategy: 6,
  UNSAFE_hydrationRouteProperties: 'object',
  UNSAFE_mapRouteProperties: 1,
  UNSAFE_useFogOFWarDiscovery: 6,
};

/** One top-level `function name(…) {…}` of a bundled module, up to its closing brace at column 0. */
function functionSource(code: string, name: string): string {
  const match = new RegExp(`^function ${name}\\([\\s\\S]*?^}$`, 'm').exec(code);
  if (!match) throw new Error(`react-router/dom has no top-level function ${name}`);
  return match[0];
}

describe('React Router, as app/hydration/hydrated-router.tsx relies on it', () => {
  it('still has the HydratedRouter the file mirrors, unchanged', () => {
    const file = require.resolve('react-router/dom');
    const code = readFileSync(file, 'utf8');
    for (const [name, expected] of Object.entries(MIRRORED_FUNCTIONS)) {
      const actual = createHash('sha256').update(functionSource(code, name)).digest('hex');
      expect(
        actual,
        `React Router changed ${name} in ${file}: compare it with app/hydration/hydrated-router.tsx (docs/upgrading.md)`,
      ).toBe(expected);
    }
    expect(typeof ReactRouterDom.HydratedRouter).toBe('function');
    expect(typeof ReactRouterDom.RouterProvider).toBe('function');
  });

  it('exports every UNSAFE_ binding the file imports, with the same kind and parameter count', () => {
    const imported = [...readFileSync(SOURCE, 'utf8').matchAll(/^\s+(UNSAFE_\w+) as \w+,$/gm)].map(
      (match) => match[1]!,
    );
    // The list above is the file's whole value import list: nothing used goes unchecked.
    expect(imported.sort()).toEqual(Object.keys(USED_EXPORTS).sort());
    const exports = ReactRouter as unknown as Record<string, unknown>;
    for (const [name, shape] of Object.entries(USED_EXPORTS)) {
      const value = exports[name];
      if (shape === 'object') expect(typeof value, name).toBe('object');
      else {
        expect(typeof value, name).toBe('function');
        expect((value as (...args: unknown[]) => unknown).length, `${name}'s parameters`).toBe(
          shape,
        );
      }
    }
  });

  it('still puts what the file reads on window under the same names', () => {
    const code = readFileSync(require.resolve('react-router/dom'), 'utf8');
    for (const global of [
      'window.__reactRouterContext',
      'window.__reactRouterManifest',
      'window.__reactRouterRouteModules',
      'window.__reactRouterDataRouter = ',
    ])
      expect(code, global).toContain(global);
  });
});
