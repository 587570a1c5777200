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
