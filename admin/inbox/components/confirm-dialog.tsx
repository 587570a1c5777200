import type { ReactNode, RefObject } from 'react';
import { dangerSolid, secondary } from '../../components/buttons';

/**
 * The confirmation before something is erased for good: a native modal `<dialog>` (opened with
 * `showModal()` by the caller, so focus is trapped, Escape cancels and focus returns to the
 * button that opened it), with Cancel focused first so Enter never erases by accident (WAI-ARIA
 * APG "Alert and Message Dialogs": the least destructive action first).
 * @param id prefix of the heading's and the text's ids (`<id>-heading`, `<id>-text`)
 */
export function ConfirmDialog({
  dialogRef,
  id,
  heading,
  text,
  confirmLabel,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  id: string;
  heading: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-heading`}
      aria-describedby={`${id}-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line-strong p-5 backdrop:bg-night/50"
    >
      <h3 id={`${id}-heading`} className="mb-2 text-lg font-semibold break-words">
        {heading}
      </h3>
      <p id={`${id}-text`} className="mb-4 text-sm">
        {text}
      </p>
      <form method="dialog" className="flex flex-wrap justify-end gap-2">
        <button type="submit" className={secondary} autoFocus>
          Cancel
        </button>
        <button
          type="button"
          className={dangerSolid}
          onClick={() => {
            dialogRef.current?.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </form>
    </dialog>
  );
}
