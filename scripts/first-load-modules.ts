/**
 * Where a page's first-load JavaScript comes from, module by module (DESIGN §6,
 * bench/first-load-report.md).
 *
 * The Vite plugin {@link firstLoadModulesPlugin} records, for every client chunk, each module's
 * rendered code (Rolldown's `RenderedModule.code`: after tree-shaking, before minification) in
 * `build/first-load-modules.json`; vite.config.ts adds it only when `FIRST_LOAD_MODULES=1`, so an
 * ordinary build is unchanged. The CLI then splits each first-load chunk's real gzip size
 * (`scripts/first-load-js.ts`'s figure) over its modules in proportion to each module's own
 * gzip size — an estimate, as any treemap's is: one gzip stream compresses modules together
 * better than apart, and minification shortens each differently.
 *
 * Usage: `FIRST_LOAD_MODULES=1 npx react-router build && npx tsx scripts/first-load-modules.ts
 * [route …]` (prints Markdown tables; default routes: the report's pages).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { measureFirstLoadJs } from './first-load-js.ts';

/** One chunk's modules: id (path under the project, or node_modules/<package>/…) → code. */
type ChunkModules = Record<string, Record<string, string>>;

const MODULES_FILE = 'build/first-load-modules.json';

/** Records every client chunk's modules (see the module comment). */
export function firstLoadModulesPlugin(): Plugin {
  return {
    name: 'first-load-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            // Virtual modules (`\0vite/preload-helper.js`) keep their name without the NUL.
            path.relative(process.cwd(), id.replace(/\?.*$/, '').replace(/^\0/, '')),
            module.code ?? '',
          ]),
        );
      }
      writeFileSync(MODULES_FILE, JSON.stringify(chunks));
    },
  };
}

/** The part of a module id a reader groups by: the npm package, or the app's own file. */
export function moduleGroup(id: string): string {
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(id);
  if (!npm) return id;
  // React DOM's client and React Router's two builds are worth telling apart.
  return npm[1] === 'react-dom' || npm[1] === 'react-router'
    ? `${npm[1]}/${npm[2]!.replace(/^cjs\/|^dist\/(production|development)\//, '')}`
    : npm[1]!;
}

/**
 * A route's first load split by module group: gzip bytes (estimated, see the module comment),
 * largest first; the sum is the route's measured first load.
 */
export function firstLoadByModule(
  clientDir: string,
  route: string,
  chunks: ChunkModules,
): { total: number; rows: { chunk: string; module: string; gzipBytes: number }[] } {
  const { files, gzipBytes: total } = measureFirstLoadJs(clientDir, route);
  const rows: { chunk: string; module: string; gzipBytes: number }[] = [];
  for (const file of files) {
    const chunkGzip = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
    const modules = chunks[file.replace(/^\//, '')] ?? {};
    const groups = new Map<string, number>();
    for (const [id, code] of Object.entries(modules)) {
      if (!code) continue;
      const group = moduleGroup(id);
      groups.set(group, (groups.get(group) ?? 0) + gzipSync(code, { level: 9 }).length);
    }
    const sum = [...groups.values()].reduce((a, b) => a + b, 0);
    const chunk = path.basename(file).replace(/-[\w-]{8}\.js$/, '.js');
    if (sum === 0) {
      rows.push({ chunk, module: '(chunk)', gzipBytes: chunkGzip });
      continue;
    }
    for (const [module, bytes] of groups)
      rows.push({ chunk, module, gzipBytes: Math.round((bytes / sum) * chunkGzip) });
  }
  rows.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { total, rows };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chunks = JSON.parse(readFileSync(MODULES_FILE, 'utf8')) as ChunkModules;
  const routes = process.argv.slice(2);
  for (const route of routes.length ? routes : ['/', '/contact']) {
    const { total, rows } = firstLoadByModule('build/client', route, chunks);
    console.log(`\n### ${route}: ${total} B\n\n| chunk | module | gzip B |\n|---|---|---:|`);
    for (const row of rows) console.log(`| ${row.chunk} | ${row.module} | ${row.gzipBytes} |`);
  }
}
