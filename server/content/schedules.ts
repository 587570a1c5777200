/**
 * Scheduled publishing (docs/editing.md "Scheduled publishing", DESIGN §8 "Content editor",
 * docs/decisions/0035-scheduled-publishing-and-presence.md): an editor asks for every draft to be
 * published at a time; the schedule waits in `content_schedules` (migration 0014) as `pending`,
 * listed and cancellable, until its time.
 *
 * Every instance runs {@link startContentTicker}: every {@link SCHEDULE_TICK_MS} it asks for the
 * earliest pending schedule whose time has come and claims it with a compare-and-set, in one
 * transaction that also queues its publish job: `update … set state = 'fired' where id = ? and
 * state = 'pending'`. Only the instance whose update matched a row goes on (on PostgreSQL a second
 * instance's update waits for the first's row lock and then finds the state changed, READ
 * COMMITTED; SQLite's writes are serial), so a schedule fires once however many instances tick,
 * and a schedule whose time passed while every instance was down fires at the first tick after
 * a start. The publish is the editor's own (`editor.publish` as the schedule's author, its stages
 * in the job, as `Prefer: respond-async` does), under the same locks as any other.
 *
 * Outcomes: the publish went live (`fired`, its job `live`); it could not happen (`failed`, with
 * the editor's sentence: no drafts, a refused draft, a failed build, the author no longer an
 * editor); another publish held the lock: the schedule goes back to `pending` and is tried again
 * at the next tick (any instance's), until {@link BUSY_RETRY_MS} after its time, then `failed`.
 * A server that stops during the publish leaves the schedule `fired` with a job that reads
 * `failed` once stale (publish-jobs.ts): a schedule is never fired twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ContentSchedule,
  ContentSchedulesResponse,
  PublishJob,
  PublishRecord,
} from '../../common/content-api';
import { toIso } from '../db/rows';
import type { Database } from '../db/schema';
import { ContentError, isPublishBusy, type PublishStage } from './editor';
import { STALE_JOB_MS, type PublishJobs } from './publish-jobs';

/** How often each instance looks for a due schedule (ms). */
export const SCHEDULE_TICK_MS = 15_000;
/** How long after its time a schedule still waits for another publish to end (ms). */
export const BUSY_RETRY_MS = 10 * 60_000;
/** How many done (fired, failed, cancelled) schedules the list shows. */
export const DONE_LISTED = 20;

/** Why a schedule was refused or could not be cancelled; `status` is the HTTP answer's. */
export class ScheduleError extends Error {
  /** @param status 400 a bad time, 404 no such schedule, 409 already fired or failed */
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** `YYYY-MM-DDTHH:MM[:SS[.fraction]]` and `Z` or `±HH:MM` (RFC 3339 §5.6; `T`/`Z` any case). */
const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/** The same time one calendar year later (29 February goes to 1 March). */
const oneYearAfter = (ms: number) => {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
};

/**
 * The instant `value` names, as epoch ms, when it is an ISO 8601 date and time with a time zone
 * (`Z` or an offset) that is after `now` and at most one year after it.
 * @throws {ScheduleError} 400 with the sentence the editor sees otherwise
 */
export function parseScheduleTime(value: unknown, now: number): number {
  const match = typeof value === 'string' && value.length <= 40 ? RFC3339.exec(value) : null;
  const [, year, month, day, hour, minute, second = '0', zone, zoneHours, zoneMinutes] =
    match ?? [];
  const local = match
    ? new Date(Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second))
    : undefined;
  // Date.parse takes 30 February and 24:00; a date whose fields come back unchanged is real.
  const real =
    local !== undefined &&
    local.getUTCFullYear() === +year! &&
    local.getUTCMonth() === +month! - 1 &&
    local.getUTCDate() === +day! &&
    local.getUTCHours() === +hour! &&
    local.getUTCMinutes() === +minute! &&
    local.getUTCSeconds() === +second &&
    (zone!.toUpperCase() === 'Z' || (+zoneHours! <= 23 && +zoneMinutes! <= 59));
  const at = real ? Date.parse(value as string) : NaN;
  if (Number.isNaN(at))
    throw new ScheduleError(
      400,
      'Send the time as ISO 8601 with its time zone, such as 2026-12-01T09:00:00Z.',
    );
  if (at <= now) throw new ScheduleError(400, 'That time has passed: choose a later one.');
  if (at > oneYearAfter(now)) throw new ScheduleError(400, 'Choose a time within a year from now.');
  return at;
}

/** The schedules' operations (see the module comment). */
export interface ContentSchedules {
  /**
   * Schedules a publish of every draft at `at` for `by`.
   * @throws {ScheduleError} 400 when `at` is not an ISO 8601 time with a zone, has passed, or is
   *   more than a year ahead
   */
  create(at: unknown, by: string): Promise<ContentSchedule>;
  /** Every pending schedule, soonest first, and the last {@link DONE_LISTED} done. */
  list(): Promise<ContentSchedulesResponse>;
  /** One schedule, or undefined. */
  read(id: number): Promise<ContentSchedule | undefined>;
  /**
   * Cancels a pending schedule (a cancelled one stays cancelled, no error).
   * @throws {ScheduleError} 404 no such schedule, 409 it already fired or failed
   */
  cancel(id: number, by: string): Promise<void>;
  /**
   * Claims the earliest due pending schedule, if any (once across instances), and runs its
   * publish to the end.
   * @returns the schedule and the state it was left in (`pending` again when another publish
   *   was running), or null when none was due or another instance claimed it first
   */
  fireDue(): Promise<{ id: number; state: 'fired' | 'failed' | 'pending' } | null>;
}

