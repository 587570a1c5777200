/**
 * Publishes asked for without waiting (DESIGN §8 "Content editor", docs/editing.md
 * "Publishing", docs/decisions/0045-publisher-process.md): `POST /api/admin/content/publish` with
 * `Prefer: respond-async` (RFC 7240 §4.1) answers 202 at once with a job the editor's page
 * follows. The job row in `content_publish_jobs` (migration 0011) is the queue: a publish worker
 * (the publisher process, or a web instance with `PUBLISH_WORKER=on`; ./publish-worker.ts)
 * claims the oldest `queued` row with a compare-and-set (`queued` → `rendering`, only one
 * claimer's update matches), runs the publish (one at a time across instances, as every publish:
 * the lock file and, on PostgreSQL, the advisory lock) and writes each stage, which any instance
 * reads. A job whose stage has not moved for {@link STALE_JOB_MS} reads as failed: the worker
 * running it stopped (its release, if it was recorded, goes live when a worker starts again). A
 * job nobody claimed within {@link QUEUED_PUBLISH_WAIT_MS} of its request reads as failed and is
 * never claimed.
 */
import type { Kysely } from 'kysely';
import {
  QUEUED_PUBLISH_WAIT_MS,
  type ContentIssue,
  type PublishJob,
  type PublishRecord,
} from '../../common/content-api';
import type { ContentPublishJobsTable, Database } from '../db/schema';
import { ContentError, isPublishBusy, type PublishStage } from './editor';
import { SITE_BUILD_TIMEOUT_MS } from './site-build';

/** A job still `queued`/`rendering`/`recorded` this long after its last change failed (ms). */
export const STALE_JOB_MS = SITE_BUILD_TIMEOUT_MS + 60_000;

