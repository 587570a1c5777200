/**
 * Prometheus metrics (DESIGN §4 "Operations endpoints") on SQLite and
 * PostgreSQL: the scrape of the internal listener parses as the text format 0.0.4, the public
 * port never serves it, and each series moves with what the server did — requests per route
 * pattern and status (exactly), database statements and errors, the outbox backlog, rate-limit
 * refusals, sign-in failures, notifications sent and failed. Loopback only; every wait bounded.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signIn, usersCli } from '../helpers/admin';
import { labelValues, scrape, value } from '../helpers/metrics-scrape';
import { startSmtpSink, type SmtpSink } from '../../support/smtp-sink';
import { databaseKinds } from '../helpers/test-database';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';
import { SIGN_IN_MAX_FAILURES } from '../../server/auth/limits';
import { CHROME_USER_AGENT } from '../helpers/browser-agent';

const CONTACT_ROUTE = '/rest/v1/contact_messages';

/** The internal listener's URL. @throws when the server has none */
const metricsUrl = (server: TestServer) => {
  if (!server.metricsUrl) throw new Error('the server was started without METRICS_PORT');
  return server.metricsUrl;
};

describe.each(databaseKinds())('metrics on $name', (kind) => {
  if (kind.skipReason) {
    it.skip(kind.skipReason, () => {});
    return;
  }
  let server: TestServer;
  const extra: { close(): Promise<void> }[] = [];
  /** A server of its own (another database on the same engine), closed after the test. */
  const startOwn = async (options: Parameters<typeof startTestServer>[0] = {}) => {
    const own = await startTestServer({ database: await kind.create(), ...options });
    extra.push(own);
    return own;
  };

  beforeAll(async () => {
    await kind.setup();
    server = await startTestServer({
      database: await kind.create(),
      env: { METRICS_PORT: '0' },
      admin: { sleep: async () => {} },
    });
  }, 120_000);
  afterEach(async () => {
    for (const own of extra.splice(0)) await own.close();
  });
  afterAll(async () => {
    await server?.close();
    await kind.teardown();
  });

  it('serves the scrape on the internal listener only, as text format 0.0.4 with the documented series', async () => {
    const parsed = await scrape(metricsUrl(server));
    expect(Object.fromEntries(parsed.types)).toMatchObject({
      http_request_duration_seconds: 'histogram',
      site_db_query_duration_seconds: 'histogram',
      site_db_query_errors_total: 'counter',
      site_notification_outbox_queued: 'gauge',
      site_notification_outbox_oldest_age_seconds: 'gauge',
      site_notifications_sent_total: 'counter',
      site_notification_send_failures_total: 'counter',
      site_notifications_failed_total: 'counter',
      site_rate_limit_refusals_total: 'counter',
      site_sign_in_failures_total: 'counter',
      site_overload_refusals_total: 'counter',
      site_page_views_buffered: 'gauge',
      site_page_views_flushed_total: 'counter',
      site_page_views_dropped_total: 'counter',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
    });
    // No summary: it could not be aggregated across instances.
    expect(parsed.types.has('http_request_summary_seconds')).toBe(false);
    // The public port has no /metrics.
    const publicAnswer = await fetch(`${server.url}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain('http_request_duration_seconds');
  });

  it('counts requests per route pattern and status: N inserts raise the 201 count by exactly N', async () => {
    const labels = { method: 'POST', route: CONTACT_ROUTE, status_code: '201' };
    const before = await scrape(metricsUrl(server));
    const n = 7;
    for (let index = 0; index < n; index++) {
      expect((await postRows(server, [validRow({ subject: `counted ${index}` })])).status).toBe(
        201,
      );
    }
    // Two refused ones: a 401 of their own, not counted as 201s.
    for (let index = 0; index < 2; index++) {
      expect((await postRows({ ...server, anonKey: 'wrong' }, [validRow()])).status).toBe(401);
    }
    const after = await scrape(metricsUrl(server));
    expect(value(after, 'http_request_duration_seconds', labels)).toBe(
      value(before, 'http_request_duration_seconds', labels) + n,
    );
    const refused = { ...labels, status_code: '401' };
    expect(value(after, 'http_request_duration_seconds', refused)).toBe(
      value(before, 'http_request_duration_seconds', refused) + 2,
    );
    // Each insert ran at least one INSERT statement, each timed.
    expect(value(after, 'site_db_query_duration_seconds', { operation: 'insert' })).toBeGreaterThan(
      value(before, 'site_db_query_duration_seconds', { operation: 'insert' }),
    );
  });

  it('labels URLs of no route as one __unknown__ route, never the raw URL', async () => {
    const before = await scrape(metricsUrl(server));
    const labels = { method: 'GET', route: '__unknown__', status_code: '404' };
    const paths = Array.from({ length: 5 }, () => `/no-such-page-${randomUUID()}`);
    for (const path of paths) expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    const after = await scrape(metricsUrl(server));
    expect(value(after, 'http_request_duration_seconds', labels)).toBe(
      value(before, 'http_request_duration_seconds', labels) + paths.length,
    );
    const routes = labelValues(after, 'http_request_duration_seconds', 'route');
    for (const path of paths) expect(routes).not.toContain(path);
    // Parameterised routes keep their pattern.
    expect(routes.filter((route) => route.includes('no-such-page'))).toEqual([]);
  });

  it('counts a failed statement in site_db_query_errors_total by its verb', async () => {
    const labels = { operation: 'insert', reason: 'other' };
    const before = await scrape(metricsUrl(server));
    await server.exec('alter table web_vitals rename to web_vitals_away');
    try {
      const answer = await fetch(`${server.url}/api/vitals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': CHROME_USER_AGENT },
        body: JSON.stringify({
          name: 'LCP',
          value: 1200,
          rating: 'good',
          id: 'v1-1',
          navigationType: 'navigate',
          path: '/',
        }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(500);
    } finally {
      await server.exec('alter table web_vitals_away rename to web_vitals');
    }
    const after = await scrape(metricsUrl(server));
    expect(value(after, 'site_db_query_errors_total', labels)).toBe(
      value(before, 'site_db_query_errors_total', labels) + 1,
    );
  });

  it('reports the outbox depth and oldest age from one cached query', async () => {
    const own = await startOwn({ env: { METRICS_PORT: '0' } });
    const rows = 4;
    for (let index = 0; index < rows; index++) {
      expect((await postRows(own, [validRow({ subject: `queued ${index}` })])).status).toBe(201);
    }
    const first = await scrape(metricsUrl(own));
    // Notifications are off (no SMTP_URL): every stored message stays queued.
    expect(value(first, 'site_notification_outbox_queued')).toBe(rows);
    const age = value(first, 'site_notification_outbox_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(0);
    expect(age).toBeLessThan(60);
    // Within the cache's 5 s a scrape does not query again: one more message is not seen yet.
    expect((await postRows(own, [validRow({ subject: 'after the scrape' })])).status).toBe(201);
    const second = await scrape(metricsUrl(own));
    expect(value(second, 'site_notification_outbox_queued')).toBe(rows);
  });

  it('counts rate-limit refusals by route', async () => {
    const own = await startOwn({ env: { METRICS_PORT: '0', RATE_LIMIT_MAX: '2' } });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      statuses.push((await postRows(own, [validRow({ subject: `limited ${index}` })])).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const families = await scrape(metricsUrl(own));
    expect(value(families, 'site_rate_limit_refusals_total', { route: CONTACT_ROUTE })).toBe(3);
    expect(value(families, 'site_rate_limit_refusals_total', { route: '/api/vitals' })).toBe(0);
  });

  it('counts failed sign-ins by reason: invalid, then throttled', async () => {
    const email = `metrics-${kind.name}@example.com`;
    expect((await usersCli(server.env.databaseUrl, ['add', email])).code).toBe(0);
    const before = await scrape(metricsUrl(server));
    // The right password is no failure.
    expect((await signIn(server, email, GOOD_PASSWORD)).status).toBe(204);
    const statuses: number[] = [];
    for (let index = 0; index <= SIGN_IN_MAX_FAILURES; index++) {
      statuses.push((await signIn(server, email, `${GOOD_PASSWORD}-wrong`)).status);
    }
    expect(statuses).toEqual([...Array<number>(SIGN_IN_MAX_FAILURES).fill(401), 429]);
    const after = await scrape(metricsUrl(server));
    const delta = (reason: string) =>
      value(after, 'site_sign_in_failures_total', { reason }) -
      value(before, 'site_sign_in_failures_total', { reason });
    expect(delta('invalid')).toBe(SIGN_IN_MAX_FAILURES);
    expect(delta('throttled')).toBe(1);
    // A throttled sign-in is no rate-limit refusal of @fastify/rate-limit.
    expect(labelValues(after, 'site_rate_limit_refusals_total', 'route')).not.toContain(
      '/admin/sign-in',
    );
  });

  describe('notifications', () => {
    let sink: SmtpSink;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.close();
    });

    it('counts notifications sent and failed send attempts', async () => {
      const own = await startOwn({
        env: {
          METRICS_PORT: '0',
          SMTP_URL: sink.url,
          NOTIFY_TO: 'team@example.com',
          NOTIFY_FROM: 'noreply@example.com',
        },
        notifications: { pollMs: 50 },
      });
      sink.mode = 'accept';
      const sentBefore = sink.messages.length;
      expect((await postRows(own, [validRow({ subject: 'mail me' })])).status).toBe(201);
      await sink.waitFor(sentBefore + 1);
      await expect
        .poll(async () => value(await scrape(metricsUrl(own)), 'site_notifications_sent_total'), {
          timeout: 5_000,
        })
        .toBe(1);

      sink.mode = 'tempfail';
      expect((await postRows(own, [validRow({ subject: 'refused' })])).status).toBe(201);
      await expect
        .poll(
          async () => value(await scrape(metricsUrl(own)), 'site_notification_send_failures_total'),
          { timeout: 10_000 },
        )
        .toBe(1);
      const families = await scrape(metricsUrl(own));
      expect(value(families, 'site_notifications_sent_total')).toBe(1);
      // Retried later, not given up on.
      expect(value(families, 'site_notifications_failed_total')).toBe(0);
      sink.mode = 'accept';
    }, 30_000);
  });
});
