import type { ContentIndexResponse } from '../../../common/content-api';
import { danger, primary, secondary } from '../../components/buttons';
import type { ContentChoice } from '../hooks/use-content-catalogue';
import type { ContentDraft } from '../hooks/use-content-draft';
import type { Preview } from '../hooks/use-preview';
import { pageLabel } from '../labels';
import { LANGUAGE_NAMES } from '../languages';

/** The select boxes' look: 40 px tall (WCAG 2.5.8), on white, never wider than the screen. */
const select = 'mt-1 block min-h-10 w-full max-w-full rounded border border-faint bg-white px-2';

/** A labelled select box of the toolbar (the page or the language). */
function Picker({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="min-w-0 max-w-full text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The row above the form: the Page picker (each page by the name and path a visitor knows,
 * labels.ts `pageLabel`, in alphabetical order; the value stays the module's name) and the
 * Language picker (a page with a draft is marked
 * "• draft"; a page's count of fields out of date in the chosen language, and each language's
 * count for the chosen page, are shown beside their names), Save draft, Preview (a link to the saved draft in a new tab) and, when the page has
 * a draft, Discard draft; below it, whether the form shows the draft or the published text and
 * whether it has unsaved changes.
 */
export function EditorToolbar({
  index,
  choice,
  onChoose,
  draft,
  preview,
}: {
  index: ContentIndexResponse | null;
  choice: ContentChoice;
  onChoose: (change: Partial<ContentChoice>) => void;
  draft: ContentDraft;
  preview: Preview;
}) {
  const chosen = index?.modules.find((module) => module.name === choice.module);
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <Picker
          id="content-module"
          label="Page"
          value={choice.module}
          onChange={(module) => onChoose({ module })}
          options={(index?.modules ?? [])
            .map((module) => {
              const stale = module.outOfDate?.[choice.language] ?? 0;
              return {
                value: module.name,
                name: pageLabel(module.name),
                label: `${pageLabel(module.name)}${module.drafts.length ? ' • draft' : ''}${stale ? ` • ${stale} out of date` : ''}`,
              };
            })
            .sort((a, b) => a.name.localeCompare(b.name, 'en'))}
        />
        <Picker
          id="content-language"
          label="Language"
          value={choice.language}
          onChange={(language) => onChoose({ language })}
          options={(index?.languages ?? []).map((language) => {
            const stale = chosen?.outOfDate?.[language.code] ?? 0;
            const name = LANGUAGE_NAMES[language.code] ?? language.code;
            return {
              value: language.code,
              label: stale ? `${name} (${stale} out of date)` : name,
            };
          })}
        />
        <button
          type="button"
          className={primary}
          onClick={() => void draft.save()}
          disabled={!draft.doc}
        >
          Save draft
        </button>
        <a
          className={secondary}
          href={preview.href}
          target="_blank"
          rel="noopener"
          onClick={(event) => void preview.open(event)}
        >
          Preview
        </a>
        {draft.doc?.draft && (
          <button type="button" className={danger} onClick={() => void draft.discard()}>
            Discard draft
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-ink-soft">
        {draft.doc?.draft ? 'Showing your unpublished draft.' : 'Showing the published text.'}
        {draft.doc?.outOfDate?.length
          ? ` ${draft.doc.outOfDate.length} field${draft.doc.outOfDate.length === 1 ? '' : 's'} out of date: English changed since this translation was saved; saving it clears the mark.`
          : ''}
        {draft.dirty ? ' You have unsaved changes.' : ''}
      </p>
    </>
  );
}
