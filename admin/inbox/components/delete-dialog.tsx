import type { RefObject } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** The confirmation before a message is erased (see {@link ConfirmDialog}). */
export function DeleteDialog({
  dialogRef,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      dialogRef={dialogRef}
      id="delete"
      heading="Delete this message?"
      text="It is erased for good, with its notification. This cannot be undone."
      confirmLabel="Delete for good"
      onConfirm={onConfirm}
    />
  );
}
