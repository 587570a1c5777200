import { useState, type FormEvent } from 'react';
import {
  INSIGHTS_NOTE_MAX_CHARS,
  type InsightsAnnotation,
  type InsightsNoteInput,
  type InsightsRange,
} from '../../../common/insights-api';
import { danger, secondary } from '../../components/buttons';
import { formatAnnotation, formatShortDay } from '../utils/format';

/**
 * The daily chart's annotations in words, oldest first ("29 Nov: editor@example.com published
 * faq (ar), home (fr)"; a note "… noted “…”" with its Delete button), and the form that adds a
 * note to a day of the period. Publishes come from the content history and cannot be removed
 * here. `onAdd` and `onDelete` resolve true once done (the page then reads the period again).
 */
export function Annotations({
  annotations,
  range,
  busy,
  error,
  onAdd,
  onDelete,
}: {
  annotations: InsightsAnnotation[];
  /** The period shown: the form's day is one of its days (default its last). */
  range: InsightsRange;
  busy: boolean;
  /** The last call's failure, '' when none. */
  error: string;
  onAdd: (note: InsightsNoteInput) => Promise<boolean>;
  onDelete: (id: number) => Promise<boolean>;
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
    if (await onAdd({ day: shownDay, text: text.trim() })) setText('');
  };

  const message = problem || error;
  return (
    <div className="mt-4">
      <h3 className="mb-2 font-semibold">Annotations</h3>
      {annotations.length === 0 ? (
        <p className="text-sm text-muted">No publishes or notes in this period.</p>
      ) : (
        <ul className="mb-3 space-y-1 text-sm">
          {annotations.map((annotation) => (
            <li
              key={`${annotation.kind}-${annotation.id}`}
              className="flex flex-wrap items-center gap-x-2 gap-y-1"
            >
              <span className="min-w-0 break-words">{formatAnnotation(annotation)}</span>
              {annotation.kind === 'note' && (
                <button
                  type="button"
                  className={`${danger} min-h-8 px-2 py-1 text-xs`}
                  disabled={busy}
                  aria-label={`Delete the note of ${formatShortDay(annotation.day)}: ${annotation.text}`}
                  onClick={() => void onDelete(annotation.id)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
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
        <button type="submit" className={secondary} disabled={busy}>
          Add note
        </button>
        <p id="note-help" className="basis-full text-xs text-muted">
          Up to {INSIGHTS_NOTE_MAX_CHARS} characters, shown to the whole team with your address.
        </p>
        {message && (
          <p role="alert" className="basis-full text-sm text-danger-strong">
            {message}
          </p>
        )}
      </form>
    </div>
  );
}
