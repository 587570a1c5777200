/**
 * Contract of app/hydration/defer-hydration.ts with React Router: the post-build rewrite takes
 * apart the inline module script React Router's `<Scripts>` writes into every prerendered page
 * (`parseHydrationScript`). This checks that React Router still writes that script from the
 * same template, so an upgrade that changes it fails here, not first in `npm run build`. When it
 * fails, follow docs/upgrading.md ("React Router").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHydrationScript } from '../../../app/hydration/defer-hydration';

const require = createRequire(import.meta.url);

/**
 * React Router's published module that holds `<Scripts>`'s module script template. Since v8 the
 * package keeps its source files as modules of their own under `dist/production/lib/`.
 */
function scriptsTemplateSource(): { file: string; code: string } {
  const dir = path.dirname(require.resolve('react-router'));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({
      file: path.join(dir, name),
      code: readFileSync(path.join(dir, name), 'utf8'),
    }))
    .filter(({ code }) => code.includes('window.__reactRouterRouteModules = {${'));
  expect(
    files.map(({ file }) => file),
    'one module with the route modules template',
  ).toHaveLength(1);
  return files[0]!;
}

describe('React Router, as app/hydration/defer-hydration.ts relies on it', () => {
  it('writes each route module as one `import * as routeN from "…";` and the entry as `import("…");`', () => {
    const { code } = scriptsTemplateSource();
    // The statements parseHydrationScript reads, as template literals in React Router's source.
    expect(code).toContain('return `import * as ${routeVarName} from ${JSON.stringify(module)};`;');
    expect(code).toContain(
      'window.__reactRouterRouteModules = {${matches.map((match, index) => `${JSON.stringify(match.route.id)}:route${index}`).join(",")}};',
    );
    expect(code).toContain('import(${JSON.stringify(manifest.entry.module)});`;');
    // The manifest import that opens the script (without route discovery's inline manifest).
    expect(code).toContain('${!enableFogOfWar ? `import ${JSON.stringify(manifest.url)}` : ""};');
  });

  it('parses a script filled in from that template as the build writes it', () => {
    const script = [
      'import "/assets/manifest-a.js";',
      'import * as route0 from "/assets/root-b.js";',
      'import * as route1 from "/assets/home-c.js";',
      '  ',
      '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      '',
      'import("/assets/entry.client-d.js");',
    ].join('\n');
    expect(parseHydrationScript(script).routes.map((route) => route.binding)).toEqual([
      'route0',
      'route1',
    ]);
  });
});
