import type { ContentIndexResponse } from '../../../common/content-api';
import { danger, primary, secondary } from '../../components/buttons';
import type { ContentChoice } from '../hooks/use-content-catalogue';
import type { ContentDraft } from '../hooks/use-content-draft';
import type { Preview } from '../hooks/use-preview';

/** Language names in English, for the picker. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  ar: 'Arabic',
};

/** The select boxes' look: 40 px tall (WCAG 2.5.8), on white. */
const select = 'mt-1 block min-h-10 rounded border border-slate-400 bg-white px-2';

/**
 * The row above the form: the Page and Language pickers (a page with a draft is marked
 * "• draft"), Save draft, Preview (a link to the saved draft in a new tab) and, when the page has
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
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className="text-sm font-medium">
          <label htmlFor="content-module">Page</label>
          <select
            id="content-module"
            className={select}
            value={choice.module}
            onChange={(event) => onChoose({ module: event.target.value })}
          >
            {index?.modules.map((module) => (
              <option key={module.name} value={module.name}>
                {module.name}
                {module.drafts.length ? ' • draft' : ''}
              </option>
            ))}
          </select>
        </div>
        <div className="text-sm font-medium">
          <label htmlFor="content-language">Language</label>
          <select
            id="content-language"
            className={select}
            value={choice.language}
            onChange={(event) => onChoose({ language: event.target.value })}
          >
            {index?.languages.map((language) => (
              <option key={language.code} value={language.code}>
                {LANGUAGE_NAMES[language.code] ?? language.code}
              </option>
            ))}
          </select>
        </div>
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
      <p className="mt-2 text-sm text-slate-700">
        {draft.doc?.draft ? 'Showing your unpublished draft.' : 'Showing the published text.'}
        {draft.dirty ? ' You have unsaved changes.' : ''}
      </p>
    </>
  );
}
