/**
 * Post-build step (`npm run build`, issue 17): starts every client chunk with V8's explicit
 * compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136+; v8.dev/blog/explicit-compile-hints,
 * WICG "Explicit JavaScript Compile Hints (File-based)"). V8 then compiles all of the chunk's
 * functions on the background thread that streams it, instead of compiling each on the main
 * thread the first time it is called.
 *
 * Measured on `/` (Chromium 156, Chromium trace, 4–5 loads each): main-thread `V8.ParseFunction`
 * + `V8.CompileCode` fell from 60–100 ms to 12–30 ms, most of it inside hydration's tasks, which
 * Lighthouse's 4× CPU simulation counts against TBT. The chunks are what the page runs: the
 * first-load chunks hydrate it, and the others load on the interaction that needs them. Other
 * engines read a comment (30 bytes).
 *
 * A bundler banner cannot do it: V8 honours the comment only as the first line (tested: one
 * statement before it and every function compiled lazily again), and Vite prepends its
 * `__vite__mapDeps` preload table to chunks with lazy imports after banners are applied. So the
 * comment is added here, and the chunk's `.br`/`.gz` siblings (now stale) are removed for
 * compress-build to write again.
 *
 * Usage: `tsx scripts/compile-hints.ts [dir]` (default build/client/assets), before compress-build.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** V8's file-based compile hint; it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Prepends {@link COMPILE_HINT} to every `.js` file directly in `dir` that does not already
 * start with it, and removes that file's `.br` and `.gz` siblings.
 * @returns the number of files changed (0 when run twice)
 */
export async function addCompileHints(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.js'));
  let changed = 0;
  for (const name of names) {
    const file = join(dir, name);
    const code = await readFile(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, `${COMPILE_HINT}\n${code}`);
    await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })]);
    changed += 1;
  }
  return changed;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const dir = resolve(process.argv[2] ?? 'build/client/assets');
  addCompileHints(dir)
    .then((count) => console.log(`compile-hints: ${count} chunks marked in ${dir}`))
    .catch((error: unknown) => {
      console.error('compile-hints failed:', error);
      process.exit(1);
    });
}
