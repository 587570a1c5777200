/**
 * The page-view write buffer (DESIGN §8 "Site insights: collecting";
 * docs/decisions/0028-buffered-page-view-writes.md). `POST /api/pageviews` adds a validated view
 * here and answers 204 at once; the buffer writes what it holds as one multi-row INSERT (one
 * statement, so one transaction) every {@link PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT} ms, or at once
 * when {@link PAGEVIEWS_FLUSH_ROWS_DEFAULT} rows are waiting, whichever comes first.
 *
 * Bounds and rules:
 * - at most `maxRows` views unwritten (buffered plus being written); past it a new view is
 *   dropped and counted (`full`), so memory stays bounded while the database is slow or down;
 * - one flush at a time: a flush writes the rows waiting when it starts (in batches of at most
 *   `batchRows`) and any further full batch; views arriving meanwhile wait for the next tick, so
 *   a slow commit makes the next batch bigger, not the commits more frequent. A flush asked for
 *   while one runs starts when it ends (one such follow-up at most, shared by every caller);
 * - a batch the database could not take because it is unavailable (server/db/database-errors.ts
 *   `isDatabaseUnavailable`: connection lost, busy, disk full) goes back to the front and is
 *   retried at the next interval; a batch it refused for any other reason is dropped and counted
 *   (`refused`): a retry would fail the same way and hold every later view back. Failures are
 *   logged with the row count and the driver's code only, never a row (a PostgreSQL error's
 *   `detail` quotes the failing row);
 * - {@link PageViewBuffer.close} (the app's `onClose`, after in-flight requests are done and
 *   before the database closes) writes what is left; what still cannot be written is counted
 *   (`closed`) and logged.
 *
 * Each instance has its own buffer: rows are independent, so instances need no coordination.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/database-errors';
import type { Database, PageViewsTable } from '../db/schema';
import {
  PAGEVIEWS_BUFFER_MAX_ROWS,
  PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT,
  PAGEVIEWS_FLUSH_ROWS_DEFAULT,
} from './limits';

/** One page view as written (`viewed_at` set when the request arrived, ISO 8601). */
export type BufferedPageView = Insertable<PageViewsTable> & { viewed_at: string };

/** Why views were dropped: the buffer was full, the database refused them, or it was closing. */
export type PageViewDropReason = 'full' | 'refused' | 'closed';

/** What the buffer reports (server/metrics.ts `PageViewMetrics`). */
export interface PageViewBufferMetrics {
  /** Reads the rows not yet written, for a gauge (set once). */
  setBufferedSource(read: () => number): void;
  /** `rows` were written in one batch that took `ms` milliseconds. */
  flushed(rows: number, ms: number): void;
  /** `rows` were dropped. */
  dropped(reason: PageViewDropReason, rows: number): void;
}

/** Options of {@link createPageViewBuffer}. */
export interface PageViewBufferOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Time between flushes, ms. Default {@link PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT}. */
  intervalMs?: number;
  /** Rows that start a flush at once, and the most rows one INSERT carries. Default {@link PAGEVIEWS_FLUSH_ROWS_DEFAULT}. */
  batchRows?: number;
  /** Most rows unwritten. Default {@link PAGEVIEWS_BUFFER_MAX_ROWS}. */
  maxRows?: number;
  metrics?: PageViewBufferMetrics;
}

/** The buffer of one app instance. */
export interface PageViewBuffer {
  /**
   * Queues a view for the next flush.
   * @returns false when it was dropped (buffer full, or closed)
   */
  add(view: BufferedPageView): boolean;
  /**
   * Writes every view queued before the call (after the flush running, if any). Never rejects:
   * failures follow the rules above. Resolves when those views are written or a write failed.
   */
  flush(): Promise<void>;
  /** Rows not yet written: queued plus in the batch being written. */
  readonly pending: number;
  /**
   * The views not yet written (the batch being written, then the queue), oldest first, for the
   * realtime count (server/insights/queries.ts `realtime`). A copy; the rows themselves are
   * shared, so do not change them.
   */
  pendingViews(): BufferedPageView[];
  /** Stops the timer, writes what is left, drops (and counts) what cannot be written. */
  close(): Promise<void>;
}

/** Creates a buffer and starts its timer (which does not keep the process alive). */
export function createPageViewBuffer(options: PageViewBufferOptions): PageViewBuffer {
  const batchRows = options.batchRows ?? PAGEVIEWS_FLUSH_ROWS_DEFAULT;
  const maxRows = Math.max(options.maxRows ?? PAGEVIEWS_BUFFER_MAX_ROWS, batchRows);
  const queue: BufferedPageView[] = [];
  let inFlight = 0;
  /** The batch being written (its rows may already be committed when the realtime reads). */
  let writing: readonly BufferedPageView[] = [];
  let running: Promise<void> | undefined;
  /** The flush that starts when the running one ends. */
  let following: Promise<void> | undefined;
  let closed = false;
  /** After a failed write, wait for the timer instead of retrying on every new view. */
  let backingOff = false;
  options.metrics?.setBufferedSource(() => queue.length + inFlight);

  /** Writes the rows waiting now, and any full batch after them, until done or a write fails. */
  const writeWaiting = async () => {
    let waiting = queue.length;
    while (queue.length > 0 && (waiting > 0 || queue.length >= batchRows)) {
      const batch = queue.splice(0, batchRows);
      waiting -= batch.length;
      inFlight = batch.length;
      writing = batch;
      const started = performance.now();
      try {
        await options.db.insertInto('page_views').values(batch).execute();
        options.metrics?.flushed(batch.length, performance.now() - started);
      } catch (error) {
        const unavailable = isDatabaseUnavailable(error);
        if (unavailable) queue.unshift(...batch);
        else options.metrics?.dropped('refused', batch.length);
        options.log.error(
          { rows: batch.length, code: databaseErrorCode(error) || undefined, unavailable },
          unavailable
            ? 'insights: page views not written, the database is unavailable; retrying at the next flush'
            : 'insights: page views refused by the database; dropped',
        );
        if (unavailable) {
          backingOff = true;
          return;
        }
      } finally {
        inFlight = 0;
        writing = [];
      }
    }
  };

  const flush = (): Promise<void> => {
    if (!running) {
      running = writeWaiting().finally(() => {
        running = undefined;
      });
      return running;
    }
    following ??= running.then(() => {
      following = undefined;
      return flush();
    });
    return following;
  };

  const timer = setInterval(() => {
    backingOff = false;
    // A tick while a flush runs is skipped: the next one takes what arrived meanwhile.
    if (queue.length > 0 && !running) void flush();
  }, options.intervalMs ?? PAGEVIEWS_FLUSH_INTERVAL_MS_DEFAULT);
  timer.unref();

  return {
    add(view) {
      if (closed || queue.length + inFlight >= maxRows) {
        options.metrics?.dropped(closed ? 'closed' : 'full', 1);
        return false;
      }
      queue.push(view);
      // A full batch starts a flush; while one runs, that flush goes on to take it.
      if (queue.length >= batchRows && !backingOff && !running) void flush();
      return true;
    },
    flush,
    get pending() {
      return queue.length + inFlight;
    },
    pendingViews() {
      return [...writing, ...queue];
    },
    async close() {
      closed = true;
      clearInterval(timer);
      backingOff = false;
      await flush();
      if (queue.length > 0) {
        options.log.error(
          { rows: queue.length },
          'insights: page views not written before shutdown; dropped',
        );
        options.metrics?.dropped('closed', queue.length);
        queue.length = 0;
      }
    },
  };
}
