import type { RefObject } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/**
 * The confirmation before every message of an address is erased (GDPR Art. 17; see
 * {@link ConfirmDialog}), naming the address and how many messages go, with their notes, history
 * and notifications.
 */
export function EraseAddressDialog({
  dialogRef,
  address,
  count,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  address: string;
  /** Stored messages of the address (the detail's `sameAddress`). */
  count: number;
  onConfirm: () => void;
}) {
  const messages = `${count} message${count === 1 ? '' : 's'}`;
  return (
    <ConfirmDialog
      dialogRef={dialogRef}
      id="erase-address"
      heading={
        <>
          Erase {messages} from <span dir="auto">{address}</span>?
        </>
      }
      text="Every message from this address is erased for good, with its notes, history and notifications. An audit keeps the counts and a keyed hash, never the address. This cannot be undone."
      confirmLabel={`Erase ${messages}`}
      onConfirm={onConfirm}
    />
  );
}
