/**
 * A copy of the form's unsaved text in this browser (`localStorage`), so a crash, a closed tab or
 * a lost connection loses nothing typed since the last save: one entry per page and language,
 * written a second after the last keystroke, removed when the text is saved or discarded. Storage
 * failures (private windows, a full quota) are ignored: the backup is a help, never a condition.
 */
import type { ContentValue } from '../../common/content-api';
import type { ContentChoice } from './hooks/use-content-catalogue';

/** One page's unsaved text, the revision it was typed on and when (ms since the epoch). */
export interface LocalBackup {
  revision: number;
  savedAt: number;
  data: ContentValue;
}

const keyOf = ({ module, language }: ContentChoice) =>
  `content-editor:unsaved:${module}:${language}`;

/** The page's backup in this browser, or null (none, or unreadable). */
export function readBackup(choice: ContentChoice): LocalBackup | null {
  try {
    const stored = localStorage.getItem(keyOf(choice));
    if (!stored) return null;
    const backup = JSON.parse(stored) as Partial<LocalBackup>;
    return typeof backup.revision === 'number' &&
      typeof backup.savedAt === 'number' &&
      'data' in backup
      ? (backup as LocalBackup)
      : null;
  } catch {
    return null;
  }
}

/** Keeps the form's text of a page, typed on `revision`. */
export function writeBackup(choice: ContentChoice, revision: number, data: ContentValue): void {
  try {
    const backup: LocalBackup = { revision, savedAt: Date.now(), data };
    localStorage.setItem(keyOf(choice), JSON.stringify(backup));
  } catch {
    // Quota or a private window: nothing is kept, nothing breaks.
  }
}

/** Forgets a page's backup (its text was saved, discarded or replaced). */
export function dropBackup(choice: ContentChoice): void {
  try {
    localStorage.removeItem(keyOf(choice));
  } catch {
    // As above.
  }
}
