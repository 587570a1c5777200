/**
 * The team's view of stored contact messages (DESIGN §1 `npm run messages -- …`), on whichever
 * database `DATABASE_URL` names (SQLite or PostgreSQL; same default as the server):
 *
 *   list [--status new|open|…]          messages oldest first, with their full text
 *   export --format csv [--status S]    RFC 4180 CSV on stdout (e.g. `> messages.csv`)
 *   mark-read ID                        sets a message's status to 'open' (recorded in its history)
 *   resend ID                           queues the message's e-mail notification again
 *   purge [--days N]                    erases messages received more than N days ago (default
 *                                       RETENTION_DAYS), and spam older than SPAM_RETENTION_DAYS,
 *                                       as the server's daily job does
 *   erase ADDRESS [--yes]               erases every message of an address with its notes,
 *                                       history and notifications (GDPR Art. 17), audited;
 *                                       asks first on a terminal, refuses without --yes otherwise
 *
 * `list` shows each message's notification: queued, sent, or failed with the last error; a queued
 * one as "e-mail is off" when the environment has no `SMTP_URL`.
 * Exit codes (./command-line.ts): 0 done, 1 failure (e.g. no such message, database
 * unreachable), 2 usage error.
 * `list` shows control and bidi characters as visible escapes (`\u001b`), never raw;
 * `export` writes the stored text unchanged (CSV is data), with formulas neutralised.
 * Safe while the server runs: SQLite waits for the server's write lock (WAL, busy timeout).
 */
import { createContactRepository, type ContactRepository } from '../contact/repository';
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { inboxStatusOf, INBOX_STATUSES } from '../../common/admin-api';
import { createErasures, type Erasures } from '../db/erasure';
import { createInboxRepository, type InboxRepository } from '../db/inbox-repository';
import { retentionCutoff } from '../retention';
import { SPAM_RETENTION_DAYS } from '../inbox/limits';
import {
  createNotificationOutbox,
  type NotificationOutbox,
  type NotificationStatus,
} from '../db/notification-outbox';
import type { MessageStatus, StoredMessage } from '../db/schema';
import {
  dispatch,
  noPositionals,
  oneEmailAddress,
  parseCommandArgs,
  runIfMain,
  runWithDatabase,
  UsageError,
  type CliIo,
  type CliMain,
} from './command-line';
import { escapeForTerminal } from './terminal-text';
import { fieldWithRole, labelledFields } from '../../common/contact-fields';
import { toCsv } from '../messages-csv';

export { CSV_COLUMNS, csvField, toCsv } from '../messages-csv';

/** The fields with a place of their own in the listing (common/contact-fields.ts roles). */
const SENDER = fieldWithRole('sender');
const REPLY_TO = fieldWithRole('replyTo');
const BODY = fieldWithRole('body');

/** Usage text printed by `help` and on usage errors. */
export const USAGE = `Usage: npm run messages -- <command>

  list [--status S]                  list messages, oldest first
                                     (S: new, open, replied, closed, spam)
  export --format csv [--status S]   write messages as CSV to stdout
  mark-read ID                       mark message ID as open (seen)
  resend ID                          e-mail the team about message ID again
  purge [--days N]                   erase messages older than N days (default RETENTION_DAYS)
  erase ADDRESS [--yes]              erase every message of ADDRESS, its notes, history and
                                     notifications (asks first; --yes when not on a terminal)

The database is DATABASE_URL (default file:data/site.db), as for the server.`;

export type { CliIo } from './command-line';

/**
 * One line about a message's notification: `queued`, `sent <time> UTC`, `failed (N attempts):
 * <last error>`, or `none` for messages stored before notifications existed. A queued row that
 * failed before shows its attempts and last error too; while e-mail is off (`emailOn` false: no
 * `SMTP_URL`), a queued row says so instead, as nothing will send it.
 */
export function formatNotification(status: NotificationStatus | undefined, emailOn = true): string {
  if (!status) return 'none (stored before notifications existed; resend ID to send one)';
  if (status.state === 'queued' && !emailOn) return 'e-mail is off (SMTP_URL is not set)';
  if (status.state === 'sent') {
    return `sent ${status.sentAt ? `${status.sentAt.replace('T', ' ').slice(0, 19)} UTC` : ''}`.trim();
  }
  const error = status.lastError ? `: ${escapeForTerminal(status.lastError)}` : '';
  if (status.state === 'failed') return `failed (${status.attempts} attempts)${error}`;
  return status.attempts > 0 ? `queued (${status.attempts} attempts so far)${error}` : 'queued';
}

