/**
 * The generated form's parts for @rjsf/core (docs/decisions/0027-content-editor-library.md):
 * each text field shows the English text above it while translating, is written right to left
 * for Arabic (`dir` from the API), says when that English text changed after the translation was
 * last saved ("out of date"), and lists the server's reasons under it. rjsf's own
 * validation is off ({@link serverValidator}): the server's checks (server/content/checks.ts and
 * the module schemas) are the one source of truth, and Ajv's compiled validators would need
 * `unsafe-eval`, which the admin CSP forbids.
 */
import type { FieldTemplateProps, FormContextType, ValidatorType, WidgetProps } from '@rjsf/utils';
import type { ContentValue } from '../../../common/content-api';

/** What every field may read: the English document and the edited language's direction. */
export interface EditorContext extends FormContextType {
  english: ContentValue;
  dir: 'ltr' | 'rtl';
  language: string;
  /** Dotted paths of the fields whose English changed since the translation was saved. */
  outOfDate: ReadonlySet<string>;
}

/** The English value at a path of the form (numbers are list indexes). */
function englishAt(
  english: ContentValue,
  path: readonly (string | number)[],
): ContentValue | undefined {
  let value: ContentValue | undefined = english;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, ContentValue>)[String(step)];
  }
  return value;
}

/** A label from a key: `heroTitle` → `Hero title`, `items.2` → `Item 3`. */
function labelOf(path: readonly (string | number)[], fallback: string): string {
  const last = path.at(-1);
  if (typeof last === 'number') return `${labelOf(path.slice(0, -1), 'Item')} ${last + 1}`;
  const text = String(last ?? fallback)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Field chrome: label, the English original, the control, the reasons it was refused. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, schema, fieldPathId, registry, hidden } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const context = registry.formContext as EditorContext;
  const path = fieldPathId.path;
  const isText = schema.type === 'string';
  const english = isText ? englishAt(context.english, path) : undefined;
  const errors = rawErrors?.filter(Boolean) ?? [];
  if (!isText) {
    return (
      <fieldset className={path.length === 0 ? '' : 'mt-3 rounded border border-line bg-white p-3'}>
        {path.length > 0 && (
          <legend className="px-1 text-sm font-semibold text-ink-soft">
            {labelOf(path, 'Page')}
          </legend>
        )}
        {children}
        <FieldErrors id={id} errors={errors} />
      </fieldset>
    );
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-ink-raised">
        {labelOf(path, 'Text')}
      </label>
      {context.language !== 'en' && typeof english === 'string' && (
        <p className="mt-1 text-sm text-ink-quiet" lang="en" dir="ltr" id={`${id}__english`}>
          {context.outOfDate.has(path.join('.')) && (
            <strong className="me-2 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-ink">
              Out of date: English changed
            </strong>
          )}
          <span className="font-medium">English: </span>
          {english}
        </p>
      )}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={`${id}__error`} className="mt-1 text-sm text-danger-strong" role="alert">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Field names whose values are identifiers or addresses, never prose (`id`, `headingId`, `href`). */
const CODE_FIELD = /^(id|[a-zA-Z]+Id|href|src|url)$/;
/** Values that are links or paths whatever the field: `/contact`, `#brands`, `https://…`. */
const CODE_VALUE = /^(\/|#|https?:|mailto:|tel:)/;

/**
 * A text input, or a text area for long text; in the edited language's direction, except links,
 * paths and identifiers, which are left to right in every language (in a right-to-left box
 * `/contact` would read `contact/`; Unicode Bidirectional Algorithm, UAX #9).
 */
export function TextWidget(props: WidgetProps) {
  const { id, name, value, onChange, registry, disabled, readonly, rawErrors } = props;
  const context = registry.formContext as EditorContext;
  const text = typeof value === 'string' ? value : '';
  const code = CODE_FIELD.test(name) || CODE_VALUE.test(text);
  const described = [
    context.language !== 'en' ? `${id}__english` : '',
    rawErrors?.length ? `${id}__error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: id,
    dir: code ? 'ltr' : context.dir,
    lang: code ? undefined : context.language,
    disabled: disabled || readonly,
    'aria-describedby': described || undefined,
    'aria-invalid': rawErrors?.length ? true : undefined,
    className:
      'mt-1 block w-full rounded border border-faint bg-white px-2 py-1.5 text-base focus-visible:outline-3 focus-visible:outline-brand-ink',
  };
  return text.length > 70 || text.includes('\n') ? (
    <textarea
      {...common}
      rows={Math.min(8, Math.ceil(text.length / 70) + 1)}
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <input
      {...common}
      type="text"
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A validator that accepts everything (see the module comment): rjsf needs one, and the
 * schemas here have no `oneOf`/`anyOf` for `isValid` to choose between.
 */
export const serverValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
