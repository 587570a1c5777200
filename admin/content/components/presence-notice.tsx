/**
 * "Also open by ana@example.com" above the form (docs/editing.md "Who else is editing"): the
 * other accounts with this page open in the last minute. A polite live region that is always
 * there (empty when nobody else is), so a screen reader hears when someone opens the page or
 * leaves it, without being interrupted; not a `status` role, which the editor's status line is.
 */
export function PresenceNotice({ others }: { others: string[] }) {
  const text = others.length
    ? `Also open by ${new Intl.ListFormat('en', { type: 'conjunction' }).format(others)}.`
    : '';
  return (
    <p
      aria-live="polite"
      className={
        text
          ? 'mb-4 rounded border border-line-strong bg-accent-soft px-3 py-2 text-sm break-words'
          : 'sr-only'
      }
    >
      {text}
    </p>
  );
}
