import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { CONTACT_HONEYPOT_FIELD, CONTACT_SENT_ANCHOR } from '@common/contact-wire';
import type { ContactRow } from '@common/contact-schema';
import { paths } from '~/config/paths';
import type { InsertResult } from '~/lib/contact-client';
import { type ContactFormText, useContactForm } from '~/hooks/use-contact-form';
import { useLocale } from '~/hooks/use-shell';
import { localizePath } from '@common/i18n';
import { CONTACT_FIELDS, type ContactField } from '@common/contact-fields';
import { SectionHeading } from './section-heading';

// Radix Toast is only needed after a submit: loaded on first use, off the first load (DESIGN §6).
const Snackbar = lazy(() =>
  import('~/components/ui/snackbar').then((m) => ({ default: m.Snackbar })),
);

/** Copy the form needs: the contact module's `form` (app/content/modules/contact/). */
export interface ContactFormCopy extends ContactFormText {
  heading: string;
  submit: string;
  submitting: string;
  requiredNote: string;
  /** The honeypot's label (hidden from people). */
  honeypot: string;
}

/**
 * A post without JavaScript the server refused (app/routes/contact.tsx `action`): the form is
 * shown again with these values and, above it, an error summary.
 */
export interface ContactFormRefusal {
  /** Each field's value as the visitor sent it. */
  values: Record<ContactField, string>;
  /** Each refused field's sentence in the page's language; empty when no field is to blame. */
  fieldErrors: Partial<Record<ContactField, string>>;
  /** The summary's sentence when no field is to blame (413, 429, 503, …). */
  error: string;
}

/** id of the error summary (GOV.UK Design System "Error summary"), the page's first focus. */
export const ERROR_SUMMARY_ID = 'error-summary';

/** id of the summary's sentence when no field is to blame. */
export const FORM_ERROR_ID = 'contact-form-error';

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  copy: ContactFormCopy;
  /** Inserts the row; see insertContactMessage. Injected so tests need no network. */
  send: (row: ContactRow, options?: { honeypot?: string }) => Promise<InsertResult>;
  /**
   * Where the form posts when scripts are off (server/contact/form-route.ts, then the route's
   * action, answers `303` to `?sent=1#message-sent`); default the contact page itself.
   */
  action?: string;
  /** The server's refusal of a post without JavaScript, when this page answers one. */
  refusal?: ContactFormRefusal;
}

/**
 * The contact form (spec §2, §4, §5, §8): one control per field of common/contact-fields.ts, in
 * its order (Name, Email (type email), Subject, Message (4 rows), all required): `id`
 * `contact-<name>`, its `autocomplete` token, `required` and a `*` after the label when required,
 * a textarea of `rows` lines for a `textarea`, else an input of type `email`, `tel` or `text`.
 * Validation is ours (noValidate) so the spec's messages are the ones shown;
 * errors are tied to their fields with aria-describedby. Results show in a snackbar.
 * Without scripts it is a plain HTML form posting to `action`; no value goes in a URL. After a
 * refused post (`refusal`) it shows the values again with the GOV.UK Design System's error
 * summary and error messages (design-system.service.gov.uk/components/error-summary/,
 * /components/error-message/): the summary above the form lists every refused field as a link to
 * it (or says the one sentence), and is focused on load by `autofocus` (a 200 to a POST cannot set
 * a URL fragment, and no script is needed); each field is marked and its message starts with a
 * visually hidden "Error: ". The summary goes once the visitor sends again with scripts.
 */
