import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSqlite, BackupError, restoreSqlite } from '../../../server/db/sqlite-backup';

describe('the checks a SQLite backup and restore share', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-copy-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses one file named twice, each in its own words, before looking at it', async () => {
    const file = join(dir, 'site.db');
    await expect(backupSqlite(file, `${dir}/./site.db`)).rejects.toThrow(
      new BackupError('The backup cannot be written over the database itself.'),
    );
    await expect(restoreSqlite(`${dir}/../${dir.split('/').at(-1)}/site.db`, file)).rejects.toThrow(
      new BackupError('The backup and the database are the same file.'),
    );
  });

  it('names the missing source as the database when backing up and as the backup when restoring', async () => {
    const missing = join(dir, 'missing.db');
    await expect(backupSqlite(missing, join(dir, 'copy.db'))).rejects.toThrow(
      `DATABASE_URL's database ${missing} does not exist.`,
    );
    await expect(restoreSqlite(missing, join(dir, 'live.db'))).rejects.toThrow(
      `The backup ${missing} does not exist.`,
    );
  });
});
