/**
 * scripts/compress-build.ts, the build's one compression pass (DESIGN §3): text files of the build get .br and .gz siblings
 * that decompress to the original; small and binary files are left alone; a second run writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../scripts/compress-build';

let dir: string;
const html = `<!DOCTYPE html><html><body>${'<p>Transforming Hardware with Artificial Intelligence</p>'.repeat(50)}</body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compress-'));
  await mkdir(join(dir, 'contact'));
  await writeFile(join(dir, 'contact', 'index.html'), html);
  await writeFile(join(dir, 'tiny.txt'), 'small');
  await writeFile(join(dir, 'image.png'), Buffer.alloc(2048, 7));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('compressDirectory', () => {
  it('writes .br and .gz siblings that decode to the original', async () => {
    const summary = await compressDirectory(dir);
    expect(summary.written).toBe(2);
    const file = join(dir, 'contact', 'index.html');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(html);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(html);
    expect(existsSync(join(dir, 'tiny.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'image.png.br'))).toBe(false);
  });

  it('a second run finds everything up to date', async () => {
    expect((await compressDirectory(dir)).written).toBe(0);
  });
});

describe('npm run build: the compression pass', () => {
  it('compresses the site and the inbox build (build/client and build/admin) by default', async () => {
    const root = await mkdtemp(join(tmpdir(), 'compress-root-'));
    try {
      await mkdir(join(root, 'build/client'), { recursive: true });
      await mkdir(join(root, 'build/admin/assets'), { recursive: true });
      await writeFile(join(root, 'build/client/index.html'), html);
      await writeFile(join(root, 'build/admin/assets/inbox.js'), `/* ${html} */`);
      const result = spawnSync(
        fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url)),
        [fileURLToPath(new URL('../../scripts/compress-build.ts', import.meta.url))],
        { cwd: root, encoding: 'utf8', timeout: 60_000 },
      );
      expect(result.status, result.stderr).toBe(0);
      for (const file of ['build/client/index.html', 'build/admin/assets/inbox.js']) {
        expect(existsSync(join(root, `${file}.br`)), file).toBe(true);
        expect(existsSync(join(root, `${file}.gz`)), file).toBe(true);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
