/**
 * Keeps each page's Content-Security-Policy right across a publish's swap (server/csp.ts gives
 * every page its own inline-script hashes, which a new build changes): just before the swap each
 * page's policy lists the hashes of both builds, so a page served from either is allowed its
 * scripts; just after, only the new build's.
 */
import { buildCspDirectives, collectPageScriptHashes, cspHeaderValue } from '../csp';
import type { SwapHooks } from './releases';

/** Hooks that update `pageCsp` (relative path → header value) in place. */
export function pageCspSwapHooks(
  pageCsp: Map<string, string>,
  externalApiOrigin: string | undefined,
): SwapHooks {
  let next: Map<string, string[]> | undefined;
  const policy = (scriptHashes: string[]) =>
    cspHeaderValue(buildCspDirectives({ scriptHashes, externalApiOrigin }));
  return {
    async beforeSwap(newDir, oldDir) {
      next = await collectPageScriptHashes(newDir);
      const old = await collectPageScriptHashes(oldDir);
      for (const [file, hashes] of next) {
        pageCsp.set(file, policy([...new Set([...(old.get(file) ?? []), ...hashes])]));
      }
    },
    async afterSwap() {
      for (const [file, hashes] of next ?? []) pageCsp.set(file, policy(hashes));
      next = undefined;
    },
  };
}