export function ContactForm({ copy, send, action, refusal }: ContactFormProps) {
  // Without scripts the form posts to the contact page of its own language.
  const locale = useLocale();
  const target = action ?? localizePath(paths.contact, locale);
  const { state, change, submit, dismiss } = useContactForm(send, copy, refusal);
  const [summaryShown, setSummaryShown] = useState(refusal !== undefined);
  const submitting = state.status === 'submitting';
  const submitButton = useRef<HTMLButtonElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSummaryShown(false);
    const trap = event.currentTarget.elements.namedItem(CONTACT_HONEYPOT_FIELD);
    void submit(trap instanceof HTMLInputElement ? trap.value : '');
  };

  return (
    <div id="contact-form" className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
      <SectionHeading title={copy.heading} size="title" align="start" />
      <p className="mt-1 text-sm text-muted">{copy.requiredNote}</p>
      {/* Without scripts the POST lands on `#message-sent`; CSS :target shows this. */}
      <p
        id={CONTACT_SENT_ANCHOR}
        role="status"
        className="mt-4 hidden rounded-lg border border-success bg-success-soft px-4 py-3 text-sm text-success-ink target:block"
      >
        {copy.success}
      </p>
      {refusal && summaryShown ? (
        <ErrorSummary
          title={copy.errors.summaryTitle}
          fieldErrors={state.fieldErrors}
          error={refusal.error}
        />
      ) : null}
      <form
        method="post"
        action={target}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 space-y-5"
        aria-busy={submitting}
      >
        {CONTACT_FIELDS.map((spec) => {
          const field = spec.name;
          const error = state.fieldErrors[field];
          const id = `contact-${field}`;
          const common = {
            id,
            name: field,
            required: spec.required,
            value: state.values[field],
            autoComplete: spec.autocomplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className:
              'mt-1 block w-full rounded-lg border border-line-strong px-3 py-2.5 text-base aria-[invalid=true]:border-danger',
            onChange: (e: { target: { value: string } }) => change(field, e.target.value),
          };
          return (
            <div key={field}>
              <label htmlFor={id} className="text-sm font-medium">
                {copy.labels[field]}
                {spec.required ? (
                  <span aria-hidden="true" className="text-danger">
                    {' '}
                    *
                  </span>
                ) : null}
              </label>
              {spec.kind === 'textarea' ? (
                <textarea {...common} rows={spec.rows} />
              ) : (
                <input {...common} type={spec.kind === 'text' ? 'text' : spec.kind} />
              )}
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-danger">
                  {summaryShown ? <span className="sr-only">{copy.errors.titlePrefix}</span> : null}
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        {/* Honeypot (docs/privacy.md "Spam protection"): never seen, reached or read out; bots fill it. */}
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">{copy.honeypot}</label>
          <input
            id="contact-website"
            type="text"
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          ref={submitButton}
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-brand-ink px-6 font-semibold text-white hover:bg-brand-ink-hover disabled:cursor-not-allowed disabled:opacity-70 md:w-auto"
        >
          {submitting ? copy.submitting : copy.submit}
        </button>
      </form>
      {state.snackbar ? (
        <Suspense fallback={null}>
          <Snackbar snackbar={state.snackbar} onClose={dismiss} keepClear={submitButton} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * The error summary (GOV.UK "Error summary"): its heading, then one link per refused field to its
 * control (`#contact-<name>`), or `error` when no field is to blame. `tabindex="-1"` and
 * `autofocus` make the browser focus it, and so scroll to it, when the page loads.
 */
function ErrorSummary({
  title,
  fieldErrors,
  error,
}: {
  title: string;
  fieldErrors: Partial<Record<ContactField, string>>;
  error: string;
}) {
  const refused = CONTACT_FIELDS.flatMap((spec) => {
    const message = fieldErrors[spec.name];
    return message === undefined ? [] : [[spec.name, message] as const];
  });
  return (
    <div
      id={ERROR_SUMMARY_ID}
      className="mt-4 rounded-lg border-2 border-danger bg-danger-soft px-4 py-3 text-danger-strong focus:outline-3 focus:outline-offset-2 focus:outline-danger"
      tabIndex={-1}
      autoFocus
      aria-labelledby={`${ERROR_SUMMARY_ID}-title`}
    >
      <div role="alert">
        <h2 id={`${ERROR_SUMMARY_ID}-title`} className="text-base font-semibold">
          {title}
        </h2>
        {refused.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
            {refused.map(([name, message]) => (
              <li key={name}>
                <a href={`#contact-${name}`} className="font-medium underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p id={FORM_ERROR_ID} className="mt-2 text-sm">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
