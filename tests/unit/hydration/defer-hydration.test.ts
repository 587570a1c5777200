/**
 * The post-build rewrite that starts hydration after the first paint
 * (app/hydration/defer-hydration.ts). Its effect in a browser (no script fetched while the stylesheet
 * holds the first paint; the page still hydrates) is tested in tests/e2e/site.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  deferHydration,
  deferredHydrationScript,
  parseHydrationScript,
} from '../../../app/hydration/defer-hydration';

/** React Router's module script, as it prerenders it (two route modules). */
const MODULE_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><script>window.__reactRouterContext = {};</script><link rel="stylesheet" href="/assets/layout.css"/></head><body><main><h1>Hello &amp; welcome</h1></main><script type="module" async="">${MODULE_SCRIPT}</script><!--$--><script>window.__reactRouterContext.streamController.enqueue("[1]");</script><!--/$--></body></html>`;

describe('defer-hydration', () => {
  it('takes React Router’s module script apart, keeping the route modules statement verbatim', () => {
    expect(parseHydrationScript(MODULE_SCRIPT)).toEqual({
      manifest: '/assets/manifest-1.js',
      routes: [
        { binding: 'route0', url: '/assets/root-2.js' },
        { binding: 'route1', url: '/assets/home-3.js' },
      ],
      routeModulesStatement:
        'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      entry: '/assets/entry.client-4.js',
    });
  });

  it('refuses a module script of another shape rather than dropping what it does', () => {
    expect(() => parseHydrationScript(`${MODULE_SCRIPT}\nconsole.log("more");`)).toThrow(
      /unexpected React Router module script/,
    );
    expect(() => parseHydrationScript(MODULE_SCRIPT.replace(/import\("[^"]+"\);/, ''))).toThrow(
      /unexpected/,
    );
  });

  it('waits for a painted frame, preloads, then evaluates libraries and routes, one task each, in order', () => {
    const script = deferredHydrationScript(parseHydrationScript(MODULE_SCRIPT), [
      '/assets/manifest-1.js',
      '/assets/rolldown-runtime-6.js',
      '/assets/framework-5.js',
      '/assets/root-2.js',
    ]);
    const lines = script.split('\n');
    expect(lines[0]).toContain('.observe({ type: "paint", buffered: true })');
    expect(lines[0]).toContain('document.visibilityState === "hidden"');
    const yieldToBrowser =
      'await new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = () => resolve(); channel.port2.postMessage(null); });';
    // The preloads, each appended in a task of its own.
    expect(lines[1]).toBe(
      'for (const href of ["/assets/manifest-1.js","/assets/rolldown-runtime-6.js","/assets/framework-5.js","/assets/root-2.js"]) ' +
        `{ const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); ${yieldToBrowser} }`,
    );
    expect(lines.slice(2)).toEqual([
      `await import("/assets/rolldown-runtime-6.js"); ${yieldToBrowser}`,
      `await import("/assets/framework-5.js"); ${yieldToBrowser}`,
      'await import("/assets/manifest-1.js");',
      `const route0 = await import("/assets/root-2.js"); ${yieldToBrowser}`,
      `const route1 = await import("/assets/home-3.js"); ${yieldToBrowser}`,
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
  });

  it('yields between modules with a message, which a paused test clock does not hold', async () => {
    const script = deferredHydrationScript(parseHydrationScript(MODULE_SCRIPT), []);
    const yieldLine = script.split('\n').find((line) => line.startsWith('const route0'))!;
    const yieldToBrowser = yieldLine.slice(yieldLine.indexOf('await new Promise'));
    vi.useFakeTimers();
    try {
      const run = new Function(`return (async () => { ${yieldToBrowser} return 'resumed'; })();`);
      await expect(run()).resolves.toBe('resumed');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rewrites a page: no modulepreload left in the markup, every other byte kept', async () => {
    const out = await deferHydration(PAGE);
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<script type="module" async="">await new Promise(');
    expect(out).toContain('import("/assets/entry.client-4.js");</script><!--$-->');
    const outside = (html: string) =>
      html
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<script type="module" async="">[\s\S]*?<\/script>/, '');
    expect(outside(out)).toBe(outside(PAGE));
    expect(out).toContain('fetchPriority="high"');
    expect(out).toContain('Hello &amp; welcome');
  });

  it('leaves a rewritten page and a page without React Router alone, and fails on a broken one', async () => {
    const once = await deferHydration(PAGE);
    expect(await deferHydration(once)).toBe(once);
    const plain = '<html><head><script type="module" src="/admin.js"></script></head></html>';
    expect(await deferHydration(plain)).toBe(plain);
    const broken = PAGE.replace(/<script type="module"[\s\S]*?<\/script>/, '');
    await expect(deferHydration(broken)).rejects.toThrow(/without its module script/);
  });
});
