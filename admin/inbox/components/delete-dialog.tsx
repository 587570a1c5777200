import type { RefObject } from 'react';
import { dangerSolid, secondary } from '../../components/buttons';

/**
 * The confirmation before a message is erased: a native modal `<dialog>` (opened with
 * `showModal()`, so focus is trapped, Escape cancels and focus returns to Delete on close), with
 * Cancel focused first so Enter never erases by accident.
 */
export function DeleteDialog({
  dialogRef,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onConfirm: () => void;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="delete-heading"
      className="m-auto max-w-sm rounded-lg border border-line-strong p-5 backdrop:bg-night/50"
    >
      <h3 id="delete-heading" className="mb-2 text-lg font-semibold">
        Delete this message?
      </h3>
      <p className="mb-4 text-sm">
        It is erased for good, with its notification. This cannot be undone.
      </p>
      <form method="dialog" className="flex justify-end gap-2">
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
          Delete for good
        </button>
      </form>
    </dialog>
  );
}
