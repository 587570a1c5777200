/**
 * What the team's command-line tools share (DESIGN §1 `npm run messages|users|backup|restore`):
 * arguments parsed by Node's own `util.parseArgs` (nodejs.org/api/util.html#utilparseargsconfig),
 * one dispatch of `<command> [arguments]`, and one mapping of errors to exit codes — 0 done,
 * 1 failure (the message says why), 2 usage error (the reason, then the usage text).
 * docs/decisions/0009-cli-on-node-parseargs.md says why no CLI framework.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { normaliseAddress } from '../db/address';
import { openDatabase, type OpenDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { EnvError, parseEnv, type ServerEnv } from '../env';
import { escapeForTerminal } from './terminal-text';

/** Where a command writes. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/**
 * A usage mistake: the tool prints the message and its usage text on stderr and exits 2. An empty
 * message means "show the usage" (`--help`): usage on stderr, exit 0.
 */
export class UsageError extends Error {}

/** The options a command accepts, in `util.parseArgs` form. */
export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/**
 * Parses a command's arguments strictly (`--name value`, `--name=value`, positionals apart).
 * @param args the arguments after the command name
 * @param options the accepted options
 * @param hint appended to a parse error, e.g. why an option is refused
 * @returns the option values (a string option never empty) and the positionals
 * @throws {UsageError} an unknown option, a missing or empty value, a value that looks like an option
 */
export function parseCommandArgs<T extends OptionSpec>(
  args: readonly string[],
  options: T,
  hint?: string,
): { values: Partial<Record<keyof T, string | boolean>>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(hint ? `${message} ${hint}` : message);
  }
  for (const [name, value] of Object.entries(parsed.values)) {
    if (value === '') throw new UsageError(`--${name} needs a value`);
  }
  return {
    values: parsed.values as Partial<Record<keyof T, string | boolean>>,
    positionals: parsed.positionals,
  };
}

/** An address the tools accept: RFC 5321 §4.5.3.1.3 caps a path at 254 characters. */
const emailAddressSchema = z.email().max(254);

/**
 * The one e-mail address among a command's positional arguments, trimmed and lower-cased as
 * accounts and the inbox compare addresses (server/db/address.ts).
 * @param command the command's name, for the refusal ("erase needs one e-mail address")
 * @throws {UsageError} none, more than one, or not an e-mail address (what was typed is echoed
 *   through escapeForTerminal, so it cannot drive the terminal)
 */
export function oneEmailAddress(command: string, positionals: readonly string[]): string {
  const [given, extra] = positionals;
  if (given === undefined || extra !== undefined) {
    throw new UsageError(`${command} needs one e-mail address`);
  }
  const address = normaliseAddress(given);
  if (!emailAddressSchema.safeParse(address).success) {
    throw new UsageError(`'${escapeForTerminal(given)}' is not an e-mail address`);
  }
  return address;
}

/** Refuses a command's arguments when it takes none. @throws {UsageError} the first one */
export function noPositionals(positionals: readonly string[]): void {
  if (positionals.length > 0) {
    throw new UsageError(`Unexpected argument ${escapeForTerminal(positionals[0]!)}`);
  }
}

/**
 * A tool's entry point (`npm run messages|users|backup|restore`): the arguments after the script
 * name, the environment (`process.env`, or a test's own object) and where to write.
 * @returns the exit code: 0 done, 1 failure, 2 usage error
 */
export type CliMain = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
) => Promise<number>;

/** A command: runs with the arguments after its name. @returns the exit code */
export type CommandHandler = (args: readonly string[]) => Promise<number>;

/**
 * Runs `argv[0]` from `commands` with the rest of `argv`; `help`, `--help` and `-h` print the
 * usage on stdout (exit 0).
 * @throws {UsageError} no command or an unknown one
 */
export async function dispatch(
  argv: readonly string[],
  commands: Readonly<Record<string, CommandHandler>>,
  usage: string,
  io: CliIo,
): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(`${usage}\n`);
    return 0;
  }
  const handler =
    command === undefined
      ? undefined
      : Object.hasOwn(commands, command)
        ? commands[command]
        : undefined;
  if (!handler) throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  return handler(rest);
}

/**
 * Prints a tool's error and picks its exit code: a {@link UsageError} shows the usage (exit 2,
 * or 0 for an empty message), an {@link EnvError} its message (exit 2), anything else
 * `<tool>: <message>` (exit 1).
 */
export function reportError(tool: string, usage: string, io: CliIo, error: unknown): number {
  if (error instanceof UsageError) {
    io.err(error.message ? `${error.message}\n\n${usage}\n` : `${usage}\n`);
    return error.message ? 2 : 0;
  }
  if (error instanceof EnvError) {
    io.err(`${error.message}\n`);
    return 2;
  }
  io.err(`${tool}: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
}

/**
 * Runs a tool against the database `DATABASE_URL` names (same default as the server): reads the
 * environment, opens and migrates the database, runs, and closes it whatever happens.
 * @param tool the name shown before a failure's message
 * @param usage printed after a usage error
 * @param run the tool's work; its result is the exit code
 * @returns the exit code (see {@link reportError})
 */
export async function runWithDatabase(
  tool: string,
  usage: string,
  env: Record<string, string | undefined>,
  io: CliIo,
  run: (database: OpenDatabase, config: ServerEnv) => Promise<number>,
): Promise<number> {
  let config: ServerEnv;
  try {
    config = parseEnv(env);
  } catch (error) {
    return reportError(tool, usage, io, error);
  }
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database.db, database.dialect);
    return await run(database, config);
  } catch (error) {
    return reportError(tool, usage, io, error);
  } finally {
    await database.db.destroy();
  }
}

/**
 * When the module at `moduleUrl` is the process's entry point, runs `cli` with the process's
 * arguments, environment, stdout and stderr, and sets the exit code.
 */
export async function runIfMain(moduleUrl: string, cli: CliMain): Promise<void> {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  process.exitCode = await cli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
