/**
 * Overload (DESIGN §4 "Operations endpoints", OVERLOAD_EVENT_LOOP_DELAY_MS): when the event loop
 * is blocked, requests are refused at once with 503 + Retry-After (@fastify/under-pressure), the
 * liveness probe still answers 200, readiness answers 503 'overloaded', the refusals are counted,
 * and the server recovers by itself once the loop is free.
 *
 * Deterministic: the server runs in this process, so the test blocks its event loop itself, in
 * slices of {@link BLOCK_SLICE_MS} with one loop turn between them. Every turn then lasts a slice,
 * and the plugin's mean delay (of its 10 ms timer, over each sample) is about a slice whatever
 * the sample's alignment: well over the limit, for as long as the blocking goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OVERLOAD_RETRY_AFTER_SECONDS,
  PRESSURE_SAMPLE_INTERVAL_MS,
} from '../../server/operations/limits';
import { scrape, value } from '../helpers/metrics-scrape';
import { postRows, startTestServer, validRow, type TestServer } from '../helpers/test-server';

/** The server's OVERLOAD_EVENT_LOOP_DELAY_MS here: below the default, so the test is short. Milliseconds. */
const LIMIT_MS = 250;
/** One slice of blocking: twice the limit. Milliseconds. */
const BLOCK_SLICE_MS = 2 * LIMIT_MS;
/** The longest the test blocks in all. Milliseconds. */
const BLOCK_BOUND_MS = 8 * PRESSURE_SAMPLE_INTERVAL_MS;

/** Blocks the event loop slice by slice until `stop()` (or {@link BLOCK_BOUND_MS}). */
function blockEventLoop(): { stop(): void } {
  const until = performance.now() + BLOCK_BOUND_MS;
  let running = true;
  const slice = () => {
    if (!running || performance.now() > until) return;
    const end = performance.now() + BLOCK_SLICE_MS;
    while (performance.now() < end) {
      // Busy: the event loop turns no further until the slice ends.
    }
    setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
  return {
    stop: () => {
      running = false;
    },
  };
}

/** An answer's status, headers and body. */
async function answer(response: Promise<Response>) {
  const got = await response;
  return { status: got.status, headers: got.headers, body: await got.text() };
}

describe('overload (@fastify/under-pressure)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { METRICS_PORT: '0', OVERLOAD_EVENT_LOOP_DELAY_MS: String(LIMIT_MS) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 503 + Retry-After while the event loop is blocked, keeps /healthz at 200, and recovers', async () => {
    const metricsUrl = server.metricsUrl!;
    expect((await postRows(server, [validRow({ subject: 'before' })])).status).toBe(201);
    let stored = 0;
    const blocker = blockEventLoop();
    try {
      let refused: Awaited<ReturnType<typeof answer>> | undefined;
      await expect
        .poll(
          async () => {
            refused = await answer(postRows(server, [validRow({ subject: 'under pressure' })]));
            if (refused.status === 201) stored += 1;
            return refused.status;
          },
          { timeout: BLOCK_BOUND_MS - 1_000, interval: 0 },
        )
        .toBe(503);
      expect(refused!.headers.get('retry-after')).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(refused!.headers.get('cache-control')).toBe('no-store');
      expect(refused!.headers.get('x-content-type-options')).toBe('nosniff');
      expect(JSON.parse(refused!.body)).toMatchObject({ message: expect.any(String) });

      // Still under pressure: liveness passes, readiness says why not, a page is refused too.
      const health = await answer(fetch(`${server.url}/healthz`));
      const ready = await answer(fetch(`${server.url}/readyz`));
      expect(health.status).toBe(200);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ ready: false, reason: 'overloaded' });
      expect(ready.headers.get('retry-after')).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    } finally {
      blocker.stop();
    }
    // The loop is free again: within a sample or two, inserts are stored again.
    await expect
      .poll(async () => (await postRows(server, [validRow({ subject: 'after' })])).status, {
        timeout: 4 * PRESSURE_SAMPLE_INTERVAL_MS,
        interval: 100,
      })
      .toBe(201);
    const parsed = await scrape(metricsUrl);
    expect(
      value(parsed, 'site_overload_refusals_total', { check: 'eventLoopDelay' }),
    ).toBeGreaterThan(0);
    // Nothing refused was stored: the rows are the ones answered 201.
    const rows = await server.rows();
    expect(rows.filter((row) => row.subject === 'under pressure')).toHaveLength(stored);
  }, 30_000);
});
