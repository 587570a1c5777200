/**
 * The runtime (docs/decisions/0001-node-24-from-the-registry.md): `npm test` runs on the Node that
 * package.json pins, and the server refuses an older one with what to do instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertSupportedNode, MIN_NODE_MAJOR } from '../../../server/runtime';

const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};

describe('the project Node', () => {
  it('is the one the tests run on: package.json’s node dependency, Node 24', () => {
    expect(process.versions.node).toBe(pkg.dependencies.node);
    expect(Number(process.versions.node.split('.')[0])).toBe(MIN_NODE_MAJOR);
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_MAJOR}.11`);
  });

  it('is required by the server, which names the way to start it', () => {
    expect(() => assertSupportedNode('20.20.2')).toThrow(/Node 20\.20\.2 is too old.*npm start/);
    expect(() => assertSupportedNode('24.11.0')).not.toThrow();
    expect(() => assertSupportedNode('26.1.0')).not.toThrow();
  });
});
