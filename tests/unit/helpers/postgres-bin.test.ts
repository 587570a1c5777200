import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../../../support/postgres';

const base = mkdtempSync(path.join(tmpdir(), 'pg-bin-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

function folderWith(name: string, tools: string[]): string {
  const dir = path.join(base, name);
  mkdirSync(dir, { recursive: true });
  for (const tool of tools) {
    writeFileSync(path.join(dir, tool), '#!/bin/sh\n');
    chmodSync(path.join(dir, tool), 0o755);
  }
  return dir;
}

describe('findPostgresBin', () => {
  const full = folderWith('full', ['initdb', 'pg_ctl', 'postgres']);
  const initdbOnly = folderWith('initdb-only', ['initdb']);
  const noServer = folderWith('no-server', ['initdb', 'pg_ctl']);

  it('takes POSTGRES_BIN first, then the first PATH folder with initdb, pg_ctl and postgres', () => {
    expect(findPostgresBin({ POSTGRES_BIN: full, PATH: '' })).toBe(full);
    expect(findPostgresBin({ PATH: [initdbOnly, noServer, full].join(path.delimiter) })).toBe(full);
  });

  it('skips a POSTGRES_BIN or PATH folder that lacks pg_ctl or postgres', () => {
    const found = findPostgresBin({ POSTGRES_BIN: noServer, PATH: initdbOnly });
    expect(found).not.toBe(noServer);
    expect(found).not.toBe(initdbOnly);
    // Either Debian's folder on a machine that has one (complete), or nothing.
    if (found) expect(found).toMatch(/^\/usr\/lib\/postgresql\/[\d.]+\/bin$/);
  });
});
