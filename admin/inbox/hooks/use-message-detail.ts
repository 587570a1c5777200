import { useCallback, useEffect, useState } from 'react';
import type { InboxMessage, InboxMessageDetail } from '../../../common/admin-api';
import { getMessage } from '../api/messages';

/** The open message's notes, history and address count, from {@link useMessageDetail}. */
export interface MessageDetailState {
  /** The detail of the open message, or null while it loads (or when none is open). */
  detail: InboxMessageDetail | null;
  /** Reads it again (after a note was added). */
  reload: () => void;
}

/**
 * GET /api/admin/messages/:id for the open message, read again whenever the list's copy of it
 * changes (a new status or owner: the history has a new event) and on {@link
 * MessageDetailState.reload}; a failure goes to the status line's error.
 */
export function useMessageDetail(
  message: InboxMessage | null,
  report: (caught: unknown) => void,
): MessageDetailState {
  const [detail, setDetail] = useState<InboxMessageDetail | null>(null);
  const [version, setVersion] = useState(0);
  const id = message?.id;
  useEffect(() => {
    if (id === undefined) {
      setDetail(null);
      return;
    }
    let current = true;
    getMessage(id).then((loaded) => {
      if (current) setDetail(loaded);
    }, report);
    return () => {
      current = false;
    };
    // The list's copy changing (status, owner) means the history changed too.
  }, [id, message, version, report]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { detail: detail && detail.id === id ? detail : null, reload };
}
