import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from '../../../scripts/compile-hints';

describe('compile-hints (issue 17)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const exists = (file: string) =>
    stat(join(dir, file)).then(
      () => true,
      () => false,
    );

  it('puts the hint on the first line of each chunk, before Vite’s preload table, once', async () => {
    const withDeps = 'const __vite__mapDeps=(i)=>i;\nimport{a}from"./a.js";a();\n';
    await writeFile(join(dir, 'layout-1.js'), withDeps);
    await writeFile(join(dir, 'layout-1.js.br'), 'stale');
    await writeFile(join(dir, 'layout-1.js.gz'), 'stale');
    await writeFile(join(dir, 'app-2.css'), 'body{}');

    expect(await addCompileHints(dir)).toBe(1);
    expect(await readFile(join(dir, 'layout-1.js'), 'utf8')).toBe(`${COMPILE_HINT}\n${withDeps}`);
    // Stale compressed siblings go, so compress-build writes them from the new file.
    expect(await exists('layout-1.js.br')).toBe(false);
    expect(await exists('layout-1.js.gz')).toBe(false);
    expect(await readFile(join(dir, 'app-2.css'), 'utf8')).toBe('body{}');

    expect(await addCompileHints(dir)).toBe(0);
    expect(await readFile(join(dir, 'layout-1.js'), 'utf8')).toBe(`${COMPILE_HINT}\n${withDeps}`);
  });
});
