/**
 * Writing a file so that readers see the old one or the whole new one, never a part (the
 * backups of DESIGN §1): write a temporary file in the same folder, fsync it, rename(2) it over
 * the target (atomic within one file system, POSIX), fsync the folder so the rename survives a
 * power loss.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * A fresh temporary path beside `target` (same folder, so same file system), named
 * `<target>.partial-<12 hex>` so that one left by a crash is recognisable.
 */
export function temporaryBeside(target: string): string {
  return join(dirname(target), `${basename(target)}.partial-${randomBytes(6).toString('hex')}`);
}

/**
 * fsync(2) of a file or a folder. File systems that refuse fsync on a folder (EINVAL, EISDIR,
 * EPERM) are let through: the rename happened, only its durability is up to them.
 */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } catch (error) {
    if (!['EINVAL', 'EISDIR', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) {
      throw error;
    }
  } finally {
    closeSync(fd);
  }
}

/** fsync `temporary`, rename it to `target`, fsync the folder. @throws the file system's error */
export function publish(temporary: string, target: string): void {
  fsyncPath(temporary);
  renameSync(temporary, target);
  fsyncPath(dirname(target));
}