/** Options of {@link createContentSchedules}. */
export interface ContentSchedulesOptions {
  db: Kysely<Database>;
  jobs: PublishJobs;
  /** The editor's publish of every draft, as `by` (server/content/editor.ts). */
  publish: (by: string, onStage: (stage: PublishStage) => Promise<void>) => Promise<PublishRecord>;
  /** Epoch ms; tests move it. */
  now?: () => number;
  log?: FastifyBaseLogger;
}

type ScheduleRow = {
  id: number;
  at: Date | string;
  requested_by: string;
  requested_at: Date | string;
  state: ContentSchedule['state'];
  job_id: number | null;
  cancelled_by: string | null;
  done_at: Date | string | null;
  message: string | null;
  stage: PublishJob['stage'] | null;
  publish_id: number | null;
  job_message: string | null;
  updated_at: Date | string | null;
};

/** See the module comment. */
export function createContentSchedules(options: ContentSchedulesOptions): ContentSchedules {
  const { db, jobs } = options;
  const now = options.now ?? Date.now;
  const iso = (ms = now()) => new Date(ms).toISOString();

  const select = () =>
    db
      .selectFrom('content_schedules as s')
      .leftJoin('content_publish_jobs as j', 'j.id', 's.job_id')
      .select([
        's.id',
        's.at',
        's.requested_by',
        's.requested_at',
        's.state',
        's.job_id',
        's.cancelled_by',
        's.done_at',
        's.message',
        'j.stage',
        'j.publish_id',
        'j.message as job_message',
        'j.updated_at',
      ]);

  const toSchedule = (row: ScheduleRow): ContentSchedule => {
    // A job that stopped moving is read as failed, as publish-jobs.ts reads it.
    const stale =
      row.stage !== null &&
      row.stage !== 'live' &&
      row.stage !== 'failed' &&
      row.updated_at !== null &&
      now() - new Date(row.updated_at).getTime() > STALE_JOB_MS;
    return {
      id: Number(row.id),
      at: toIso(row.at),
      requestedBy: row.requested_by,
      requestedAt: toIso(row.requested_at),
      state: row.state,
      jobId: row.job_id === null ? null : Number(row.job_id),
      jobStage: stale ? 'failed' : row.stage,
      publishId: row.publish_id === null ? null : Number(row.publish_id),
      cancelledBy: row.cancelled_by,
      doneAt: row.done_at === null ? null : toIso(row.done_at),
      message:
        row.message ??
        (stale ? 'The server publishing this stopped before it was live.' : row.job_message),
    };
  };

  const readOne = async (id: number) => {
    const row = await select().where('s.id', '=', id).executeTakeFirst();
    return row ? toSchedule(row as ScheduleRow) : undefined;
  };

  /** Moves a fired schedule on to `patch` (only from `fired`: nothing else touches it then). */
  const settle = (
    id: number,
    patch: { state: 'pending' | 'failed'; message: string; job_id?: null; done_at?: string | null },
  ) =>
    db
      .updateTable('content_schedules')
      .set(patch)
      .where('id', '=', id)
      .where('state', '=', 'fired')
      .execute();

  /**
   * The compare-and-set every change of a pending schedule goes through: `patch` is written only
   * while the row is still `pending`, so of a claim and a cancel (or two instances' claims) racing,
   * exactly one wins. @returns whether this call's update matched
   */
  const leavePending = async (
    on: Kysely<Database>,
    id: number,
    patch: { state: 'fired'; job_id: number } | { state: 'cancelled'; cancelled_by: string },
  ) =>
    Number(
      (
        await on
          .updateTable('content_schedules')
          .set({ ...patch, done_at: iso(), message: null })
          .where('id', '=', id)
          .where('state', '=', 'pending')
          .executeTakeFirst()
      ).numUpdatedRows,
    ) === 1;

  /** Claims schedule `id` and queues its job in one transaction; the job's id, or null (lost). */
  const claim = (id: number, by: string) =>
    db.transaction().execute(async (trx) => {
      // Inserted as taken: this ticker runs it now, no publish worker may claim it meanwhile.
      const jobId = await jobs.create(by, trx, true);
      const claimed = await leavePending(trx, id, { state: 'fired', job_id: jobId });
      if (!claimed) {
        // Another instance fired it (or it was cancelled) in between: undo the job's insert too.
        await trx.deleteFrom('content_publish_jobs').where('id', '=', jobId).execute();
        return null;
      }
      return jobId;
    });

  return {
    async create(value, by) {
      const at = parseScheduleTime(value, now());
      const row = await db
        .insertInto('content_schedules')
        .values({ at: iso(at), requested_by: by, requested_at: iso(), state: 'pending' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await readOne(Number(row.id)))!;
    },

    async list() {
      const pending = await select()
        .where('s.state', '=', 'pending')
        .orderBy('s.at')
        .orderBy('s.id')
        .execute();
      const done = await select()
        .where('s.state', '!=', 'pending')
        .orderBy('s.done_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(DONE_LISTED)
        .execute();
      return {
        pending: pending.map((row) => toSchedule(row as ScheduleRow)),
        done: done.map((row) => toSchedule(row as ScheduleRow)),
      };
    },

    read: readOne,

    async cancel(id, by) {
      if (await leavePending(db, id, { state: 'cancelled', cancelled_by: by })) return;
      const row = await db
        .selectFrom('content_schedules')
        .select('state')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new ScheduleError(404, 'No such scheduled publish.');
      if (row.state !== 'cancelled')
        throw new ScheduleError(409, 'This scheduled publish already ran; it cannot be cancelled.');
    },

    async fireDue() {
      const due = await db
        .selectFrom('content_schedules')
        .select(['id', 'at', 'requested_by'])
        .where('state', '=', 'pending')
        .where('at', '<=', iso())
        .orderBy('at')
        .orderBy('id')
        .executeTakeFirst();
      if (!due) return null;
      const id = Number(due.id);
      const by = due.requested_by;
      const jobId = await claim(id, by);
      if (jobId === null) return null;

      // The publish is its author's: an account no longer an editor publishes nothing.
      const author = await db
        .selectFrom('admin_users')
        .select('role')
        .where('email', '=', by)
        .executeTakeFirst();
      if (author?.role !== 'editor') {
        const message = `${by} is no longer an editor; nothing was published.`;
        await jobs.run(jobId, async () => {
          throw new ContentError(409, message);
        });
        await settle(id, { state: 'failed', message });
        return { id, state: 'failed' };
      }

      let refusal: unknown;
      await jobs.run(jobId, async (onStage) => {
        try {
          return await options.publish(by, onStage);
        } catch (error) {
          refusal = error;
          throw error;
        }
      });
      if (refusal === undefined) {
        options.log?.info({ schedule: id, job: jobId }, 'content: scheduled publish is live');
        return { id, state: 'fired' };
      }
      if (isPublishBusy(refusal) && now() < new Date(due.at).getTime() + BUSY_RETRY_MS) {
        await settle(id, {
          state: 'pending',
          job_id: null,
          done_at: null,
          message: 'Another publish was running at its time; it will be tried again shortly.',
        });
        // The attempt's job said only "busy": not kept, so waiting adds no rows.
        await db.deleteFrom('content_publish_jobs').where('id', '=', jobId).execute();
        return { id, state: 'pending' };
      }
      const message = isPublishBusy(refusal)
        ? `Another publish was still running ${BUSY_RETRY_MS / 60_000} minutes after its time; nothing was published.`
        : refusal instanceof ContentError
          ? refusal.message
          : 'The publish failed; nothing changed.';
      await settle(id, { state: 'failed', message });
      options.log?.warn({ schedule: id, job: jobId, message }, 'content: scheduled publish failed');
      return { id, state: 'failed' };
    },
  };
}

/** Options of {@link startContentTicker}. */
export interface ContentTickerOptions {
  schedules: Pick<ContentSchedules, 'fireDue'>;
  /** Deletes old presence rows (./presence.ts); run once an hour. */
  purgePresence?: () => Promise<unknown>;
  log: FastifyBaseLogger;
  /** Default {@link SCHEDULE_TICK_MS}. */
  intervalMs?: number;
  /** Epoch ms; tests move it. */
  now?: () => number;
}

/** How often the ticker deletes old presence rows (ms). */
const PRESENCE_PURGE_EVERY_MS = 3_600_000;

/**
 * Starts the content editor's ticker in this instance: every `intervalMs` (a `setTimeout` chain,
 * so a tick never overlaps the previous one, however long its publish takes; the timer does not
 * keep the process alive), fires the due schedules one by one and, once an hour, deletes old
 * presence rows. The first tick runs one interval after the start. A failed tick is logged and
 * the next one tries again.
 * @returns stop(): no tick after it; waits for a tick under way (its publish included)
 */
export function startContentTicker(options: ContentTickerOptions): { stop(): Promise<void> } {
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? SCHEDULE_TICK_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastPurge = -Infinity;

  const tick = async () => {
    try {
      if (options.purgePresence && now() - lastPurge >= PRESENCE_PURGE_EVERY_MS) {
        lastPurge = now();
        await options.purgePresence();
      }
      // Several due at once (after a stop): each in turn, each its own publish; one that waits
      // for another publish to end is tried again at the next tick.
      for (;;) {
        if (stopped) break;
        const fired = await options.schedules.fireDue();
        if (!fired || fired.state === 'pending') break;
      }
    } catch (error) {
      options.log.error({ err: error }, 'content ticker failed; trying again at the next tick');
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        next();
      });
    }, intervalMs);
    timer.unref();
  };
  next();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
