/**
 * Re-showing the prerendered contact page after a failed form POST without JavaScript (issue 16):
 * the visitor's values go back into their fields and the error is shown above them, so nothing
 * typed is lost and nothing personal travels in a URL.
 *
 * The page is rewritten token by token with parse5's rewriting stream (untouched markup stays
 * byte for byte; every value written is escaped by parse5's serializer). Scripts and module
 * preloads are removed: this answer is a plain HTML form, and hydrating markup React did not
 * render would make React throw it away (with the visitor's values) and render the page anew.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { decodeHtmlText } from '../../common/html-text';

/** What the re-shown page carries. */
export interface FormPageState {
  /** Field name → value as the visitor sent it (the form's `name` attributes). */
  values: Readonly<Record<string, string>>;
  /**
   * The HTTP status answered: the form's own `data-error-<status>` sentence (in the page's
   * language, app/hooks/use-contact-form.ts `noScriptErrorAttributes`) is shown when it has one.
   */
  status: number;
  /** The sentence shown when the form has none for `status` (the API's human message). */
  error: string;
  /**
   * A finer case of `status` with a sentence of its own, `data-error-<status>-<reason>`
   * (e.g. {@link TOO_LARGE_CUT}); when the form has none, its `status` sentence is shown.
   */
  reason?: string;
}

/**
 * Reason of a 413 whose re-shown page lacks fields that did not fit the body limit: the form's
 * `data-error-413-cut` says they were not kept.
 */
export const TOO_LARGE_CUT = 'cut';

/** id of the error paragraph, for tests and a skip link. */
export const FORM_ERROR_ID = 'contact-form-error';

/**
 * GOV.UK error-message pattern: the title says there is an error, for screen-reader users
 * first. The form's `data-error-prefix` gives it in the page's language; this is the fallback.
 */
const TITLE_PREFIX = 'Error: ';

/** Statuses without a sentence of their own that the form's generic one explains (415, 5xx). */
const GENERIC_STATUSES = (status: number) => status === 415 || status >= 500;

/**
 * The `data-error-*` attributes of the page's `<form>` start tag. Read before rewriting because
 * the title, which needs the prefix, comes first in the document.
 */
export function formErrorAttributes(html: string): Map<string, string> {
  const tag = /<form\b[^>]*>/i.exec(html)?.[0] ?? '';
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/\s(data-error-[a-z0-9-]+)="([^"]*)"/g))
    attributes.set(match[1]!, decodeHtmlText(match[2]!));
  return attributes;
}

/**
 * The sentence and title prefix for a re-shown page, in the page's language where it has them:
 * the form's sentence for `status` and `reason`, else for `status`, else `fallback`.
 */
export function localizedError(
  attributes: ReadonlyMap<string, string>,
  status: number,
  fallback: string,
  reason?: string,
): { error: string; titlePrefix: string } {
  const own =
    (reason === undefined ? undefined : attributes.get(`data-error-${status}-${reason}`)) ??
    attributes.get(`data-error-${status}`) ??
    (GENERIC_STATUSES(status) ? attributes.get('data-error-generic') : undefined);
  return {
    error: own ?? fallback,
    titlePrefix: attributes.get('data-error-prefix') ?? TITLE_PREFIX,
  };
}

/** Class of the error paragraph: the site's error colours (app/app.css has no class for it). */
const ERROR_CLASS = 'rounded-lg border border-red-700 bg-red-50 px-4 py-3 text-sm text-red-800';

/**
 * Rewrites a prerendered page holding one `<form>`: fills `input[name]` and `textarea[name]`
 * found in `state.values` (other inputs, like the honeypot, stay empty), inserts
 * `<p role="alert" id="contact-form-error">` as the form's first child (see {@link localizedError}
 * for its sentence), prefixes the title with "Error: " in the page's language, and drops every
 * `<script>` and `<link rel="modulepreload">`.
 * @param html the prerendered page (UTF-8 text)
 * @returns the rewritten page
 */
export async function renderFormPage(html: string, state: FormPageState): Promise<string> {
  const { error, titlePrefix } = localizedError(
    formErrorAttributes(html),
    state.status,
    state.error,
    state.reason,
  );
  const rewriter = new RewritingStream();
  // Inside a <script> or a refilled <textarea>, the original tokens are dropped.
  let skipping: 'script' | 'textarea' | null = null;
  const emitEscaped = (value: string) =>
    rewriter.emitText({ text: value } as Parameters<RewritingStream['emitText']>[0]);

  rewriter.on('startTag', (tag) => {
    if (skipping === 'script') return;
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    if (tag.tagName === 'script') {
      skipping = 'script';
      return;
    }
    if (tag.tagName === 'link' && attribute('rel') === 'modulepreload') return;
    const name = attribute('name');
    if (tag.tagName === 'input' && name !== undefined && Object.hasOwn(state.values, name)) {
      tag.attrs = tag.attrs.filter((attr) => attr.name !== 'value');
      tag.attrs.push({ name: 'value', value: state.values[name] ?? '' });
      rewriter.emitStartTag(tag);
      return;
    }
    rewriter.emitStartTag(tag);
    if (tag.tagName === 'textarea' && name !== undefined && Object.hasOwn(state.values, name)) {
      // A newline right after <textarea> is dropped by parsers: keep a value's leading one.
      rewriter.emitRaw('\n');
      emitEscaped(state.values[name] ?? '');
      skipping = 'textarea';
    } else if (tag.tagName === 'title') {
      emitEscaped(titlePrefix);
    } else if (tag.tagName === 'form') {
      rewriter.emitRaw(`<p role="alert" id="${FORM_ERROR_ID}" class="${ERROR_CLASS}">`);
      emitEscaped(error);
      rewriter.emitRaw('</p>');
    }
  });
  rewriter.on('endTag', (tag) => {
    if (skipping === 'script') {
      if (tag.tagName === 'script') skipping = null;
      return;
    }
    if (skipping === 'textarea' && tag.tagName === 'textarea') skipping = null;
    rewriter.emitEndTag(tag);
  });
  rewriter.on('text', (_token, raw) => {
    if (skipping === null) rewriter.emitRaw(raw);
  });
  return text(Readable.from([html]).pipe(rewriter));
}
