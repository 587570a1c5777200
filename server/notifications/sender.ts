/**
 * The notification sender (DESIGN §8 "Notifications"): a small loop in the server process that
 * takes due rows from the outbox (server/db/notification-outbox.ts), e-mails each one (./email.ts)
 * through nodemailer's pooled SMTP transport, and records the outcome.
 *
 * - The same rounds drain the chat webhook's outbox (server/db/webhook-outbox.ts, posted by
 *   ./webhook.ts) by the same rules, with or without e-mail: a post refused for good (a 4xx)
 *   fails its row at once, and a `Retry-After` delays the next attempt at least that long.
 * - The same rounds drain the general mail outbox (server/db/mail-outbox.ts: the team's replies
 *   and any later kind of e-mail), whose rows carry their composed message, by the same rules.
 * - Woken after every commit ({@link NotificationSender.wake}) and every {@link NOTIFY_POLL_MS}
 *   (retries coming due; rows whose lease ran out on a dead instance).
 * - Delivery is at-least-once: a row is marked sent only after the SMTP server accepted the
 *   message. Only a crash (or a lost database) between the accept and that mark sends it twice.
 * - A failure schedules the next attempt with exponential back-off and jitter ({@link retryDelayMs});
 *   a row not sent within {@link NOTIFY_GIVE_UP_MS} of being queued is marked failed and logged
 *   at error.
 * - Inserts come first (DESIGN §6): while messages keep arriving and the event loop is saturated,
 *   the sender pauses between rounds ({@link NOTIFY_BUSY_UTILIZATION}), so a flood of messages is
 *   stored at full speed and its notifications follow at full speed once it ends.
 * - `stop()` (SIGTERM, before the database closes) lets the round in flight finish for up to
 *   {@link NOTIFY_STOP_GRACE_MS}, then closes the SMTP pool; rows still claimed stay queued and
 *   are sent after the next start.
 */
import { performance } from 'node:perf_hooks';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailOutbox } from '../db/mail-outbox';
import type { NotificationOutbox } from '../db/notification-outbox';
import type { ClaimedWebhook, WebhookOutbox } from '../db/webhook-outbox';
import type { OutboxOutcomes } from '../db/outbox-outcomes';
import type { NotificationsConfig } from '../env';
import type { NotificationMetrics } from '../metrics';
import { createPoller } from '../poller';
import {
  NOTIFY_BATCH_SIZE,
  NOTIFY_BUSY_PAUSE_MS,
  NOTIFY_BUSY_UTILIZATION,
  NOTIFY_GIVE_UP_MS,
  NOTIFY_LEASE_MS,
  NOTIFY_POLL_MS,
  NOTIFY_RETRY_BASE_MS,
  NOTIFY_RETRY_CAP_MS,
  NOTIFY_RETRY_JITTER,
  NOTIFY_STOP_GRACE_MS,
  SMTP_CONNECTION_TIMEOUT_MS,
  SMTP_GREETING_TIMEOUT_MS,
  SMTP_MAX_CONNECTIONS,
  SMTP_SOCKET_TIMEOUT_MS,
} from './limits';
import { composeNotification } from './email';

/** What the sender needs of a mail transport (nodemailer's, or a test double). */
export interface MailTransport {
  /** Resolves once the SMTP server accepted the message; rejects with its error otherwise. */
  sendMail(options: SendMailOptions): Promise<unknown>;
  /** Closes pooled connections. */
  close(): void;
}

