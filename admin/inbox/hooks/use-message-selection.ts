import { useEffect, useRef, useState, type RefObject } from 'react';
import type { InboxMessage } from '../../../common/admin-api';

/** The open message and the focus moves around it, from {@link useMessageSelection}. */
export interface MessageSelection {
  selectedId: number | null;
  /** The open message, or null (also when it left the list). */
  selected: InboxMessage | null;
  open: (id: number) => void;
  /** Closes the message without moving focus (the list changed under it). */
  clear: () => void;
  /** Closes the message and puts focus back on its entry in the list. */
  back: () => void;
  /** The list, to find an entry's button by its `data-id`. */
  listRef: RefObject<HTMLUListElement | null>;
  /** The open message's heading (`tabIndex={-1}`), focused when a message opens. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * The message a link asks to open: `?message=<id>` (the chat webhook's link,
 * server/notifications/webhook.ts `inboxLink`), or null. An id is no personal data.
 * @param search `location.search`
 */
export function messageIdFromUrl(search: string): number | null {
  const value = new URLSearchParams(search).get('message') ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}

/**
 * Which message is open (at first the one of `?message=`, {@link messageIdFromUrl}). Focus follows the reader (WCAG 2.4.3 focus order): opening a message
 * focuses its heading, so a screen reader reads it next; going back (the phone layout's
 * "Back to messages") returns focus to the message's entry in the list.
 */
export function useMessageSelection(messages: InboxMessage[]): MessageSelection {
  const [selectedId, setSelectedId] = useState<number | null>(() =>
    typeof location === 'undefined' ? null : messageIdFromUrl(location.search),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selectedId !== null) headingRef.current?.focus();
  }, [selectedId]);

  function back() {
    const id = selectedId;
    setSelectedId(null);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-id="${id}"]`)?.focus(),
    );
  }

  return {
    selectedId,
    selected: messages.find((message) => message.id === selectedId) ?? null,
    open: setSelectedId,
    clear: () => setSelectedId(null),
    back,
    listRef,
    headingRef,
  };
}