/**
 * Human-readable listing: a header line per message (id, receipt time, status, the sender's
 * name and address), then the other fields of common/contact-fields.ts as `Label: value` lines
 * (Subject, …; an optional one left empty is left out), the notification, and the text indented.
 * Visitor text never reaches the terminal raw: every field but the text and the status are
 * escaped as single lines (a tab shows as `\t`), the text keeps its line breaks and tabs, and
 * every other control or bidi character shows as `\uXXXX` ({@link escapeForTerminal}).
 * @param messages stored rows, in the order to show
 * @param notifications when given, each message's notification state by message id
 * @param emailOn whether notifications are sent (`SMTP_URL` set); false shows queued ones as off
 * @returns the text to print, ending with a newline
 */
export function formatList(
  messages: readonly StoredMessage[],
  notifications?: ReadonlyMap<number, NotificationStatus>,
  emailOn = true,
): string {
  if (messages.length === 0) return 'No messages.\n';
  const line = (text: string) => escapeForTerminal(text);
  const blocks = messages.map((message) => {
    const when = message.received_at.replace('T', ' ').slice(0, 16);
    const text = escapeForTerminal(message[BODY.column], true).replace(/\n/g, '\n      ');
    return [
      `#${message.id}  ${when} UTC  [${line(message.status)}]  ${line(message[SENDER.column])} <${line(message[REPLY_TO.column])}>`,
      ...labelledFields(message, 'inInbox', ['title', 'detail']).map(
        ([label, value]) => `      ${label}: ${line(value)}`,
      ),
      ...(notifications
        ? [`      Notification: ${formatNotification(notifications.get(message.id), emailOn)}`]
        : []),
      `      ${text}`,
    ].join('\n');
  });
  const unread = messages.filter((message) => message.status === 'new').length;
  return `${blocks.join('\n\n')}\n\n${messages.length} message(s), ${unread} new.\n`;
}

/**
 * A command's string options and positionals.
 * @throws {UsageError} an unknown option, a missing or empty value
 */
function parseOptions(args: readonly string[], allowed: readonly string[]) {
  const { values, positionals } = parseCommandArgs(
    args,
    Object.fromEntries(allowed.map((name) => [name, { type: 'string' as const }])),
  );
  return { options: values as Record<string, string | undefined>, positional: positionals };
}

/** Validates `--status` (the names of before migration 0016, `read` and `archived`, too). */
function statusOption(value: string | undefined): MessageStatus | undefined {
  if (value === undefined) return undefined;
  const status = inboxStatusOf(value);
  if (!status) throw new UsageError(`--status must be one of: ${INBOX_STATUSES.join(', ')}`);
  return status;
}

/**
 * `erase`'s arguments: one address (command-line.ts `oneEmailAddress`) and `--yes`.
 * @throws {UsageError} none, more than one, or not an e-mail address
 */
