import { useCallback, useEffect, useRef, useState } from 'react';
import { BOT_REPLY_MS } from '~/config/timing';

/** spec §3: a chat message, not persisted. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'bot';
}

/**
 * Canned-reply chat (spec §4): a non-blank message is appended and the bot answers
 * `reply` after {@link BOT_REPLY_MS} (1000 ms). Pending replies are cancelled on unmount.
 * @returns messages and `send(text)`, which returns false for blank input (nothing appended)
 */
export function useChat(reply: string, greeting?: string) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() =>
    greeting ? [{ id: 0, text: greeting, sender: 'bot' }] : [],
  );
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) window.clearTimeout(t);
      pending.clear();
    };
  }, []);

  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (trimmed === '') return false;
      const userMessage: ChatMessage = { id: nextId.current++, text: trimmed, sender: 'user' };
      setMessages((list) => [...list, userMessage]);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        const botMessage: ChatMessage = { id: nextId.current++, text: reply, sender: 'bot' };
        setMessages((list) => [...list, botMessage]);
      }, BOT_REPLY_MS);
      timers.current.add(timer);
      return true;
    },
    [reply],
  );

  return { messages, send };
}
