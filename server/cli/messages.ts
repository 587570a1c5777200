/**
 * The team's view of stored contact messages (DESIGN §1 `npm run messages -- …`), on whichever
 * database `DATABASE_URL` names (SQLite or PostgreSQL; same default as the server):
 *
 *   list [--status new|read]            messages oldest first, with their full text
 *   export --format csv [--status S]    RFC 4180 CSV on stdout (e.g. `> messages.csv`)
 *   mark-read ID                        sets a message's status to 'read'
 *   resend ID                           queues the message's e-mail notification again
 *   purge [--days N]                    erases messages received more than N days ago (default
 *                                       RETENTION_DAYS, 365), as the server's daily job does
 *
 * `list` shows each message's notification: queued, sent, or failed with the last error.
 * Exit codes: 0 done, 1 failure (e.g. no such message, database unreachable), 2 usage error.
 * `list` shows control and bidi characters as visible escapes (`\u001b`), never raw;
 * `export` writes the stored text unchanged (CSV is data), with formulas neutralised.
 * Safe while the server runs: SQLite waits for the server's write lock (WAL, busy timeout).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { createContactRepository, type ContactRepository } from '../contact/repository';
import { createInboxRepository, type InboxRepository } from '../db/inbox-repository';
import { migrateToLatest } from '../db/migrate';
import { retentionCutoff } from '../retention';
import {
  createNotificationOutbox,
  type NotificationOutbox,
  type NotificationStatus,
} from '../db/notification-outbox';
import { MESSAGE_STATUSES, type MessageStatus, type StoredMessage } from '../db/schema';
import { EnvError, parseEnv } from '../env';
import { escapeForTerminal } from './terminal-text';
import { toCsv } from '../messages-csv';

export { CSV_COLUMNS, csvField, toCsv } from '../messages-csv';

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run messages -- <command>

  list [--status S]                  list messages, oldest first (S: new, read, archived, spam)
  export --format csv [--status S]   write messages as CSV to stdout
  mark-read ID                       mark message ID as read
  resend ID                          e-mail the team about message ID again
  purge [--days N]                   erase messages older than N days (default RETENTION_DAYS)

The database is DATABASE_URL (default file:data/site.db), as for the server.`;

/** Where the command writes. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** A usage mistake: print the reason and {@link USAGE}, exit 2. */
class UsageError extends Error {}

/**
 * One line about a message's notification: `queued`, `sent <time> UTC`, `failed (N attempts):
 * <last error>`, or `none` for messages stored before notifications existed. A queued row that
 * failed before shows its attempts and last error too.
 */
export function formatNotification(status: NotificationStatus | undefined): string {
  if (!status) return 'none (stored before notifications existed; resend ID to send one)';
  if (status.state === 'sent') {
    return `sent ${status.sentAt ? `${status.sentAt.replace('T', ' ').slice(0, 19)} UTC` : ''}`.trim();
  }
  const error = status.lastError ? `: ${escapeForTerminal(status.lastError)}` : '';
  if (status.state === 'failed') return `failed (${status.attempts} attempts)${error}`;
  return status.attempts > 0 ? `queued (${status.attempts} attempts so far)${error}` : 'queued';
}

/**
 * Human-readable listing: a header line per message, then subject and text indented.
 * Visitor text never reaches the terminal raw: name, email, subject and status are escaped as
 * single lines (a tab shows as `\t`), the message keeps its line breaks and tabs, and every
 * other control or bidi character shows as `\uXXXX` ({@link escapeForTerminal}).
 * @param messages stored rows, in the order to show
 * @param notifications when given, each message's notification state by message id
 * @returns the text to print, ending with a newline
 */
export function formatList(
  messages: readonly StoredMessage[],
  notifications?: ReadonlyMap<number, NotificationStatus>,
): string {
  if (messages.length === 0) return 'No messages.\n';
  const line = (text: string) => escapeForTerminal(text);
  const blocks = messages.map((message) => {
    const when = message.received_at.replace('T', ' ').slice(0, 16);
    const text = escapeForTerminal(message.message, true).replace(/\n/g, '\n      ');
    return [
      `#${message.id}  ${when} UTC  [${line(message.status)}]  ${line(message.name)} <${line(message.email)}>`,
      `      Subject: ${line(message.subject)}`,
      ...(notifications
        ? [`      Notification: ${formatNotification(notifications.get(message.id))}`]
        : []),
      `      ${text}`,
    ].join('\n');
  });
  const unread = messages.filter((message) => message.status === 'new').length;
  return `${blocks.join('\n\n')}\n\n${messages.length} message(s), ${unread} new.\n`;
}

