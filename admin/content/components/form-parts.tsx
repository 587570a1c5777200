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
import { useEffect, useRef, useState } from 'react';
import type { ContentValue } from '../../../common/content-api';
import { fieldLabel } from '../labels';

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

/**
 * Field chrome: the label the form shows (labels.ts `fieldLabel`: "Question 2", "Answer"), the
 * English original while translating, the control, and its reasons once. A field that cannot be
 * changed (the `fixed` widget, uiSchema `ui:readonly`) says why instead of repeating English.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors, schema, fieldPathId, registry, hidden, readonly } = props;
  if (hidden) return <div className="hidden">{children}</div>;
  const context = registry.formContext as EditorContext;
  const path = fieldPathId.path;
  const isGroup = schema.type === 'object' || schema.type === 'array';
  const english = isGroup ? undefined : englishAt(context.english, path);
  const errors = [...new Set(rawErrors?.filter(Boolean) ?? [])];
  if (isGroup) {
    return (
      <fieldset className={path.length === 0 ? '' : 'mt-3 rounded border border-line bg-white p-3'}>
        {path.length > 0 && (
          <legend className="px-1 text-sm font-semibold text-ink-soft">{fieldLabel(path)}</legend>
        )}
        {children}
        <FieldErrors id={id} errors={errors} />
      </fieldset>
    );
  }
  return (
    <div className="mt-3">
      <label htmlFor={id} className="block text-sm font-medium text-ink-raised">
        {fieldLabel(path, 'Text')}
      </label>
      {readonly ? (
        <p className="mt-1 text-sm text-ink-quiet" lang="en" dir="ltr" id={`${id}__fixed`}>
          {context.language === 'en'
            ? 'Set by the site (an identifier, a path or a size): it cannot be changed here.'
            : 'Kept as in English (the site uses it as it is): it cannot be changed here.'}
        </p>
      ) : (
        context.language !== 'en' &&
        typeof english === 'string' && (
          <p className="mt-1 text-sm text-ink-quiet" lang="en" dir="ltr" id={`${id}__english`}>
            {context.outOfDate.has(path.join('.')) && (
              <strong className="me-2 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-ink">
                Out of date: English changed
              </strong>
            )}
            <span className="font-medium">English: </span>
            {english}
          </p>
        )
      )}
      {children}
      <FieldErrors id={id} errors={errors} />
    </div>
  );
}

/**
 * A field's reasons, each once. They are English sentences inside a form that may be right to
 * left: `dir="auto"` gives each its own direction (an English sentence ends with its full stop on
 * the right even in the Arabic form; UAX #9), `lang="en"` its pronunciation.
 */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul id={`${id}__error`} className="mt-1 text-sm text-danger-strong" role="alert">
      {[...new Set(errors)].map((error) => (
        <li key={error} dir="auto" lang="en">
          {error}
        </li>
      ))}
    </ul>
  );
}

