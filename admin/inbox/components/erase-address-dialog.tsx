import type { RefObject } from 'react';
import { dangerSolid, secondary } from '../../components/buttons';

/**
 * The confirmation before every message of an address is erased (GDPR Art. 17): a native modal
 * `<dialog>` like the Delete one (focus trapped, Escape cancels, Cancel focused first), naming
 * the address and how many messages go, with their notes, history and notifications.
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
    <dialog
      ref={dialogRef}
      aria-labelledby="erase-address-heading"
      aria-describedby="erase-address-text"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-line-strong p-5 backdrop:bg-night/50"
    >
      <h3 id="erase-address-heading" className="mb-2 text-lg font-semibold break-words">
        Erase {messages} from <span dir="auto">{address}</span>?
      </h3>
      <p id="erase-address-text" className="mb-4 text-sm">
        Every message from this address is erased for good, with its notes, history and
        notifications. An audit keeps the counts and a keyed hash, never the address. This cannot be
        undone.
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
          Erase {messages}
        </button>
      </form>
    </dialog>
  );
}
