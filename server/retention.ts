/**
 * The retention job (DESIGN §8 "Team inbox"): once at start-up and then every
 * {@link RETENTION_PURGE_INTERVAL_MS}, erases contact messages received more than
 * `RETENTION_DAYS` days ago (with their notifications, notes, history, replies and the replies'
 * e-mails, and search entries), erases messages filed as spam received more than
 * {@link SPAM_RETENTION_DAYS} days ago, deletes sent or failed e-mails of the mail outbox queued
 * before the retention cut-off (server/db/mail-outbox.ts), and deletes expired inbox sessions.
 * `npm run messages -- purge` runs the same purge by hand.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { InboxRepository } from './db/inbox-repository';
import type { MailOutbox } from './db/mail-outbox';
import { RETENTION_PURGE_INTERVAL_MS, SPAM_RETENTION_DAYS } from './inbox/limits';

/** One day in milliseconds. */
const DAY_MS = 86_400_000;

/** The cut-off of a purge: messages received before it are erased. ISO 8601 UTC. */
export function retentionCutoff(nowMs: number, retentionDays: number): string {
  return new Date(nowMs - retentionDays * DAY_MS).toISOString();
}

/** Options of {@link startRetentionJob}. */
export interface RetentionJobOptions {
  inbox: InboxRepository;
  /** Days to keep a message (`RETENTION_DAYS`). */
  retentionDays: number;
  /** The mail outbox, whose finished rows older than the cut-off go too. Default: none. */
  mail?: Pick<MailOutbox, 'purgeFinishedBefore'>;
  /** Other housekeeping run on the same schedule (expired sessions). */
  alsoRun?: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Clock, epoch ms. Default `Date.now`. */
  now?: () => number;
  /** Default {@link RETENTION_PURGE_INTERVAL_MS}. */
  intervalMs?: number;
}

/**
 * Starts the job: one run now, then one per interval (the timer does not keep the process alive).
 * A failed run is logged and retried at the next interval.
 * @returns stop(), which clears the timer and waits for a run in progress
 */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      try {
        const cutoff = retentionCutoff(now(), options.retentionDays);
        const erased = await options.inbox.purgeReceivedBefore(cutoff);
        const mail = (await options.mail?.purgeFinishedBefore(cutoff)) ?? 0;
        const spamCutoff = retentionCutoff(now(), SPAM_RETENTION_DAYS);
        const spam = await options.inbox.purgeSpamReceivedBefore(spamCutoff);
        await options.alsoRun?.();
        if (erased > 0 || mail > 0) {
          options.log.info({ erased, mail, cutoff }, 'retention: old messages erased');
        }
        if (spam > 0) options.log.info({ spam, spamCutoff }, 'retention: old spam erased');
      } catch (error) {
        options.log.error({ err: error }, 'retention purge failed; retrying at the next interval');
      }
    })();
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? RETENTION_PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
