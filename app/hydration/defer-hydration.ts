/**
 * Post-build step of `npm run build` (DESIGN §6; why: docs/decisions/0006-framework-patches.md):
 * the prerendered pages start fetching their hydration scripts after the first paint instead of
 * while the page is still parsing.
 *
 * React Router writes `<link rel="modulepreload">` for every chunk and an inline module script
 * whose static imports load the route modules and the client entry. Over slow 4G that JavaScript
 * shares the one HTTP/2 connection with the stylesheet, the preloaded font and the hero image, so
 * the first paint waits for bandwidth the scripts take. The page needs no script to be read
 * (progressive enhancement) and the spec's loading overlay (spec §2, 1.5 s) covers it after the
 * first paint anyway, so hydration can start then and still finish before the overlay lifts.
 *
 * Each page's module script is rewritten to wait for the first paint, add the same modulepreload
 * links, and run the same imports in the same order. Pages without React Router's scripts (none
 * today) are left alone; a page whose scripts have another shape fails the build, so a React
 * Router upgrade that changes them cannot silently break hydration (docs/upgrading.md).
 *
 * Usage: `tsx app/hydration/defer-hydration.ts [dir]` (default build/client), before the
 * pre-compression step.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import { RewritingStream } from 'parse5-html-rewriting-stream';

/** What React Router's inline module script does, taken apart. */
export interface HydrationImports {
  /** `import "/assets/manifest-….js";` — evaluated first. */
  manifest: string;
  /** `import * as routeN from "…";` in order: the binding name and the module URL. */
  routes: { binding: string; url: string }[];
  /** The `window.__reactRouterRouteModules = {…};` statement, verbatim. */
  routeModulesStatement: string;
  /** `import("/assets/entry.client-….js");` — evaluated last. */
  entry: string;
}

/**
 * Parses React Router's inline module script (the same template in versions 7 and 8).
 * @throws Error when the script has any other statement or lacks one of the four parts
 */
export function parseHydrationScript(source: string): HydrationImports {
  let rest = source;
  const take = (re: RegExp): RegExpExecArray | null => {
    const match = re.exec(rest);
    if (match) rest = rest.slice(0, match.index) + rest.slice(match.index + match[0].length);
    return match;
  };
  const manifest = take(/^\s*import\s+"([^"]+)";/)?.[1];
  const routes: HydrationImports['routes'] = [];
  for (let m = take(/^\s*import \* as (\w+) from "([^"]+)";/); m;) {
    routes.push({ binding: m[1]!, url: m[2]! });
    m = take(/^\s*import \* as (\w+) from "([^"]+)";/);
  }
  const routeModulesStatement = take(/^\s*(window\.__reactRouterRouteModules = \{[^}]*\};)/)?.[1];
  const entry = take(/^\s*import\("([^"]+)"\);/)?.[1];
  if (!manifest || routes.length === 0 || !routeModulesStatement || !entry || rest.trim() !== '')
    throw new Error(
      `defer-hydration: unexpected React Router module script: ${source.slice(0, 200)}`,
    );
  return { manifest, routes, routeModulesStatement, entry };
}

/**
 * First statement of a rewritten script (it also marks the rewrite): waits for the browser's
 * first `paint` timing entry. Not a timer or `requestAnimationFrame`, which a paused test clock
 * (Playwright's `page.clock`) would hold for ever. A hidden tab does not paint, and a browser
 * without paint timing cannot say, so both start at once.
 */
export const AFTER_FIRST_PAINT =
  'await new Promise((resolve) => { if (document.visibilityState === "hidden" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve(); new PerformanceObserver((_list, observer) => { observer.disconnect(); resolve(); }).observe({ type: "paint", buffered: true }); });';

/**
 * A yield to the browser between two module evaluations: a message to itself, which queues a
 * new task (not a timer, which a paused test clock would hold). Evaluating the framework, root
 * and route modules in one go is one long task, which Lighthouse's 4× CPU simulation counts
 * against total blocking time; apart, each stays short.
 */
const YIELD_TO_BROWSER =
  'await new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); });';

