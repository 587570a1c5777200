/**
 * Re-showing the prerendered contact page after a failed form POST without JavaScript
 * (DESIGN §4 "The form without JavaScript"): the visitor's values go back into their fields and
 * the error is shown above them, in the page's language, so nothing typed is lost and nothing
 * personal travels in a URL.
 *
 * The page is rewritten token by token with parse5's rewriting stream (untouched markup stays
 * byte for byte; every value written is escaped by parse5's serializer). Scripts and module
 * preloads are removed: this answer is a plain HTML form, and hydrating markup React did not
 * render would make React throw it away (with the visitor's values) and render the page anew.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import { CONTACT_ERROR_BY_STATUS, type ContactErrorMessages } from '../../common/contact-schema';
import { contactErrors as ar } from '../../common/contact-errors/ar';
import { contactErrors as de } from '../../common/contact-errors/de';
import { contactErrors as en } from '../../common/contact-errors/en';
import { contactErrors as es } from '../../common/contact-errors/es';
import { contactErrors as fr } from '../../common/contact-errors/fr';
import { DEFAULT_LOCALE, type Locale } from '../../common/i18n';

/** Each language's sentences: the same the form's script shows (common/contact-errors/). */
const ERRORS_BY_LOCALE: Readonly<Record<Locale, ContactErrorMessages>> = { en, fr, de, es, ar };

/** What the re-shown page carries. */
export interface FormPageState {
  /** The page's language (its path's prefix). */
  locale: Locale;
  /** Field name → value as the visitor sent it (the form's `name` attributes). */
  values: Readonly<Record<string, string>>;
  /** The HTTP status answered; picks the sentence (see {@link localizedError}). */
  status: number;
  /** The sentence shown when the language has none for `status` (e.g. the API's own). */
  fallback: string;
  /** A finer case of `status` with a sentence of its own (e.g. {@link TOO_LARGE_CUT}). */
  reason?: string;
}

/** Reason of a 413 whose re-shown page lacks fields that did not fit the body limit. */
export const TOO_LARGE_CUT = 'cut';

/** id of the error paragraph, for tests and a skip link. */
export const FORM_ERROR_ID = 'contact-form-error';

/**
 * The sentence and title prefix (GOV.UK error-message pattern: the title says there is an error,
 * for screen-reader users first) for a re-shown page, in `locale`: the language's sentence for
 * `status` (for a 413 with reason {@link TOO_LARGE_CUT}, the one saying emptied fields were not
 * kept; for a 415 or 5xx, its generic one), else `fallback`. An English 400 keeps `fallback`,
 * the shared validation's own sentence (common/contact-schema.ts), which names the field: without
 * scripts the server is the only validation. Other languages have no per-field sentences on the
 * server and say which kind of problem it was.
 */
export function localizedError(
  locale: Locale,
  status: number,
  fallback: string,
  reason?: string,
): { error: string; titlePrefix: string } {
  const errors = ERRORS_BY_LOCALE[locale];
  const key = CONTACT_ERROR_BY_STATUS[status];
  const own =
    status === 413 && reason === TOO_LARGE_CUT
      ? errors.tooLargeCut
      : status === 400 && locale === DEFAULT_LOCALE
        ? undefined
        : key
          ? errors[key]
          : status === 415 || status >= 500
            ? errors.network
            : undefined;
  return { error: own ?? fallback, titlePrefix: errors.titlePrefix };
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
    state.locale,
    state.status,
    state.fallback,
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
