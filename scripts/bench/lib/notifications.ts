/**
 * The notifications bench (DESIGN §6 "with notifications on"): the real server (`server/main.ts`,
 * SQLite) with `SMTP_URL` pointing at a local SMTP sink (npm smtp-server in this process,
 * support/smtp-sink.ts).
 *
 *  (d) flood: the same connections and duration as the throughput run, as fast as answered, to
 *      measure insert req/s with notifications on (the sender yields while the event loop is
 *      saturated), check that every stored row has exactly one outbox row, and count what was
 *      sent meanwhile. A flood stores far more messages per second than SMTP delivers one by one,
 *      so its backlog stays queued, durable, for after the flood.
 *  (e) paced: the same connections at a fixed total rate for the same duration, then a bounded
 *      drain: N e-mails for N stored, duplicates, and the delay from each 201 (read by the client)
 *      to the sink's acceptance of its e-mail.
 */
import { DatabaseSync } from 'node:sqlite';
import { DEV_ANON_KEY } from '../../../common/anon-key';
import { decodeHeader, parseMail, startSmtpSink } from '../../../support/smtp-sink';
import { runLoad, type LoadResult } from '../../../support/load';
import { startServerProcess, type ExitInfo } from '../../../support/server-process';
import { percentile } from './figures';

/** Options of {@link runNotificationBench}. */
export interface NotificationBenchOptions {
  /** Folder for the SQLite files. */
  dir: string;
  connections: number;
  loadS: number;
  warmupS: number;
  /** Total requests per second of the paced run (e). */
  pacedRate: number;
  /** Longest wait for the paced run's e-mails after its load. Milliseconds. */
  drainTimeoutMs: number;
}

/** Outbox rows by state, and stored rows without one. */
export interface OutboxCounts {
  stored: number;
  queued: number;
  sent: number;
  failed: number;
  withoutOutbox: number;
}

/** What the two runs measured. */
export interface NotificationBenchResult {
  flood: {
    load: Omit<LoadResult, 'createdSubjects'>;
    /** Rows of the run stored; 201s among them missing. */
    stored: number;
    missing: number;
    outbox: OutboxCounts;
    /** E-mails the sink accepted during the flood and until the server stopped. */
    mailsAccepted: number;
    shutdown: ExitInfo;
  };
  paced: {
    load: Omit<LoadResult, 'createdSubjects'>;
    stored: number;
    missing: number;
    outbox: OutboxCounts;
    /** Distinct messages e-mailed, and e-mails beyond one per message. */
    mailed: number;
    duplicates: number;
    /** 201 read → SMTP accept. Milliseconds. */
    delayP50Ms: number;
    delayP99Ms: number;
    delayMaxMs: number;
    shutdown: ExitInfo;
  };
}

/** Reads the run's stored subjects and the outbox counts from a SQLite file. */
function readOutcome(file: string, prefix: string) {
  const db = new DatabaseSync(file, { readOnly: true, timeout: 5_000 });
  try {
    const subjects = new Set(
      (
        db
          .prepare('select subject from contact_messages where subject like ?')
          .all(`${prefix}-%`) as { subject: string }[]
      ).map((row) => row.subject),
    );
    const byState = db
      .prepare('select state, count(*) as n from notification_outbox group by state')
      .all() as { state: string; n: number }[];
    const count = (state: string) => byState.find((row) => row.state === state)?.n ?? 0;
    const withoutOutbox = (
      db
        .prepare(
          'select count(*) as n from contact_messages m left join notification_outbox o on o.message_id = m.id where o.id is null',
        )
        .get() as { n: number }
    ).n;
    const stored = (db.prepare('select count(*) as n from contact_messages').get() as { n: number })
      .n;
    return {
      subjects,
      outbox: {
        stored,
        queued: count('queued'),
        sent: count('sent'),
        failed: count('failed'),
        withoutOutbox,
      },
    };
  } finally {
    db.close();
  }
}

/** Runs (d) and (e); see the module comment. */
export async function runNotificationBench(
  options: NotificationBenchOptions,
): Promise<NotificationBenchResult> {
  const sink = await startSmtpSink();
  const envFor = (file: string) => ({
    DATABASE_URL: `file:${file}`,
    RATE_LIMIT_MAX: '0',
    ANON_KEY: DEV_ANON_KEY,
    SMTP_URL: sink.url,
    NOTIFY_TO: 'team@example.com',
    NOTIFY_FROM: 'noreply@example.com',
  });
  const base = { anonKey: DEV_ANON_KEY, connections: options.connections };
  try {
    // (d) Flood.
    const floodFile = `${options.dir}/notify-flood.db`;
    let server = await startServerProcess({ env: envFor(floodFile) });
    await runLoad({ ...base, url: server.url, durationS: options.warmupS, subjectPrefix: 'warm' });
    const floodPrefix = `flood-${Date.now()}`;
    const { createdSubjects: floodCreated, ...floodLoad } = await runLoad({
      ...base,
      url: server.url,
      durationS: options.loadS,
      subjectPrefix: floodPrefix,
    });
    const floodShutdown = await server.stop();
    const mailsAccepted = sink.messages.length;
    const flood = readOutcome(floodFile, floodPrefix);
    let floodMissing = 0;
    for (const subject of floodCreated) if (!flood.subjects.has(subject)) floodMissing += 1;

    // (e) Paced.
    sink.messages.length = 0;
    const pacedFile = `${options.dir}/notify-paced.db`;
    server = await startServerProcess({ env: envFor(pacedFile) });
    const pacedPrefix = `paced-${Date.now()}`;
    const answeredAt = new Map<string, number>();
    const { createdSubjects: pacedCreated, ...pacedLoad } = await runLoad({
      ...base,
      url: server.url,
      durationS: options.loadS,
      subjectPrefix: pacedPrefix,
      overallRate: options.pacedRate,
      answeredAt,
    });
    const storedNow = readOutcome(pacedFile, pacedPrefix).subjects.size;
    await sink.waitFor(storedNow, options.drainTimeoutMs).catch(() => {});
    // A duplicate would come from a second claim: give the sender a few polls to make one.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const pacedShutdown = await server.stop();
    const paced = readOutcome(pacedFile, pacedPrefix);
    let pacedMissing = 0;
    for (const subject of pacedCreated) if (!paced.subjects.has(subject)) pacedMissing += 1;
    const mailedSubjects = new Map<string, number>();
    const delays: number[] = [];
    for (const mail of sink.messages) {
      const subject = decodeHeader(parseMail(mail.raw).headers.get('subject') ?? '').replace(
        /^\[Contact\] /,
        '',
      );
      mailedSubjects.set(subject, (mailedSubjects.get(subject) ?? 0) + 1);
      const answered = answeredAt.get(subject);
      if (answered !== undefined) delays.push(mail.acceptedAt - answered);
    }
    delays.sort((a, b) => a - b);
    return {
      flood: {
        load: floodLoad,
        stored: flood.subjects.size,
        missing: floodMissing,
        outbox: flood.outbox,
        mailsAccepted,
        shutdown: floodShutdown,
      },
      paced: {
        load: pacedLoad,
        stored: paced.subjects.size,
        missing: pacedMissing,
        outbox: paced.outbox,
        mailed: mailedSubjects.size,
        duplicates: sink.messages.length - mailedSubjects.size,
        delayP50Ms: percentile(delays, 50, 0),
        delayP99Ms: percentile(delays, 99, 0),
        delayMaxMs: delays.at(-1) ?? 0,
        shutdown: pacedShutdown,
      },
    };
  } finally {
    await sink.close();
  }
}
