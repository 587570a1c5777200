/**
 * The content editor at /admin/content (DESIGN §8 "Content editor", docs/editing.md): pick a
 * page and a language, edit every text of it in a form generated from its schema by @rjsf/core
 * (docs/decisions/0027-content-editor-library.md) with the English text in view and Arabic
 * written right to left, save a draft (the server validates; refused fields show their reason),
 * preview the page with the draft, publish every draft, and revert an earlier publish. Loaded as
 * its own chunk by admin/main.tsx, so the inbox never downloads it.
 *
 * State lives in hooks (admin/content/hooks/): the status line (use-editor-status.ts), the
 * account, catalogue and chosen page (use-content-catalogue.ts), the page's text and its draft
 * (use-content-draft.ts, with a save refused because someone else saved first shown by
 * conflict-panel.tsx), its history (use-publish-history.ts), publish and revert
 * (use-publishing.ts), scheduled publishes (use-schedules.ts), who else has the page open
 * (use-presence.ts), the preview link (use-preview.ts) and the question before unsaved changes
 * are dropped (use-unsaved-guard.ts); the components only draw.
 */
import { ConflictPanel } from './conflict-panel';
import { ContentForm } from './content-form';
import { ContentHeader } from './content-header';
import { EditorStatus } from './editor-status';
import { EditorToolbar } from './editor-toolbar';
import { NotAnEditor } from './not-an-editor';
import { useBackupOffer } from '../hooks/use-backup-offer';
import { BackupNotice } from './backup-notice';
import { IntroSync } from './intro-sync';
import { PublishBar } from './publish-bar';
import { PresenceNotice } from './presence-notice';
import { HistoryPanel, PublishPanel } from './publish-panel';
import { useContentCatalogue } from '../hooks/use-content-catalogue';
import { useContentDraft } from '../hooks/use-content-draft';
import { useEditorStatus } from '../hooks/use-editor-status';
import { usePresence } from '../hooks/use-presence';
import { usePreview } from '../hooks/use-preview';
import { usePublishHistory } from '../hooks/use-publish-history';
import { usePublishing } from '../hooks/use-publishing';
import { useSchedules } from '../hooks/use-schedules';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';

/** The /admin/content page (admin/main.tsx renders it; the server checks the session and role). */
export function ContentPage() {
  const status = useEditorStatus();
  const catalogue = useContentCatalogue(status.report);
  const { choice, refreshIndex } = catalogue;
  const draft = useContentDraft(choice, status, refreshIndex);
  const history = usePublishHistory(choice, status.report);
  const publishing = usePublishing(draft, status, () =>
    Promise.all([draft.load(), history.reload(), refreshIndex()]),
  );
  // A scheduled publish that ran: the page reads it again unless it holds unsaved changes.
  const schedules = useSchedules(catalogue.me?.role === 'editor', status, () =>
    Promise.all([history.reload(), refreshIndex(), draft.dirty ? undefined : draft.load()]),
  );
  const others = usePresence(choice, draft.doc?.others);
  const preview = usePreview(choice, draft);
  const unsaved = useUnsavedGuard(draft.dirty);
  const backup = useBackupOffer(choice, draft);

  if (catalogue.me && catalogue.me.role !== 'editor')
    return <NotAnEditor email={catalogue.me.email} />;

  return (
    <>
      <ContentHeader email={catalogue.me?.email} />
      <main className="mx-auto grid max-w-7xl gap-6 px-4 pt-6 pb-20 lg:grid-cols-[1fr_20rem] lg:pb-6">
        <section aria-labelledby="edit-title" className="min-w-0">
          <h2 id="edit-title" className="sr-only">
            Edit a page
          </h2>
          <EditorToolbar
            index={catalogue.index}
            choice={choice}
            onChoose={(change) => {
              if (unsaved.mayLeave()) catalogue.choose(change);
            }}
            draft={draft}
            preview={preview}
          />
          <EditorStatus status={status.status} issues={status.issues} />
          <BackupNotice {...backup} />
          {draft.doc && (
            <IntroSync saved={draft.doc.data} current={draft.formData} onChange={draft.edit} />
          )}
          {draft.conflict && (
            <ConflictPanel
              conflict={draft.conflict}
              mine={draft.formData}
              onKeepMine={() => void draft.keepMine()}
              onTakeTheirs={draft.takeTheirs}
            />
          )}
          <PresenceNotice others={others} />
          {draft.doc && (
            <ContentForm
              doc={draft.doc}
              formData={draft.formData}
              issues={status.issues}
              onChange={draft.edit}
            />
          )}
        </section>
        {/* From 1024 px the Publish panel and history stay in view beside a long form. */}
        <aside className="space-y-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
          <PublishPanel
            index={catalogue.index}
            busy={status.status?.kind === 'busy'}
            onPublish={() => void publishing.publish()}
            schedules={schedules}
          />
          <HistoryPanel
            publishes={history.publishes}
            onRevert={(record, page) => void publishing.revert(record, page)}
            page={choice}
            onRollBack={(record) => void publishing.rollBack(record)}
          />
        </aside>
      </main>
      <PublishBar
        index={catalogue.index}
        busy={status.status?.kind === 'busy'}
        onPublish={() => void publishing.publish()}
      />
    </>
  );
}
