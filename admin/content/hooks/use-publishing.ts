import type { PublishRecord } from '../../../common/content-api';
import { publishDrafts, revertPublish } from '../api/content';
import type { ContentDraft } from './use-content-draft';
import type { EditorStatusLine } from './use-editor-status';

/** What {@link usePublishing} gives the editor. */
export interface Publishing {
  /** Saves unsaved changes, then publishes every draft (the changed pages are rendered, seconds). */
  publish: () => Promise<void>;
  /** After the user confirms, puts back the text from before `record` and publishes it. */
  revert: (record: PublishRecord) => Promise<void>;
}

/**
 * Publish and revert (POST /api/admin/content/publish, …/publishes/:id/revert): each says it is
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
    show('busy', 'Publishing: the changed pages are being rendered (a few seconds)…');
    try {
      const record = await publishDrafts();
      // Reload first: opening the page clears the status line.
      await reload();
      show(
        'info',
        `Published ${record.pages.map((p) => `${p.module} (${p.language})`).join(', ')} in ${Math.round((record.durationMs ?? 0) / 1000)} s. The site shows it now.`,
      );
    } catch (caught) {
      report(caught);
    }
  }

  async function revert(record: PublishRecord) {
    if (!confirm(`Put back the text from before publish #${record.id} and publish it?`)) return;
    show('busy', `Reverting publish #${record.id}: the pages are being rendered again…`);
    try {
      await revertPublish(record.id);
      await reload();
      show('info', `Publish #${record.id} reverted. The site shows it now.`);
    } catch (caught) {
      report(caught);
    }
  }

  return { publish, revert };
}
