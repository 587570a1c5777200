import { useCallback } from 'react';
import type { InsightsNoteInput } from '../../../common/insights-api';
import { addNote, deleteNote } from '../api/insights';
import { useBusyCall } from './use-busy-call';

/** What the notes form and list need, from {@link useNotes}. */
export interface NotesState {
  /** A call is on its way. */
  busy: boolean;
  /** The last failure's sentence (the server's); '' when none. */
  error: string;
  /** Adds a note; resolves true once stored (and the page re-read). */
  add: (note: InsightsNoteInput) => Promise<boolean>;
  /** Removes a note; resolves true once removed (and the page re-read). */
  remove: (id: number) => Promise<boolean>;
}

/**
 * The team's notes on the daily chart: `POST` and `DELETE /api/admin/insights/annotations`,
 * then `reload` (the insights of the same period again, so the chart and list show the change).
 */
export function useNotes(reload: () => void): NotesState {
  const { busy, error, run } = useBusyCall(reload);
  const add = useCallback((note: InsightsNoteInput) => run(() => addNote(note)), [run]);
  const remove = useCallback((id: number) => run(() => deleteNote(id)), [run]);
  return { busy, error, add, remove };
}
