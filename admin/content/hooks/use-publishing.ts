import {
  QUEUED_PUBLISH_WAIT_MS,
  type PublishJob,
  type PublishRecord,
} from '../../../common/content-api';
import { ApiError } from '../../lib/api-client';
import { getPublishJob, queuePublish, revertPublish, rollBackTo } from '../api/content';
import { announceContentChange } from '../content-channel';
import { pageLabel } from '../labels';
import type { ContentDraft } from './use-content-draft';
import type { EditorStatusLine } from './use-editor-status';

/** How often the page asks where a queued publish is (ms). */
export const PUBLISH_POLL_MS = 500;

/** The status line while a publish runs, by its job's stage. */
const PUBLISH_STAGES: Record<Exclude<PublishJob['stage'], 'live' | 'failed'>, string> = {
  queued: 'Publishing: starting…',
  rendering: 'Publishing: the changed pages are being rendered (a few seconds)…',
  recorded: 'Publishing: recorded; the site is switching to the new pages…',
};

/**
 * The status line of a job: its stage's, or while it waits in the queue, why (no publisher
 * running, or publishes ahead of it), so a publish never waits without a word.
 */
export function publishStatus(job: Pick<PublishJob, 'stage' | 'waiting' | 'message'>): string {
  if (job.stage === 'live' || job.stage === 'failed') return '';
  if (job.stage !== 'queued' || !job.waiting) return PUBLISH_STAGES[job.stage];
  const { ahead, publisher } = job.waiting;
  if (publisher === 'absent')
    return `Publish queued: no publisher is running, so it waits and starts as soon as one does (for up to ${QUEUED_PUBLISH_WAIT_MS / 60_000} minutes). You may leave this page.`;
  if (ahead > 0)
    return `Publish queued behind ${ahead} other ${ahead === 1 ? 'publish' : 'publishes'}; it starts when ${ahead === 1 ? 'that one ends' : 'they end'}…`;
  return job.message ? `Publish queued: ${job.message}` : PUBLISH_STAGES.queued;
}

/** What {@link usePublishing} gives the editor. */
export interface Publishing {
  /** Saves unsaved changes, then publishes every draft (the changed pages are rendered, seconds). */
  publish: () => Promise<void>;
  /** After the user confirms, puts back the text from before `record` and publishes it. */
  /** Reverts `record` on every page it changed, or only on `page`, after the editor confirms. */
  revert: (record: PublishRecord, page?: { module: string; language: string }) => Promise<void>;
  /** Puts the whole site back as `record` left it, after the editor confirms. */
  rollBack: (record: PublishRecord) => Promise<void>;
}

/**
 * Publish and revert (POST /api/admin/content/publish with `Prefer: respond-async`, followed
 * through its job every {@link PUBLISH_POLL_MS}; …/publishes/:id/revert): each says it is
 * busy while the pages are rendered, then reads the page, its history and the catalogue again
 * (`reload`) and says what was published. Failures go to the status line; a publish after a
 * refused save does not start.
 */
export function usePublishing(
  draft: Pick<ContentDraft, 'dirty' | 'save'>,
  { show, report }: Pick<EditorStatusLine, 'show' | 'report'>,
  reload: () => Promise<unknown>,
): Publishing {
  async function publish() {
    if (draft.dirty && !(await draft.save())) return;
    show('busy', PUBLISH_STAGES.queued);
    try {
      let job = await queuePublish();
      while (job.stage !== 'live' && job.stage !== 'failed') {
        show('busy', publishStatus(job));
        await new Promise((resolve) => setTimeout(resolve, PUBLISH_POLL_MS));
        job = await getPublishJob(job.id);
      }
      if (job.stage === 'failed')
        throw new ApiError(409, job.message ?? 'The publish failed.', job.issues ?? []);
      const record = job.publish;
      // Reload first: opening the page clears the status line.
      await reload();
      announceContentChange();
      show(
        'info',
        `Published ${(record?.pages ?? []).map((p) => `${p.module} (${p.language})`).join(', ')} in ${Math.round((Date.parse(job.updatedAt) - Date.parse(job.requestedAt)) / 1000)} s. The site shows it now.`,
      );
    } catch (caught) {
      report(caught);
    }
  }

  async function revert(record: PublishRecord, page?: { module: string; language: string }) {
    const scope = page
      ? `${pageLabel(page.module)} (${page.language})`
      : record.pages.map((p) => `${pageLabel(p.module)} (${p.language})`).join(', ');
    const question = page
      ? `Put back the text of ${scope} from before publish #${record.id} and publish it? The other pages of that publish stay as they are.`
      : `Put back the text from before publish #${record.id} on every page it changed (${scope}) and publish it?`;
    if (!confirm(question)) return;
    show('busy', `Reverting publish #${record.id} (${scope}): the pages are being rendered again…`);
    try {
      await revertPublish(record.id, page);
      await reload();
      announceContentChange();
      show('info', `Publish #${record.id} reverted on ${scope}. The site shows it now.`);
    } catch (caught) {
      report(caught);
    }
  }

  async function rollBack(record: PublishRecord) {
    const question =
      `Put the whole site back as publish #${record.id} had it? Every page in every language ` +
      `changed since then goes back; drafts stay as they are.`;
    if (!confirm(question)) return;
    show('busy', `Rolling the site back to publish #${record.id}…`);
    try {
      const done = await rollBackTo(record.id);
      await reload();
      announceContentChange();
      show(
        'info',
        `The site is back as publish #${record.id} had it (${done.pages.length} ${done.pages.length === 1 ? 'page' : 'pages'} in ${Math.round((done.durationMs ?? 0) / 100) / 10} s).`,
      );
    } catch (caught) {
      report(caught);
    }
  }

  return { publish, revert, rollBack };
}
