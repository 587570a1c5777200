/**
 * Team accounts of the inbox (DESIGN §1 `npm run users -- …`), on the database
 * `DATABASE_URL` names (same default as the server). There is no sign-up page and no default
 * account: the operator creates every account here.
 *
 *   add EMAIL [--role R]   creates an account (role `team` unless `--role editor`); the
 *                          password is read from standard input
 *   set-role EMAIL ROLE    changes an account's role (`team` or `editor`, migration 0009)
 *   list                   every account, with its role, when it was created and its password
 *                          last set
 *   remove EMAIL           deletes an account and ends its sessions
 *   reset-password EMAIL   sets a new password (from standard input) and ends its sessions
 *
 * The password never comes from the command line (argv is visible to every user of the machine
 * in `ps` and lands in shell history): on a terminal it is prompted twice without echo, otherwise
 * the first line of standard input is used (`printf '%s\n' "$PW" | npm run users -- add a@b.c`).
 * It must meet server/auth/passwords.ts `passwordProblem` (12 to 256 characters, not the
 * e-mail, zxcvbn score 3 or more; a refusal prints zxcvbn's reason). Exit codes (./command-line.ts):
 * 0 done, 1 failure (exists, no such account, database), 2 usage error or a refused password.
 */
import { ADMIN_ROLES, type AdminRole } from '../../common/admin-api';
import { createAdminAccounts, type AdminAccounts } from '../db/admin-accounts';
import { hashPassword, passwordProblem } from '../auth/passwords';
import {
  dispatch,
  noPositionals,
  oneEmailAddress,
  parseCommandArgs,
  runIfMain,
  runWithDatabase,
  UsageError,
  type CliIo,
} from './command-line';

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run users -- <command>

  add EMAIL [--role R]   create an account (password from standard input); R is team
                         (the inbox, the default) or editor (the site's copy)
  set-role EMAIL ROLE    change an account's role (team or editor)
  list                   list accounts
  remove EMAIL           delete an account and end its sessions
  reset-password EMAIL   set a new password (from standard input) and end its sessions

Passwords are never taken from the command line: type them at the prompt, or pipe them,
e.g. printf '%s\\n' "$PASSWORD" | npm run users -- add ada@example.com
The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** Reads a new password: prompted twice without echo on a terminal, else stdin's first line. */
export type PasswordReader = () => Promise<string>;

/**
 * The one e-mail argument of a command, normalised (command-line.ts `oneEmailAddress`); options
 * are refused with a reminder that passwords never come from the command line.
 * @throws {UsageError} none, more than one, an option, or not an e-mail address
 */
function emailArgument(command: string, args: readonly string[]): string {
  const { positionals } = parseCommandArgs(
    args,
    {},
    '(passwords are read from standard input, never from arguments)',
  );
  return oneEmailAddress(command, positionals);
}

/** A role argument. @throws {UsageError} when it is not one of ADMIN_ROLES */
function roleArgument(value: string | boolean | undefined): AdminRole {
  if (value === undefined) return 'team';
  const role = ADMIN_ROLES.find((known) => known === value);
  if (!role) throw new UsageError(`The role must be one of: ${ADMIN_ROLES.join(', ')}`);
  return role;
}

/** Reads and checks a new password for `email`. @throws {UsageError} when refused */
async function newPassword(email: string, readPassword: PasswordReader): Promise<string> {
  const password = await readPassword();
  const problem = await passwordProblem(password, email);
  if (problem) throw new UsageError(problem);
  return password;
}

/**
 * Runs one command.
 * @returns the exit code
 * @throws {UsageError} a usage mistake or a refused password (the caller prints it with {@link USAGE})
 */
export async function runUsersCommand(
  argv: readonly string[],
  accounts: AdminAccounts,
  io: CliIo,
  readPassword: PasswordReader,
): Promise<number> {
  const now = new Date().toISOString();
  return dispatch(
    argv,
    {
      add: async (args) => {
        const { values, positionals } = parseCommandArgs(
          args,
          { role: { type: 'string' } },
          '(passwords are read from standard input, never from arguments)',
        );
        const role = roleArgument(values.role);
        const email = oneEmailAddress('add', positionals);
        if (await accounts.findUser(email)) {
          io.err(`An account for ${email} already exists (reset-password changes its password).\n`);
          return 1;
        }
        const hash = await hashPassword(await newPassword(email, readPassword));
        if (!(await accounts.createUser(email, hash, now, role))) {
          io.err(`An account for ${email} already exists.\n`);
          return 1;
        }
        io.out(`Account ${email} (${role}) created. Sign in at /admin/sign-in.\n`);
        return 0;
      },
      'set-role': async (args) => {
        const { positionals } = parseCommandArgs(args, {});
        const [email, role, extra] = positionals;
        if (role === undefined || extra !== undefined) {
          throw new UsageError('set-role needs an e-mail address and a role');
        }
        const address = oneEmailAddress('set-role', [email!]);
        const newRole = roleArgument(role);
        if (!(await accounts.setRole(address, newRole))) {
          io.err(`No account for ${address}.\n`);
          return 1;
        }
        io.out(`${address} is now ${newRole}; the change applies at its next request.\n`);
        return 0;
      },
      list: async (args) => {
        noPositionals(args);
        const users = await accounts.listUsers();
        if (users.length === 0) {
          io.out('No accounts. Create one with: npm run users -- add EMAIL\n');
          return 0;
        }
        for (const user of users) {
          io.out(
            `${user.email}  ${user.role}  created ${user.createdAt.slice(0, 16).replace('T', ' ')} UTC  password set ${user.passwordChangedAt.slice(0, 16).replace('T', ' ')} UTC\n`,
          );
        }
        io.out(`${users.length} account(s).\n`);
        return 0;
      },
      remove: async (args) => {
        const email = emailArgument('remove', args);
        if (!(await accounts.removeUser(email))) {
          io.err(`No account for ${email}.\n`);
          return 1;
        }
        io.out(`Account ${email} removed; its sessions are ended.\n`);
        return 0;
      },
      'reset-password': async (args) => {
        const email = emailArgument('reset-password', args);
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
      },
    },
    USAGE,
    io,
  );
}

/**
 * The CLI: reads the environment, opens and migrates the database, runs the command, closes.
 * @returns the exit code
 */
export function runUsersCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  readPassword: PasswordReader,
): Promise<number> {
  return runWithDatabase('users', USAGE, env, io, (database) =>
    runUsersCommand(argv, createAdminAccounts(database.db), io, readPassword),
  );
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

await runIfMain(import.meta.url, (argv, env, io) =>
  runUsersCli(argv, env, io, readPasswordFromStdin),
);
