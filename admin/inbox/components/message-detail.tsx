import { useRef, type RefObject } from 'react';
import type { InboxMessage } from '../../../common/admin-api';
import { danger, primary, secondary } from '../../components/buttons';
import { DeleteDialog } from './delete-dialog';
import { formatDate, notificationText, replyHref, STATUS_LABELS } from '../utils/format';
import type { MessageActions } from '../hooks/use-message-actions';

/**
 * The open message, or a hint to pick one. Visitor text is rendered as React text nodes, never
 * as HTML (OWASP XSS Prevention Cheat Sheet), each field in the direction of its own text
 * (`dir="auto"`, HTML §3.2.6.4: an Arabic subject or message reads right to left). Below 1024 px it takes the list's place, with a
 * "Back to messages" button first; at any width the heading takes focus when a message opens.
 */
export function MessageDetail({
  message,
  headingRef,
  actions,
  onBack,
}: {
  message: InboxMessage | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: Omit<MessageActions, 'open'>;
  onBack: () => void;
}) {
  return (
    <section
      aria-labelledby={message ? 'message-heading' : undefined}
      aria-label={message ? undefined : 'Message'}
      className={message ? 'block' : 'hidden lg:block'}
    >
      {message ? (
        <MessageView message={message} headingRef={headingRef} actions={actions} onBack={onBack} />
      ) : (
        <p className="rounded border border-dashed border-faint p-6 text-muted">
          Select a message to read it.
        </p>
      )}
    </section>
  );
}

/** A message's heading, details, text and actions (Reply, status moves, Delete). */
function MessageView({
  message,
  headingRef,
  actions,
  onBack,
}: {
  message: InboxMessage;
  headingRef: RefObject<HTMLHeadingElement | null>;
  actions: Omit<MessageActions, 'open'>;
  onBack: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const moves = [
    { status: 'new', label: 'Mark unread' },
    { status: 'archived', label: 'Archive' },
    { status: 'spam', label: 'Spam' },
  ] as const;
  return (
    <article className="rounded border border-line-strong bg-white p-4">
      <button type="button" className={`${secondary} mb-3 lg:hidden`} onClick={onBack}>
        ← Back to messages
      </button>
      <h2
        id="message-heading"
        dir="auto"
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold break-words focus:outline-none"
      >
        {message.subject}
      </h2>
      <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-muted">From</dt>
        <dd dir="auto" className="break-words">
          {message.name}
        </dd>
        <dt className="font-medium text-muted">E-mail</dt>
        <dd dir="auto" className="break-all">
          {message.email}
        </dd>
        <dt className="font-medium text-muted">Received</dt>
        <dd>{formatDate(message.received_at)}</dd>
        <dt className="font-medium text-muted">Status</dt>
        <dd>{STATUS_LABELS[message.status]}</dd>
        <dt className="font-medium text-muted">Notification</dt>
        <dd className="flex flex-wrap items-center gap-2 break-words">
          <span data-testid="notification-state">{notificationText(message.notification)}</span>
          {message.notification.state !== 'queued' && (
            <button
              type="button"
              className={secondary}
              onClick={() => void actions.resend(message)}
            >
              Resend
            </button>
          )}
        </dd>
      </dl>
      <div
        data-testid="message-text"
        dir="auto"
        className="mb-4 rounded bg-subtle p-3 break-words whitespace-pre-wrap"
      >
        {message.message}
      </div>
      <div className="flex flex-wrap gap-2">
        <a className={primary} href={replyHref(message)}>
          Reply
        </a>
        {moves.map(
          ({ status, label }) =>
            message.status !== status && (
              <button
                key={status}
                type="button"
                className={secondary}
                onClick={() => void actions.move(message, status)}
              >
                {label}
              </button>
            ),
        )}
        <button type="button" className={danger} onClick={() => dialogRef.current?.showModal()}>
          Delete
        </button>
      </div>
      <DeleteDialog dialogRef={dialogRef} onConfirm={() => void actions.erase(message)} />
    </article>
  );
}
