import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentDocumentResponse, ContentValue } from '../../../common/content-api';
import { discardDraft, getContentDocument, saveDraft } from '../api/content';
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
  /** The form changed (rjsf's `onChange`). */
  edit: (data: ContentValue) => void;
  /** Reads the chosen page again; clears the status line and any unsaved change. */
  load: () => Promise<void>;
  /**
   * Saves the form as the draft (PUT); true once saved. A refusal shows the server's sentence
   * and its field issues, and answers false.
   */
  save: () => Promise<boolean>;
  /** Drops the draft (DELETE) and shows the published text again. */
  discard: () => Promise<void>;
}

/**
 * The chosen page's text and its draft (DESIGN §8 "Content editor"): read whenever the page or
 * language changes (GET), which also writes them into the address (`?module=&language=`, with
 * `history.replaceState`, so a reload or a sign-in comes back to them); edited in the form;
 * saved (PUT) or discarded (DELETE). `afterChange` runs after a save or a discard (the
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
  // Answers can arrive out of order (Page and Language picked in quick succession): only the
  // newest read may fill the form, or an older page's text would replace the one being edited.
  const newestRead = useRef(0);

  const load = useCallback(async () => {
    if (!choice.module) return;
    const read = ++newestRead.current;
    const document = await getContentDocument(choice.module, choice.language);
    if (read !== newestRead.current) return;
    setDoc(document);
    setFormData(document.data);
    clear();
    setDirty(false);
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

  async function save(): Promise<boolean> {
    show('busy', 'Saving…');
    try {
      await saveDraft(choice.module, choice.language, formData);
      clear();
      setDirty(false);
      setDoc((old) => old && { ...old, draft: true, data: formData });
      show('info', 'Draft saved. It is not on the site until you publish.');
      await afterChange();
      return true;
    } catch (caught) {
      report(caught);
      return false;
    }
  }

  async function discard() {
    try {
      await discardDraft(choice.module, choice.language);
      await load();
      await afterChange();
      show('info', 'Draft discarded: the published text is back in the form.');
    } catch (caught) {
      report(caught);
    }
  }

  return { doc, formData, dirty, edit, load, save, discard };
}
