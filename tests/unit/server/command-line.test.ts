import { describe, expect, it } from 'vitest';
import {
  dispatch,
  noPositionals,
  oneEmailAddress,
  parseCommandArgs,
  reportError,
  runWithDatabase,
  UsageError,
  type CliIo,
} from '../../../server/cli/command-line';
import { EnvError } from '../../../server/env';

/** An io that records what a command printed. */
function recorder(): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => void (io.stdout += text),
    err: (text: string) => void (io.stderr += text),
  };
  return io;
}

/** The shared dispatch and exit codes of `npm run messages|users|backup|restore` (DESIGN §1). */
describe('command-line tools: dispatch', () => {
  const commands = { ping: async (args: readonly string[]) => (args.length === 0 ? 0 : 5) };

  it('runs the named command with the rest of the arguments', async () => {
    const io = recorder();
    expect(await dispatch(['ping'], commands, 'USAGE', io)).toBe(0);
    expect(await dispatch(['ping', 'x'], commands, 'USAGE', io)).toBe(5);
  });

  it('prints the usage on stdout for help, --help and -h', async () => {
    for (const help of ['help', '--help', '-h']) {
      const io = recorder();
      expect(await dispatch([help], commands, 'USAGE', io)).toBe(0);
      expect(io.stdout).toBe('USAGE\n');
    }
  });

  it('refuses no command, an unknown one, and names inherited from Object', async () => {
    const io = recorder();
    await expect(dispatch([], commands, 'U', io)).rejects.toThrow(
      new UsageError('No command given'),
    );
    await expect(dispatch(['pong'], commands, 'U', io)).rejects.toThrow('Unknown command pong');
    await expect(dispatch(['toString'], commands, 'U', io)).rejects.toThrow(
      'Unknown command toString',
    );
  });
});

describe('command-line tools: arguments', () => {
  it('parses string and boolean options, positionals apart', () => {
    expect(
      parseCommandArgs(['--status=new', 'a', '--force'], {
        status: { type: 'string' },
        force: { type: 'boolean' },
      }),
    ).toEqual({ values: { status: 'new', force: true }, positionals: ['a'] });
  });

  it('refuses an unknown option (with the hint), a missing or an empty value', () => {
    expect(() => parseCommandArgs(['--password', 'x'], {}, '(never from arguments)')).toThrow(
      /Unknown option '--password'.*\(never from arguments\)$/,
    );
    expect(() => parseCommandArgs(['--days'], { days: { type: 'string' } })).toThrow(UsageError);
    expect(() => parseCommandArgs(['--days='], { days: { type: 'string' } })).toThrow(
      '--days needs a value',
    );
  });

  it('takes exactly one e-mail address, trimmed and lower-cased, and echoes a refused one escaped', () => {
    expect(oneEmailAddress('erase', ['  Ada@Example.COM '])).toBe('ada@example.com');
    expect(() => oneEmailAddress('erase', [])).toThrow('erase needs one e-mail address');
    expect(() => oneEmailAddress('remove', ['a@b.dz', 'c@d.dz'])).toThrow(
      'remove needs one e-mail address',
    );
    expect(() => oneEmailAddress('add', ['not-an-address'])).toThrow(
      "'not-an-address' is not an e-mail address",
    );
    // RFC 5321's 254-character path limit.
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.dz`;
    expect(long).toHaveLength(255);
    expect(() => oneEmailAddress('add', [long])).toThrow(UsageError);
    // A terminal escape typed as an address is shown, not run.
    const error = (() => {
      try {
        oneEmailAddress('add', ['\u001b[2Jx']);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect(error?.message).not.toContain('\u001b');
  });

  it('refuses any argument of a command that takes none', () => {
    expect(() => noPositionals([])).not.toThrow();
    expect(() => noPositionals(['extra', 'more'])).toThrow('Unexpected argument extra');
  });
});

describe('command-line tools: errors and exit codes', () => {
  it('a usage error prints the reason and the usage: exit 2; an empty one the usage: exit 0', () => {
    const io = recorder();
    expect(reportError('t', 'USAGE', io, new UsageError('bad'))).toBe(2);
    expect(reportError('t', 'USAGE', io, new UsageError(''))).toBe(0);
    expect(io.stderr).toBe('bad\n\nUSAGE\nUSAGE\n');
    expect(io.stdout).toBe('');
  });

  it('a configuration error prints its message: exit 2; any other failure is named: exit 1', () => {
    const io = recorder();
    expect(reportError('t', 'U', io, new EnvError('DATABASE_URL is bad'))).toBe(2);
    expect(reportError('t', 'U', io, new Error('disk full'))).toBe(1);
    expect(io.stderr).toBe('DATABASE_URL is bad\nt: disk full\n');
  });

  it('runs against a migrated database and maps what the run throws', async () => {
    const env = { DATABASE_URL: 'file::memory:' };
    const io = recorder();
    expect(
      await runWithDatabase('t', 'U', env, io, async (database) => {
        const tables = await database.db.introspection.getTables();
        return tables.some((table) => table.name === 'contact_messages') ? 0 : 9;
      }),
    ).toBe(0);
    expect(
      await runWithDatabase('t', 'U', env, io, () => Promise.reject(new UsageError('nope'))),
    ).toBe(2);
    expect(await runWithDatabase('t', 'U', { DATABASE_URL: 'ftp://x' }, io, async () => 0)).toBe(2);
    expect(io.stderr).toMatch(/^nope\n\nU\n.*DATABASE_URL/s);
  });
});
