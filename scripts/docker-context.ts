/**
 * The build context `docker build .` would send from this checkout: the files git knows of
 * (tracked, and untracked ones that .gitignore does not exclude) less what `.dockerignore`
 * excludes, matched with Docker's own rules by `@balena/dockerignore` (a port of moby's
 * dockerignore and fileutils matching: patterns anchored at the context root, `**` across
 * folders, `!` re-includes). Used by tests/unit/scripts/container.test.ts and
 * scripts/container-replay.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from '@balena/dockerignore';

/**
 * A matcher for a `.dockerignore` text.
 * @returns whether a context-relative path (`build/client/index.html`) is left out
 */
export function dockerignoreMatcher(text: string): (path: string) => boolean {
  const matcher = ignore().add(text.split(/\r?\n/));
  return (path) => matcher.ignores(path);
}

/**
 * The context-relative paths of the files `docker build` would send from `root`, sorted.
 * Files git lists but the working tree lacks (deleted, not yet committed) are left out.
 * @param root the checkout (the Dockerfile's folder)
 * @throws when `root` is not a git checkout
 */
export function contextFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter(Boolean);
  const ignorePath = join(root, '.dockerignore');
  const ignored = existsSync(ignorePath)
    ? dockerignoreMatcher(readFileSync(ignorePath, 'utf8'))
    : () => false;
  return [...new Set(listed)]
    .filter((path) => !ignored(path) && existsSync(join(root, path)))
    .sort();
}
