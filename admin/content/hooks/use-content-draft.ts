import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  ContentConflict,
  ContentDocumentResponse,
  ContentValue,
} from '../../../common/content-api';
import { ApiError } from '../../lib/api-client';
import { discardDraft, getContentDocument, saveDraft } from '../api/content';
import { withFixed } from '../fixed-fields';
import { dropBackup, writeBackup } from '../local-backup';
import type { ContentChoice } from './use-content-catalogue';
import type { EditorStatusLine } from './use-editor-status';

/** What {@link useContentDraft} gives the editor. */
export interface ContentDraft {
  /** The opened page's document (draft if any, schema, English); null until loaded. */
  doc: ContentDocumentResponse | null;
  /** The form's current value, saved or not. */
  formData: ContentValue;
  /** The form has changes not saved as the draft. */
  dirty: boolean;
  /**
   * Another save came in after this page was read, and a save or discard was refused (409): the
   * page's text now and who saved it. The form keeps the editor's own text until they choose
   * ({@link ContentDraft.keepMine} or {@link ContentDraft.takeTheirs}); null when there is none.
   */
  conflict: ContentConflict | null;
  /** The form changed (rjsf's `onChange`). */
  edit: (data: ContentValue) => void;
  /** Reads the chosen page again; clears the status line and any unsaved change. */
  load: () => Promise<void>;
  /**
   * Saves the form as the draft (PUT, on the revision read); true once saved. A refusal shows the
   * server's sentence and its field issues, a conflict the other text too, and answers false.
   */
  save: () => Promise<boolean>;
  /** Drops the draft (DELETE, on the revision read) and shows the published text again. */
  discard: () => Promise<void>;
  /** Resolves a conflict with the form's text: saves it on top of the newer revision. */
  keepMine: () => Promise<boolean>;
  /** Resolves a conflict with the other text: the form shows it, nothing is sent. */
  takeTheirs: () => void;
  /**
   * Puts text kept in this browser (local-backup.ts) back in the form, as unsaved changes typed
   * on `revision`: the next save names that revision, so if the page was saved since, the save is
   * refused with both texts (409) instead of replacing the newer one.
   */
  restore: (data: ContentValue, revision: number) => void;
}

/** How long after the last change the form's text is kept in this browser (ms). */
export const BACKUP_DELAY_MS = 1000;

/** The conflict answer (409/412) a call threw, or null for any other failure. */
function conflictOf(caught: unknown): ContentConflict | null {
  if (!(caught instanceof ApiError) || (caught.status !== 409 && caught.status !== 412))
    return null;
  const body = caught.body as Partial<ContentConflict> | undefined;
  return body && typeof body.revision === 'number' && 'data' in body
    ? (body as ContentConflict)
    : null;
}

/**
 * The chosen page's text and its draft (DESIGN §8 "Content editor"): read whenever the page or
 * language changes (GET), which also writes them into the address (`?module=&language=`, with
 * `history.replaceState`, so a reload or a sign-in comes back to them); edited in the form;
 * saved (PUT, with the values an editor cannot change as the server listed them, `doc.fixed`) or
 * discarded (DELETE), each on the revision the editor read, so a save made after
 * someone else's is refused (409) instead of replacing it: the hook then keeps both texts, the
 * editor's in the form and the other in `conflict`, until the editor keeps theirs (saved on top
 * of the newer revision) or takes the other. `afterChange` runs after a save or a discard (the
 * catalogue's drafts changed). Failures go to the status line.
 */
