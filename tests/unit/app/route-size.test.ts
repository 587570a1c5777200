import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../../../app/routes';

/**
 * DESIGN §7: app/routes/ holds one thin module per URL — meta and a list of sections, 40 lines
 * at most; anything else (a lazily loaded part of a page) lives with the components.
 */
const MAX_ROUTE_LINES = 40;
const routesDir = path.resolve(import.meta.dirname, '../../../app/routes');

describe('route modules (DESIGN §7 layout)', () => {
  const files = readdirSync(routesDir).filter((name) => name.endsWith('.tsx'));

  it('finds the route modules', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('holds only modules the route table names (app/routes.ts)', () => {
    const named = new Set<string>();
    const collect = (entries: readonly RouteConfigEntry[]) => {
      for (const entry of entries) {
        named.add(entry.file);
        collect(entry.children ?? []);
      }
    };
    collect(routes);
    expect(files.filter((name) => !named.has(`routes/${name}`))).toEqual([]);
  });

  it.each(files)('%s is at most 40 lines', (name) => {
    const lines = readFileSync(path.join(routesDir, name), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_ROUTE_LINES);
  });
});
