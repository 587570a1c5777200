/**
 * Re-showing the prerendered contact page after a failed form POST without JavaScript
 * (DESIGN §4 "The form without JavaScript"): the visitor's values go back into their fields and
 * the errors are shown above them, in the page's language, so nothing typed is lost and nothing
 * personal travels in a URL. It follows the GOV.UK Design System's error summary and error
 * message patterns (design-system.service.gov.uk/components/error-summary/,
 * /components/error-message/): a summary above the form listing every refused field as a link to
 * it, each field marked `aria-invalid` and described by its own message, "Error: " before the
 * title. The summary carries `autofocus` (with `tabindex="-1"`), so the browser focuses it and
 * scrolls to it on load without any script: a 200 to a POST cannot set a URL fragment.
 *
 * The page is rewritten token by token with parse5's rewriting stream (untouched markup stays
 * byte for byte; every value written is escaped by parse5's serializer). Scripts and module
 * preloads are removed: this answer is a plain HTML form, and hydrating markup React did not
 * render would make React throw it away (with the visitor's values) and render the page anew.
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { RewritingStream } from 'parse5-html-rewriting-stream';
import {
  CONTACT_ERROR_BY_STATUS,
  contactFormSchema,
  type ContactErrorMessages,
  type ContactFieldErrorMessages,
  type ContactFormField,
} from '../../common/contact-schema';
import {
  contactErrors as ar,
  contactFieldErrors as arFields,
} from '../../common/contact-errors/ar';
import {
  contactErrors as de,
  contactFieldErrors as deFields,
} from '../../common/contact-errors/de';
import { contactErrors as en } from '../../common/contact-errors/en';
import {
  contactErrors as es,
  contactFieldErrors as esFields,
} from '../../common/contact-errors/es';
import {
  contactErrors as fr,
  contactFieldErrors as frFields,
} from '../../common/contact-errors/fr';
import { DEFAULT_LOCALE, fill, type Locale } from '../../common/i18n';

/** Each language's sentences: the same the form's script shows (common/contact-errors/). */
const ERRORS_BY_LOCALE: Readonly<Record<Locale, ContactErrorMessages>> = { en, fr, de, es, ar };

/** Each field's sentences by language; English shows the schema's own (see {@link localizedFieldErrors}). */
const FIELD_ERRORS_BY_LOCALE: Readonly<Partial<Record<Locale, ContactFieldErrorMessages>>> = {
  fr: frFields,
  de: deFields,
  es: esFields,
  ar: arFields,
};

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
  /**
   * The schema's refusal of each field, in the page's language ({@link localizedFieldErrors});
   * when any, the summary lists these instead of the status's sentence.
   */
  fieldErrors?: Readonly<Partial<Record<ContactFormField, string>>>;
}

/** The fields a visitor types, in the form's order (spec §5). */
const CONTACT_FORM_FIELDS: readonly ContactFormField[] = ['name', 'email', 'subject', 'message'];

/** id of the error summary (GOV.UK "Error summary"), the page's first focus. */
export const ERROR_SUMMARY_ID = 'error-summary';

/** id of a field's error message, which its `aria-describedby` names: `contact-name-error`. */
export const fieldErrorId = (fieldId: string): string => `${fieldId}-error`;

/**
 * Every field the shared schema refuses (common/contact-schema.ts `contactFormSchema`, the one
 * the API checks the same row with), not only the first: one sentence per field, in `locale`.
 * English shows the schema's own sentence; another language the matching one of its
 * common/contact-errors/ file (required, too long with the limit, unusable characters, not an
 * address), as the form's script does.
 * @param values field name → value as sent (missing fields count as empty)
 * @returns field → sentence; empty when the schema accepts every field
 */
export function localizedFieldErrors(
  locale: Locale,
  values: Readonly<Record<string, string>>,
): Partial<Record<ContactFormField, string>> {
  const parsed = contactFormSchema.safeParse(
    Object.fromEntries(CONTACT_FORM_FIELDS.map((field) => [field, values[field] ?? ''])),
  );
  const errors: Partial<Record<ContactFormField, string>> = {};
  if (parsed.success) return errors;
  const text = FIELD_ERRORS_BY_LOCALE[locale];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactFormField;
    if (errors[field] !== undefined) continue;
    if (!text) {
      errors[field] = issue.message;
    } else if (issue.code === 'too_big') {
      errors[field] = fill(text.tooLong, { label: text.labels[field], max: Number(issue.maximum) });
    } else if (field === 'email') {
      errors[field] = (values.email ?? '').trim() === '' ? text.required.email : text.invalidEmail;
    } else if (issue.code === 'too_small') {
      errors[field] = text.required[field];
    } else {
      errors[field] = fill(text.badText, { label: text.labels[field] });
    }
  }
  return errors;
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