function eraseArguments(args: readonly string[]): { address: string; yes: boolean } {
  const { values, positionals } = parseCommandArgs(args, { yes: { type: 'boolean' } });
  return { address: oneEmailAddress('erase', positionals), yes: values.yes === true };
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

/** What the commands work on. */
export interface MessagesContext {
  /** The messages oldest first: `list` and `export`. */
  repository: ContactRepository;
  /** The inbox's data access, as the team inbox uses it: `mark-read` and `purge`. */
  inbox: InboxRepository;
  /** The notifications: their state in `list`, and `resend`. */
  outbox: NotificationOutbox;
  /** `RETENTION_DAYS`: the default of `--days`. */
  retentionDays: number;
  /** Erasure by address: `erase`. */
  erasures: Erasures;
  /**
   * Asks a yes/no question on the terminal; undefined when standard input is not one (then
   * `erase` needs `--yes`).
   */
  confirm?: (question: string) => Promise<boolean>;
  /** Whether notifications are sent (`SMTP_URL` set): `list` shows queued ones as off otherwise. Default true. */
  emailOn?: boolean;
  /** Who runs the command, as the history and the erasure audit record it. Default `cli`. */
  actor?: string;
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
}

/**
 * Runs one command against the messages and their notifications.
 * @returns the exit code
 * @throws {UsageError} a usage mistake (the caller prints it with {@link USAGE})
 */
export async function runCommand(
  argv: readonly string[],
  io: CliIo,
  {
    repository,
    inbox,
    outbox,
    retentionDays,
    erasures,
    confirm,
    actor = 'cli',
    now = Date.now,
    emailOn = true,
  }: MessagesContext,
): Promise<number> {
  const markOrResend = (command: 'mark-read' | 'resend') => async (args: readonly string[]) => {
    const id = messageIdArgument(command, args);
    const done =
      command === 'resend'
        ? await outbox.resend(id, new Date().toISOString())
        : await inbox.change(id, { status: 'open' }, actor, new Date(now()).toISOString());
    if (!done) {
      io.err(`No message with id ${id}.\n`);
      return 1;
    }
    io.out(
      command === 'resend'
        ? `Notification of message #${id} queued.\n`
        : `Message #${id} marked as open.\n`,
    );
    return 0;
  };
  return dispatch(
    argv,
    {
      list: async (args) => {
        const { options, positional } = parseOptions(args, ['status']);
        noPositionals(positional);
        const messages = await repository.list({ status: statusOption(options.status) });
        io.out(formatList(messages, await outbox.statuses(), emailOn));
        return 0;
      },
      export: async (args) => {
        const { options, positional } = parseOptions(args, ['format', 'status']);
        noPositionals(positional);
        if (options.format !== 'csv') throw new UsageError('export needs --format csv');
        io.out(toCsv(await repository.list({ status: statusOption(options.status) })));
        return 0;
      },
      'mark-read': markOrResend('mark-read'),
      resend: markOrResend('resend'),
      purge: async (args) => {
        const { options, positional } = parseOptions(args, ['days']);
        noPositionals(positional);
        const days = options.days === undefined ? retentionDays : Number(options.days);
        if (!Number.isInteger(days) || days < 1) {
          throw new UsageError('--days must be a whole number of days, at least 1');
        }
        const cutoff = retentionCutoff(now(), days);
        const erased = await inbox.purgeReceivedBefore(cutoff);
        io.out(
          `${erased} message(s) received before ${cutoff} erased (older than ${days} days).\n`,
        );
        const spamCutoff = retentionCutoff(now(), SPAM_RETENTION_DAYS);
        const spam = await inbox.purgeSpamReceivedBefore(spamCutoff);
        if (spam > 0) {
          io.out(`${spam} spam message(s) received before ${spamCutoff} erased.\n`);
        }
        return 0;
      },
      erase: async (args) => {
        const { address, yes } = eraseArguments(args);
        if (!yes) {
          if (!confirm) {
            throw new UsageError(
              'erase asks before erasing; standard input is not a terminal, so add --yes',
            );
          }
          const found = await inbox.countByAddress(address);
          const agreed = await confirm(
            `Erase ${found} message(s) from ${escapeForTerminal(address)}, with their notes, history and notifications? This cannot be undone. [y/N] `,
          );
          if (!agreed) {
            io.err('Nothing erased.\n');
            return 1;
          }
        }
        const { counts, auditId } = await erasures.erase(
          address,
          actor,
          new Date(now()).toISOString(),
        );
        io.out(
          `Erased ${counts.messages} message(s), ${counts.notes} note(s), ${counts.history} history event(s), ${counts.outbox} notification(s), ${counts.replies} reply(ies), ${counts.mail} queued e-mail(s); audit #${auditId}.\n`,
        );
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
export const runMessagesCli = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
  confirm?: MessagesContext['confirm'],
): Promise<number> =>
  runWithDatabase('messages', USAGE, env, io, (database, config) =>
    runCommand(argv, io, {
      repository: createContactRepository(database.db),
      inbox: createInboxRepository(database.db),
      outbox: createNotificationOutbox(database.db),
      retentionDays: config.retentionDays,
      erasures: createErasures(database.db, config.erasureHashKey),
      confirm,
      actor: cliActor(),
      emailOn: config.notifications !== null,
    }),
  );

/** `cli:<operating-system user>`, or `cli` when the user cannot be read. */
function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

/** Asks on stderr and reads a line from the terminal; `y` or `yes` agrees. */
async function confirmOnTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}

const main: CliMain = (argv, env, io) =>
  runMessagesCli(argv, env, io, process.stdin.isTTY ? confirmOnTerminal : undefined);

await runIfMain(import.meta.url, main);
