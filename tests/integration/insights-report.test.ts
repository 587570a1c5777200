/**
 * The insights' weekly e-mailed report (DESIGN §8 "Site insights: e-mailed report") on SQLite
 * and PostgreSQL, against a real SMTP server (npm smtp-server, support/smtp-sink.ts): two weeks
 * of page views, goals and web vitals are rolled up; the insights job's ticker, its clock at
 * Monday 08:00 UTC, queues exactly one e-mail carrying the week's numbers against the week
 * before (none a second before the slot); two instances ticking at once queue one report; and
 * `npm run insights -- report` queues one now, or says why it cannot. The test server only
 * delivers (its own insights job is off); the tickers run on connections of their own, as other
 * instances would. Every wait is bounded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInsightsCli } from '../../server/cli/insights';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/schema';
import { startInsightsJob } from '../../server/insights/job';
import { INSIGHTS_REPORT_KIND, reportIfDue } from '../../server/insights/report';
import {
  DEFAULT_REPORT_SCHEDULE,
  isoWeekLabel,
  lastCompleteWeek,
} from '../../server/insights/report-schedule';
import { rollUpInsights } from '../../server/insights/roll-up';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { databaseKinds } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

const TEAM = 'team@example.com';
const FROM = 'Website <noreply@example.com>';
/** Monday of the week after the reported one, at the default slot. */
const SLOT = Date.parse('2026-11-23T08:00:00.000Z');
/** The Monday after that, for the two-instance case (the week of 23–29 November). */
const NEXT_SLOT = Date.parse('2026-11-30T08:00:00.000Z');
const MAIL = { from: FROM, to: [TEAM], origin: 'https://www.example.com' };

/** Waits (bounded) until `check` holds, polling every 20 ms. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A logger that records the messages of one job (to know its run finished). */
function recordingLog(messages: string[]): FastifyBaseLogger {
  const record = (_object: unknown, message?: string) => void messages.push(String(message));
  const log = {
    level: 'debug',
    debug: record,
    info: record,
    warn: record,
    error: record,
    fatal: record,
    trace: record,
    silent: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

function view(at: string, path: string, visitor: string, country: string) {
  return {
    viewed_at: at,
    path,
    language: path.startsWith('/fr') ? 'fr' : 'en',
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    viewport: 'desktop',
    navigation_type: 'navigate',
    country,
    visitor_hash: visitor,
  };
}

function vitals(day: string, value: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: 'LCP',
    value,
    rating: value <= 2500 ? 'good' : 'needs-improvement',
    metric_id: `v-${day}-${i}`,
    navigation_type: 'navigate',
    path: '/en/optimus',
    received_at: `${day}T12:00:${String(i).padStart(2, '0')}.000Z`,
  }));
}

/**
 * The week of 16–22 November: 8 views by 5 daily visitors, 2 Optimus downloads, LCP 2 s; the
 * week before: 3 views by 2 visitors, 1 download, LCP 3 s. Plus views outside both weeks.
 */
async function seed(db: Kysely<Database>) {
  await db
    .insertInto('page_views')
    .values([
      // The week before (Wednesday): 3 views of /en/optimus by x and y from Germany.
      view('2026-11-11T09:00:00.000Z', '/en/optimus', 'x', 'DE'),
      view('2026-11-11T09:01:00.000Z', '/en/optimus', 'x', 'DE'),
      view('2026-11-11T09:02:00.000Z', '/en/optimus', 'y', 'DE'),
      // The week (Tuesday): 6 views of /en/optimus by a, b, c from Germany.
      ...['a', 'a', 'b', 'b', 'c', 'c'].map((visitor, i) =>
        view(`2026-11-17T10:0${i}:00.000Z`, '/en/optimus', visitor, 'DE'),
      ),
      // Its Sunday, late: two views of /fr by a and d from France.
      view('2026-11-22T23:00:00.000Z', '/fr', 'a', 'FR'),
      view('2026-11-22T23:59:59.000Z', '/fr', 'd', 'FR'),
      // Outside both: the Monday after (the two-instance case's week) and two weeks before.
      view('2026-11-23T07:00:00.000Z', '/en/faq', 'e', 'ES'),
      view('2026-11-03T07:00:00.000Z', '/en/faq', 'f', 'ES'),
    ])
    .execute();
  await db
    .insertInto('goal_events')
    .values([
      {
        occurred_at: '2026-11-11T09:03:00.000Z',
        goal: 'download-optimus',
        path: '/en/optimus',
        language: 'en',
        visitor_hash: 'x',
      },
      {
        occurred_at: '2026-11-17T10:07:00.000Z',
        goal: 'download-optimus',
        path: '/en/optimus',
        language: 'en',
        visitor_hash: 'a',
      },
      {
        occurred_at: '2026-11-17T10:08:00.000Z',
        goal: 'download-optimus',
        path: '/en/optimus',
        language: 'en',
        visitor_hash: 'b',
      },
    ])
    .execute();
  await db
    .insertInto('web_vitals')
    .values([...vitals('2026-11-11', 3000, 20), ...vitals('2026-11-18', 2000, 20)])
    .execute();
}