/** Classes of the summary: the site's error colours (app/app.css has no component for it). */
const SUMMARY_CLASS =
  'mt-4 rounded-lg border-2 border-red-700 bg-red-50 px-4 py-3 text-red-800 focus:outline-3 focus:outline-offset-2 focus:outline-red-700';
/** Classes of a field's message: those of the form's script (app/components/sections/contact-form.tsx). */
const FIELD_ERROR_CLASS = 'mt-1 text-sm text-danger';

type StartTag = Parameters<RewritingStream['emitStartTag']>[0];
type Attribute = StartTag['attrs'][number];

/**
 * Writes markup of our own into `rewriter` as tokens, so parse5's serializer escapes every text
 * and attribute value (no HTML is assembled by hand).
 */
function writer(rewriter: RewritingStream) {
  return {
    open(tagName: string, attrs: Readonly<Record<string, string>> = {}) {
      rewriter.emitStartTag({
        tagName,
        attrs: Object.entries(attrs).map(([name, value]): Attribute => ({ name, value })),
        selfClosing: false,
      } as StartTag);
    },
    close(tagName: string) {
      rewriter.emitEndTag({ tagName } as Parameters<RewritingStream['emitEndTag']>[0]);
    },
    text(value: string) {
      rewriter.emitText({ text: value } as Parameters<RewritingStream['emitText']>[0]);
    },
  };
}

/**
 * Writes the summary (GOV.UK "Error summary"): the heading in the page's language, then one link
 * per refused field to its control (`href="#<id>"`), or the status's sentence in
 * `<p id="contact-form-error">` when no field is to blame (413, 429, 503, …). The inner
 * `role="alert"` is GOV.UK's markup; `tabindex="-1"` and `autofocus` make the browser focus the
 * summary, and so scroll to it, when the page loads: the one way to do it without a script.
 */
function writeSummary(
  out: ReturnType<typeof writer>,
  title: string,
  links: readonly (readonly [id: string, message: string])[],
  error: string,
): void {
  out.open('div', {
    id: ERROR_SUMMARY_ID,
    class: SUMMARY_CLASS,
    tabindex: '-1',
    autofocus: '',
    'aria-labelledby': `${ERROR_SUMMARY_ID}-title`,
  });
  out.open('div', { role: 'alert' });
  out.open('h2', { id: `${ERROR_SUMMARY_ID}-title`, class: 'text-base font-semibold' });
  out.text(title);
  out.close('h2');
  if (links.length > 0) {
    out.open('ul', { class: 'mt-2 list-disc space-y-1 ps-5 text-sm' });
    for (const [id, message] of links) {
      out.open('li');
      out.open('a', { href: `#${id}`, class: 'font-medium underline' });
      out.text(message);
      out.close('a');
      out.close('li');
    }
    out.close('ul');
  } else {
    out.open('p', { id: FORM_ERROR_ID, class: 'mt-2 text-sm' });
    out.text(error);
    out.close('p');
  }
  out.close('div');
  out.close('div');
}

/**
 * Writes a field's message (GOV.UK "Error message"): `<p id="<id>-error">`, its visually hidden
 * "Error: " in the page's language first, as GOV.UK does for screen-reader users.
 */
function writeFieldError(
  out: ReturnType<typeof writer>,
  fieldId: string,
  prefix: string,
  message: string,
): void {
  out.open('p', { id: fieldErrorId(fieldId), class: FIELD_ERROR_CLASS });
  out.open('span', { class: 'sr-only' });
  out.text(prefix);
  out.close('span');
  out.text(message);
  out.close('p');
}

/**
 * The ids of the page's form controls by name (`contact-name` for `name`), the summary's link
 * targets: read before the rewrite, since the summary comes before the fields.
 */
async function controlIds(html: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const scanner = new RewritingStream();
  scanner.on('startTag', (tag) => {
    if (tag.tagName !== 'input' && tag.tagName !== 'textarea') return;
    const name = tag.attrs.find((attr) => attr.name === 'name')?.value;
    const id = tag.attrs.find((attr) => attr.name === 'id')?.value;
    if (name !== undefined && id && !ids.has(name)) ids.set(name, id);
  });
  await text(Readable.from([html]).pipe(scanner));
  return ids;
}

