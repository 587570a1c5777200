import { secondary } from '../../components/buttons';
import type { BackupOffer } from '../hooks/use-backup-offer';

/**
 * "Unsaved changes kept in this browser": shown when a page opens with text a crash or a closed
 * tab left unsaved (use-backup-offer.ts), with Restore and Discard. A polite live region, so a
 * screen reader hears it when it appears.
 */
export function BackupNotice({ offer, restore, dismiss }: BackupOffer) {
  if (!offer) return null;
  const at = new Date(offer.savedAt);
  const when = `${at.toLocaleDateString()} ${at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <div role="status" className="mb-4 rounded border border-line-strong bg-white p-3 text-sm">
      <p>Unsaved changes to this page from {when} were kept in this browser.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondary} onClick={restore}>
          Restore them
        </button>
        <button type="button" className={secondary} onClick={dismiss}>
          Discard them
        </button>
      </div>
    </div>
  );
}