/**
 * Shared library chunks (vite.config.ts's `framework` group and the bundler's runtime): no
 * side effects but their own definitions, so they can be evaluated before the manifest, each
 * in its own task.
 */
const LIBRARY_CHUNK = /\/(rolldown-runtime|framework)-[^/]*\.js$/;

/**
 * The replacement module script: after the first paint, the same modulepreloads (one task
 * each), then the library chunks, the manifest and the route modules each evaluated in a task
 * of its own, in React Router's order, and the client entry last.
 * @param preloads the hrefs of the page's modulepreload links, in document order
 */
export function deferredHydrationScript(imports: HydrationImports, preloads: string[]): string {
  const libraries = preloads.filter((href) => LIBRARY_CHUNK.test(href));
  return [
    AFTER_FIRST_PAINT,
    // One link per task: appending all of the page's modulepreload links in one go makes the
    // first task after the first paint a long one.
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); ${YIELD_TO_BROWSER} }`,
    ...libraries.map((href) => `await import(${JSON.stringify(href)}); ${YIELD_TO_BROWSER}`),
    `await import(${JSON.stringify(imports.manifest)});`,
    ...imports.routes.map(
      (route) =>
        `const ${route.binding} = await import(${JSON.stringify(route.url)}); ${YIELD_TO_BROWSER}`,
    ),
    imports.routeModulesStatement,
    `import(${JSON.stringify(imports.entry)});`,
  ].join('\n');
}

/**
 * Rewrites one prerendered page (see the module comment). Every other byte is kept.
 * @returns the page, unchanged when it is not React Router's or is already rewritten
 * @throws Error from {@link parseHydrationScript}, or when a React Router page (one with
 *   `window.__reactRouterContext`) has no module script to rewrite
 */
export async function deferHydration(html: string): Promise<string> {
  const rewriter = new RewritingStream();
  const preloads: string[] = [];
  let inModuleScript = false;
  let moduleSource = '';
  let rewritten = false;
  let deferred = false;
  rewriter.on('startTag', (tag, raw) => {
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    if (tag.tagName === 'link' && attribute('rel') === 'modulepreload') {
      preloads.push(attribute('href') ?? '');
      return;
    }
    if (tag.tagName === 'script' && attribute('type') === 'module' && !attribute('src')) {
      inModuleScript = true;
      moduleSource = '';
    }
    rewriter.emitRaw(raw);
  });
  rewriter.on('text', (_token, raw) => {
    if (inModuleScript) moduleSource += raw;
    else rewriter.emitRaw(raw);
  });
  rewriter.on('endTag', (_tag, raw) => {
    if (inModuleScript) {
      inModuleScript = false;
      deferred ||= moduleSource.startsWith(AFTER_FIRST_PAINT);
      if (moduleSource.includes('__reactRouterRouteModules') && !deferred) {
        rewriter.emitRaw(deferredHydrationScript(parseHydrationScript(moduleSource), preloads));
        rewritten = true;
      } else rewriter.emitRaw(moduleSource);
    }
    rewriter.emitRaw(raw);
  });
  const out = await text(Readable.from([html]).pipe(rewriter));
  if (html.includes('window.__reactRouterContext') && !rewritten && !deferred)
    throw new Error('defer-hydration: a React Router page without its module script');
  return rewritten ? out : html;
}

/** Every `.html` file under `dir`, relative to it, sorted. */
async function htmlFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Rewrites every `.html` file under `dir`.
 * @returns how many files were rewritten
 */
export async function deferHydrationInDirectory(dir: string): Promise<number> {
  let rewritten = 0;
  for (const file of await htmlFilesUnder(dir)) {
    const path = join(dir, file);
    const html = await readFile(path, 'utf8');
    const out = await deferHydration(html);
    if (out !== html) {
      await writeFile(path, out);
      rewritten += 1;
    }
  }
  return rewritten;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const dir = resolve(process.argv[2] ?? 'build/client');
  deferHydrationInDirectory(dir)
    .then((count) => console.log(`defer-hydration: ${count} pages rewritten in ${dir}`))
    .catch((error: unknown) => {
      console.error('defer-hydration failed:', error);
      process.exit(1);
    });
}