export function useContentDraft(
  choice: ContentChoice,
  { show, report, clear }: Pick<EditorStatusLine, 'show' | 'report' | 'clear'>,
  afterChange: () => Promise<void>,
): ContentDraft {
  const [doc, setDoc] = useState<ContentDocumentResponse | null>(null);
  const [formData, setFormData] = useState<ContentValue>(null);
  const [dirty, setDirty] = useState(false);
  const [conflict, setConflict] = useState<ContentConflict | null>(null);
  // Answers can arrive out of order (Page and Language picked in quick succession): only the
  // newest read may fill the form, or an older page's text would replace the one being edited.
  const newestRead = useRef(0);
  // The revision restored unsaved text was typed on, when it is not the one read.
  const restoredOn = useRef<number | null>(null);

  const load = useCallback(async () => {
    if (!choice.module) return;
    const read = ++newestRead.current;
    const document = await getContentDocument(choice.module, choice.language);
    if (read !== newestRead.current) return;
    setDoc(document);
    // The values an editor cannot change are shown (and later saved) as the server lists them.
    setFormData(withFixed(document.data, document.fixed));
    setConflict(null);
    clear();
    setDirty(false);
    restoredOn.current = null;
    const url = new URL(location.href);
    url.searchParams.set('module', choice.module);
    url.searchParams.set('language', choice.language);
    window.history.replaceState(null, '', url);
  }, [choice, clear]);

  useEffect(() => {
    load().catch(report);
  }, [load, report]);

  const edit = useCallback((data: ContentValue) => {
    setFormData(data);
    setDirty(true);
  }, []);

  // What is typed is kept in this browser a second after the last change, until saved.
  useEffect(() => {
    if (!dirty || !doc || !choice.module) return;
    const base = restoredOn.current ?? doc.revision;
    const timer = window.setTimeout(() => writeBackup(choice, base, formData), BACKUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dirty, doc, formData, choice]);

  const restore = useCallback((data: ContentValue, revision: number) => {
    restoredOn.current = revision;
    setFormData(data);
    setDirty(true);
  }, []);

  /** Saves the form on `base`; a conflict is kept for the editor to resolve. */
  async function saveOn(base: number): Promise<boolean> {
    show('busy', 'Saving…');
    // The read-only values go as listed, so they are never what refuses a save.
    const data = withFixed(formData, doc?.fixed);
    try {
      const saved = await saveDraft(choice.module, choice.language, data, base);
      clear();
      setDirty(false);
      restoredOn.current = null;
      dropBackup(choice);
      setConflict(null);
      setDoc(
        (old) =>
          old && {
            ...old,
            draft: true,
            data,
            revision: saved.revision,
            savedAt: saved.savedAt,
            savedBy: null,
            // Saved beside the English shown now: nothing of it is out of date any more.
            outOfDate: [],
          },
      );
      show('info', 'Draft saved. It is not on the site until you publish.');
      await afterChange();
      return true;
    } catch (caught) {
      const found = conflictOf(caught);
      setConflict(found);
      report(caught);
      // Someone else's save changed the catalogue's drafts too.
      if (found) await afterChange().catch(report);
      return false;
    }
  }

  const save = () => saveOn(restoredOn.current ?? doc?.revision ?? 0);

  async function keepMine(): Promise<boolean> {
    if (!conflict) return false;
    return saveOn(conflict.revision);
  }

  function takeTheirs() {
    if (!conflict) return;
    setDoc(
      (old) =>
        old && {
          ...old,
          data: conflict.data,
          draft: conflict.draft,
          revision: conflict.revision,
          savedBy: conflict.savedBy,
          savedAt: conflict.savedAt,
          outOfDate: [],
        },
    );
    setFormData(withFixed(conflict.data, doc?.fixed));
    setDirty(false);
    setConflict(null);
    restoredOn.current = null;
    dropBackup(choice);
    clear();
    show('info', 'The form shows the other text now.');
  }

  async function discard() {
    try {
      await discardDraft(choice.module, choice.language, doc?.revision ?? 0);
      dropBackup(choice);
      await load();
      await afterChange();
      show('info', 'Draft discarded: the published text is back in the form.');
    } catch (caught) {
      const found = conflictOf(caught);
      setConflict(found);
      report(caught);
      if (found) await afterChange().catch(report);
    }
  }

  return {
    doc,
    formData,
    dirty,
    conflict,
    edit,
    load,
    save,
    discard,
    keepMine,
    takeTheirs,
    restore,
  };
}
