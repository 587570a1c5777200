/**
 * Notifications (DESIGN §8) on PostgreSQL: two server instances on one database share the outbox;
 * each row is claimed by one of them (`FOR UPDATE SKIP LOCKED` plus a lease), so 200 messages give
 * exactly 200 e-mails. Both instances poll every 50 ms and are woken by their own commits, so their
 * claims really do race. Skipped with the reason when no PostgreSQL is installed.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../helpers/test-database';
import { postgresSkipReason, startPostgres, type PrivatePostgres } from '../../support/postgres';
import { decodeHeader, parseMail, startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

const MESSAGES = 200;
const skipReason = postgresSkipReason();

describe.skipIf(skipReason)('notifications on PostgreSQL with two server instances', () => {
  let cluster: PrivatePostgres;
  let smtp: SmtpSink;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    cluster = await startPostgres();
    smtp = await startSmtpSink({ keepRaw: true });
    const database = await createPostgresDatabase(cluster);
    for (let index = 0; index < 2; index++) {
      servers.push(
        await startTestServer({
          database,
          env: {
            SMTP_URL: smtp.url,
            NOTIFY_TO: 'team@example.com',
            NOTIFY_FROM: 'noreply@example.com',
          },
          notifications: { pollMs: 50 },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await smtp?.close();
    await cluster?.stop();
  });

  it(`${MESSAGES} messages over both instances give ${MESSAGES} e-mails, no duplicates`, async () => {
    // Ten at a time, alternating instances, so both commit and claim concurrently.
    for (let start = 0; start < MESSAGES; start += 10) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, offset) =>
          postRows(servers[(start + offset) % 2]!, [validRow({ subject: `pg-${start + offset}` })]),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    }
    await smtp.waitFor(MESSAGES, 30_000);
    // Both instances keep polling: a duplicate would show up now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = smtp.messages.map((mail) =>
      decodeHeader(parseMail(mail.raw).headers.get('subject')!),
    );
    expect(subjects).toHaveLength(MESSAGES);
    expect(new Set(subjects).size).toBe(MESSAGES);

    const client = new pg.Client({ connectionString: servers[0]!.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ state: string; n: string; max_attempts: number }>(
        'select state, count(*) as n, max(attempts) as max_attempts from notification_outbox group by state',
      );
      expect(rows).toEqual([{ state: 'sent', n: String(MESSAGES), max_attempts: 1 }]);
    } finally {
      await client.end();
    }
  }, 60_000);
});

describe.skipIf(!skipReason)('notifications on PostgreSQL', () => {
  it.skip(skipReason ?? '', () => {});
});