describe.each(databaseKinds())('insights weekly report on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  let smtp: SmtpSink;
  const opened: OpenDatabase[] = [];
  let db: Kysely<Database>;
  /**
   * The sender's clock: each case moves it to its own tickers' time, so the mails they queue are
   * due (and not past the outbox's 24 h give-up) when the sender looks.
   */
  let senderClock = () => Date.now();

  /** The report e-mails the sink got, parsed, oldest first. */
  const reports = () =>
    smtp.messages
      .map((message) => ({ message, mail: parseMail(message.raw) }))
      .filter(({ mail }) =>
        decodeHeader(mail.headers.get('subject') ?? '').startsWith('Site insights'),
      );
  const outboxRows = async () =>
    db
      .selectFrom('mail_outbox')
      .select(['subject', 'recipient'])
      .where('kind', '=', INSIGHTS_REPORT_KIND)
      .execute();

  beforeAll(async () => {
    await kind.setup();
    smtp = await startSmtpSink();
    server = await startTestServer({
      database: await kind.create(),
      env: { SMTP_URL: smtp.url, NOTIFY_TO: TEAM, NOTIFY_FROM: FROM },
      notifications: { pollMs: 50, now: () => senderClock() },
      admin: { retentionJob: false },
    });
    const main = openDatabase(server.database.url);
    opened.push(main);
    db = main.db;
    await seed(db);
    await rollUpInsights(db, main.dialect, { now: SLOT, pageViewsRetentionDays: 30 });
  }, 120_000);

  afterAll(async () => {
    for (const database of opened) await database.db.destroy();
    await server?.close();
    await smtp?.close();
    await kind.teardown();
  });

  it('at Monday 08:00 the ticker e-mails the last week once, with its numbers and the week before', async () => {
    // A second before the slot: nothing is due.
    expect(
      await reportIfDue(db, { schedule: DEFAULT_REPORT_SCHEDULE, mail: MAIL, now: SLOT - 1_000 }),
    ).toBeNull();
    expect(await outboxRows()).toEqual([]);

    const started = Date.now();
    senderClock = () => SLOT + (Date.now() - started);
    const messages: string[] = [];
    const job = startInsightsJob({
      db,
      dialect: opened[0]!.dialect,
      pageViewsRetentionDays: 30,
      insightsRetentionDays: 400,
      log: recordingLog(messages),
      now: () => SLOT,
      firstRunDelayMs: 0,
      intervalMs: 60_000,
      report: { schedule: DEFAULT_REPORT_SCHEDULE, mail: MAIL },
    });
    await until(() => messages.includes('insights: weekly report queued'));
    await job.stop();
    await until(() => reports().length === 1);
    // The sender polls every 50 ms: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports()).toHaveLength(1);

    const { message, mail } = reports()[0]!;
    expect(message.rcptTo).toEqual([TEAM]);
    expect(decodeHeader(mail.headers.get('subject')!)).toBe(
      'Site insights, week 2026-W47: 5 visitors (+150%)',
    );
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    const text = mail.text.replace(/\r\n/g, '\n');
    expect(text).toContain('Site insights, week 2026-W47 (16 Nov 2026 – 22 Nov 2026, UTC)');
    for (const line of [
      '  Visitors: 5 (week before 2, +150%)',
      '  Page views: 8 (week before 3, +166.7%)',
      '  /en/optimus: 6 (week before 3, +100%)',
      '  /fr: 2 (week before 0, new)',
      '  Germany: 6 (week before 3, +100%)',
      '  France: 2 (week before 0, new)',
      '  download-optimus: 2 (week before 1, +100%)',
      '  search: 0 (week before 0, 0%)',
    ]) {
      expect(text).toContain(line);
    }
    // Neither the Monday after nor the weeks before the week before count.
    expect(text).not.toContain('/en/faq');
    // LCP: the roll-up's histogram p75, within its 2% buckets of 2 s and 3 s.
    const lcp = / {2}LCP: ([\d,]+) ms \(week before ([\d,]+) ms, (-[\d.]+%)\)/.exec(text);
    expect(lcp).not.toBeNull();
    const [current, previous] = [lcp![1]!, lcp![2]!].map((n) => Number(n.replace(/,/g, '')));
    expect(Math.abs(current! - 2000)).toBeLessThanOrEqual(40);
    expect(Math.abs(previous! - 3000)).toBeLessThanOrEqual(60);
    expect(text).toContain('  INP: – (week before –, –)');
    expect(text).toContain(
      'https://www.example.com/admin/insights?period=custom&from=2026-11-16&to=2026-11-22',
    );
    expect(mail.html).toMatch(
      /<td[^>]*>\/en\/optimus<\/td><td[^>]*>6<\/td><td[^>]*>3<\/td><td[^>]*>\+100%<\/td>/,
    );

    // The week is recorded; the next tick of the same week queues nothing.
    const row = await db.selectFrom('insights_reports').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ week: '2026-11-16', recipients: 1, trigger: 'schedule' });
    expect(
      await reportIfDue(db, {
        schedule: DEFAULT_REPORT_SCHEDULE,
        mail: MAIL,
        now: SLOT + 3 * 86_400_000,
      }),
    ).toMatchObject({ queued: 0, alreadyReported: true });
    expect(await outboxRows()).toHaveLength(1);
  });

  it('two instances ticking at once queue one report', async () => {
    const before = reports().length;
    const started = Date.now();
    senderClock = () => NEXT_SLOT + (Date.now() - started);
    const logs: string[][] = [[], []];
    const jobs = logs.map((messages) => {
      const instance = openDatabase(server.database.url);
      opened.push(instance);
      return startInsightsJob({
        db: instance.db,
        dialect: instance.dialect,
        pageViewsRetentionDays: 30,
        insightsRetentionDays: 400,
        log: recordingLog(messages),
        now: () => NEXT_SLOT,
        firstRunDelayMs: 0,
        intervalMs: 60_000,
        report: { schedule: DEFAULT_REPORT_SCHEDULE, mail: MAIL },
      });
    });
    // Both runs rolled up, then each tried the report (stop() waits for a run in progress).
    await until(() => logs.every((messages) => messages.includes('insights: rolled up')));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(
      logs.flat().filter((message) => message === 'insights: weekly report queued'),
    ).toHaveLength(1);
    expect(logs.flat().filter((message) => message.includes('failed'))).toEqual([]);
    const rows = await outboxRows();
    expect(rows.filter((row) => row.subject.includes('2026-W48'))).toHaveLength(1);
    await until(() => reports().length === before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports()).toHaveLength(before + 1);
    expect(decodeHeader(reports().at(-1)!.mail.headers.get('subject')!)).toBe(
      'Site insights, week 2026-W48: 1 visitors (-80%)',
    );

    // Three ticks at the very same moment, each past the cheap check before any has committed:
    // the week's key lets one queue (the week of 30 November, with no data).
    const third = openDatabase(server.database.url);
    opened.push(third);
    const tick = (database: Kysely<Database>) =>
      reportIfDue(database, {
        schedule: DEFAULT_REPORT_SCHEDULE,
        mail: MAIL,
        now: NEXT_SLOT + 7 * 86_400_000,
      });
    const results = await Promise.all([
      tick(opened.at(-3)!.db),
      tick(opened.at(-2)!.db),
      tick(third.db),
    ]);
    expect(results.map((result) => result?.queued).sort()).toEqual([0, 0, 1]);
    expect((await outboxRows()).filter((row) => row.subject.includes('2026-W49'))).toEqual([
      { subject: 'Site insights, week 2026-W49: no data', recipient: TEAM },
    ]);
    expect(
      await db.selectFrom('insights_reports').select('week').orderBy('week').execute(),
    ).toEqual([{ week: '2026-11-16' }, { week: '2026-11-23' }, { week: '2026-11-30' }]);
  });

  it('npm run insights -- report queues one now, and says why when it cannot', async () => {
    senderClock = () => Date.now();
    const before = reports().length;
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      out: (text: string) => void out.push(text),
      err: (text: string) => void err.push(text),
    };
    const env = {
      DATABASE_URL: server.database.url,
      SMTP_URL: smtp.url,
      NOTIFY_TO: TEAM,
      NOTIFY_FROM: FROM,
      INSIGHTS_REPORT_TO: 'boss@example.com',
    };
    expect(await runInsightsCli(['report'], env, io)).toBe(0);
    const label = isoWeekLabel(lastCompleteWeek(Date.now()).week.from);
    expect(out.join('')).toContain(`Queued the report of week ${label}`);
    expect(out.join('')).toContain('for 1 recipient(s): boss@example.com.');
    await until(() => reports().length === before + 1);
    const { message, mail } = reports().at(-1)!;
    expect(message.rcptTo).toEqual(['boss@example.com']);
    expect(decodeHeader(mail.headers.get('subject')!)).toContain(`week ${label}`);

    // No SMTP: refused, nothing queued.
    const queued = (await outboxRows()).length;
    expect(
      await runInsightsCli(['report'], { DATABASE_URL: server.database.url, NOTIFY_TO: TEAM }, io),
    ).toBe(1);
    expect(err.join('')).toContain('e-mail is off: SMTP_URL is not set, so no report was queued');
    expect(await outboxRows()).toHaveLength(queued);
    // An argument after the command is a usage error.
    expect(await runInsightsCli(['report', 'now'], env, io)).toBe(2);
  });
});
