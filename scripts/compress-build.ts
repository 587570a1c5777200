/**
 * The build's one compression pass, last step of `npm run build` (DESIGN §3): writes `.br`
 * (brotli, quality 11) and `.gz` (gzip -9) siblings for the text files of the site
 * (build/client: Vite's bundle, the prerendered HTML, the router manifest, public/ files, the
 * search index) and of the inbox (build/admin) that lack them or whose siblings are older.
 * @fastify/static serves the siblings with `preCompressed: true`. A sibling that would not be
 * smaller is not written. docs/decisions/0011-one-compression-pass.md says why this and not a
 * Vite plugin.
 *
 * Usage: `tsx scripts/compress-build.ts [dir…]` (default build/client and build/admin).
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing (text formats). */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.map',
  // Pagefind's index, stored uncompressed by scripts/build-search-index.ts.
  '.pagefind',
  '.pf_meta',
  '.pf_index',
  '.pf_fragment',
];

/** Files smaller than this gain nothing worth a second file from compression. Bytes. */
export const MIN_SIZE_BYTES = 512;

/** Counts of what {@link compressDirectory} did. */
export interface CompressSummary {
  /** Compressible files seen. */
  files: number;
  /** Siblings written (`.br` and `.gz` counted separately). */
  written: number;
  /** Bytes of the originals whose siblings were written, and of the brotli output. */
  originalBytes: number;
  brotliBytes: number;
}

/** Whether `sibling` exists and is at least as new as `source`. */
async function upToDate(source: number, sibling: string): Promise<boolean> {
  try {
    return (await stat(sibling)).mtimeMs >= source;
  } catch {
    return false;
  }
}

/**
 * Compresses every compressible file under `dir` (recursively).
 * @returns counts, for the log line
 */
export async function compressDirectory(dir: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, written: 0, originalBytes: 0, brotliBytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter(
      (entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.some((ext) => entry.name.endsWith(ext)),
    )
    .map((entry) => join(entry.parentPath, entry.name));

  await Promise.all(
    files.map(async (file) => {
      const info = await stat(file);
      if (info.size < MIN_SIZE_BYTES) return;
      summary.files += 1;
      const needBr = !(await upToDate(info.mtimeMs, `${file}.br`));
      const needGz = !(await upToDate(info.mtimeMs, `${file}.gz`));
      if (!needBr && !needGz) return;
      const data = await readFile(file);
      if (needBr) {
        const out = await brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        });
        if (out.length < data.length) {
          await writeFile(`${file}.br`, out);
          summary.written += 1;
          summary.originalBytes += data.length;
          summary.brotliBytes += out.length;
        }
      }
      if (needGz) {
        const out = await gz(data, { level: constants.Z_BEST_COMPRESSION });
        if (out.length < data.length) {
          await writeFile(`${file}.gz`, out);
          summary.written += 1;
        }
      }
    }),
  );
  return summary;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
/** The build's output folders: the site and the inbox. */
export const DEFAULT_DIRS = ['build/client', 'build/admin'];

if (isMain) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_DIRS;
  try {
    for (const dir of dirs.map((name) => resolve(name))) {
      const s = await compressDirectory(dir);
      console.log(
        `compress-build: ${s.files} files checked, ${s.written} .br/.gz written in ${dir}` +
          (s.originalBytes ? ` (brotli ${s.originalBytes} → ${s.brotliBytes} bytes)` : ''),
      );
    }
  } catch (error) {
    console.error('compress-build failed:', error);
    process.exit(1);
  }
}
