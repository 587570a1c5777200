/**
 * Team accounts of the inbox (issue 15, DESIGN §1 `npm run users -- …`), on the database
 * `DATABASE_URL` names (same default as the server). There is no sign-up page and no default
 * account: the operator creates every account here.
 *
 *   add EMAIL              creates an account; the password is read from standard input
 *   list                   every account, with when it was created and its password last set
 *   remove EMAIL           deletes an account and ends its sessions
 *   reset-password EMAIL   sets a new password (from standard input) and ends its sessions
 *
 * The password never comes from the command line (argv is visible to every user of the machine
 * in `ps` and lands in shell history): on a terminal it is prompted twice without echo, otherwise
 * the first line of standard input is used (`printf '%s\n' "$PW" | npm run users -- add a@b.c`).
 * It must meet server/auth/passwords.ts `passwordProblem` (12 to 256 characters, not the
 * e-mail, zxcvbn score 3 or more; a refusal prints zxcvbn's reason). Exit codes: 0 done, 1 failure (exists, no such account, database),
 * 2 usage error or a refused password.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAdminAccounts, type AdminAccounts } from '../db/admin-accounts';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { EnvError, parseEnv } from '../env';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { normaliseEmail } from '../auth/sessions';
import type { CliIo } from './messages';

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run users -- <command>

  add EMAIL              create a team account (password from standard input)
  list                   list accounts
  remove EMAIL           delete an account and end its sessions
  reset-password EMAIL   set a new password (from standard input) and end its sessions

Passwords are never taken from the command line: type them at the prompt, or pipe them,
e.g. printf '%s\\n' "$PASSWORD" | npm run users -- add ada@example.com
The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** A usage mistake: print the reason and {@link USAGE}, exit 2. */
class UsageError extends Error {}

/** Reads a new password: prompted twice without echo on a terminal, else stdin's first line. */
export type PasswordReader = () => Promise<string>;

const emailSchema = z.email();

/**
 * The one e-mail argument of a command, normalised (trimmed, lower-case).
 * @throws {UsageError} none, more than one, an option, or not an e-mail address
 */
function emailArgument(command: string, args: readonly string[]): string {
  let positionals: string[];
  try {
    positionals = parseArgs({
      args: [...args],
      options: {},
      allowPositionals: true,
      strict: true,
    }).positionals;
  } catch (error) {
    throw new UsageError(
      `${error instanceof Error ? error.message : String(error)} (passwords are read from standard input, never from arguments)`,
    );
  }
  const [email, extra] = positionals;
  if (email === undefined || extra !== undefined) {
    throw new UsageError(`${command} needs one e-mail address`);
  }
  const normalised = normaliseEmail(email);
  if (!emailSchema.safeParse(normalised).success) {
    throw new UsageError(`'${email}' is not an e-mail address`);
  }
  return normalised;
}

/** Reads and checks a new password for `email`. @throws {UsageError} when refused */
async function newPassword(email: string, readPassword: PasswordReader): Promise<string> {
  const password = await readPassword();
  const problem = await passwordProblem(password, email);
  if (problem) throw new UsageError(problem);
  return password;
}

/** Runs one command. @returns the exit code */
export async function runUsersCommand(
  argv: readonly string[],
  accounts: AdminAccounts,
  io: CliIo,
  readPassword: PasswordReader,
): Promise<number> {
  const [command, ...rest] = argv;
  const now = new Date().toISOString();
  switch (command) {
    case 'add': {
      const email = emailArgument(command, rest);
      if (await accounts.findUser(email)) {
        io.err(`An account for ${email} already exists (reset-password changes its password).\n`);
        return 1;
      }
      const hash = await hashPassword(await newPassword(email, readPassword));
      if (!(await accounts.createUser(email, hash, now))) {
        io.err(`An account for ${email} already exists.\n`);
        return 1;
      }
      io.out(`Account ${email} created. Sign in at /admin/sign-in.\n`);
      return 0;
    }
    case 'list': {
      if (rest.length > 0) throw new UsageError(`Unexpected argument ${rest[0]}`);
      const users = await accounts.listUsers();
      if (users.length === 0) {
        io.out('No accounts. Create one with: npm run users -- add EMAIL\n');
        return 0;
      }
      for (const user of users) {
        io.out(
          `${user.email}  created ${user.createdAt.slice(0, 16).replace('T', ' ')} UTC  password set ${user.passwordChangedAt.slice(0, 16).replace('T', ' ')} UTC\n`,
        );
      }
      io.out(`${users.length} account(s).\n`);
      return 0;
    }
    case 'remove': {
      const email = emailArgument(command, rest);
      if (!(await accounts.removeUser(email))) {
        io.err(`No account for ${email}.\n`);
        return 1;
      }
      io.out(`Account ${email} removed; its sessions are ended.\n`);
      return 0;
    }
    case 'reset-password': {
      const email = emailArgument(command, rest);
      if (!(await accounts.findUser(email))) {
        io.err(`No account for ${email}.\n`);
        return 1;
      }
      const hash = await hashPassword(await newPassword(email, readPassword));
      if (!(await accounts.setPassword(email, hash, now))) {
        io.err(`No account for ${email}.\n`);
        return 1;
      }
      io.out(`Password of ${email} changed; its sessions are ended.\n`);
      return 0;
    }
    case 'help':
    case '--help':
    case '-h':
      io.out(`${USAGE}\n`);
      return 0;
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  }
}

/**
 * The CLI: reads the environment, opens and migrates the database, runs the command, closes.
 * @returns the exit code
 */
export async function runUsersCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  readPassword: PasswordReader,
): Promise<number> {
  let databaseUrl: string;
  try {
    databaseUrl = parseEnv(env).databaseUrl;
  } catch (error) {
    if (error instanceof EnvError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const database = openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    return await runUsersCommand(argv, createAdminAccounts(database.db), io, readPassword);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    io.err(`users: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

/** The first line of a piped standard input (without its line break). */
async function readFirstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (/\r?\n/.test(text)) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Prompts on stderr and reads a line from a terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  return new Promise((resolvePassword, reject) => {
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolvePassword(value);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** The real reader: prompt twice on a terminal, else read stdin's first line. */
async function readPasswordFromStdin(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine(process.stdin);
  const first = await promptHidden('New password (at least 12 characters): ');
  const second = await promptHidden('Repeat it: ');
  if (first !== second) throw new UsageError('The two passwords differ.');
  return first;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runUsersCli(
    process.argv.slice(2),
    process.env,
    {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    },
    readPasswordFromStdin,
  );
  process.exitCode = code;
}
