/**
 * Finds a server binary the several-instance suites start themselves (redis-server, haproxy):
 * on PATH first, then in the Debian package's own folders, which a user's PATH may lack
 * (haproxy is in /usr/sbin).
 */
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * The first `name` on `env.PATH`, then in `extraDirs`; undefined when there is none.
 * @param name the executable's file name, e.g. `haproxy`
 * @param extraDirs folders to look in after PATH, in order
 */
export function findExecutable(
  name: string,
  extraDirs: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  for (const dir of [...(env.PATH ?? '').split(delimiter), ...extraDirs]) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/**
 * The message a suite skips with when the server it starts is not installed here.
 * @param suites the suites' name, e.g. `HAProxy`
 * @param missing what was not found, e.g. `haproxy`
 * @param debianPackage the Debian package that provides it (`npm test` installs it as root)
 */
export function missingServerReason(
  suites: string,
  missing: string,
  debianPackage: string,
): string {
  return `${suites} suites skipped: no ${missing} found (npm test installs Debian package ${debianPackage} as root, or names the command)`;
}

/** A server binary the suites start themselves: how to find it, and why they skip without it. */
export interface LocalServer {
  /** The executable on `env.PATH` or in its package's folders, or undefined. */
  find(env?: NodeJS.ProcessEnv): string | undefined;
  /** Why its suites cannot run here ({@link missingServerReason}), or undefined when they can. */
  skipReason(): string | undefined;
}

/**
 * A server binary (`haproxy`, `redis-server`) as its suites look for it.
 * @param suites the suites' name in the skip message, e.g. `HAProxy`
 * @param executable its file name, also what the skip message says is missing
 * @param packageDirs folders its Debian package installs it in, looked in after PATH
 * @param debianPackage the package that provides it
 */
export function localServer(
  suites: string,
  executable: string,
  packageDirs: readonly string[],
  debianPackage: string,
): LocalServer {
  const find = (env: NodeJS.ProcessEnv = process.env) =>
    findExecutable(executable, packageDirs, env);
  return {
    find,
    skipReason: () => (find() ? undefined : missingServerReason(suites, executable, debianPackage)),
  };
}