/** The logger calls the sender makes (pino / Fastify's logger fits). */
export interface SenderLog {
  debug(object: object, message: string): void;
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Options of {@link createNotificationSender}. */
export interface NotificationSenderOptions {
  outbox: NotificationOutbox;
  /**
   * The chat webhook's outbox and the post of one claimed row (./webhook.ts), drained by the
   * same rounds. Default: none.
   */
  webhook?: {
    outbox: WebhookOutbox;
    post: (row: ClaimedWebhook) => Promise<void>;
    /** Counts its posts (server/metrics.ts `webhook`). Default: not counted. */
    metrics?: NotificationMetrics;
  };
  /**
   * The general mail outbox (server/db/mail-outbox.ts: replies, …), drained by the same rounds
   * with the same claim, back-off and give-up rules. Default: none.
   */
  mail?: MailOutbox;
  /** The e-mail settings, or null when only the webhook is on (no e-mail outbox is drained). */
  config: NotificationsConfig | null;
  log: SenderLog;
  /** Default: nodemailer's pooled SMTP transport for `config.smtpUrl` ({@link createSmtpTransport}). */
  transport?: MailTransport;
  /**
   * Clear every lease at start: true when this process is the only sender (SQLite), so rows a
   * killed process had claimed are due at once instead of after {@link NOTIFY_LEASE_MS}.
   */
  ownsDatabase: boolean;
  /** The clock, epoch milliseconds (tests move it forward). Default `Date.now`. */
  now?: () => number;
  /** Uniform [0, 1) for the jitter. Default `Math.random`. */
  random?: () => number;
  /** Poll interval. Milliseconds. Default {@link NOTIFY_POLL_MS}. */
  pollMs?: number;
  /** Counts sends, failed attempts and give-ups (server/metrics.ts). Default: not counted. */
  metrics?: NotificationMetrics;
}

/** A running sender. */
export interface NotificationSender {
  /** Starts the loop (first round at once). */
  start(): Promise<void>;
  /** Looks for due rows now (cheap; call after every commit). */
  wake(): void;
  /** Stops the loop; see the module comment. Never rejects. */
  stop(): Promise<void>;
}

/**
 * Delay before attempt `attempt + 1` after `attempt` failed: {@link NOTIFY_RETRY_BASE_MS} ×
 * 2^(attempt − 1), ± {@link NOTIFY_RETRY_JITTER} (AWS "Exponential Backoff And Jitter"), clamped to
 * [{@link NOTIFY_RETRY_BASE_MS}, {@link NOTIFY_RETRY_CAP_MS}] (DESIGN §8: from 10 s up to 1 h).
 * Milliseconds.
 * @param attempt failed attempts so far, ≥ 1
 * @param random uniform in [0, 1)
 */
export function retryDelayMs(attempt: number, random: number): number {
  const exponential = NOTIFY_RETRY_BASE_MS * 2 ** Math.min(Math.max(attempt, 1) - 1, 30);
  const jittered = exponential * (1 - NOTIFY_RETRY_JITTER + 2 * NOTIFY_RETRY_JITTER * random);
  return Math.round(Math.min(NOTIFY_RETRY_CAP_MS, Math.max(NOTIFY_RETRY_BASE_MS, jittered)));
}

/** An SMTP error as stored in `last_error`: the server's reply when there was one. */
export function describeSendError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, code, message } = error as {
      response?: unknown;
      code?: unknown;
      message?: unknown;
    };
    if (typeof response === 'string' && response) return response;
    const text = typeof message === 'string' ? message : String(error);
    return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  }
  return String(error);
}

/**
 * What a failed send says of its retry: `permanent` (the receiver refused it for good, e.g. a
 * webhook's 4xx: no retry) and `retryAfterMs` (its `Retry-After`: no retry sooner). Read from
 * the error's own properties (./webhook.ts `WebhookSendError`); an SMTP error has neither.
 */
export function failureOf(error: unknown): { permanent: boolean; retryAfterMs?: number } {
  if (typeof error !== 'object' || error === null) return { permanent: false };
  const { permanent, retryAfterMs } = error as { permanent?: unknown; retryAfterMs?: unknown };
  return {
    permanent: permanent === true,
    ...(typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) ? { retryAfterMs } : {}),
  };
}

/**
 * nodemailer's pooled SMTP transport for `smtp://…` (STARTTLS whenever the server offers it,
 * nodemailer's default) or `smtps://…` (TLS from the first byte), with time-outs far below
 * nodemailer's defaults so a dead server fails a send in seconds (./limits.ts).
 */
export function createSmtpTransport(config: Pick<NotificationsConfig, 'smtpUrl'>): MailTransport {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    pool: true,
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    maxConnections: SMTP_MAX_CONNECTIONS,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    logger: false,
  });
}