/**
 * Rewrites a prerendered page holding one `<form>`: fills `input[name]` and `textarea[name]`
 * found in `state.values` (other inputs, like the honeypot, stay empty); inserts the error
 * summary (`#error-summary`, focused on load) right before the form; marks each field of
 * `state.fieldErrors` with `aria-invalid="true"`, `aria-describedby="<id>-error"` and its message
 * after it; prefixes the title with "Error: " in the page's language; and drops every `<script>`
 * and `<link rel="modulepreload">`. Without field errors, the summary holds the sentence of
 * {@link localizedError}.
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
  const messages = ERRORS_BY_LOCALE[state.locale];
  const fieldErrors = state.fieldErrors ?? {};
  const ids = await controlIds(html);
  /** The id of a refused field's control, and its message; undefined for a field not refused. */
  const refused = (name: string | undefined): [id: string, message: string] | undefined => {
    if (name === undefined || !Object.hasOwn(fieldErrors, name)) return undefined;
    const message = fieldErrors[name as ContactFormField];
    return message === undefined ? undefined : [ids.get(name) ?? `contact-${name}`, message];
  };
  const links = CONTACT_FORM_FIELDS.map(refused).filter((link) => link !== undefined);
  const rewriter = new RewritingStream();
  const out = writer(rewriter);
  // Inside a <script> or a refilled <textarea>, the original tokens are dropped.
  let skipping: 'script' | 'textarea' | null = null;
  // A refused textarea's message goes after its end tag.
  let afterTextarea: [id: string, message: string] | undefined;

  rewriter.on('startTag', (tag) => {
    if (skipping === 'script') return;
    const attribute = (name: string) => tag.attrs.find((attr) => attr.name === name)?.value;
    if (tag.tagName === 'script') {
      skipping = 'script';
      return;
    }
    if (tag.tagName === 'link' && attribute('rel') === 'modulepreload') return;
    if (tag.tagName === 'form') writeSummary(out, messages.summaryTitle, links, error);
    const name = attribute('name');
    const field = tag.tagName === 'input' || tag.tagName === 'textarea' ? refused(name) : undefined;
    if (field) {
      const id = field[0];
      const described = [attribute('aria-describedby'), fieldErrorId(id)].filter(Boolean);
      tag.attrs = tag.attrs.filter(
        (attr) => attr.name !== 'aria-invalid' && attr.name !== 'aria-describedby',
      );
      if (attribute('id') === undefined) tag.attrs.push({ name: 'id', value: id });
      tag.attrs.push(
        { name: 'aria-invalid', value: 'true' },
        { name: 'aria-describedby', value: described.join(' ') },
      );
    }
    if (tag.tagName === 'input' && name !== undefined && Object.hasOwn(state.values, name)) {
      tag.attrs = tag.attrs.filter((attr) => attr.name !== 'value');
      tag.attrs.push({ name: 'value', value: state.values[name] ?? '' });
    }
    rewriter.emitStartTag(tag);
    if (tag.tagName === 'input' && field) writeFieldError(out, field[0], titlePrefix, field[1]);
    if (tag.tagName === 'textarea' && name !== undefined && Object.hasOwn(state.values, name)) {
      // A newline right after <textarea> is dropped by parsers: keep a value's leading one.
      rewriter.emitRaw('\n');
      out.text(state.values[name] ?? '');
      skipping = 'textarea';
    }
    if (tag.tagName === 'textarea') afterTextarea = field;
    else if (tag.tagName === 'title') out.text(titlePrefix);
  });
  rewriter.on('endTag', (tag) => {
    if (skipping === 'script') {
      if (tag.tagName === 'script') skipping = null;
      return;
    }
    if (skipping === 'textarea' && tag.tagName === 'textarea') skipping = null;
    rewriter.emitEndTag(tag);
    if (tag.tagName === 'textarea' && afterTextarea) {
      writeFieldError(out, afterTextarea[0], titlePrefix, afterTextarea[1]);
      afterTextarea = undefined;
    }
  });
  rewriter.on('text', (_token, raw) => {
    if (skipping === null) rewriter.emitRaw(raw);
  });
  return text(Readable.from([html]).pipe(rewriter));
}
