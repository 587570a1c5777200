import type { ContentConflict, ContentValue } from '../../../common/content-api';
import { primary, secondary } from '../../components/buttons';

/** Every text of a content value by its dotted path (`hero.title`, `items.2.href`). */
export function textsByPath(value: ContentValue, path = ''): Map<string, string> {
  const texts = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [inner, text] of textsByPath(child, path ? `${path}.${key}` : key)) {
        texts.set(inner, text);
      }
    }
  } else {
    texts.set(path || '(root)', value === null ? '' : String(value));
  }
  return texts;
}

/** The fields whose text differs between `theirs` and `mine`, in `theirs`' order, then `mine`'s. */
export function differingFields(
  theirs: ContentValue,
  mine: ContentValue,
): { path: string; theirs: string; mine: string }[] {
  const a = textsByPath(theirs);
  const b = textsByPath(mine);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((path) => a.get(path) !== b.get(path))
    .map((path) => ({ path, theirs: a.get(path) ?? '', mine: b.get(path) ?? '' }));
}

/** `2026-11-29T10:02:00.000Z` → `2026-11-29 10:02 UTC` (the same for every editor). */
const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '');

/**
 * A refused save's two texts side by side (DESIGN §8 "Content editor": edit conflicts are never
 * silent): who saved the page after it was opened and when, then every field whose text differs,
 * theirs beside the editor's own (still in the form, not lost), and the two ways out: keep mine
 * (save the form over the newer revision) or take theirs (the form shows theirs). Side by side
 * from 640 px, one above the other on a phone. A `region` named by its heading, so screen readers
 * can jump to it; the status line above announces it.
 */
export function ConflictPanel({
  conflict,
  mine,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: ContentConflict;
  mine: ContentValue;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const fields = differingFields(conflict.data, mine);
  const who = conflict.savedBy ?? 'Someone';
  return (
    <section
      aria-labelledby="conflict-title"
      className="mt-3 rounded border-2 border-brand bg-white p-4 text-sm"
    >
      <h3 id="conflict-title" className="text-base font-semibold">
        {who} saved this page after you opened it
      </h3>
      <p className="mt-1 text-ink-soft">
        {conflict.savedAt ? `Saved ${when(conflict.savedAt)}` : 'Changed'}
        {conflict.draft ? ' as a draft' : ' and published'}. Your text is still in the form; nothing
        was lost. {fields.length} field{fields.length === 1 ? '' : 's'} differ
        {fields.length === 1 ? 's' : ''}:
      </p>
      <dl className="mt-3 space-y-3">
        {fields.map((field) => (
          <div key={field.path}>
            <dt>
              <code>{field.path}</code>
            </dt>
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              <div className="rounded border border-faint p-2">
                <p className="text-xs font-semibold uppercase text-ink-soft">Theirs</p>
                <p className="whitespace-pre-wrap break-words">{field.theirs}</p>
              </div>
              <div className="rounded border border-faint p-2">
                <p className="text-xs font-semibold uppercase text-ink-soft">Yours</p>
                <p className="whitespace-pre-wrap break-words">{field.mine}</p>
              </div>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primary} onClick={onKeepMine}>
          Keep mine (save over theirs)
        </button>
        <button type="button" className={secondary} onClick={onTakeTheirs}>
          Take theirs
        </button>
      </div>
    </section>
  );
}