/** Field names whose values are identifiers or addresses, never prose (`id`, `headingId`, `href`). */
const CODE_FIELD = /^(id|[a-zA-Z]+Id|href|src|url)$/;
/** Values that are links or paths whatever the field: `/contact`, `#brands`, `https://…`. */
const CODE_VALUE = /^(\/|#|https?:|mailto:|tel:)/;

/** Texts longer than this (or with a line break) get a text area and a character counter. */
const SHORT_TEXT_CHARS = 70;

/** The share of a text's limit from which the counter warns (and announces it once). */
export const COUNTER_WARNING_SHARE = 0.9;

/** Where a text stands against its limit. */
type CounterLevel = 'fine' | 'near' | 'over';

/** Where `used` characters stand against `limit`: near from {@link COUNTER_WARNING_SHARE}. */
export function counterLevel(used: number, limit: number): CounterLevel {
  if (used > limit) return 'over';
  return used >= limit * COUNTER_WARNING_SHARE ? 'near' : 'fine';
}

/**
 * A text area's character count against its limit ("1,234 / 10,000 characters"), in the warning
 * colour from 90 % and in the danger colour past the limit (the save refuses it). Screen readers
 * hear it when the field is focused (the field's `aria-describedby`) and, in a polite live
 * region, only when the text crosses into or out of the warning or the excess, not on every key.
 */
export function CharacterCounter({ id, used, limit }: { id: string; used: number; limit: number }) {
  const level = counterLevel(used, limit);
  const [announced, setAnnounced] = useState('');
  const previous = useRef(level);
  useEffect(() => {
    if (previous.current === level) return;
    previous.current = level;
    setAnnounced(
      level === 'over'
        ? `Over the limit of ${limit.toLocaleString('en')} characters: shorten this text.`
        : level === 'near'
          ? `Near the limit: ${used.toLocaleString('en')} of ${limit.toLocaleString('en')} characters used.`
          : '',
    );
  }, [level, limit, used]);
  const colour =
    level === 'over'
      ? 'font-semibold text-danger-strong'
      : level === 'near'
        ? 'font-semibold text-vital-fair-ink'
        : 'text-ink-quiet';
  return (
    <>
      <p id={`${id}__count`} className={`mt-1 text-end text-xs ${colour}`} dir="ltr" lang="en">
        {used.toLocaleString('en')} / {limit.toLocaleString('en')} characters
        {level === 'near' ? ' — near the limit' : level === 'over' ? ' — over the limit' : ''}
      </p>
      <span className="sr-only" aria-live="polite" lang="en" data-testid={`${id}__announce`}>
        {announced}
      </span>
    </>
  );
}

/**
 * A text input, or a text area with a character counter for long text (decided once, from the
 * text and its English, so the box never changes under the typing caret); in the edited
 * language's direction, except links, paths and identifiers, which are left to right in every
 * language (in a right-to-left box `/contact` would read `contact/`; Unicode Bidirectional
 * Algorithm, UAX #9).
 */
export function TextWidget(props: WidgetProps) {
  const { id, name, value, onChange, registry, disabled, readonly, rawErrors, schema } = props;
  const context = registry.formContext as EditorContext;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const [long] = useState(() => {
    const english = englishAtId(context, id);
    return [text, english].some(
      (candidate) => candidate.length > SHORT_TEXT_CHARS || candidate.includes('\n'),
    );
  });
  const limit = typeof schema?.maxLength === 'number' ? schema.maxLength : undefined;
  const code = CODE_FIELD.test(name) || CODE_VALUE.test(text);
  const described = [
    context.language !== 'en' ? `${id}__english` : '',
    long && limit ? `${id}__count` : '',
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
    className: FIELD_BOX,
  };
  return long ? (
    <>
      <textarea
        {...common}
        rows={Math.min(8, Math.ceil(text.length / SHORT_TEXT_CHARS) + 1)}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit !== undefined && <CharacterCounter id={id} used={text.length} limit={limit} />}
    </>
  ) : (
    <input
      {...common}
      type="text"
      value={text}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The look of every field's box. */
const FIELD_BOX =
  'mt-1 block w-full rounded border border-faint bg-white px-2 py-1.5 text-base focus-visible:outline-3 focus-visible:outline-brand-ink';

/**
 * A value an editor cannot change (uiSchema `ui:widget: 'fixed'`, admin/content/fixed-fields.ts):
 * shown as it is saved, numbers with their value (an image's 640 and 480), yes or no for a
 * switch, left to right (ids, paths and sizes), in a read-only box that can still be focused,
 * read and copied. The form never changes it, so the save sends it as the server listed it.
 */
export function FixedWidget(props: WidgetProps) {
  const { id, value, rawErrors } = props;
  const shown =
    typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value == null ? '' : String(value);
  const described = [`${id}__fixed`, rawErrors?.length ? `${id}__error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <input
      id={id}
      name={id}
      type="text"
      readOnly
      dir="ltr"
      value={shown}
      aria-describedby={described}
      className={`${FIELD_BOX} cursor-default border-dashed bg-subtle text-ink-soft`}
    />
  );
}

/** The English text of the field whose rjsf id is `id` (`root_faqItems_0_answer`), or ''. */
function englishAtId(context: EditorContext, id: string): string {
  let value: ContentValue | undefined = context.english;
  for (const step of id.replace(/^root_?/, '').split('_')) {
    if (step === '' || value === null || typeof value !== 'object') break;
    value = (value as Record<string, ContentValue>)[step];
  }
  return typeof value === 'string' ? value : '';
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