/**
 * Parses a command's arguments with `node:util` `parseArgs`: `--name value` and
 * `--name=value` for the given string options, positionals apart.
 * @param args the arguments after the command
 * @param allowed the command's option names (all take a value)
 * @returns the non-empty option values and the positional arguments
 * @throws {UsageError} an unknown option, a missing or empty value, or a value that looks like
 *   an option
 */
function parseOptions(args: readonly string[], allowed: readonly string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} needs a value`);
    options[name] = value;
  }
  return { options, positional: parsed.positionals };
}

/** Validates `--status`. */
function statusOption(value: string | undefined): MessageStatus | undefined {
  if (value === undefined) return undefined;
  if (!(MESSAGE_STATUSES as readonly string[]).includes(value)) {
    throw new UsageError(`--status must be one of: ${MESSAGE_STATUSES.join(', ')}`);
  }
  return value as MessageStatus;
}

/**
 * The one message id a command takes.
 * @throws {UsageError} none, more than one, or not a positive integer
 */
function messageIdArgument(command: string, args: readonly string[]): number {
  const { positional } = parseOptions(args, []);
  const [idText, extra] = positional;
  if (idText === undefined || extra !== undefined || !/^[1-9]\d{0,15}$/.test(idText)) {
    throw new UsageError(`${command} needs one message id (a positive integer)`);
  }
  return Number(idText);
}

/** What `purge` needs: the inbox's data access and the configured retention. */
export interface PurgeContext {
  inbox: InboxRepository;
  /** `RETENTION_DAYS`: the default of `--days`. */
  retentionDays: number;
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
}

/** Runs one command against the messages and their notifications. @returns the exit code */
export async function runCommand(
  argv: readonly string[],
  repository: ContactRepository,
  io: CliIo,
  outbox: NotificationOutbox,
  purge?: PurgeContext,
): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'list': {
      const { options, positional } = parseOptions(rest, ['status']);
      if (positional.length > 0) throw new UsageError(`Unexpected argument ${positional[0]}`);
      const messages = await repository.list({ status: statusOption(options.status) });
      io.out(formatList(messages, await outbox.statuses()));
      return 0;
    }
    case 'export': {
      const { options, positional } = parseOptions(rest, ['format', 'status']);
      if (positional.length > 0) throw new UsageError(`Unexpected argument ${positional[0]}`);
      if (options.format !== 'csv') throw new UsageError('export needs --format csv');
      io.out(toCsv(await repository.list({ status: statusOption(options.status) })));
      return 0;
    }
    case 'mark-read':
    case 'resend': {
      const id = messageIdArgument(command, rest);
      const done =
        command === 'resend'
          ? await outbox.resend(id, new Date().toISOString())
          : await repository.markRead(id);
      if (!done) {
        io.err(`No message with id ${id}.\n`);
        return 1;
      }
      io.out(
        command === 'resend'
          ? `Notification of message #${id} queued.\n`
          : `Message #${id} marked as read.\n`,
      );
      return 0;
    }
    case 'purge': {
      if (!purge) throw new Error('purge needs the inbox repository');
      const { options, positional } = parseOptions(rest, ['days']);
      if (positional.length > 0) throw new UsageError(`Unexpected argument ${positional[0]}`);
      const days = options.days === undefined ? purge.retentionDays : Number(options.days);
      if (!Number.isInteger(days) || days < 1) {
        throw new UsageError('--days must be a whole number of days, at least 1');
      }
      const cutoff = retentionCutoff((purge.now ?? Date.now)(), days);
      const erased = await purge.inbox.purgeReceivedBefore(cutoff);
      io.out(`${erased} message(s) received before ${cutoff} erased (older than ${days} days).\n`);
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
export async function runMessagesCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let databaseUrl: string;
  let retentionDays: number;
  try {
    ({ databaseUrl, retentionDays } = parseEnv(env));
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
    return await runCommand(
      argv,
      createContactRepository(database.db),
      io,
      createNotificationOutbox(database.db),
      { inbox: createInboxRepository(database.db), retentionDays },
    );
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    io.err(`messages: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await database.db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runMessagesCli(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