/** Creates the sender; call `start()`. */
export function createNotificationSender(options: NotificationSenderOptions): NotificationSender {
  const { outbox, config, log, webhook } = options;
  // Without e-mail settings, neither e-mail outbox is drained (its rows wait for SMTP_URL).
  const mail = config ? options.mail : undefined;
  const transport = config ? (options.transport ?? createSmtpTransport(config)) : undefined;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const pollMs = options.pollMs ?? NOTIFY_POLL_MS;
  const metrics = options.metrics;
  const iso = (ms: number) => new Date(ms).toISOString();

  let endPause: (() => void) | undefined;
  let lastExpiry = -Infinity;

  /**
   * Records a round's sends on their outbox: the accepted ones sent in one write; a refused one
   * due again after {@link retryDelayMs}'s back-off, or failed for good once it has waited
   * NOTIFY_GIVE_UP_MS (DESIGN §8). `words` name the row in the logs.
   * @returns how many the SMTP server accepted
   */
  const settle = async <Row extends { id: number; attempts: number; queuedAt: string }>(
    store: OutboxOutcomes,
    claimed: readonly Row[],
    results: readonly PromiseSettledResult<unknown>[],
    words: { context: (row: Row) => Record<string, unknown>; gaveUp: string; retry: string },
    counts: NotificationMetrics | undefined = metrics,
  ): Promise<number> => {
    const finished = now();
    const sent: number[] = [];
    for (const [index, result] of results.entries()) {
      const row = claimed[index]!;
      if (result.status === 'fulfilled') {
        sent.push(row.id);
        continue;
      }
      counts?.sendFailed();
      const error = describeSendError(result.reason);
      const context = { ...words.context(row), attempt: row.attempts, error };
      const { permanent, retryAfterMs } = failureOf(result.reason);
      if (permanent || finished - Date.parse(row.queuedAt) >= NOTIFY_GIVE_UP_MS) {
        await store.markFailed(row.id, error);
        counts?.gaveUp(1);
        log.error(context, words.gaveUp);
      } else {
        const delay = Math.min(
          NOTIFY_RETRY_CAP_MS,
          Math.max(retryDelayMs(row.attempts, random()), retryAfterMs ?? 0),
        );
        await store.markRetry(row.id, iso(finished + delay), error);
        log.warn({ ...context, retryInMs: delay }, words.retry);
      }
    }
    // Counted once the SMTP server accepted them, whether or not the mark below succeeds.
    if (sent.length > 0) counts?.sent(sent.length);
    await store.markSent(sent, iso(finished));
    return sent.length;
  };

  /** One claim–send–record round over every outbox. @returns rows claimed */
  const round = async (): Promise<number> => {
    const started = now();
    // Expiry is a day-scale rule: once per poll interval is plenty (it is a write on SQLite).
    const expiring = started - lastExpiry >= pollMs;
    if (expiring) lastExpiry = started;
    return (
      (await notificationRound(started, expiring)) +
      (await mailRound(started)) +
      (await webhookRound(expiring))
    );
  };

  /** The notification outbox's part of a round. @returns rows claimed */
  const notificationRound = async (started: number, expiring: boolean): Promise<number> => {
    if (!config || !transport) return 0;
    if (expiring) {
      const expired = await outbox.expire(iso(started), iso(started - NOTIFY_GIVE_UP_MS));
      if (expired.length > 0) metrics?.gaveUp(expired.length);
      for (const row of expired) {
        log.error(
          { messageId: row.messageId, lastError: row.lastError },
          `notification not sent within ${NOTIFY_GIVE_UP_MS / 3_600_000} h: marked failed (npm run messages -- resend ${row.messageId})`,
        );
      }
    }
    const claimed = await outbox.claim(
      iso(started),
      iso(started + NOTIFY_LEASE_MS),
      NOTIFY_BATCH_SIZE,
    );
    if (claimed.length === 0) return 0;
    const results = await Promise.allSettled(
      claimed.map((row) => transport.sendMail(composeNotification(row.message, config))),
    );
    const sent = await settle(outbox, claimed, results, {
      context: (row) => ({ messageId: row.message.id }),
      gaveUp: 'notification failed for good (npm run messages -- resend ID)',
      retry: 'notification not sent; will retry',
    });
    if (sent > 0) log.debug({ sent }, 'notifications sent');
    return claimed.length;
  };

  /** The chat webhook outbox's part of a round (see {@link round}). @returns rows claimed */
  const webhookRound = async (expiring: boolean): Promise<number> => {
    if (!webhook) return 0;
    const started = now();
    if (expiring) {
      const expired = await webhook.outbox.expire(iso(started), iso(started - NOTIFY_GIVE_UP_MS));
      if (expired.length > 0) webhook.metrics?.gaveUp(expired.length);
      for (const row of expired) {
        log.error(
          { messageId: row.messageId, lastError: row.lastError },
          `chat webhook not posted within ${NOTIFY_GIVE_UP_MS / 3_600_000} h: marked failed`,
        );
      }
    }
    const claimed = await webhook.outbox.claim(
      iso(started),
      iso(started + NOTIFY_LEASE_MS),
      NOTIFY_BATCH_SIZE,
    );
    if (claimed.length === 0) return 0;
    const results = await Promise.allSettled(claimed.map((row) => webhook.post(row)));
    await settle(
      webhook.outbox,
      claimed,
      results,
      {
        context: (row) => ({ messageId: row.message.id }),
        gaveUp: 'chat webhook post failed for good',
        retry: 'chat webhook not posted; will retry',
      },
      webhook.metrics,
    );
    return claimed.length;
  };

  /** The mail outbox's part of a round (see {@link round}). @returns rows claimed */
  const mailRound = async (started: number): Promise<number> => {
    if (!mail || !transport) return 0;
    if (started === lastExpiry) {
      const expired = await mail.expire(iso(started), iso(started - NOTIFY_GIVE_UP_MS));
      if (expired.length > 0) metrics?.gaveUp(expired.length);
      for (const row of expired) {
        log.error(
          { mailId: row.id, kind: row.kind, lastError: row.lastError },
          `e-mail not sent within ${NOTIFY_GIVE_UP_MS / 3_600_000} h: marked failed`,
        );
      }
    }
    const claimed = await mail.claim(iso(now()), iso(now() + NOTIFY_LEASE_MS), NOTIFY_BATCH_SIZE);
    if (claimed.length === 0) return 0;
    const results = await Promise.allSettled(claimed.map((row) => transport.sendMail(row.mail)));
    await settle(mail, claimed, results, {
      context: (row) => ({ mailId: row.id, kind: row.kind }),
      gaveUp: 'e-mail failed for good',
      retry: 'e-mail not sent; will retry',
    });
    return claimed.length;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const pauseTimer = setTimeout(resolve, ms);
      endPause = () => {
        clearTimeout(pauseTimer);
        resolve();
      };
    }).finally(() => (endPause = undefined));

  const loop = async () => {
    for (;;) {
      poller.woken = false;
      const before = performance.eventLoopUtilization();
      let claimed = 0;
      try {
        claimed = await round();
      } catch (error) {
        // The database is unavailable (or closing): the next poll tries again.
        log.warn({ err: error }, 'notification round failed');
        // Even when woken meanwhile: the database gets the poll interval to come back.
        poller.woken = false;
        return;
      }
      if (poller.stopped || (claimed === 0 && !poller.woken)) return;
      // A backlog (a full batch) while messages keep arriving (`woken`: commits during the round)
      // and the event loop is saturated is a flood: let the inserts have the CPU. Without new
      // messages the backlog drains at full speed, however busy the sending itself keeps the loop.
      if (
        claimed >= NOTIFY_BATCH_SIZE &&
        poller.woken &&
        performance.eventLoopUtilization(before).utilization > NOTIFY_BUSY_UTILIZATION
      ) {
        await pause(NOTIFY_BUSY_PAUSE_MS);
        if (poller.stopped) return;
      }
    }
  };

  const poller = createPoller(pollMs, loop);

  return {
    async start() {
      if (options.ownsDatabase) {
        try {
          const released =
            (config ? await outbox.releaseLeases() : 0) +
            ((await mail?.releaseLeases()) ?? 0) +
            ((await webhook?.outbox.releaseLeases()) ?? 0);
          if (released > 0)
            log.info({ released }, 'notifications claimed before a crash are due again');
        } catch (error) {
          log.warn({ err: error }, 'could not release notification leases');
        }
      }
      poller.wake();
    },
    wake: poller.wake,
    async stop() {
      const running = poller.halt();
      endPause?.();
      if (running) {
        let graceTimer: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => (graceTimer = setTimeout(resolve, NOTIFY_STOP_GRACE_MS))),
        ]);
        clearTimeout(graceTimer);
      }
      transport?.close();
    },
  };
}
