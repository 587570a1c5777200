import { useState, type FormEvent } from 'react';
import {
  INSIGHTS_NOTE_MAX_CHARS,
  type InsightsAnnotation,
  type InsightsNoteInput,
  type InsightsRange,
} from '../../../common/insights-api';
import { danger, secondary } from '../../components/buttons';
import { formatAnnotation, formatShortDay } from '../utils/format';

/** What the team's notes need to be added and removed (absent on a shared, read-only page). */
export interface NotesEditing {
  busy: boolean;
  /** The last call's failure, '' when none. */
  error: string;
  /** Resolves true once done (the page then reads the period again). */
  onAdd: (note: InsightsNoteInput) => Promise<boolean>;
  /** Resolves true once done (the page then reads the period again). */
  onDelete: (id: number) => Promise<boolean>;
}

/**
 * The daily chart's annotations in words, oldest first ("29 Nov: editor@example.com published
 * faq (ar), home (fr)"; a note "… noted “…”" with its Delete button; "4 Dec: Deploy 1a2b3c4d"),
 * and the form that adds a note to a day of the period. Publishes come from the content history
 * and deploys from the server's starts, and cannot be removed here. Without `notes` (a shared
 * link's read-only page) the list is all there is: no Delete, no form.
 */
export function Annotations({
  annotations,
  range,
  notes,
}: {
  annotations: InsightsAnnotation[];
  /** The period shown: the form's day is one of its days (default its last). */
  range: InsightsRange;
  notes?: NotesEditing;
}) {
  const [day, setDay] = useState(range.to);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const shownDay = day >= range.from && day <= range.to ? day : range.to;
  const length = [...text.trim()].length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setProblem('Write a note first.');
    if (length > INSIGHTS_NOTE_MAX_CHARS) {
      return setProblem(`A note is at most ${INSIGHTS_NOTE_MAX_CHARS} characters.`);
    }
    setProblem('');
    if (await notes?.onAdd({ day: shownDay, text: text.trim() })) setText('');
  };

  const message = problem || notes?.error;
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">Annotations</h3>
      {annotations.length === 0 ? (
        <p className="text-sm text-muted">No publishes, deploys or notes in this period.</p>
      ) : (
        <ul className="mb-3 space-y-1 text-sm">
          {annotations.map((annotation) => (
            <li
              key={`${annotation.kind}-${annotation.id}`}
              className="flex flex-wrap items-center gap-x-2 gap-y-1"
            >
              <span className="min-w-0 break-words">{formatAnnotation(annotation)}</span>
              {notes && annotation.kind === 'note' && (
                <button
                  type="button"
                  className={`${danger} min-h-8 px-2 py-1 text-xs`}
                  disabled={notes.busy}
                  aria-label={`Delete the note of ${formatShortDay(annotation.day)}: ${annotation.text}`}
                  onClick={() => void notes.onDelete(annotation.id)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {notes && (
        <form
          aria-label="Add a note"
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-wrap items-end gap-2"
        >
          <label className="flex flex-col text-sm">
            Day
            <input
              type="date"
              required
              min={range.from}
              max={range.to}
              value={shownDay}
              onChange={(event) => setDay(event.target.value)}
              className="rounded border border-field bg-white px-3 py-2"
            />
          </label>
          <label className="flex min-w-0 flex-1 basis-48 flex-col text-sm">
            Note
            <input
              type="text"
              value={text}
              maxLength={INSIGHTS_NOTE_MAX_CHARS}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby="note-help"
              className="rounded border border-field bg-white px-3 py-2"
            />
          </label>
          <button type="submit" className={secondary} disabled={notes.busy}>
            Add note
          </button>
          <p id="note-help" className="basis-full text-xs text-muted">
            Up to {INSIGHTS_NOTE_MAX_CHARS} characters, shown to the whole team with your address,
            and on read-only links without it.
          </p>
          {message && (
            <p role="alert" className="basis-full text-sm text-danger-strong">
              {message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
