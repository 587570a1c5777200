import { useCallback, useEffect, useState } from 'react';
import { withFixed } from '../fixed-fields';
import { dropBackup, readBackup, type LocalBackup } from '../local-backup';
import type { ContentChoice } from './use-content-catalogue';
import type { ContentDraft } from './use-content-draft';

/** What {@link useBackupOffer} gives the page. */
export interface BackupOffer {
  /** Unsaved text of this page kept in this browser, differing from the page's; else null. */
  offer: LocalBackup | null;
  /** Puts it back in the form as unsaved changes (on the revision it was typed on). */
  restore: () => void;
  /** Forgets it. */
  dismiss: () => void;
}

/**
 * Offers the unsaved text a crash or a closed tab left in this browser (local-backup.ts) when a
 * page opens: only while the form has no changes of its own, and only when it differs from the
 * page's text (a backup equal to it is forgotten).
 */
export function useBackupOffer(choice: ContentChoice, draft: ContentDraft): BackupOffer {
  const [offer, setOffer] = useState<LocalBackup | null>(null);
  const { doc } = draft;

  useEffect(() => {
    if (!doc || !choice.module) return setOffer(null);
    const found = readBackup(choice);
    const page = JSON.stringify(withFixed(doc.data, doc.fixed));
    if (found && JSON.stringify(found.data) !== page) return setOffer(found);
    if (found) dropBackup(choice);
    setOffer(null);
    // Read once per page opened and per text saved (the document's revision).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choice.module, choice.language, doc?.revision]);

  const { restore: put } = draft;
  const restore = useCallback(() => {
    if (offer) put(offer.data, offer.revision);
    setOffer(null);
  }, [offer, put]);
  const dismiss = useCallback(() => {
    dropBackup(choice);
    setOffer(null);
  }, [choice]);

  return { offer: draft.dirty ? null : offer, restore, dismiss };
}
