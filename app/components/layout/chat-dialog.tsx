import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useShell } from '~/hooks/use-shell';
import { useChat } from '~/hooks/use-chat';
import { announceBannerDock } from '~/lib/banner-dock';
import { useCookieBannerHeight } from '~/lib/cookie-banner-height';
import { useMarkInteractive } from '~/hooks/use-mark-interactive';

/**
 * Floating chat support (spec §2 /contact, §4) on Radix Dialog, non-modal: the page stays usable
 * beside the panel, so a click outside does not close it. A launcher button opens a 300×400 px
 * panel fixed at the bottom end (bottom right in left-to-right) with the title 'Chat Support'
 * (the dialog's label), a close button, the message log, the input and Send; Enter sends (it
 * submits the form) and the bot answers after 1000 ms ({@link useChat}). Opening moves focus
 * to the input; Escape or the close button closes it and focus returns to the launcher.
 * Loaded through `ChatPanel` (chat-panel.tsx).
 *
 * The launcher must not cover the page while the cookie banner shows (lifted above the
 * banner, at 375 px it sat over the Email Support card). So it stays at the bottom, in front of
 * the banner's band, and the banner leaves room for it at its end (lib/banner-dock.ts). It is a
 * round icon button (its name stays, visually hidden, and shows as a tooltip), so it fits beside
 * Accept All and Decline, and it must not cover the form's controls: from the md breakpoint it
 * is 44 px (WCAG 2.5.5) and sits where the page has no controls: centred in the page's inline-end
 * margin outside the content column when the margin holds it (1280 px and wider), else 4 px from
 * the edge, inside the column's 16 px gutter and the contact form's 32 px padding. At 768 px or
 * narrower no such room exists; the page's footer leaves room under it at the end of the page.
 * Only the open panel is lifted above the banner.
 */
export default function ChatDialog() {
  const copy = useShell().chat;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const bannerHeight = useCookieBannerHeight();
  const { messages, send } = useChat(copy.botReply, copy.greeting);
  const input = useRef<HTMLInputElement>(null);
  const logEnd = useRef<HTMLLIElement>(null);
  const inputId = useId();
  const dock = useRef<HTMLDivElement>(null);
  useMarkInteractive(dock);

  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  // An open cookie banner makes room for the launcher; it found the prerendered one
  // itself, this tells it about one that arrives or leaves by client-side navigation.
  useEffect(() => {
    announceBannerDock();
    return announceBannerDock;
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft)) setDraft('');
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <div
        ref={dock}
        data-interactive="false"
        // Closed, the launcher sits in the cookie banner's band (above the banner, z-50; below the
        // snackbar, z-60). Open, the panel is lifted above the banner by a transform, not by
        // `bottom`: a transform is no layout shift (CLS ≤ 0.01, DESIGN §6).
        // `js-only`: without scripts the chat cannot answer, so its button is not offered (it
        // covered the Phone card at 375 px doing nothing); the form and addresses remain.
        // From md: `end` = half the margin beside the content column (`--container-column`, the
        // containing block being the viewport without its scrollbar) less half the button, at
        // least 4 px.
        className={`chat-dock js-only fixed end-4 md:end-[max(0.25rem,calc((100%-var(--container-column))/4-1.375rem))] ${open ? 'z-40' : 'z-[55]'}`}
        style={{
          bottom: '1rem',
          transform: open ? `translateY(${-bannerHeight}px)` : undefined,
        }}
      >
        <Dialog.Trigger
          // Kept mounted while the panel is open so Radix can return focus to it on close.
          hidden={open}
          // BANNER_DOCK_ATTR (lib/banner-dock.ts): the cookie banner leaves room for it.
          data-banner-dock=""
          title={copy.open}
          className="inline-flex size-12 items-center justify-center rounded-full bg-ink font-semibold text-white shadow-lg hover:bg-ink-soft md:size-11"
        >
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v11H8l-4 4V5z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">{copy.open}</span>
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          className="flex h-[400px] max-h-[calc(100dvh-6rem)] w-[300px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border border-line bg-white shadow-2xl"
          data-testid="chat-panel"
        >
          <header className="flex items-center justify-between bg-ink px-4 py-2 text-white">
            <Dialog.Title className="font-semibold">{copy.title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/10"
              aria-label={copy.close}
            >
              <span aria-hidden="true" className="glyph-close" />
            </Dialog.Close>
          </header>
          <ul
            role="log"
            aria-live="polite"
            className="flex-1 space-y-2 overflow-y-auto p-3 text-sm"
          >
            {messages.map((m) => (
              <li
                key={m.id}
                className={
                  m.sender === 'user'
                    ? 'ms-auto w-fit max-w-[85%] rounded-lg bg-brand-ink px-3 py-2 text-white'
                    : 'w-fit max-w-[85%] rounded-lg bg-subtle-strong px-3 py-2 text-ink'
                }
                data-sender={m.sender}
              >
                <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'Support: '}</span>
                {m.text}
              </li>
            ))}
            <li ref={logEnd} aria-hidden="true" />
          </ul>
          <form onSubmit={onSubmit} className="flex gap-2 border-t border-line p-2">
            <label className="sr-only" htmlFor={inputId}>
              {copy.inputLabel}
            </label>
            <input
              id={inputId}
              ref={input}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={copy.placeholder}
              className="min-h-10 min-w-0 flex-1 rounded-md border border-line-strong px-3 text-sm"
              autoComplete="off"
            />
            <button
              type="submit"
              className="min-h-10 rounded-md bg-ink px-4 text-sm font-semibold text-white"
            >
              {copy.send}
            </button>
          </form>
        </Dialog.Content>
      </div>
    </Dialog.Root>
  );
}
