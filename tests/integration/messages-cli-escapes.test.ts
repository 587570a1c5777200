/**
 * `npm run messages -- list` on both databases prints stored control and bidi characters as
 * visible escapes, so that a message's ESC sequences cannot clear the team's screen or set the
 * window title. The API refuses such text now, so the rows are written straight into the
 * database, as rows stored before the rule (or by another tool) would be; `export --format csv`
 * still writes the stored text unchanged.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/each-database';
import type { TestServer } from '../helpers/test-server';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs the real entry point as npm does; returns its output. */
function messages(databaseUrl: string, ...argv: string[]) {
  return spawnSync(join(ROOT, 'node_modules', '.bin', 'tsx'), ['server/cli/messages.ts', ...argv], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describeOnEachDatabase('messages CLI escapes on $name', (started, kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = started();
    // SQL text of one character by code point: char() in SQLite, chr() in PostgreSQL.
    const ch = (code: number) => (kind.name === 'sqlite' ? `char(${code})` : `chr(${code})`);
    const name = `'Eve' || ${ch(0x1b)} || ']0;pwned' || ${ch(7)}`;
    const subject = `'Invoice ' || ${ch(0x202e)} || 'gpj.exe'`;
    const message = `'Hi' || ${ch(0x1b)} || '[2J' || ${ch(13)} || ${ch(10)} || 'next' || ${ch(0x9b)} || '2J'`;
    await server.exec(
      `insert into contact_messages (name, email, subject, message, status, created_at, received_at)
       values (${name}, 'eve@example.com', ${subject}, ${message}, 'new',
               '2025-03-01T10:00:00.000Z', '2025-03-01T10:00:01.000Z')`,
    );
    const [row] = await server.rows();
    expect(row?.name).toBe('Eve\u001b]0;pwned\u0007');
  });

  it('list prints ESC, BEL, C1 and bidi controls as visible escapes, never raw', () => {
    const result = messages(server.database.url, 'list');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Eve\\u001b]0;pwned\\u0007 <eve@example.com>');
    expect(result.stdout).toContain('Subject: Invoice \\u202egpj.exe');
    expect(result.stdout).toContain('Hi\\u001b[2J\n      next\\u009b2J');
    // eslint-disable-next-line no-control-regex -- the point: no control character but LF
    expect(result.stdout).not.toMatch(/[\0-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
  });

  it('export --format csv keeps the stored text unchanged (CSV is data)', () => {
    const result = messages(server.database.url, 'export', '--format', 'csv');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Eve\u001b]0;pwned\u0007');
    expect(result.stdout).toContain('Invoice \u202egpj.exe');
  });
});
