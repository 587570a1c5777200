/**
 * scripts/compress-build.ts (STACK-NOTES §7): text files of the build get .br and .gz siblings
 * that decompress to the original; small and binary files are left alone; a second run writes nothing.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
