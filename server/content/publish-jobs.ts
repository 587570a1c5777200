/**
 * Publishes asked for without waiting (DESIGN §8 "Content editor", docs/editing.md
 * "Publishing"): `POST /api/admin/content/publish` with `Prefer: respond-async` (RFC 7240 §4.1)
 * answers 202 at once with a job the editor's page follows; the publish then runs on the
 * instance that took the request (one at a time across instances, as every publish: the lock
 * file and, on PostgreSQL, the advisory lock) and writes each stage into `content_publish_jobs`
 * (migration 0011), which any instance reads. A job whose stage has not moved for
 * {@link STALE_JOB_MS} reads as failed: the instance running it stopped (its release, if it was
 * recorded, goes live when that server starts again).
 */
import type { Kysely } from 'kysely';
import type { ContentIssue, PublishJob, PublishRecord } from '../../common/content-api';
import type { ContentPublishJobsTable, Database } from '../db/schema';
import { ContentError, type PublishStage } from './editor';
import { SITE_BUILD_TIMEOUT_MS } from './site-build';

/** A job still `queued`/`rendering`/`recorded` this long after its last change failed (ms). */
export const STALE_JOB_MS = SITE_BUILD_TIMEOUT_MS + 60_000;

/** The jobs table's operations. */
export interface PublishJobs {
  /**
   * Queues a job for `by`, inserted through `within` when given (a transaction: a scheduled
   * publish queues its job in the transaction that claims the schedule). @returns its id
   */
  create(by: string, within?: Kysely<Database>): Promise<number>;
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
  ): Promise<PublishJob | undefined>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** See the module comment. `now` is epoch ms (tests move it). */
export function createPublishJobs(db: Kysely<Database>, now = Date.now): PublishJobs {
  const at = () => new Date(now()).toISOString();
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

  return {
    async create(by, within = db) {
      const row = await within
        .insertInto('content_publish_jobs')
        .values({ requested_by: by, requested_at: at(), stage: 'queued', updated_at: at() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async run(id, publish) {
      try {
        const record = await publish(async (stage) => {
          if (stage !== 'live') await setStage(id, { stage });
        });
        await setStage(id, { stage: 'live', publish_id: record.id });
      } catch (error) {
        const message =
          error instanceof ContentError ? error.message : 'The publish failed; nothing changed.';
        if (error instanceof ContentError && error.issues.length > 0)
          issuesOf.set(id, error.issues);
        await setStage(id, { stage: 'failed', message }).catch(() => undefined);
      }
    },

    async read(id, records) {
      const row = await db
        .selectFrom('content_publish_jobs')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const stale =
        row.stage !== 'live' &&
        row.stage !== 'failed' &&
        now() - new Date(row.updated_at).getTime() > STALE_JOB_MS;
      const issues = issuesOf.get(id);
      return {
        id: Number(row.id),
        stage: stale ? 'failed' : row.stage,
        requestedBy: row.requested_by,
        requestedAt: iso(row.requested_at),
        updatedAt: iso(row.updated_at),
        publish: row.publish_id === null ? null : ((await records(row.publish_id)) ?? null),
        message: stale ? 'The server publishing this stopped before it was live.' : row.message,
        ...(issues ? { issues } : {}),
      };
    },
  };
}
