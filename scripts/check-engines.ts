/**
 * No `EBADENGINE` on `npm install` / `npm ci` (issue 19): every package of the lockfile whose
 * `engines.node` range excludes our Node is a problem. Checked against the running Node and
 * against the lowest version our own `engines.node` allows (today 20.19.0), so a dependency
 * that needs a newer 20.x is caught on a machine with the newest one.
 *
 * Run by `npm test` through tests/unit/scripts/check-engines.test.ts; on its own:
 * `npx tsx scripts/check-engines.ts` (exit 1 and one line per problem).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The part of `semver` we use (it is in the tree through npm's own tools; no types shipped). */
interface Semver {
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  minVersion(range: string): { version: string } | null;
}
const semver = createRequire(import.meta.url)('semver') as Semver;

/** The fields of a `package-lock.json` (lockfileVersion 3) this check reads. */
export interface Lockfile {
  packages: Record<string, { version?: string; engines?: unknown }>;
}

/** One package that declares a Node range excluding one of the versions checked. */
export interface EngineProblem {
  /** Install location, e.g. `node_modules/cookie`. */
  location: string;
  /** `name@version`. */
  pkg: string;
  /** Its `engines.node` range. */
  required: string;
  /** The Node version (no `v`) it excludes. */
  node: string;
}

/**
 * The packages of `lock` whose `engines.node` excludes any of `nodeVersions`.
 * The root entry (`""`, this project) is skipped; entries without an `engines.node` string
 * (none, or the legacy array form npm ignores) are fine.
 * @param lock a parsed package-lock.json
 * @param nodeVersions Node versions such as `20.19.0` or `v20.20.2`
 * @returns the problems, in lockfile order; empty when npm would print no `EBADENGINE`
 */
export function engineProblems(lock: Lockfile, nodeVersions: string[]): EngineProblem[] {
  const problems: EngineProblem[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location === '') continue;
    const engines = entry.engines;
    if (!engines || typeof engines !== 'object' || Array.isArray(engines)) continue;
    const required = (engines as Record<string, unknown>).node;
    if (typeof required !== 'string') continue;
    for (const raw of nodeVersions) {
      const node = raw.replace(/^v/, '');
      if (!semver.satisfies(node, required, { includePrerelease: true })) {
        const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
        problems.push({ location, pkg: `${name}@${entry.version ?? '?'}`, required, node });
      }
    }
  }
  return problems;
}

/**
 * The Node versions to check for this project: the running one and the lowest one its
 * `engines.node` allows.
 * @param projectRange our `engines.node`, e.g. `>=20.19`
 * @throws Error when the range allows no version at all
 */
export function nodeVersionsToCheck(projectRange: string, running = process.version): string[] {
  const lowest = semver.minVersion(projectRange);
  if (!lowest) throw new Error(`engines.node "${projectRange}" allows no Node version`);
  return [...new Set([running.replace(/^v/, ''), lowest.version])];
}

/** Reads package.json and package-lock.json of `root` and checks them. */
export function checkProject(root = process.cwd()): EngineProblem[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
  return engineProblems(lock, nodeVersionsToCheck(pkg.engines?.node ?? '*'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const problems = checkProject();
  for (const p of problems) {
    console.error(`EBADENGINE: ${p.pkg} (${p.location}) needs node ${p.required}, not ${p.node}`);
  }
  if (problems.length > 0) process.exit(1);
  console.log('engines: every locked package supports our Node versions');
}
