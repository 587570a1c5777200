import { useState, type FormEvent } from 'react';

/**
 * A message's text form (the reply to the visitor, the internal note): a label, a hint ending in
 * the limit and the characters used ("At most 2,000 characters (12 used)."), a textarea capped at `maxChars` and one submit button, disabled
 * while empty (white space only) or sending. On submit the text goes to `onSubmit`; the form
 * empties only when it resolves true, so a failed call keeps what was written. Ids are
 * `<name>-text` and `<name>-hint` (the hint describes the textarea).
 */
export function TextForm({
  name,
  label,
  hint,
  maxChars,
  rows,
  dir,
  className,
  buttonClass,
  buttonText,
  onSubmit,
}: {
  /** The ids' stem: `reply`, `note`. */
  name: string;
  label: string;
  /** What the text is for and where it goes, before the limit's sentence. */
  hint: string;
  /** The textarea's `maxLength`, in characters. */
  maxChars: number;
  /** The textarea's height in lines. */
  rows: number;
  /** The textarea's direction (`auto` when the text is sent as written). */
  dir?: 'auto';
  /** The form's classes. */
  className?: string;
  buttonClass: string;
  buttonText: string;
  /** Sends the text. @returns true when it was taken (the form then empties) */
  onSubmit: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    if (await onSubmit(text)) setText('');
    setSending(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className={className}>
      <label htmlFor={`${name}-text`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <p id={`${name}-hint`} className="mb-1 text-xs text-muted">
        {hint} At most {maxChars.toLocaleString('en-GB')} characters ({text.length} used).
      </p>
      <textarea
        id={`${name}-text`}
        dir={dir}
        aria-describedby={`${name}-hint`}
        value={text}
        maxLength={maxChars}
        rows={rows}
        onChange={(event) => setText(event.target.value)}
        className="mb-2 block w-full rounded border border-field px-3 py-2 text-sm"
      />
      <button type="submit" className={buttonClass} disabled={sending || !text.trim()}>
        {buttonText}
      </button>
    </form>
  );
}
