/**
 * `npm run messages -- …` (DESIGN §1) on both databases: rows stored through the API are listed
 * (all or by status), exported as CSV, and marked read; usage mistakes exit 2, a missing id 1.
 * One run goes through the real entry point (`tsx server/cli/messages.ts`) as npm runs it.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers/each-database';
import { runMessagesCli } from '../../server/cli/messages';
import { postRows, validRow, type TestServer } from '../helpers/test-server';

const ROOT = resolve(import.meta.dirname, '..', '..');

/** Runs the CLI in-process; returns exit code and output. */
async function cli(databaseUrl: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runMessagesCli(
    argv,
    { DATABASE_URL: databaseUrl },
    { out: (text) => (out += text), err: (text) => (err += text) },
  );
  return { code, out, err };
}

describeOnEachDatabase('messages CLI on $name', (started) => {
  let server: TestServer;
  let url: string;
  let ids: number[];

  beforeAll(async () => {
    server = started();
    url = server.database.url;
    // One message per request (DESIGN §4), in order.
    ids = [];
    for (const row of [
      validRow({ name: 'Ada', subject: 'First', message: 'Line one\nLine two, "quoted"' }),
      validRow({ name: 'Grace', email: 'grace@example.com', subject: 'Second' }),
      validRow({ name: 'Eve', subject: '=HYPERLINK("http://evil.example")' }),
    ]) {
      const response = await postRows(server, [row], { prefer: 'return=representation' });
      expect(response.status).toBe(201);
      ids.push(...((await response.json()) as { id: number }[]).map((stored) => stored.id));
    }
  });

  it('list shows every message with its full text, oldest first', async () => {
    const { code, out } = await cli(url, 'list');
    expect(code).toBe(0);
    expect(out).toContain(`#${ids[0]}`);
    expect(out).toContain('[new]  Ada <ada@example.com>');
    expect(out).toContain('Subject: First');
    expect(out).toContain('Line one\n      Line two');
    expect(out.indexOf('Ada')).toBeLessThan(out.indexOf('Grace'));
    expect(out).toContain('3 message(s), 3 new.');
    // No SMTP_URL here: the notifications wait, and list says e-mail is off, not queued.
    expect(out).toContain('Notification: e-mail is off (SMTP_URL is not set)');
    expect(out).not.toContain('Notification: queued');
  });

  it('mark-read ID sets open; list --status new no longer shows it; --status open does', async () => {
    const marked = await cli(url, 'mark-read', String(ids[1]));
    expect(marked).toMatchObject({ code: 0, out: `Message #${ids[1]} marked as open.\n` });
    const stored = await server.rows();
    expect(stored.find((row) => row.id === ids[1])?.status).toBe('open');
    const opened = await cli(url, 'list', '--status', 'open');
    expect(opened.out).toContain('Grace');

    const fresh = await cli(url, 'list', '--status', 'new');
    expect(fresh.out).not.toContain('Grace');
    expect(fresh.out).toContain('2 message(s), 2 new.');
    const read = await cli(url, 'list', '--status=read');
    expect(read.out).toContain('Grace');
    expect(read.out).not.toContain('Ada');
  });

  it('export --format csv writes RFC 4180 CSV with every message, safe for spreadsheets', async () => {
    const { code, out } = await cli(url, 'export', '--format', 'csv');
    expect(code).toBe(0);
    const lines = out.split('\r\n');
    expect(lines[0]).toBe(
      '"id","received_at","created_at","status","name","email","subject","message"',
    );
    expect(lines[1]).toMatch(/^"\d+","/);
    expect(out).toContain('"Line one\nLine two, ""quoted"""');
    // A formula-looking value is neutralised with a leading apostrophe.
    expect(out).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(out.endsWith('\r\n')).toBe(true);
    const onlyRead = await cli(url, 'export', '--format', 'csv', '--status', 'open');
    expect(onlyRead.out.trim().split('\r\n')).toHaveLength(2);
  });

  it('mistakes: unknown id exits 1, bad usage exits 2 with the usage text', async () => {
    expect(await cli(url, 'mark-read', '999999')).toMatchObject({
      code: 1,
      err: 'No message with id 999999.\n',
    });
    for (const argv of [
      ['mark-read', 'abc'],
      ['mark-read'],
      ['export'],
      ['export', '--format', 'xml'],
      // 'replied', 'closed' and 'spam' are statuses too, and 0004's 'read' and 'archived' still
      // name 'open' and 'closed' (DESIGN §8); anything else is a usage mistake.
      ['list', '--status', 'deleted'],
      ['purge', '--days', '0'],
      ['purge', '--days', 'many'],
      ['purge', 'extra'],
      ['list', '--nope', 'x'],
      ['list', '--status'],
      ['list', '--status='],
      ['list', 'extra'],
      ['frobnicate'],
      [],
    ]) {
      const result = await cli(url, ...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run messages');
    }
  });

  it('runs as `npm run messages` runs it (tsx server/cli/messages.ts)', () => {
    const result = spawnSync(
      join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['server/cli/messages.ts', 'list', '--status', 'read'],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 30_000 },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Grace <grace@example.com>');
  });
});