/** The jobs table's operations. */
export interface PublishJobs {
  /**
   * Queues a job for `by`, inserted through `within` when given (a transaction: a scheduled
   * publish queues its job in the transaction that claims the schedule). `claimed`: inserted as
   * already taken (`rendering`), for a caller that runs it itself at once (a scheduled publish),
   * so no worker claims it meanwhile. @returns its id
   */
  create(by: string, within?: Kysely<Database>, claimed?: boolean): Promise<number>;
  /**
   * Claims the oldest queued job requested less than {@link QUEUED_PUBLISH_WAIT_MS} ago
   * (`queued` → `rendering`, a compare-and-set: of two workers, one gets it).
   * @returns its id and requester, or null when none is waiting (or another worker took it)
   */
  claimNext(): Promise<{ id: number; by: string } | null>;
  /**
   * Runs a claimed job like {@link run}, except that a refusal because another publish holds the
   * lock, or an error while `abandoned()` answers true (the worker is stopping and cut the build
   * short), puts the job back in the queue (`rendering` → `queued`) for the next worker instead of
   * failing it. @returns what became of it
   */
  runClaimed(
    id: number,
    publish: (onStage: (stage: PublishStage) => Promise<void>) => Promise<PublishRecord>,
    abandoned?: () => boolean,
  ): Promise<'live' | 'failed' | 'requeued'>;
  /**
   * Runs `publish` for job `id`, writing each stage, then `live` with the publish's id, or
   * `failed` with the error's sentence (and its field issues). Never throws.
   */
  run(
    id: number,
    publish: (onStage: (stage: PublishStage) => Promise<void>) => Promise<PublishRecord>,
  ): Promise<void>;
  /** The job as the API answers it, or undefined. */
  read(
    id: number,
    records: (id: number) => Promise<PublishRecord | undefined>,
    publisherRunning?: () => boolean,
  ): Promise<PublishJob | undefined>;
  /** How many jobs wait in the queue (not expired). */
  queued(): Promise<number>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** See the module comment. `now` is epoch ms (tests move it). */
export function createPublishJobs(db: Kysely<Database>, now = Date.now): PublishJobs {
  const at = () => new Date(now()).toISOString();
  /** The oldest request time a queued job may have and still be claimed. */
  const waitedSince = () => new Date(now() - QUEUED_PUBLISH_WAIT_MS).toISOString();
  /** Field issues of a failed job, kept only in this process (they are the editor's to fix). */
  const issuesOf = new Map<number, ContentIssue[]>();
  const setStage = (
    id: number,
    patch: { stage: ContentPublishJobsTable['stage']; publish_id?: number; message?: string },
  ) =>
    db
      .updateTable('content_publish_jobs')
      .set({ ...patch, updated_at: at() })
      .where('id', '=', id)
      .execute();

  /**
   * Runs `publish` for job `id`, writing its stages; an error before the publish was recorded for
   * which `requeue` answers true puts the job back in the queue, any other fails it.
   */
  const execute = async (
    id: number,
    publish: (onStage: (stage: PublishStage) => Promise<void>) => Promise<PublishRecord>,
    requeue: (error: unknown) => boolean,
  ): Promise<'live' | 'failed' | 'requeued'> => {
    let recorded = false;
    try {
      const record = await publish(async (stage) => {
        if (stage === 'recorded') recorded = true;
        if (stage !== 'live') await setStage(id, { stage });
      });
      await setStage(id, { stage: 'live', publish_id: record.id });
      return 'live';
    } catch (error) {
      if (!recorded && requeue(error)) {
        // Nothing was recorded: the next worker (or this one, at its next poll) starts over.
        await db
          .updateTable('content_publish_jobs')
          .set({
            stage: 'queued',
            updated_at: at(),
            message: isPublishBusy(error)
              ? 'Waiting for another publish to end.'
              : 'The publisher stopped before this was rendered; it starts again when a publisher runs.',
          })
          .where('id', '=', id)
          .where('stage', '=', 'rendering')
          .execute()
          .catch(() => undefined);
        return 'requeued';
      }
      const message =
        error instanceof ContentError ? error.message : 'The publish failed; nothing changed.';
      if (error instanceof ContentError && error.issues.length > 0) issuesOf.set(id, error.issues);
      await setStage(id, { stage: 'failed', message }).catch(() => undefined);
      return 'failed';
    }
  };

  return {
    async create(by, within = db, claimed = false) {
      const row = await within
        .insertInto('content_publish_jobs')
        .values({
          requested_by: by,
          requested_at: at(),
          stage: claimed ? 'rendering' : 'queued',
          updated_at: at(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async run(id, publish) {
      await execute(id, publish, () => false);
    },

    async claimNext() {
      for (;;) {
        const next = await db
          .selectFrom('content_publish_jobs')
          .select(['id', 'requested_by'])
          .where('stage', '=', 'queued')
          .where('requested_at', '>=', waitedSince())
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!next) return null;
        const claimed = await db
          .updateTable('content_publish_jobs')
          .set({ stage: 'rendering', updated_at: at(), message: null })
          .where('id', '=', next.id)
          .where('stage', '=', 'queued')
          .executeTakeFirst();
        // Another worker took this one between the read and the update: try the next.
        if (Number(claimed.numUpdatedRows) === 1)
          return { id: Number(next.id), by: next.requested_by };
      }
    },

    runClaimed: (id, publish, abandoned = () => false) =>
      execute(id, publish, (error) => isPublishBusy(error) || abandoned()),

    async queued() {
      const row = await db
        .selectFrom('content_publish_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('stage', '=', 'queued')
        .where('requested_at', '>=', waitedSince())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async read(id, records, publisherRunning = () => true) {
      const row = await db
        .selectFrom('content_publish_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const expired =
        row.stage === 'queued' &&
        now() - new Date(row.requested_at).getTime() > QUEUED_PUBLISH_WAIT_MS;
      const stale =
        row.stage !== 'live' &&
        row.stage !== 'failed' &&
        row.stage !== 'queued' &&
        now() - new Date(row.updated_at).getTime() > STALE_JOB_MS;
      const issues = issuesOf.get(id);
      const waiting =
        row.stage === 'queued' && !expired
          ? {
              ahead: Number(
                (
                  await db
                    .selectFrom('content_publish_jobs')
                    .select((eb) => eb.fn.countAll<number>().as('n'))
                    .where('stage', '=', 'queued')
                    .where('requested_at', '>=', waitedSince())
                    .where('id', '<', row.id)
                    .executeTakeFirst()
                )?.n ?? 0,
              ),
              publisher: publisherRunning() ? ('running' as const) : ('absent' as const),
            }
          : undefined;
      return {
        id: Number(row.id),
        stage: stale || expired ? 'failed' : row.stage,
        requestedBy: row.requested_by,
        requestedAt: iso(row.requested_at),
        updatedAt: iso(row.updated_at),
        publish: row.publish_id === null ? null : ((await records(row.publish_id)) ?? null),
        message: expired
          ? `No publisher took this publish within ${QUEUED_PUBLISH_WAIT_MS / 60_000} minutes, so nothing was published. Publish again once the publisher runs.`
          : stale
            ? 'The server publishing this stopped before it was live.'
            : row.message,
        ...(issues ? { issues } : {}),
        ...(waiting ? { waiting } : {}),
      };
    },
  };
}
