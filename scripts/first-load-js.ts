/**
 * Measures a prerendered route's first-load JavaScript (DESIGN §6): every script and
 * modulepreload the HTML references, plus the static imports those modules pull in, gzip-9
 * compressed. Dynamic imports (lazy-loaded code) are not counted: they are not first load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One route's figure: the files counted and their total compressed size (bytes). */
export interface FirstLoadJs {
  files: string[];
  gzipBytes: number;
}

/** Maps a route path to its prerendered HTML file under `clientDir`. */
export function htmlFileFor(clientDir: string, route: string): string {
  return route === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, route, 'index.html');
}

const staticImportRe = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g;

/**
 * @param clientDir build/client
 * @param route e.g. '/contact'
 * @throws when the route's HTML is missing
 */
export function measureFirstLoadJs(clientDir: string, route: string): FirstLoadJs {
  const html = readFileSync(htmlFileFor(clientDir, route), 'utf8');
  const queue = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/[^"]+\.js)"/g))
    queue.add(m[1]!);
  // Inline module scripts import the entry and route modules.
  for (const m of html.matchAll(/import\s*(?:\(\s*)?["'](\/[^"']+\.js)["']/g)) queue.add(m[1]!);
  const seen = new Set<string>();
  let gzipBytes = 0;
  for (const url of queue) {
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    const code = readFileSync(file);
    gzipBytes += gzipSync(code, { level: 9 }).length;
    for (const m of code.toString('utf8').matchAll(staticImportRe)) {
      const spec = m[1]!;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        queue.add(spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(url), spec));
      }
    }
  }
  return { files: [...seen].sort(), gzipBytes };
}
